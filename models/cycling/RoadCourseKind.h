#pragma once

#include "course/CourseKind.h"

namespace cw::cycling {

// The "cycling-road" course kind: Visions of Rainbows roads of map tiles
// (registered in VisionsRegistration.cpp).
CourseKind courseKind();

} // namespace cw::cycling
