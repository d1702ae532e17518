#include "FlipRoadTile.h"

#include "CyclingRoadDocument.h"
#include "RoadEdits.h"

namespace cw::cycling {

FlipRoadTile::FlipRoadTile(CyclingRoadDocument *document, int index, const QString &otherSide)
    : RoadTilesCommand(document,
                       edits::withTileReplaced(
                           document->road(), index,
                           {document->road().tiles[std::size_t(index)].tile, otherSide}, nullptr),
                       CyclingRoadDocument::tileSelection(index), document->selection())
{
    setText(tr("Flip Tile %1").arg(index + 1));
}

} // namespace cw::cycling
