#pragma once

#include "RowingGame.h"
#include "core/AiPlayer.h"

namespace cw::rowing {

// The Easy rower: rules of thumb a club rower would follow, looking one turn ahead.
// - Stroke rate: the rate whose best play of this turn is worth most, counting the stamina it
//   costs (strain, a jump, split lines), the 35 spm cooldown and a cluttered hand as a lost turn.
// - Cards: the play with the best expected value, where the value of a play is the spaces it
//   gains minus the stamina it pays at split lines and a penalty if it catches a crab; each
//   Instability card is averaged over its possible reveals.
// - Motivation: taken when 2 spaces are worth more than the Stamina cards they cost.
// - Discard: Pace 1 cards go when the draw deck promises better and no split line is near.
// A Stamina card is worth more the emptier the pile and the further the finish. Among rates and
// plays worth nearly the same, Easy picks from its decision's seed, so races differ by seed.
// It reads only its own hand and public information, so it decides the same on any sample.
class RowingEasyAi final : public AiPlayer {
public:
    // How carefully ruleAction() weighs Instability cards: Careful averages over every reveal
    // (Easy's own decisions); Quick assumes each reveal adds 2, for search rollouts.
    enum class Care { Careful, Quick };

    // The rules' action for the boat to move in `game`; -1 once the race is over. Allocation-free
    // and cheap, so RowingSearchPolicy plays it in rollouts (without `vary`). With `vary`, a
    // choice among near-equal rates and plays drawn from it (ScoreJitter).
    static Action ruleAction(const RowingGame &game, Care care = Care::Careful,
                             Rng *vary = nullptr);

protected:
    Action decide(Game &sample, int seat, Rng &rng) const override;
};

} // namespace cw::rowing
