#include "ChangeBonusLineType.h"

#include "CyclingRoadDocument.h"
#include "RoadEdits.h"

namespace cw::cycling {

ChangeBonusLineType::ChangeBonusLineType(CyclingRoadDocument *document, int line,
                                         BonusLine::Type type)
    : RoadTilesCommand(document, edits::withBonusLineType(document->road(), line, type),
                       CyclingRoadDocument::bonusLineSelection(line),
                       CyclingRoadDocument::bonusLineSelection(line))
{
    setText(type == BonusLine::Type::Sprint
                ? tr("Make Bonus Line %1 a Sprint Line").arg(line + 1)
                : tr("Make Bonus Line %1 a Monarch of the Mountain Line").arg(line + 1));
}

} // namespace cw::cycling
