#pragma once

#include "Game.h"

#include <vector>

namespace cw {

// How much an information-set MCTS may think. Counted in iterations, never in time, so a decision
// is the same on every machine and under every load.
struct SearchBudget {
    int iterations = 1000;
    // Rollouts stop at the first cut point (SearchPolicy::isCutPoint) once this many moves have
    // been played from the root, and are scored by SearchPolicy::evaluate(); 0 plays them out.
    int rolloutMoves = 0;
    double exploration = 0.7; // UCB constant, for rewards in [0, 1]
};

// Optional knowledge a game lends the generic search (Ismcts.h). The defaults know nothing about
// any game: the tree considers every legal action, rollouts play uniformly at random to the end,
// and positions are scored by Game::returns(). A game whose random playouts say little (a random
// rower crabs and clutters its hand) overrides some of these; every override must use only what
// the Game in hand shows, which inside the search is always a determinized sample.
class SearchPolicy {
public:
    virtual ~SearchPolicy() = default;

    // The actions the tree expands at this position: a non-empty subset of legalActions(), in a
    // stable order, for games whose full list is wide and mostly pointless. out is cleared first.
    virtual void treeActions(const Game &game, ActionList &out) const;

    // The action a rollout plays here. Precondition: !game.isOver(). scratch is a reusable
    // buffer (contents unspecified on entry and exit).
    virtual Action rolloutAction(const Game &game, Rng &rng, ActionList &scratch) const;

    // Whether a rollout that has played at least the budget's rolloutMoves may stop here and be
    // scored by evaluate(). Games whose heuristic is only fair at some points (the start of a
    // round, when every boat has rowed equally often) say so here.
    virtual bool isCutPoint(const Game &game) const;

    // The value of the position for every seat, in [0, 1] (higher is better); out is resized to
    // seatCount(). Finished games must give Game::returns().
    virtual void evaluate(const Game &game, std::vector<double> &out) const;
};

} // namespace cw
