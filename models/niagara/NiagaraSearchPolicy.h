#pragma once

#include "core/SearchPolicy.h"

namespace cw::niagara {

// What the generic search (ai/Ismcts.h) borrows from the Easy canoeist: rollouts play by Easy's
// rules (NiagaraEasyAi::ruleAction), since random canoeists paddle over the waterfalls; a rollout
// cut short stops at the start of a round (every seat about to choose a card) and scores each seat
// by its progress toward a winning condition (positionScore), ranked into [0, 1].
// Every method expects a NiagaraGame.
class NiagaraSearchPolicy final : public SearchPolicy {
public:
    Action rolloutAction(const Game &game, Rng &rng, ActionList &scratch) const override;
    bool isCutPoint(const Game &game) const override;
    void evaluate(const Game &game, std::vector<double> &out) const override;
};

} // namespace cw::niagara
