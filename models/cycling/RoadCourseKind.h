#pragma once

#include "course/CourseKind.h"

namespace cw::cycling {

// The "cycling-road" course kind: Visions of Rainbows roads of map tiles
// (models/CourseKindList.cpp).
CourseKind courseKind();

} // namespace cw::cycling
