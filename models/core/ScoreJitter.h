#pragma once

#include "Rng.h"

namespace cw {

// How an Easy AI varies its play from its decision's seed, so that AI-only games on one course
// differ from game to game while the same seed still replays the same game.
//
// Each scored option gets a random bonus in [0, margin): the option best scored after the bonus
// is one, at random, of those within `margin` of the best, never one worse than that. The
// generator is the one AiPlayer::choose() hands decide() (derived from the decision's seed and
// the seat's view, never from hidden information). Without a generator (search rollouts, which
// must stay cheap and deterministic) the bonus is 0 and the rules choose as they always did.
class ScoreJitter {
public:
    ScoreJitter(Rng *rng, double margin) : m_rng(rng), m_margin(margin) {}

    double operator()(double score) const
    {
        return m_rng ? score + m_margin * m_rng->uniform() : score;
    }

private:
    Rng *m_rng;
    double m_margin;
};

} // namespace cw
