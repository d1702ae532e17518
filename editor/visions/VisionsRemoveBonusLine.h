#pragma once

#include "VisionsCourseCommand.h"

#include <QCoreApplication>

namespace cw::visions {

// Removes bonus line `line` (the later ones move up the list) and selects its tile.
class VisionsRemoveBonusLine : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsRemoveBonusLine)

public:
    VisionsRemoveBonusLine(VisionsCourseDocument *document, int line);
};

} // namespace cw::visions
