#pragma once

#include "course/CourseVariations.h"

namespace cw::niagara {

// What Find a Fairer Course may change in a Niagara river (registered in NiagaraRegistration.cpp):
// a discovery place moved beside the next space up or down the river, two colours' places
// swapped, one gem more or fewer of every colour, an arm one space longer or shorter. Every canoe
// starts on the beach, so no start position is varied: only the turn order tells seats apart.
CourseVariationKind courseVariations();

} // namespace cw::niagara
