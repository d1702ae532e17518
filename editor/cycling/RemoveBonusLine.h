#pragma once

#include "CyclingRoadCommand.h"

#include <QCoreApplication>

namespace cw::cycling {

// Removes bonus line `line` (the later ones move up the list) and selects its tile.
class RemoveBonusLine : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::RemoveBonusLine)

public:
    RemoveBonusLine(CyclingRoadDocument *document, int line);
};

} // namespace cw::cycling
