#pragma once

#include "course/CourseKind.h"

namespace cw::visions {

// The "visions-road" course kind: Visions of Rainbows roads of map tiles
// (registered in VisionsRegistration.cpp).
CourseKind courseKind();

} // namespace cw::visions
