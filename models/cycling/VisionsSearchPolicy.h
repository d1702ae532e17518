#pragma once

#include "ai/SearchPolicy.h"

namespace cw::cycling {

// What the generic search (ai/Ismcts.h) borrows from the Easy team director: a move is built step
// by step, so rollouts play Easy's fast moves (VisionsEasyAi::ruleAction) rather than random
// steps; a rollout cut short stops when a seat is about to activate a rider and scores the
// unfinished race by estimated team times (estimatedTimes), ranked into [0, 1].
// Every method expects a VisionsGame.
class VisionsSearchPolicy final : public SearchPolicy {
public:
    Action rolloutAction(const Game &game, Rng &rng, ActionList &scratch) const override;
    bool isCutPoint(const Game &game) const override;
    void evaluate(const Game &game, std::vector<double> &out) const override;
};

} // namespace cw::cycling
