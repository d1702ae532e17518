#include "VisionsReplaceTile.h"

#include "VisionsCourseDocument.h"
#include "VisionsCourseEdits.h"
#include "visions/VisionsSideName.h"

namespace cw::visions {

VisionsReplaceTile::VisionsReplaceTile(VisionsCourseDocument *document, int index,
                                       const TilePlacement &placement, const VisionsTile *custom)
    : RoadTilesCommand(document,
                       edits::withTileReplaced(document->road(), index, placement, custom),
                       VisionsCourseDocument::tileSelection(index), document->selection())
{
    setText(tr("Replace Tile %1 with %2")
                .arg(index + 1)
                .arg(VisionsSideName::of(placement.tile, placement.side)));
}

} // namespace cw::visions
