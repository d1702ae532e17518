// Rowing's knowledge for the generic search (RowingSearchPolicy.h).
#include "RowingSearchPolicy.h"

#include "RowingEasyAi.h"
#include "RowingGame.h"

namespace cw::rowing {

namespace {

// A Stamina card in the pile, in spaces, when ranking the boats of an unfinished race.
constexpr double PileStaminaWorth = 0.5;

const RowingGame &rowing(const Game &game)
{
    return static_cast<const RowingGame &>(game);
}

} // namespace

void RowingSearchPolicy::treeActions(const Game &game, ActionList &out) const
{
    const RowingGame &race = rowing(game);
    if (race.phase() != Phase::Discard) {
        race.legalActions(out);
        return;
    }
    const CardCounts &hand = race.boat(race.currentSeat()).hand;
    out.clear();
    out.push_back(DiscardBase);
    if (hand[Card::Pace1] > 0)
        out.push_back(DiscardBase + hand[Card::Pace1]);
    if (hand[Card::Pace2] > 0)
        out.push_back(DiscardBase + hand[Card::Pace1] + 8 * hand[Card::Pace2]);
}

Action RowingSearchPolicy::rolloutAction(const Game &game, Rng &, ActionList &) const
{
    return RowingEasyAi::ruleAction(rowing(game), RowingEasyAi::Care::Quick);
}

bool RowingSearchPolicy::isCutPoint(const Game &game) const
{
    const RowingState &state = rowing(game).state();
    return state.phase == Phase::ChooseRate && state.turnInRound == 0;
}

// Finished boats by rank, then racing boats by space plus their Stamina Piles; the scale is that
// of Game::returns(), boats with equal scores sharing the average of their places.
void RowingSearchPolicy::evaluate(const Game &game, std::vector<double> &out) const
{
    if (game.isOver()) {
        out = game.returns();
        return;
    }
    const RowingState &state = rowing(game).state();
    const int n = state.boatCount;
    out.assign(std::size_t(n), 0.5);
    if (n < 2)
        return;
    std::array<double, MaxBoats> score{};
    for (int seat = 0; seat < n; ++seat) {
        const Boat &b = state.boats[std::size_t(seat)];
        score[std::size_t(seat)] =
            b.finished ? 1e6 - b.rank : b.space + PileStaminaWorth * b.staminaPile;
    }
    for (int seat = 0; seat < n; ++seat) {
        double behind = 0;
        for (int other = 0; other < n; ++other) {
            if (other == seat)
                continue;
            if (score[std::size_t(other)] < score[std::size_t(seat)])
                behind += 1;
            else if (score[std::size_t(other)] == score[std::size_t(seat)])
                behind += 0.5;
        }
        out[std::size_t(seat)] = behind / double(n - 1);
    }
}

} // namespace cw::rowing
