#include "RemoveBonusLine.h"

#include "CyclingRoadDocument.h"
#include "RoadEdits.h"

namespace cw::cycling {

RemoveBonusLine::RemoveBonusLine(CyclingRoadDocument *document, int line)
    : RoadTilesCommand(document, edits::withBonusLineRemoved(document->road(), line),
                       CyclingRoadDocument::tileSelection(
                           document->road().bonusLines[std::size_t(line)].placement),
                       CyclingRoadDocument::bonusLineSelection(line))
{
    setText(tr("Remove Bonus Line %1").arg(line + 1));
}

} // namespace cw::cycling
