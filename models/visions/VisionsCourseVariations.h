#pragma once

#include "course/CourseVariations.h"

namespace cw::visions {

// What Find a Fairer Course may change in a road (registered in VisionsRegistration.cpp): a tile
// turned over to its other side (its bonus line moved to the nearest boundary of its terrain, or
// dropped when the new side has none), two road tiles between the Start and the Finish swapped
// (their lines with them), or a bonus line moved to another boundary where it may lie
// (VisionsBonusLinePlaces). Tiles are not rotated: a tile's shape (straight or curve) sets its
// turn.
CourseVariationKind courseVariations();

} // namespace cw::visions
