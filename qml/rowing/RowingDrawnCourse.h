#pragma once

#include "DrawnCourse.h"

namespace cw::rowing {

// What the rowing board draws of its course (BoardEntry::drawnCourse, issue 55): a lane as the
// water is painted ("courseWater": the lane is a boat's place) and the boats.
DrawnCourse drawnCourse(QQuickItem &board);

} // namespace cw::rowing
