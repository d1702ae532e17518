#include "AddBonusLine.h"

#include "CyclingRoadDocument.h"
#include "RoadEdits.h"

namespace cw::cycling {

AddBonusLine::AddBonusLine(CyclingRoadDocument *document, const BonusLine &line)
    : RoadTilesCommand(
          document, edits::withBonusLineAdded(document->road(), line),
          CyclingRoadDocument::bonusLineSelection(int(document->road().bonusLines.size())),
          document->selection())
{
    setText(line.type == BonusLine::Type::Sprint ? tr("Add Sprint Line")
                                                 : tr("Add Monarch of the Mountain Line"));
}

} // namespace cw::cycling
