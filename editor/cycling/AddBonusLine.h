#pragma once

#include "CyclingRoadCommand.h"

#include <QCoreApplication>

namespace cw::cycling {

// Adds a bonus line (last in the road's list) and selects it.
class AddBonusLine : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::AddBonusLine)

public:
    AddBonusLine(CyclingRoadDocument *document, const BonusLine &line);
};

} // namespace cw::cycling
