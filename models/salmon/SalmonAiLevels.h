#pragma once

#include "core/GameInfo.h"

namespace cw::salmon {

// How the computer plays the game at each level (GameInfo::ai): Easy is SalmonEasyAi, Normal and
// Hard the generic search with SalmonSearchPolicy.
AiLevels aiLevels();

} // namespace cw::salmon
