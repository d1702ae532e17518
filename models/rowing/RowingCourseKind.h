#pragma once

#include "course/CourseKind.h"

namespace cw::rowing {

// The "rowing" course kind: lane layouts for the rowing race (registered in
// RowingRegistration.cpp).
CourseKind courseKind();

} // namespace cw::rowing
