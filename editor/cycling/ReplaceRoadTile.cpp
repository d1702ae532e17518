#include "ReplaceRoadTile.h"

#include "CyclingRoadDocument.h"
#include "RoadEdits.h"

namespace cw::cycling {

ReplaceRoadTile::ReplaceRoadTile(CyclingRoadDocument *document, int index,
                                 const TilePlacement &placement, const RoadTile *custom)
    : RoadTilesCommand(document,
                       edits::withTileReplaced(document->road(), index, placement, custom),
                       CyclingRoadDocument::tileSelection(index), document->selection())
{
    setText(tr("Replace Tile %1 with %2").arg(index + 1).arg(placement.tile + placement.side));
}

} // namespace cw::cycling
