#include "VisionsAddTile.h"

#include "VisionsCourseDocument.h"
#include "VisionsCourseEdits.h"

namespace cw::visions {

VisionsAddTile::VisionsAddTile(VisionsCourseDocument *document, int index,
                               const TilePlacement &placement, const VisionsTile *custom)
    : RoadTilesCommand(document,
                       edits::withTileInserted(document->road(), index, placement, custom),
                       VisionsCourseDocument::tileSelection(index), document->selection())
{
    setText(tr("Add Tile %1").arg(placement.tile + placement.side));
}

} // namespace cw::visions
