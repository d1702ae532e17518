#pragma once

#include "DrawnCourse.h"

namespace cw::visions {

// What the Visions of Rainbows board draws of its road (BoardEntry::drawnCourse, issue 55): a road
// space at the view's zoom and the riders on the road.
DrawnCourse drawnCourse(QQuickItem &board);

} // namespace cw::visions
