#pragma once

#include "DrawnCourse.h"

namespace cw::salmon {

// What the Salmon Run board draws of its river (BoardEntry::drawnCourse, issue 55): a hex at the
// river's zoom (across the flats) and the salmon and bear tokens.
DrawnCourse drawnCourse(QQuickItem &board);

} // namespace cw::salmon
