#pragma once

#include "core/SearchPolicy.h"

namespace cw::linecards {

// What the generic search (ai/Ismcts.h) borrows for Line cards:
// - rollouts lay random cards but never waste energy: the energy decision is Easy's (only to
//   escape), so a random line does not spend its points on nothing;
// - a rollout cut short stops when a seat is about to start its cards (nothing half-laid) and
//   scores the territory margin (Territory) as 0.5 + margin / (2 · side²), a dead line 0;
// - every legal action is in the tree (a position offers a few dozen at most).
// Every method expects a LineCardsGame.
class LineCardsSearchPolicy final : public SearchPolicy {
public:
    Action rolloutAction(const Game &game, Rng &rng, ActionList &scratch) const override;
    bool isCutPoint(const Game &game) const override;
    void evaluate(const Game &game, std::vector<double> &out) const override;
};

} // namespace cw::linecards
