#pragma once

#include "CyclingRoadCommand.h"

#include <QCoreApplication>

namespace cw::cycling {

// Replaces the road's tiles, bonus lines and custom tiles with another road's (Random Course),
// keeping its name and print settings. Selects the road.
class ReplaceRoad : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::ReplaceRoad)

public:
    ReplaceRoad(CyclingRoadDocument *document, const CyclingRoad &road, const QString &text);
};

} // namespace cw::cycling
