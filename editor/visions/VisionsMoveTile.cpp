#include "VisionsMoveTile.h"

#include "VisionsCourseDocument.h"
#include "VisionsCourseEdits.h"

namespace cw::visions {

VisionsMoveTile::VisionsMoveTile(VisionsCourseDocument *document, int index, int to)
    : RoadTilesCommand(document, edits::withTileMoved(document->road(), index, to),
                       VisionsCourseDocument::tileSelection(to),
                       VisionsCourseDocument::tileSelection(index))
{
    setText(tr("Move Tile %1").arg(index + 1));
}

} // namespace cw::visions
