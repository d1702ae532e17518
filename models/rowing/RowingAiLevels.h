#pragma once

#include "core/GameInfo.h"

namespace cw::rowing {

// How the computer plays the game at each level (GameInfo::ai): Easy is RowingEasyAi, Normal and
// Hard the generic search with RowingSearchPolicy.
AiLevels aiLevels();

} // namespace cw::rowing
