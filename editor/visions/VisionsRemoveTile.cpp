#include "VisionsRemoveTile.h"

#include "VisionsCourseDocument.h"
#include "VisionsCourseEdits.h"
#include "visions/VisionsSideName.h"

namespace cw::visions {

VisionsRemoveTile::VisionsRemoveTile(VisionsCourseDocument *document, int index)
    : RoadTilesCommand(document, edits::withTileRemoved(document->road(), index), {},
                       VisionsCourseDocument::tileSelection(index))
{
    // Named by its side too: "Remove Tile 8" left people to count.
    const TilePlacement &placement = document->road().tiles[std::size_t(index)];
    setText(tr("Remove Tile %1 (%2)")
                .arg(index + 1)
                .arg(VisionsSideName::of(placement.tile, placement.side)));
}

} // namespace cw::visions
