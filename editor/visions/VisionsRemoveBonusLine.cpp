#include "VisionsRemoveBonusLine.h"

#include "VisionsCourseDocument.h"
#include "VisionsCourseEdits.h"

namespace cw::visions {

VisionsRemoveBonusLine::VisionsRemoveBonusLine(VisionsCourseDocument *document, int line)
    : RoadTilesCommand(document, edits::withBonusLineRemoved(document->road(), line),
                       VisionsCourseDocument::tileSelection(
                           document->road().bonusLines[std::size_t(line)].placement),
                       VisionsCourseDocument::bonusLineSelection(line))
{
    setText(tr("Remove Bonus Line %1").arg(line + 1));
}

} // namespace cw::visions
