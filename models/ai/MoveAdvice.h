#pragma once

#include "core/Game.h"
#include "core/GameSetup.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <vector>

namespace cw {

// One action the coach ranks: how often the search chose it and what it expects from it.
struct AdvisedAction {
    Action action = -1;
    int visits = 0;
    // The search's mean result for the seat after this action, in [0, 1]: 1 for a win, 0 for last
    // place (Game::returns(), or the game's estimate where a search stops early). It orders the
    // moves; it is not a chance of winning (bench_coach_calibration measures how far it is from
    // one), so nothing shows it to a player as one.
    double winChance = 0;
};

// The coach's hint (issue 35): what the search of a level (Normal or Hard) would play now for the
// seat to act, and the next best actions.
struct MoveAdvice {
    int seat = -1;
    std::vector<AdvisedAction> ranked; // best first; ranked.front() is the level's own choice
    int iterations = 0;                // the searches made (fewer than the budget when stopped)
    bool stopped = false;              // *stop ended the search before its budget
};

// Advises the seat to act in `game` from that seat's own view only: the same view sample and the
// same search as the level's AI (AiFactory.h) with the same seed, so ranked.front() is the action
// makeAiPlayer(gameId, level)->choose(game, seed) returns, whatever the other seats hold. Gives at
// most `count` actions; none for a finished game, an unknown game or a level without a search
// (Human, Easy). Safe to call from any thread; *stop (optional) ends the search early.
MoveAdvice adviseMove(const Game &game, const QString &gameId, Controller level, std::uint64_t seed,
                      int count = 3, const std::atomic<bool> *stop = nullptr);

} // namespace cw
