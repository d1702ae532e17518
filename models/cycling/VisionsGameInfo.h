#pragma once

#include "core/GameInfo.h"

namespace cw::cycling {

// Visions of Rainbows for the registry: 3-7 teams on a "cycling-road" course.
GameInfo visionsGameInfo();

} // namespace cw::cycling
