#pragma once

#include "NiagaraGame.h"
#include "core/AiPlayer.h"

namespace cw::niagara {

// The Easy canoeist: rules of thumb, one decision at a time, looking no further than the decision.
// - Phase I: the card that lets a loaded canoe land, else one that brings an empty canoe beside
//   gems it wants with 2 points left to load, else a launch to the nearest gems; low cards when
//   its canoes sit in the arms (the lowest card drives the river), the cloud to calm the weather
//   when they do.
// - Phase II: loaded canoes head for the beach, empty ones for gems of a colour it needs
//   (wantedness), away from any space the revealed cards will sweep over a waterfall; it steals
//   whenever it may, buys back a canoe when it has none on the water or the beach.
// It reads only its own chosen card and what is public, so it decides the same on any sample;
// among near-equal actions it picks from its decision's seed, so games differ from seed to seed.
class NiagaraEasyAi final : public AiPlayer {
public:
    // The rules' action for the seat to move; -1 once the game is over. For rollouts too (no
    // `vary`); with `vary`, a choice among near-equal actions drawn from it (ScoreJitter).
    static Action ruleAction(const NiagaraGame &game, Rng *vary = nullptr);
    // How much the seat wants one more gem of `colour` (higher for a colour it lacks or nears
    // four of).
    static double gemWant(const Seat &seat, int colour);
    // Whether a canoe on `space` goes over a waterfall when the river moves `points`, starting
    // with the fork pointing as `forkRight` says.
    static bool goesOverWaterfall(const NiagaraLayout &layout, int forkRight, int space,
                                  int points);

protected:
    Action decide(Game &sample, int seat, Rng &rng) const override;
};

} // namespace cw::niagara
