#include "VisionsRemoveTile.h"

#include "VisionsCourseDocument.h"
#include "VisionsCourseEdits.h"

namespace cw::visions {

VisionsRemoveTile::VisionsRemoveTile(VisionsCourseDocument *document, int index)
    : RoadTilesCommand(document, edits::withTileRemoved(document->road(), index), {},
                       VisionsCourseDocument::tileSelection(index))
{
    setText(tr("Remove Tile %1").arg(index + 1));
}

} // namespace cw::visions
