#pragma once

#include "LineCardsGame.h"
#include "core/AiPlayer.h"

namespace cw::linecards {

// The Easy line: one action at a time, looking no further than the action.
// - Opening hand: always kept.
// - Energy: only to escape. If its last card has no open exit it turns around (when another of
//   its cards has one) or, with an empty hand, takes extra gas; otherwise it saves its energy.
// - Cards: the placement that leaves its line the most territory (LineCardsTerritory: squares it
// reaches
//   before the other line) less the other's; among equals, the lowest priority (it keeps the
//   flexible cards and wins the start of the next turn), then the first listed. Easy's own
//   decisions pick at random (from the decision's seed) among placements of the same territory.
// It reads only its own hand and what is public: it decides the same on any sample of its view.
class LineCardsEasyAi final : public AiPlayer {
public:
    // The rules' action for the seat to move; -1 once the game is over. scratch is a reusable
    // buffer (contents unspecified on entry and exit). With `vary`, a choice among near-equal
    // placements drawn from it (ScoreJitter); without, deterministic (rollouts).
    static Action ruleAction(const LineCardsGame &game, ActionList &scratch, Rng *vary = nullptr);

    // A placement's worth for the seat laying it (Phase::Place, `a` legal): the territory margin
    // after it (a win or a loss it causes outweighs any margin), less a tenth of the card's
    // priority. The search orders its placements by it too (LineCardsSearchPolicy).
    static double placementValue(const LineCardsGame &game, Action a);

protected:
    Action decide(Game &sample, int seat, Rng &rng) const override;
};

} // namespace cw::linecards
