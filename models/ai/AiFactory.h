#pragma once

#include "Ismcts.h"
#include "core/AiPlayer.h"
#include "core/GameSetup.h"

#include <QString>

#include <memory>

namespace cw {

// The AI for a game and level, as the game's GameInfo::ai declares it: Easy is the game's own
// rule-based player, Normal and Hard the generic search (IsmctsPlayer) with the game's policy and
// budgets. nullptr for Controller::Human or an unknown game.
std::unique_ptr<AiPlayer> makeAiPlayer(const QString &gameId, Controller level);

// The search of a level that has one (Normal, Hard), for callers that need its tree (the coach);
// nullptr for Human, Easy or an unknown game.
std::unique_ptr<IsmctsPlayer> makeSearchPlayer(const QString &gameId, Controller level);

} // namespace cw
