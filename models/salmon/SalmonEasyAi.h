#pragma once

#include "SalmonGame.h"
#include "core/AiPlayer.h"

namespace cw::salmon {

class SalmonRiverProgress;

// The Easy salmon: rules of thumb, one action at a time, looking no further than the action.
// Values are in steps of the river (SalmonRiverProgress: the effort left to the spawning ground).
// - Swims and jumps: the progress they make, plus the worth of the symbols entered (Swim, Double
//   Swim and Wild hexes most), less a Fatigue card for a bear, a Fatigue hex, a jump and the
//   third Swim card of a turn. A move the river cancels is only played to get rid of nothing.
// - Bear, Eagle, Current, Rapids: played when they cost the opponents (the leader most) more than
//   they cost this salmon; the bear bites the leading opponent, the eagle takes the leader's best
//   card.
// - Fatigue cards: a hand of them makes a Fatigue-only turn (one goes back to the deck); single
//   ones fill the last card of a turn so that they leave the hand.
// - Counters when the effect would cost more than the card; supply picks the best card; Reeds
//   remove Fatigue cards; discards drop the weakest card.
// It reads only its own hand and draw pile, what is public (positions, bears, supply, hand
// sizes) and, after its own Eagle, the hand the eagle looks at: it decides the same on any
// sample of its view.
class SalmonEasyAi final : public AiPlayer {
public:
    // The rules' action for the seat to move in `game`; -1 once the game is over. scratch is a
    // reusable buffer (contents unspecified on entry and exit): with it reserved, this allocates
    // nothing, so SalmonSearchPolicy plays it in rollouts. With `vary` (Easy's own decisions), a
    // choice among near-equal actions drawn from it (ScoreJitter).
    static Action ruleAction(const SalmonGame &game, ActionList &scratch, Rng *vary = nullptr);

    // What Easy thinks a legal action of the seat to move is worth, in steps (the action it takes
    // is the best of these; ending a turn is worth 0). For the search's narrowed action lists.
    static double actionValue(const SalmonGame &game, const SalmonRiverProgress &progress,
                              Action action);

protected:
    Action decide(Game &sample, int seat, Rng &rng) const override;
};

} // namespace cw::salmon
