#pragma once

#include "VisionsGame.h"
#include "core/AiPlayer.h"

namespace cw::visions {

// The Easy team director: rules of thumb, one decision at a time, reading only the seat's own
// hand and the public road.
// - Setup: the All-Star first, then the specialist whose terrain comes first, Domestiques last.
// - Activation: the rider and card with the most pedal strokes (class terrain, fatigue and
//   special text counted by VisionsGame::startingPs), less the fatigue the card costs, with a
//   bonus for moving team-mates along and for Chase/Draft behind a line; among activations worth
//   nearly the same, one picked from the decision's seed, so races differ by seed.
// - Steps: always forward, into the best-placed space; a bump or a sidestep only when the road
//   ahead is blocked; Stop only when it is the only way on.
// - A line of its riders pushed to a lane change: into the best-placed space.
// - Lead: takes in a line that holds a team-mate. Reorganization: tired riders (4+ fatigue with
//   Temporary to shed) drop back unless the finish is near; a Domestique rescues.
// - Any other decision (another branch's stage or action range): the first legal action that
//   is not an activation, else the first legal action.
class VisionsEasyAi final : public AiPlayer {
public:
    // The rules' action for the seat to move; -1 once the race is over. For rollouts too (no
    // `vary`); with `vary`, a choice among near-equal activations drawn from it (ScoreJitter).
    static Action ruleAction(const VisionsGame &game, ActionList &scratch, Rng *vary = nullptr);
    // The road still ahead of `rider` in rows (0 once finished).
    static int rowsToGo(const VisionsGame &game, int rider);

protected:
    Action decide(Game &sample, int seat, Rng &rng) const override;
};

} // namespace cw::visions
