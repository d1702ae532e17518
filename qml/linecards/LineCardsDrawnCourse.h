#pragma once

#include "DrawnCourse.h"

namespace cw::linecards {

// What the Line cards board draws of its table (BoardEntry::drawnCourse, issue 55): its squares and
// the cards laid on them.
DrawnCourse drawnCourse(QQuickItem &board);

} // namespace cw::linecards
