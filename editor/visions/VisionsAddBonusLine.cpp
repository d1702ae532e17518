#include "VisionsAddBonusLine.h"

#include "VisionsCourseDocument.h"
#include "VisionsCourseEdits.h"

namespace cw::visions {

VisionsAddBonusLine::VisionsAddBonusLine(VisionsCourseDocument *document, const BonusLine &line)
    : RoadTilesCommand(
          document, edits::withBonusLineAdded(document->road(), line),
          VisionsCourseDocument::bonusLineSelection(int(document->road().bonusLines.size())),
          document->selection())
{
    setText(line.type == BonusLine::Type::Sprint ? tr("Add Sprint Line")
                                                 : tr("Add Monarch of the Mountain Line"));
}

} // namespace cw::visions
