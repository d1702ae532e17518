#pragma once

#include "core/GameInfo.h"

namespace cw::linecards {

// How the computer plays the game at each level (GameInfo::ai): Easy is LineCardsEasyAi, Normal and
// Hard the generic search with LineCardsSearchPolicy.
AiLevels aiLevels();

} // namespace cw::linecards
