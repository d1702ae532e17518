#pragma once

#include "core/SearchPolicy.h"

namespace cw::salmon {

// What the generic search (ai/Ismcts.h) borrows from the Easy salmon. Random salmon waste their
// cards on cancelled moves and Fatigue-only turns, so random rollouts say little; instead:
// - rollouts play by the Easy rules (SalmonEasyAi::ruleAction);
// - the tree considers, for a bear, one move per hex it can reach and only the BearChoices best
//   of those by Easy's values, and for Reeds one zone per card type (hand, then draw, then
//   discard pile): the full lists run to hundreds of equivalent actions;
// - a Bear card played with no bear on the river (it does nothing) is the turn's last play: after
//   one, the tree offers only more of them and the end of the turn (the orders reach one position);
// - a rollout cut short stops at the start of a round (the first player's turn, nothing
//   pending), when every salmon has swum as often, and ranks the salmon by spawned first (fewest
//   Fatigue cards), then by the effort left to the spawning ground (SalmonRiverProgress) plus
//   FatigueWorth for each Fatigue card in the deck.
// Every method expects a SalmonGame.
class SalmonSearchPolicy final : public SearchPolicy {
public:
    static constexpr int BearChoices = 6;
    static constexpr double FatigueWorth = 1.0;

    void treeActions(const Game &game, ActionList &out) const override;
    Action rolloutAction(const Game &game, Rng &rng, ActionList &scratch) const override;
    bool isCutPoint(const Game &game) const override;
    void evaluate(const Game &game, std::vector<double> &out) const override;
};

} // namespace cw::salmon
