#include "ReplaceRoad.h"

#include "CyclingRoadDocument.h"

namespace cw::cycling {

ReplaceRoad::ReplaceRoad(CyclingRoadDocument *document, const CyclingRoad &road,
                         const QString &text)
    : RoadTilesCommand(document, road, {}, document->selection())
{
    setText(text);
}

} // namespace cw::cycling
