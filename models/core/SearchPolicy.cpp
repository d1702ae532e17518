// The game-agnostic defaults of SearchPolicy: all legal actions, uniform random rollouts,
// returns().
#include "SearchPolicy.h"

namespace cw {

void SearchPolicy::treeActions(const Game &game, ActionList &out) const
{
    game.legalActions(out);
}

Action SearchPolicy::rolloutAction(const Game &game, Rng &rng, ActionList &scratch) const
{
    game.legalActions(scratch);
    return scratch[rng.below(std::uint32_t(scratch.size()))];
}

bool SearchPolicy::isCutPoint(const Game &) const
{
    return true;
}

void SearchPolicy::evaluate(const Game &game, std::vector<double> &out) const
{
    out = game.returns();
}

} // namespace cw
