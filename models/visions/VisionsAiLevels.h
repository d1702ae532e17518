#pragma once

#include "core/GameInfo.h"

namespace cw::visions {

// How the computer plays the game at each level (GameInfo::ai): Easy is VisionsEasyAi, Normal and
// Hard the generic search with VisionsSearchPolicy.
AiLevels visionsAiLevels();

} // namespace cw::visions
