// The rules of thumb of the Easy salmon (SalmonEasyAi.h). Values are in steps of the river.
#include "SalmonEasyAi.h"

#include "SalmonRiverProgress.h"
#include "core/ScoreJitter.h"

#include <algorithm>

namespace cw::salmon {

namespace {

// A Fatigue card taken (bear, Fatigue hex, jump, third Swim): it clogs a hand for the rest of
// the race and decides ties at the spawning ground.
constexpr double FatigueCost = 1.5;
constexpr double SpawnBonus = 100;
// How much an opponent's loss is worth against the same gain of one's own (three opponents share
// what one salmon gains against all of them).
constexpr double OpponentWeight = 0.5;
// Playing a Fatigue card alone (and so returning one to the deck at the end of the turn).
constexpr double FatigueOnlyTurn = 1.2;
// Ending a turn without playing a card: the hand stays as it is, so an idle salmon stays idle.
constexpr double IdleTurn = 1.5;
// Playing a card rather than keeping it for a later turn, as a share of its worth.
constexpr double KeepShare = 0.15;
// The worth of each card in hand, in steps (Card order): Double Swims and Wild move furthest or
// most freely; Fatigue only clogs.
constexpr std::array<double, CardTypeCount> CardValue{2.0, 1.6, 1.6, 3.2, 2.8, 2.8,
                                                      2.4, 1.2, 1.1, 1.3, 1.0, -2.0};
// Card types from the weakest to the strongest, for discards.
constexpr std::array<Card, CardTypeCount> WeakestFirst{
    Card::Fatigue, Card::Rapids,     Card::Eagle,       Card::Bear,
    Card::Current, Card::SwimLeft,   Card::SwimRight,   Card::SwimForward,
    Card::Wild,    Card::DoubleLeft, Card::DoubleRight, Card::DoubleForward};

double cardValue(Card card)
{
    return CardValue[std::size_t(card)];
}

// What the deciding seat sees and the values it derives from it.
struct View {
    View(const SalmonGame &game, const SalmonRiverProgress &progress)
        : state(game.state()), river(game.river()), progress(progress), seat(game.currentSeat()),
          me(state.salmon[std::size_t(seat)]), fatigue(state.fatigueDeck > 0 ? FatigueCost : 0.0)
    {
    }
    double distance(int s) const { return progress.distance(state.salmon[std::size_t(s)].hex); }
    bool racing(int s) const { return !state.salmon[std::size_t(s)].spawned; }
    // The non-spawned opponent nearest the spawning ground, or -1.
    int leader() const
    {
        int best = -1;
        for (int s = 0; s < state.playerCount; ++s)
            if (s != seat && racing(s) && (best < 0 || distance(s) < distance(best)))
                best = s;
        return best;
    }
    // How much an opponent's loss counts: the leader's most.
    double weight(int s) const { return OpponentWeight * (s == leader() ? 1.5 : 1.0); }
    bool bearAt(Hex hex) const
    {
        for (int b = 0; b < state.bearCount; ++b)
            if (state.bears[std::size_t(b)] == hex)
                return true;
        return false;
    }

