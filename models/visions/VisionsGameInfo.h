#pragma once

#include "core/GameInfo.h"

namespace cw::visions {

// Visions of Rainbows for the registry: 3-7 teams on a "visions-road" course.
GameInfo gameInfo();

} // namespace cw::visions
