#pragma once

// Niagara set-ups shared by the board test and the screenshot tool.
#include "SessionTestSupport.h"
#include "core/GameSetup.h"

#include <vector>

namespace cw {
class GameSession;
}

namespace cw::test {

// Brings a session just started with the person in seat 0 and two AIs to the person's steal
// prompt (NiagaraStealScene.cpp); false when it did not come.
bool playToStealPrompt(GameSession &session);

} // namespace cw::test
