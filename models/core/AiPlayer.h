#pragma once

#include "Game.h"

#include <cstdint>

namespace cw {

// A computer player for any game implementing cw::Game.
//
// Fairness contract: choose() sees the true state only through decide(), which is always handed
// a copy whose hidden information (other hands, deck order, the generator's future) has been
// replaced by resampleHidden(seat, rng). So an AI cannot read what its seat may not see, and its
// choice depends only on the seat's view and the AI's own seed.
class AiPlayer {
public:
    virtual ~AiPlayer() = default;

    // Picks a legal action for game.currentSeat(). Deterministic for a given view and seed.
    // Thread-safe for distinct AiPlayer objects; the game is not modified.
    Action choose(const Game &game, std::uint64_t seed) const;

    // The copy every decision (and every hint of the coach) is made on: the game as `seat` sees
    // it, with everything hidden from it drawn anew by rng, the log off. choose() draws it with
    // the generator that then drives decide(), so whoever repeats these two steps with the same
    // seed reaches the same decision.
    static std::unique_ptr<Game> viewSample(const Game &game, int seat, Rng &rng);

protected:
    // `sample` is a determinized copy of the game from the acting seat's point of view; the
    // implementation may modify it freely. rng is the AI's own generator.
    virtual Action decide(Game &sample, int seat, Rng &rng) const = 0;
};

} // namespace cw
