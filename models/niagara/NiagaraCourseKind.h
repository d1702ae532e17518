#pragma once

#include "course/CourseKind.h"

namespace cw::niagara {

// The "niagara-river" course kind: rivers for Niagara (models/CourseKindList.cpp).
CourseKind courseKind();

} // namespace cw::niagara
