#include "VisionsAddTile.h"

#include "VisionsCourseDocument.h"
#include "VisionsCourseEdits.h"
#include "visions/VisionsSideName.h"

namespace cw::visions {

VisionsAddTile::VisionsAddTile(VisionsCourseDocument *document, int index,
                               const TilePlacement &placement, const VisionsTile *custom)
    : RoadTilesCommand(document,
                       edits::withTileInserted(document->road(), index, placement, custom),
                       VisionsCourseDocument::tileSelection(index), document->selection())
{
    setText(tr("Add Tile %1").arg(VisionsSideName::of(placement.tile, placement.side)));
}

} // namespace cw::visions
