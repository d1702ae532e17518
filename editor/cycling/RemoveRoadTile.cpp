#include "RemoveRoadTile.h"

#include "CyclingRoadDocument.h"
#include "RoadEdits.h"

namespace cw::cycling {

RemoveRoadTile::RemoveRoadTile(CyclingRoadDocument *document, int index)
    : RoadTilesCommand(document, edits::withTileRemoved(document->road(), index), {},
                       CyclingRoadDocument::tileSelection(index))
{
    setText(tr("Remove Tile %1").arg(index + 1));
}

} // namespace cw::cycling
