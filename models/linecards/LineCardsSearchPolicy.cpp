#include "LineCardsSearchPolicy.h"

#include "LineCardsEasyAi.h"
#include "LineCardsGame.h"
#include "Territory.h"

#include <algorithm>

namespace cw::linecards {

namespace {

const LineCardsGame &lineCards(const Game &game)
{
    return static_cast<const LineCardsGame &>(game);
}

} // namespace

Action LineCardsSearchPolicy::rolloutAction(const Game &game, Rng &rng, ActionList &scratch) const
{
    const LineCardsGame &g = lineCards(game);
    if (g.phase() != Phase::Place)
        return LineCardsEasyAi::ruleAction(g, scratch);
    g.legalActions(scratch);
    return scratch[rng.below(std::uint32_t(scratch.size()))];
}

bool LineCardsSearchPolicy::isCutPoint(const Game &game) const
{
    const LineCardsState &s = lineCards(game).state();
    return s.phase == Phase::Energy || (s.phase == Phase::Place && s.cardsLaid == 0);
}

void LineCardsSearchPolicy::evaluate(const Game &game, std::vector<double> &out) const
{
    if (game.isOver()) {
        out = game.returns();
        return;
    }
    const LineCardsGame &g = lineCards(game);
    const int side = g.state().side;
    const Territory territory = Territory::of(g);
    out.resize(Players);
    for (int seat = 0; seat < Players; ++seat)
        out[std::size_t(seat)] =
            std::clamp(0.5 + double(territory.margin(seat, side)) / (2.0 * side * side), 0.0, 1.0);
}

} // namespace cw::linecards
