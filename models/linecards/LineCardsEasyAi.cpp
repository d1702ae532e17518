#include "LineCardsEasyAi.h"

#include "LineCardsTerritory.h"
#include "core/ScoreJitter.h"

#include <algorithm>

namespace cw::linecards {

namespace {

Action energyAction(const LineCardsGame &game)
{
    const LineCardsState &s = game.state();
    const int seat = s.active;
    if (game.canLay(seat, false))
        return action::NoEnergy;
    if (game.canLay(seat, true))
        return action::TurnAround;
    if (s.players[std::size_t(seat)].handCount() == 0 && game.effectAllowed(Effect::ExtraGas))
        return action::ExtraGas;
    return action::NoEnergy;
}

// Placements within this of the best are near-equal (the same territory, another priority):
// Easy picks among them from its seed.
constexpr double NearEqual = 0.5;

} // namespace

double LineCardsEasyAi::placementValue(const LineCardsGame &game, Action a)
{
    const int seat = game.state().active;
    LineCardsGame after(game.state()); // the position alone: no log, no seat names
    after.apply(a);
    const int side = game.state().side;
    const double priority = 0.1 * priorityOf(decodePlacement(a).kind);
    if (after.isOver())
        return (after.state().loser == seat ? -4.0 : 4.0) * side * side - priority;
    return LineCardsTerritory::of(after).margin(seat, side) - priority;
}

Action LineCardsEasyAi::ruleAction(const LineCardsGame &game, ActionList &scratch, Rng *vary)
{
    switch (game.phase()) {
    case Phase::Mulligan:
        return action::Keep;
    case Phase::Energy:
        return energyAction(game);
    case Phase::Over:
        return -1;
    case Phase::Place:
        break;
    }
    game.legalActions(scratch);
    const ScoreJitter jitter(vary, NearEqual);
    Action best = scratch.front();
    double bestValue = -1e18;
    for (const Action a : scratch) {
        const double value = jitter(placementValue(game, a));
        if (value > bestValue) {
            bestValue = value;
            best = a;
        }
    }
    return best;
}

Action LineCardsEasyAi::decide(Game &sample, int, Rng &rng) const
{
    ActionList scratch;
    return ruleAction(static_cast<const LineCardsGame &>(sample), scratch, &rng);
}

} // namespace cw::linecards
