// Salmon Run's knowledge for the generic search (SalmonSearchPolicy.h).
#include "SalmonSearchPolicy.h"

#include "SalmonEasyAi.h"
#include "SalmonGame.h"
#include "SalmonRiverProgress.h"

#include <algorithm>

namespace cw::salmon {

namespace {

const SalmonGame &salmonGame(const Game &game)
{
    return static_cast<const SalmonGame &>(game);
}

// Where a MoveBear action leaves its bear.
Hex bearLanding(const SalmonState &state, Action action)
{
    const action::BearMove move = action::bearMoveOf(action);
    return action::bearLanding(state.bears[std::size_t(move.bear)], move);
}

// One bear move per landing hex, the BearChoices best by Easy's values, in the legal order.
void narrowBearMoves(const SalmonGame &game, const ActionList &legal, ActionList &out)
{
    const SalmonRiverProgress &progress = SalmonRiverProgress::of(game.state().river);
    struct Choice {
        Action action;
        double value;
    };
    std::vector<Choice> choices;
    for (const Action action : legal) {
        const Hex landing = bearLanding(game.state(), action);
        const bool seen = std::any_of(choices.begin(), choices.end(), [&](const Choice &c) {
            return bearLanding(game.state(), c.action) == landing;
        });
        if (!seen)
            choices.push_back({action, SalmonEasyAi::actionValue(game, progress, action)});
    }
    if (int(choices.size()) > SalmonSearchPolicy::BearChoices) {
        std::stable_sort(choices.begin(), choices.end(),
                         [](const Choice &a, const Choice &b) { return a.value > b.value; });
        choices.resize(SalmonSearchPolicy::BearChoices);
        std::sort(choices.begin(), choices.end(),
                  [](const Choice &a, const Choice &b) { return a.action < b.action; });
    }
    out.clear();
    for (const Choice &choice : choices)
        out.push_back(choice.action);
}

// Reeds: stopping, and each card type from the first zone that holds it (hand, draw, discard).
void narrowReeds(const ActionList &legal, ActionList &out)
{
    out.clear();
    std::array<bool, CardTypeCount> listed{};
    for (const Action action : legal) {
        if (action == action::ReedsDone) {
            out.push_back(action);
            continue;
        }
        const int card = (action - action::ReedsRemove) % CardTypeCount;
        if (!listed[std::size_t(card)]) {
            listed[std::size_t(card)] = true;
            out.push_back(action);
        }
    }
}

int fatigueCards(const Salmon &salmon)
{
    return salmon.hand[Card::Fatigue] + salmon.played[Card::Fatigue] +
           salmon.pile.countInDraw(Card::Fatigue) + salmon.pile.countInDiscard(Card::Fatigue);
}

// A Bear card with no bear on the river only leaves the hand (a place for a card drawn at the end
// of the turn) and uses a play. Played before the turn's other cards or after them, it reaches the
// same position, so the search split its visits between the orders and the coach could rank
// "Play Bear" first while the board says it does nothing (issue 55). Once one is played this
// turn, the tree offers only more of them and the end of the turn: a wasted Bear is always the
// turn's last play, and the first move ranked is the one that acts.
void keepWastedBearsLast(const SalmonGame &game, ActionList &out)
{
    const SalmonState &state = game.state();
    if (!game.playWasted(Card::Bear) ||
        state.salmon[std::size_t(state.active)].played[Card::Bear] == 0)
        return;
    out.erase(std::remove_if(out.begin(), out.end(),
                             [](Action action) {
                                 return action != action::PlayBear && action != action::EndTurn;
                             }),
              out.end());
}

} // namespace

void SalmonSearchPolicy::treeActions(const Game &game, ActionList &out) const
{
    const SalmonGame &salmon = salmonGame(game);
    const Phase phase = salmon.phase();
    if (phase == Phase::PlayCards) {
        salmon.legalActions(out);
        keepWastedBearsLast(salmon, out);
        return;
    }
    if (phase != Phase::MoveBear && phase != Phase::Reeds) {
        salmon.legalActions(out);
        return;
    }
    thread_local ActionList legal;
    salmon.legalActions(legal);
    if (phase == Phase::MoveBear)
        narrowBearMoves(salmon, legal, out);
    else
        narrowReeds(legal, out);
}

Action SalmonSearchPolicy::rolloutAction(const Game &game, Rng &, ActionList &scratch) const
{
    return SalmonEasyAi::ruleAction(salmonGame(game), scratch);
}

bool SalmonSearchPolicy::isCutPoint(const Game &game) const
{
    const SalmonGame &salmon = salmonGame(game);
    const SalmonState &state = salmon.state();
    return salmon.phase() == Phase::PlayCards && state.cardsPlayed == 0 &&
           state.active == state.firstPlayer;
}

// Spawned salmon by fewest Fatigue cards, then racing salmon by effort left plus their Fatigue
// cards; the scale is that of Game::returns(), salmon with equal scores sharing their places.
void SalmonSearchPolicy::evaluate(const Game &game, std::vector<double> &out) const
{
    if (game.isOver()) {
        out = game.returns();
        return;
    }
    const SalmonState &state = salmonGame(game).state();
    const SalmonRiverProgress &progress = SalmonRiverProgress::of(state.river);
    const int n = state.playerCount;
    out.assign(std::size_t(n), 0.5);
    if (n < 2)
        return;
    std::array<double, MaxPlayers> cost{};
    for (int seat = 0; seat < n; ++seat) {
        const Salmon &s = state.salmon[std::size_t(seat)];
        const double fatigue = FatigueWorth * fatigueCards(s);
        cost[std::size_t(seat)] =
            s.spawned ? fatigue - 1e6 : std::min(progress.distance(s.hex), 1e5) + fatigue;
    }
    for (int seat = 0; seat < n; ++seat) {
        double behind = 0;
        for (int other = 0; other < n; ++other) {
            if (other == seat)
                continue;
            if (cost[std::size_t(other)] > cost[std::size_t(seat)])
                behind += 1;
            else if (cost[std::size_t(other)] == cost[std::size_t(seat)])
                behind += 0.5;
        }
        out[std::size_t(seat)] = behind / double(n - 1);
    }
}

} // namespace cw::salmon
