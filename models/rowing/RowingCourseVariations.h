#pragma once

#include "course/CourseVariations.h"

namespace cw::rowing {

// What Find a Fairer Course may change in a lane layout (registered in RowingRegistration.cpp):
// each split line moved by 1, 2 or 5 spaces either way, and its pace limit raised or lowered by
// one. Lanes stay: every lane is the same water (only the rules' tie-break tells them apart), and
// the sector bands are drawn, not played.
CourseVariationKind courseVariations();

} // namespace cw::rowing
