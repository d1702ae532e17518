#pragma once

#include "core/GameRecord.h"
#include "core/GameSetup.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <vector>

namespace cw {

// One decision of a reviewed game: what was played, what the reviewing AI would have played, and
// the search's estimates for the seat (MoveAdvice.h; they rank moves, they are not chances of
// winning), from that seat's view only.
struct ReviewedDecision {
    int action = 0; // index of the action in the record
    int seat = -1;
    Action played = -1;
    Action best = -1;  // the reviewing AI's choice (the hint at that position)
    double chance = 0; // the search's estimate with the best move (AdvisedAction::winChance)
    // The estimate with the move played; negative when the search never tried it (a move the
    // game's search policy does not consider), so no loss can be measured there.
    double playedChance = -1;
    QString playedName, bestName; // Game::actionName() in the position, in the current language

    // How much the move played lost against the best one (0 when it was the best or unknown).
    double loss() const { return playedChance < 0 ? 0 : std::max(0.0, chance - playedChance); }
};

// The coach's review of a finished (or saved) game: every real decision (more than one legal
// action) of the seats asked for, each judged by the level's search with the seed the AI would
// have used there, so the "best" move is that AI's own move.
struct GameReview {
    std::vector<ReviewedDecision> decisions; // in the order played
    bool stopped = false;                    // *stop ended the review early

    // The `count` decisions of `seat` that lost the most, biggest loss first (ties: earlier);
    // decisions that lost nothing are left out.
    std::vector<ReviewedDecision> biggestLosses(int seat, int count) const;
};

// Reviews `record`'s decisions by the seats in `seats` at `level` (Normal or Hard). Calls
// progress(done, total) after each decision; *stop (optional) ends it early. Returns an empty
// review (and *error) when the record does not replay.
GameReview reviewGame(const GameRecord &record, const std::vector<int> &seats, Controller level,
                      QString *error, const std::function<void(int, int)> &progress = {},
                      const std::atomic<bool> *stop = nullptr);

} // namespace cw
