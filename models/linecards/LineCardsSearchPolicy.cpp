#include "LineCardsSearchPolicy.h"

#include "LineCardsEasyAi.h"
#include "LineCardsGame.h"
#include "LineCardsTerritory.h"

#include <algorithm>
#include <cmath>

namespace cw::linecards {

namespace {

const LineCardsGame &lineCards(const Game &game)
{
    return static_cast<const LineCardsGame &>(game);
}

} // namespace

void LineCardsSearchPolicy::treeActions(const Game &game, ActionList &out) const
{
    const LineCardsGame &g = lineCards(game);
    g.legalActions(out);
    if (g.phase() != Phase::Place || int(out.size()) <= TreeWidth)
        return;
    // Best first by Easy's one-step reading (territory after the card, less a tenth of its
    // priority); equal values keep the legal order, so the list is stable for a position.
    thread_local std::vector<std::pair<double, Action>> ranked;
    ranked.clear();
    for (const Action a : out)
        ranked.emplace_back(LineCardsEasyAi::placementValue(g, a), a);
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto &x, const auto &y) { return x.first > y.first; });
    out.clear();
    for (int i = 0; i < TreeWidth; ++i)
        out.push_back(ranked[std::size_t(i)].second);
}

Action LineCardsSearchPolicy::rolloutAction(const Game &game, Rng &, ActionList &scratch) const
{
    return LineCardsEasyAi::ruleAction(lineCards(game), scratch);
}

bool LineCardsSearchPolicy::isCutPoint(const Game &game) const
{
    const LineCardsState &s = lineCards(game).state();
    if (s.players[0].deckCount + s.players[1].deckCount <= LateDeckCards)
        return false; // the endgame: played out
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
    const LineCardsTerritory territory = LineCardsTerritory::of(g);
    out.resize(Players);
    for (int seat = 0; seat < Players; ++seat)
        out[std::size_t(seat)] =
            1.0 / (1.0 + std::exp(-territory.margin(seat, side) / MarginScale));
}

} // namespace cw::linecards
