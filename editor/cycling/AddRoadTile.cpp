#include "AddRoadTile.h"

#include "CyclingRoadDocument.h"
#include "RoadEdits.h"

namespace cw::cycling {

AddRoadTile::AddRoadTile(CyclingRoadDocument *document, int index, const TilePlacement &placement,
                         const RoadTile *custom)
    : RoadTilesCommand(document,
                       edits::withTileInserted(document->road(), index, placement, custom),
                       CyclingRoadDocument::tileSelection(index), document->selection())
{
    setText(tr("Add Tile %1").arg(placement.tile + placement.side));
}

} // namespace cw::cycling
