#include "VisionsChangeBonusLineType.h"

#include "VisionsCourseDocument.h"
#include "VisionsCourseEdits.h"

namespace cw::visions {

VisionsChangeBonusLineType::VisionsChangeBonusLineType(VisionsCourseDocument *document, int line,
                                                       BonusLine::Type type)
    : RoadTilesCommand(document, edits::withBonusLineType(document->road(), line, type),
                       VisionsCourseDocument::bonusLineSelection(line),
                       VisionsCourseDocument::bonusLineSelection(line))
{
    setText(type == BonusLine::Type::Sprint
                ? tr("Make Bonus Line %1 a Sprint Line").arg(line + 1)
                : tr("Make Bonus Line %1 a Monarch of the Mountain Line").arg(line + 1));
}

} // namespace cw::visions
