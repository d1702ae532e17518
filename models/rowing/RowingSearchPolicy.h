#pragma once

#include "core/SearchPolicy.h"

namespace cw::rowing {

// What the generic search (ai/Ismcts.h) borrows from a rower's know-how. Random rowers crab and
// clutter their hands, so random rollouts say little about a position; instead:
// - rollouts row by the Easy rules (RowingEasyAi::ruleAction, quick form);
// - the tree considers three discards (keep all, the Pace 1s, the Pace 1s and 2s) rather than
//   every subset of the hand;
// - a rollout cut short stops at the start of a round, when every boat has rowed as often, and
//   ranks the boats by space plus a value for the cards left in their Stamina Piles.
// Every method expects a RowingGame.
class RowingSearchPolicy final : public SearchPolicy {
public:
    void treeActions(const Game &game, ActionList &out) const override;
    Action rolloutAction(const Game &game, Rng &rng, ActionList &scratch) const override;
    bool isCutPoint(const Game &game) const override;
    void evaluate(const Game &game, std::vector<double> &out) const override;
};

} // namespace cw::rowing
