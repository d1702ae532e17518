#include "MoveRoadTile.h"

#include "CyclingRoadDocument.h"
#include "RoadEdits.h"

namespace cw::cycling {

MoveRoadTile::MoveRoadTile(CyclingRoadDocument *document, int index, int to)
    : RoadTilesCommand(document, edits::withTileMoved(document->road(), index, to),
                       CyclingRoadDocument::tileSelection(to),
                       CyclingRoadDocument::tileSelection(index))
{
    setText(tr("Move Tile %1").arg(index + 1));
}

} // namespace cw::cycling
