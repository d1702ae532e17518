#pragma once

#include "course/CourseKind.h"

namespace cw::salmon {

// The "salmon-river" course kind: Salmon Run rivers of boards (registered in
// SalmonRegistration.cpp).
CourseKind courseKind();

} // namespace cw::salmon
