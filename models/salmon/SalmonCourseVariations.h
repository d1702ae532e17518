#pragma once

#include "course/CourseVariations.h"

namespace cw::salmon {

// What Find a Fairer Course may change in a river (registered in SalmonRegistration.cpp): a board
// turned over to the other side of its sheet, two middle boards swapped, or a board slid sideways
// to another position where its joint lines up; the boards after a changed joint keep their shift
// where it still lines up, else take the nearest that does. Boards are never rotated: the course
// format has no rotation (a placement is a board side and a shift), since every board's currents
// run downstream and its start or finish faces one way.
CourseVariationKind courseVariations();

} // namespace cw::salmon
