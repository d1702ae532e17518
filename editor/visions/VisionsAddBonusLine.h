#pragma once

#include "VisionsCourseCommand.h"

#include <QCoreApplication>

namespace cw::visions {

// Adds a bonus line (last in the road's list) and selects it.
class VisionsAddBonusLine : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsAddBonusLine)

public:
    VisionsAddBonusLine(VisionsCourseDocument *document, const BonusLine &line);
};

} // namespace cw::visions
