#pragma once

#include "core/SearchPolicy.h"

namespace cw::visions {

// What the generic search (ai/Ismcts.h) borrows from the Easy team director: a move is built step
// by step, so rollouts play Easy's fast moves (VisionsEasyAi::ruleAction) rather than random
// steps; a rollout cut short stops when a seat is about to activate a rider and scores the
// unfinished race by estimated team times (estimatedTimes), ranked into [0, 1].
// The tree searches the decisions that shape a race (which rider with which card, Tactics, Links,
// drop backs, rescues, Grupo Compacto, Counter-attacks); the steps of a move and a pushed line's
// lane follow Easy's plan for the card played, so an activation is searched as a whole move (a
// macro-action) and a step decision costs no search at all.
// Every method expects a VisionsGame.
class VisionsSearchPolicy final : public SearchPolicy {
public:
    void treeActions(const Game &game, ActionList &out) const override;
    Action rolloutAction(const Game &game, Rng &rng, ActionList &scratch) const override;
    bool isCutPoint(const Game &game) const override;
    void evaluate(const Game &game, std::vector<double> &out) const override;
};

} // namespace cw::visions
