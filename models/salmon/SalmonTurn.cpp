// The active player's turn (rulebook "Tour de jeu", "Jouer des cartes", "Fatigue", "Fin du tour"):
// playing cards one at a time, up to three, jumps, the three-Swim fatigue, and the end of the turn
// (played cards to the discard pile, discarding down to four, drawing up to four).
#include "SalmonGame.h"

#include "SalmonSwimRules.h"

#include <algorithm>

namespace cw::salmon {

namespace {

constexpr Action PlayOther[] = {action::PlayBear, action::PlayEagle, action::PlayCurrent,
                                action::PlayRapids, action::PlayFatigue};
constexpr Card OtherCard[] = {Card::Bear, Card::Eagle, Card::Current, Card::Rapids, Card::Fatigue};

// Whether hand holds the two cards of a jump (two copies when they are the same type).
bool holdsPair(const CardCounts &hand, Card first, Card second)
{
    if (first == second)
        return hand[first] >= 2;
    return hand[first] >= 1 && hand[second] >= 1;
}

// Appends every legal jump (SalmonSwimRules jumpPathInto's rule: a waterfall among the passed
// hexes, no rock or land among them, a water landing) the hand can make, in ascending action order.
// Written out here rather than calling jumpPathInto 81 times: every hex of the first card is
// passed whatever the second card is, so the first card's part is checked once. This runs in every
// random playout; tst_salmon_game checks it lists exactly what jumpPathInto allows.
void listJumps(const SalmonCourseMap &river, Hex from, const CardCounts &hand, ActionList &out)
{
    for (int first = 0; first < SwimMoveCount; ++first) {
        const Card a = cardOf(SwimMove(first));
        if (hand[a] == 0)
            continue;
        Hex hex = from;
        bool passable = true, waterfall = false;
        for (int step = 0; step < stepsOf(SwimMove(first)) && passable; ++step) {
            hex = neighbour(hex, directionOf(SwimMove(first)));
            const Terrain terrain = river.at(hex).terrain;
            passable = terrain == Terrain::Water || terrain == Terrain::Waterfall;
            waterfall = waterfall || terrain == Terrain::Waterfall;
        }
        if (!passable)
            continue;
        for (int second = 0; second < SwimMoveCount; ++second) {
            if (!holdsPair(hand, a, cardOf(SwimMove(second))))
                continue;
            Hex landing = hex;
            bool ok = true, fall = waterfall;
            const Direction direction = directionOf(SwimMove(second));
            if (stepsOf(SwimMove(second)) == 2) { // the middle hex is passed
                landing = neighbour(landing, direction);
                const Terrain terrain = river.at(landing).terrain;
                ok = terrain == Terrain::Water || terrain == Terrain::Waterfall;
                fall = fall || terrain == Terrain::Waterfall;
            }
            landing = neighbour(landing, direction);
            if (ok && fall && river.at(landing).isWater())
                out.push_back(action::jump(SwimMove(first), SwimMove(second)));
        }
    }
}

} // namespace

// In ascending action order: single Swim cards (Wild three ways), the other cards, the jumps that
// are legal now, EndTurn. Nothing here allocates beyond out's capacity.
void SalmonGame::listPlays(ActionList &out) const
{
    const Salmon &salmon = m_state.salmon[std::size_t(m_state.active)];
    const CardCounts &hand = salmon.hand;
    for (int move = 0; move < SwimMoveCount; ++move)
        if (hand[cardOf(SwimMove(move))] > 0)
            out.push_back(action::playSwim(SwimMove(move)));
    for (std::size_t i = 0; i < std::size(OtherCard); ++i)
        if (hand[OtherCard[i]] > 0)
            out.push_back(PlayOther[i]);
    if (m_state.cardsPlayed <= MaxCardsPlayed - 2 && !salmon.spawned)
        listJumps(river(), salmon.hex, hand, out);
    out.push_back(action::EndTurn);
}

void SalmonGame::applyPlay(Action action)
{
    SalmonState &s = m_state;
    const int seat = s.active;
    if (action == action::EndTurn) {
        s.turnEnd = 1;
        return;
    }
    if (action >= action::JumpBase && action < action::JumpBase + SwimMoveCount * SwimMoveCount) {
        const int index = action - action::JumpBase;
        playJump(SwimMove(index / SwimMoveCount), SwimMove(index % SwimMoveCount));
    } else if (action < action::PlaySwim + SwimMoveCount) {
        playSwim(SwimMove(action - action::PlaySwim));
    } else {
        const Card card = OtherCard[action - action::PlayBear];
        playCards(card, card, 0);
        record(SalmonEvent::CardPlayed, seat, int(card), -1);
        switch (card) {
        case Card::Bear:
            // No bear on the river: the card is played for nothing.
            if (s.bearCount > 0)
                push(Phase::MoveBear, seat);
            break;
        case Card::Eagle:
            push(Phase::EagleTarget, seat);
            break;
        case Card::Current:
        case Card::Rapids:
            queueCounters(card);
            break;
        default:
            break; // a Fatigue card does nothing but fill a play
        }
    }
    if (s.cardsPlayed >= MaxCardsPlayed)
        s.turnEnd = 1;
}

// Moves one card (swims = 0 or 1) or two (a jump: swims = 2, first != second allowed) from the
// hand to the played cards, and takes the Fatigue card of the third Swim card of the turn.
void SalmonGame::playCards(Card first, Card second, int swims)
{
    SalmonState &s = m_state;
    Salmon &salmon = s.salmon[std::size_t(s.active)];
    const int count = swims == 2 ? 2 : 1;
    for (int i = 0; i < count; ++i) {
        const Card card = i == 0 ? first : second;
        if (salmon.fromHand(card).starting())
            ++salmon.playedStarting[card];
        ++salmon.played[card];
        s.playedOrder[std::size_t(s.cardsPlayed++)] = card;
    }
    const int before = s.swimsPlayed;
    s.swimsPlayed += swims;
    if (before < MaxCardsPlayed && s.swimsPlayed >= MaxCardsPlayed)
        takeFatigue(s.active, FatigueReason::ThirdSwim);
}

// A Swim card moves the salmon through each hex of swimSteps() in order, each hex applying its
// bear and symbol (settle() walks the route, one hex at a time); a move that cannot be completed
// is cancelled, but the card is still played.
void SalmonGame::playSwim(SwimMove move)
{
    SalmonState &s = m_state;
    const int seat = s.active;
    const Salmon &salmon = s.salmon[std::size_t(seat)];
    playCards(cardOf(move), cardOf(move), 1);
    record(SalmonEvent::CardPlayed, seat, int(cardOf(move)), int(move));
    SwimStepsFixed steps;
    if (salmon.spawned || !swimStepsInto(river(), salmon.hex, move, &steps)) {
        record(SalmonEvent::MoveCancelled, seat, int(cardOf(move)));
        return;
    }
    s.routeCount = s.routeNext = 0;
    for (int i = 0; i < steps.count; ++i)
        s.route[std::size_t(s.routeCount++)] = {RouteStep::Enter,
                                                std::int16_t(river().index(steps.hexes[i]))};
}

// A jump: both cards played, one Fatigue card for the jump (besides the three-Swim one), then the
// route: the symbols of the waterfalls passed in path order, then the landing hex as if entered.
void SalmonGame::playJump(SwimMove first, SwimMove second)
{
    SalmonState &s = m_state;
    const int seat = s.active;
    const Salmon &salmon = s.salmon[std::size_t(seat)];
    JumpPathFixed path;
    const bool legal = jumpPathInto(river(), salmon.hex, first, second, &path);
    playCards(cardOf(first), cardOf(second), 2);
    record(SalmonEvent::CardPlayed, seat, int(cardOf(first)), int(first));
    record(SalmonEvent::CardPlayed, seat, int(cardOf(second)), int(second));
    if (!legal) // listPlays offers legal jumps only; kept safe for callers that skip isLegal
        return;
    takeFatigue(seat, FatigueReason::Jump);
    s.routeCount = s.routeNext = 0;
    for (int i = 0; i < path.passedCount; ++i) {
        const HexCell &cell = river().at(path.passed[std::size_t(i)]);
        if (cell.terrain == Terrain::Waterfall && cell.symbol != Symbol::None)
            s.route[std::size_t(s.routeCount++)] = {RouteStep::PassWaterfall,
                                                    std::int16_t(river().index(path.passed[i]))};
    }
    s.route[std::size_t(s.routeCount++)] = {RouteStep::Land,
                                            std::int16_t(river().index(path.landing))};
}

// The next step of the active salmon's move: a hex entered (its bear, its symbol, spawning), a
// waterfall passed (its symbol only), or the landing of a jump. A salmon that spawns on the first
// hex of a Double Swim stays there (ruling): the rest of the route is dropped.
void SalmonGame::stepRoute()
{
    SalmonState &s = m_state;
    const int seat = s.active;
    Salmon &salmon = s.salmon[std::size_t(seat)];
    const RouteStep step = s.route[std::size_t(s.routeNext++)];
    if (s.routeNext >= s.routeCount)
        s.routeCount = s.routeNext = 0;
    const Hex hex = river().hexAt(step.index);
    if (step.kind == RouteStep::PassWaterfall) {
        applySymbol(seat, river().at(hex).symbol);
        return;
    }
    record(step.kind == RouteStep::Land ? SalmonEvent::Jumped : SalmonEvent::Moved, seat,
           river().index(salmon.hex), step.index);
    salmon.hex = hex;
    enterHex(seat, hex);
    if (salmon.spawned)
        s.routeCount = s.routeNext = 0;
}

// The played cards go to the discard pile; a turn of Fatigue cards only gives one back to the
// Fatigue deck first (rulebook "Fatigue").
void SalmonGame::putAwayPlayed()
{
    SalmonState &s = m_state;
    Salmon &salmon = s.salmon[std::size_t(s.active)];
    const int total = salmon.played.total();
    if (total > 0 && salmon.played[Card::Fatigue] == total) {
        --salmon.played[Card::Fatigue];
        ++s.fatigueDeck;
        record(SalmonEvent::FatigueReturned, s.active);
    }
    for (int type = 0; type < CardTypeCount; ++type) {
        const Card card = Card(type);
        const int starting = salmon.playedStarting[card];
        salmon.pile.discard(OwnedCard(card, true), starting);
        salmon.pile.discard(OwnedCard(card, false), salmon.played[card] - starting);
    }
    salmon.played = CardCounts{};
    salmon.playedStarting = CardCounts{};
}

// Draws up to four cards, reshuffling the discard pile when the draw pile runs out; stops when
// both are empty.
void SalmonGame::drawUp(int seat)
{
    Salmon &salmon = m_state.salmon[std::size_t(seat)];
    OwnedCard card;
    while (salmon.hand.total() < HandSize && salmon.pile.draw(m_state.rng, card))
        salmon.toHand(card);
}

} // namespace cw::salmon
