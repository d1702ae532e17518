#pragma once

#include "DrawnCourse.h"

namespace cw::niagara {

// What the Niagara board draws of its river (BoardEntry::drawnCourse, issue 55): its spaces as
// scaled to fit ("space_<label>", a disc each) and the canoes on the water and on the beach.
DrawnCourse drawnCourse(QQuickItem &board);

} // namespace cw::niagara
