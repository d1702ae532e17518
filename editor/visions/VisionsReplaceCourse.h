#pragma once

#include "VisionsCourseCommand.h"

#include <QCoreApplication>

namespace cw::visions {

// Replaces the road's tiles, bonus lines and custom tiles with another road's (Random Course),
// keeping its name and print settings. Selects the road.
class VisionsReplaceCourse : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsReplaceCourse)

public:
    VisionsReplaceCourse(VisionsCourseDocument *document, const VisionsCourse &road,
                         const QString &text);
};

} // namespace cw::visions
