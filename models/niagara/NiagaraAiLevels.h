#pragma once

#include "core/GameInfo.h"

namespace cw::niagara {

// How the computer plays the game at each level (GameInfo::ai): Easy is NiagaraEasyAi, Normal and
// Hard the generic search with NiagaraSearchPolicy.
AiLevels aiLevels();

} // namespace cw::niagara