    const SalmonState &state;
    const SalmonCourseMap &river;
    const SalmonRiverProgress &progress;
    int seat;
    const Salmon &me;
    double fatigue; // a Fatigue card's cost, 0 once the Fatigue deck is empty
};

// The worth of the card a symbol gives, shrinking towards the spawning ground (a card taken goes
// to the discard pile and may never be drawn again).
double symbolValue(const View &v, Symbol symbol)
{
    const CardCounts &supply = v.state.supply;
    const auto any = [&](Card a, Card b, Card c) { return supply[a] + supply[b] + supply[c] > 0; };
    double value = 0;
    switch (symbol) {
    case Symbol::None:
        return 0;
    case Symbol::Fatigue:
        return -v.fatigue;
    case Symbol::Swim:
        value = any(Card::SwimForward, Card::SwimLeft, Card::SwimRight) ? 1.0 : 0;
        break;
    case Symbol::DoubleSwim:
        value = any(Card::DoubleForward, Card::DoubleLeft, Card::DoubleRight) ? 1.5 : 0;
        break;
    case Symbol::Wild:
        value = supply[Card::Wild] > 0 ? 1.2 : 0;
        break;
    case Symbol::DrawOne:
        value = 0.6;
        break;
    case Symbol::Eagle:
        value = supply[Card::Eagle] > 0 ? 0.5 : 0;
        break;
    case Symbol::BearPaw:
        value = supply[Card::Bear] > 0 ? 0.5 : 0;
        break;
    case Symbol::Current:
    case Symbol::Rapids:
    case Symbol::CurrentOrRapids:
        value = 0.4;
        break;
    case Symbol::Reeds:
    case Symbol::DoubleReeds: {
        const int owned = v.me.hand[Card::Fatigue] + v.me.pile.countInDraw(Card::Fatigue) +
                          v.me.pile.countInDiscard(Card::Fatigue);
        const int removals = symbol == Symbol::DoubleReeds ? 2 : 1;
        return std::min(owned, removals) * FatigueCost + 0.1;
    }
    }
    const double left = v.distance(v.seat) / v.progress.raceLength();
    return value * std::clamp(left, 0.2, 1.0);
}

// Entering a hex on a swim or at a jump's landing: the bear's bite, the symbol, the spawn.
double enterValue(const View &v, Hex hex)
{
    const HexCell &cell = v.river.at(hex);
    return (v.bearAt(hex) ? -v.fatigue : 0.0) + symbolValue(v, cell.symbol) +
           (cell.spawn ? SpawnBonus : 0.0);
}

// The Fatigue card of the third Swim card of the turn, if `swims` more make it.
double thirdSwimCost(const View &v, int swims)
{
    return v.state.swimsPlayed < 3 && v.state.swimsPlayed + swims >= 3 ? v.fatigue : 0.0;
}

double swimValue(const View &v, SwimMove move)
{
    const Hex from = v.me.hex;
    Hex hex = from;
    double entered = 0;
    for (int step = 0; step < stepsOf(move); ++step) {
        hex = neighbour(hex, directionOf(move));
        if (!v.river.at(hex).isWater()) // cancelled: the card goes for nothing
            return -0.2 - thirdSwimCost(v, 1);
        entered += enterValue(v, hex);
        if (v.river.at(hex).spawn)
            break;
    }
    return v.progress.distance(from) - v.progress.distance(hex) + entered - thirdSwimCost(v, 1) -
           KeepShare * cardValue(cardOf(move));
}

double jumpValue(const View &v, SwimMove first, SwimMove second)
{
    const Hex from = v.me.hex;
    Hex hex = from;
    double passed = 0;
    const int steps = stepsOf(first) + stepsOf(second);
    for (int step = 0; step < steps; ++step) {
        hex = neighbour(hex, directionOf(step < stepsOf(first) ? first : second));
        const HexCell &cell = v.river.at(hex);
        if (step + 1 < steps && cell.terrain == Terrain::Waterfall)
            passed += symbolValue(v, cell.symbol); // only waterfall symbols count in flight
    }
    return v.progress.distance(from) - v.progress.distance(hex) + passed + enterValue(v, hex) -
           v.fatigue - thirdSwimCost(v, 2) -
           KeepShare * (cardValue(cardOf(first)) + cardValue(cardOf(second)));
}

// Where the current takes a salmon from hex along `arrow`, waterfalls pushing it further.
Hex currentDestination(const SalmonCourseMap &river, Hex hex, int arrow)
{
    Hex to = neighbour(hex, river.at(hex).arrow(arrow));
    for (int guard = 0; guard < 16; ++guard) {
        const HexCell &cell = river.at(to);
        if (cell.terrain != Terrain::Waterfall || cell.arrowCount() == 0)
            break;
        to = neighbour(to, cell.arrow(0));
    }
    return river.at(to).isWater() ? to : hex;
}

// The steps a salmon loses to the current (negative when it carries it upstream), averaged over
// the die, with a bear's bite where it lands.
double currentLoss(const View &v, int s)
{
    const Salmon &salmon = v.state.salmon[std::size_t(s)];
    const int arrows = v.river.at(salmon.hex).arrowCount();
    if (salmon.spawned || arrows == 0)
        return 0;
    double loss = 0;
    for (int arrow = 0; arrow < arrows; ++arrow) {
        const Hex to = currentDestination(v.river, salmon.hex, arrow);
        loss += v.progress.distance(to) - v.progress.distance(salmon.hex) +
                (v.bearAt(to) ? v.fatigue : 0.0);
    }
    return std::min(loss / arrows, 20.0);
}

// The worth of the `count` weakest cards of a hand (what a forced discard costs its owner).
double weakestCards(const CardCounts &hand, int count)
{
    double sum = 0;
    for (const Card card : WeakestFirst) {
        for (int i = 0; i < hand[card] && count > 0; ++i, --count)
            sum += std::max(cardValue(card), 0.0);
    }
    return sum;
}

double currentValue(const View &v)
{
    double value = -KeepShare * cardValue(Card::Current);
    for (int s = 0; s < v.state.playerCount; ++s) {
        const double loss = currentLoss(v, s);
        if (s != v.seat)
            value += v.weight(s) * loss;
        else // a second Current in hand can counter the first
            value -=
                v.me.hand[Card::Current] >= 2 ? std::min(loss, cardValue(Card::Current)) : loss;
    }
    return value;
}

double rapidsValue(const View &v)
{
    double value = -KeepShare * cardValue(Card::Rapids);
    for (int s = 0; s < v.state.playerCount; ++s) {
        const Salmon &salmon = v.state.salmon[std::size_t(s)];
        const int arrows = v.river.at(salmon.hex).arrowCount();
        if (salmon.spawned || arrows == 0)
            continue;
        if (s != v.seat) {
            value += v.weight(s) * std::min(arrows, salmon.hand.total()) * 1.0;
        } else {
            CardCounts rest = v.me.hand;
            --rest[Card::Rapids];
            const double cost = weakestCards(rest, arrows);
            value -= rest[Card::Rapids] > 0 ? std::min(cost, cardValue(Card::Rapids)) : cost;
        }
    }
    return value;
}

double bearCardValue(const View &v)
{
    double best = 0;
    for (int b = 0; b < v.state.bearCount; ++b)
        for (int s = 0; s < v.state.playerCount; ++s)
            if (s != v.seat && v.racing(s) &&
                hexDistance(v.state.bears[std::size_t(b)], v.state.salmon[std::size_t(s)].hex) <= 2)
                best = std::max(best, v.weight(s) * v.fatigue);
    return best - KeepShare * cardValue(Card::Bear);
}

double eagleCardValue(const View &v)
{
    const int leader = v.leader();
    const bool target = leader >= 0 && v.state.salmon[std::size_t(leader)].hand.total() > 0;
    return (target ? v.weight(leader) * 1.5 : 0.0) - KeepShare * cardValue(Card::Eagle);
}

// A Fatigue card played: the first of a Fatigue-only turn earns the return; later in such a turn,
// or after other cards, it only leaves the hand.
double fatigueCardValue(const View &v)
{
    const bool onlyFatigue = v.state.cardsPlayed == v.me.played[Card::Fatigue];
    return onlyFatigue && v.state.cardsPlayed == 0 ? FatigueOnlyTurn : 0.1;
}

double playValue(const View &v, Action action)
{
    if (action >= action::JumpBase && action < action::JumpBase + SwimMoveCount * SwimMoveCount) {
        const int pair = action - action::JumpBase;
        return jumpValue(v, SwimMove(pair / SwimMoveCount), SwimMove(pair % SwimMoveCount));
    }
    switch (action) {
    case action::EndTurn: // a turn without a card draws none: the same hand comes back
        return v.state.cardsPlayed == 0 ? -IdleTurn : 0.0;
    case action::PlayBear:
        return bearCardValue(v);
    case action::PlayEagle:
        return eagleCardValue(v);
    case action::PlayCurrent:
        return currentValue(v);
    case action::PlayRapids:
        return rapidsValue(v);
    case action::PlayFatigue:
        return fatigueCardValue(v);
    default:
        break;
    }
    if (action >= action::PlaySwim && action < action::PlaySwim + SwimMoveCount)
        return swimValue(v, SwimMove(action - action::PlaySwim));
    return -1;
}

// Once a Fatigue-only turn has begun, any other card forfeits its return.
double playCardsValue(const View &v, Action action)
{
    double value = playValue(v, action);
    const bool fatigueTurn =
        v.state.cardsPlayed > 0 && v.state.cardsPlayed == v.me.played[Card::Fatigue];
    if (fatigueTurn && action != action::PlayFatigue && action != action::EndTurn)
        value -= FatigueOnlyTurn;
    return value;
}

double bearMoveValue(const View &v, Action action)
{
    const action::BearMove move = action::bearMoveOf(action);
    const Hex hex = action::bearLanding(v.state.bears[std::size_t(move.bear)], move);
    double value = 0;
    for (int s = 0; s < v.state.playerCount; ++s) {
        const Salmon &salmon = v.state.salmon[std::size_t(s)];
        if (salmon.spawned || !(salmon.hex == hex))
            continue;
        value += s == v.seat ? -v.fatigue : v.weight(s) * v.fatigue;
    }
    // Otherwise wait in the leader's way, away from this salmon.
    const int leader = v.leader();
    if (leader >= 0)
        value -= 0.01 * std::min(10, hexDistance(hex, v.state.salmon[std::size_t(leader)].hex));
    value += 0.005 * std::min(10, hexDistance(hex, v.me.hex));
    return value;
}

double eagleTargetValue(const View &v, int target)
{
    const Salmon &salmon = v.state.salmon[std::size_t(target)];
    if (target == v.seat) // only to move a Fatigue card out of the hand
        return salmon.hand[Card::Fatigue] > 0 ? 0.1 : -1.0;
    if (salmon.spawned || salmon.hand.total() == 0)
        return -0.5;
    return 1.0 + 1.0 / (1.0 + v.distance(target));
}

// Whether to discard a matching card to cancel the effect on this salmon or hand (never without
// one: every affected seat is asked, and one without the card can only decline).
bool counterPays(const View &v, Card card)
{
    if (v.me.hand[card] == 0)
        return false;
    switch (card) {
    case Card::Current:
        return currentLoss(v, v.seat) > 0.5 * cardValue(Card::Current);
    case Card::Rapids: {
        const int arrows = v.river.at(v.me.hex).arrowCount();
        return weakestCards(v.me.hand, arrows) > cardValue(Card::Rapids) + 0.01;
    }
    case Card::Eagle: {
        if (v.state.active == v.seat)
            return false; // its own eagle, sent at its own hand
        CardCounts rest = v.me.hand;
        --rest[Card::Eagle];
        for (auto it = WeakestFirst.rbegin(); it != WeakestFirst.rend(); ++it)
            if (rest[*it] > 0)
                return cardValue(*it) > cardValue(Card::Eagle);
        return false;
    }
    default:
        return false;
    }
}

double decisionValue(const View &v, const SalmonGame &game, Action action)
{
    const PendingDecision *pending = game.pending();
    switch (game.phase()) {
    case Phase::PlayCards:
        return playCardsValue(v, action);
    case Phase::ChooseSupply:
        return cardValue(Card(action - action::TakeCard));
    case Phase::Reeds: {
        if (action == action::ReedsDone)
            return 0;
        const int r = action - action::ReedsRemove;
        const Card card = Card(r % CardTypeCount);
        // Fatigue from the hand first: the hand is refilled with a real card this turn.
        return card == Card::Fatigue ? 3.0 - 0.1 * (r / CardTypeCount) : -cardValue(card);
    }
    case Phase::MoveBear:
        return bearMoveValue(v, action);
    case Phase::EagleTarget:
        return eagleTargetValue(v, action - action::EagleTarget);
    case Phase::Counter:
        return (action == action::Counter) == counterPays(v, Card(pending ? pending->card : 0))
                   ? 1.0
                   : 0.0;
    case Phase::EagleDiscard: {
        const double worth = cardValue(Card(action - action::Discard));
        return pending && pending->target != v.seat ? worth : -worth;
    }
    case Phase::RapidsDiscard:
    case Phase::DiscardDown:
        return -cardValue(Card(action - action::Discard));
    case Phase::GameOver:
        break;
    }
    return 0;
}

} // namespace

double SalmonEasyAi::actionValue(const SalmonGame &game, const SalmonRiverProgress &progress,
                                 Action action)
{
    return decisionValue(View(game, progress), game, action);
}

Action SalmonEasyAi::ruleAction(const SalmonGame &game, ActionList &scratch, Rng *vary)
{
    if (game.isOver())
        return -1;
    const SalmonRiverProgress &progress = SalmonRiverProgress::of(game.state().river);
    const View view(game, progress);
    game.legalActions(scratch);
    // Values within 0.05 steps of the best are near-equal (card values differ by 0.1 at least).
    const ScoreJitter jitter(vary, 0.05);
    Action best = scratch.empty() ? Action(-1) : scratch.front();
    double bestValue = -1e18;
    for (const Action action : scratch) {
        const double value = jitter(decisionValue(view, game, action));
        if (value > bestValue) { // without `vary`, ties go to the earliest listed
            bestValue = value;
            best = action;
        }
    }
    return best;
}

Action SalmonEasyAi::decide(Game &sample, int, Rng &rng) const
{
    ActionList scratch;
    return ruleAction(static_cast<const SalmonGame &>(sample), scratch, &rng);
}

} // namespace cw::salmon
