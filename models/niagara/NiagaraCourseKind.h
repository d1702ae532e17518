#pragma once

#include "course/CourseKind.h"

namespace cw::niagara {

// The "niagara-river" course kind: rivers for Niagara (registered in NiagaraRegistration.cpp).
CourseKind courseKind();

} // namespace cw::niagara
