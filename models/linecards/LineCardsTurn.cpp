// Line cards' turn flow (LineCardsGame.h): apply() and what follows from an action, the
// mulligan, the energy decision, laying cards, drawing, the reveal that settles the first player,
// the pairs that settle the next turn's, and losing when no card can be laid (BR001–BR014,
// docs/rules/linecards.md). Everything here runs inside apply(): events only when
// recording.
#include "LineCardsGame.h"

#include "LineCardsNeighbours.h"

#include <algorithm>
#include <bit>

namespace cw::linecards {

namespace {

// Draws this many reveals at most before the first player is settled by seat order; ties
// happen one time in two or so, so the cap is never reached in practice.
constexpr int MaxReveals = 64;

// Rng::shuffle, drawing from a copy of `rng` that the compiler can keep in registers: the cards
// are bytes, which may alias anything, so shuffling with the state's own rng would store and
// reload its words around every swap. The draws and the order are exactly Rng::shuffle's.
void shuffleCards(Rng &rng, std::int8_t *cards, int count)
{
    Rng local = rng;
    local.shuffle(cards, cards + count);
    rng = local;
}

} // namespace

inline bool LineCardsGame::activeCanContinueLine()
{
    LineCardsState &s = m_state;
    s.activeOpenExits = openExitsOfLast(s.active);
    return s.activeOpenExits != 0 && s.players[std::size_t(s.active)].handCount() > 0;
}

void LineCardsGame::apply(Action a)
{
    LineCardsState &s = m_state;
    ++s.moves;
    if (s.phase == Phase::Place) { // most actions: tested first
        lay(decodePlacement(a));
        return;
    }
    const int seat = s.active;
    PlayerState &p = s.players[std::size_t(seat)];
    if (s.phase == Phase::Mulligan) {
        if (a == action::Mulligan) { // BR002: the whole hand back, shuffle, draw 5 again
            for (std::uint16_t held = p.heldKinds; held != 0; held &= std::uint16_t(held - 1)) {
                const int kind = std::countr_zero(held); // in kind order, as the deck expects
                for (; p.hand[std::size_t(kind)] > 0; --p.hand[std::size_t(kind)])
                    p.deck[std::size_t(p.deckCount++)] = std::int8_t(kind);
            }
            p.cardsInHand = 0;
            p.heldKinds = 0;
            p.mulliganed = true;
            deal(seat);
            record(LineCardsEvent::Mulliganed, seat);
        } else {
            record(LineCardsEvent::KeptHand, seat);
        }
        if (seat + 1 < Players)
            s.active = seat + 1;
        else
            decideOrderByReveal();
        return;
    }
    if (s.phase == Phase::Energy) {
        const Effect effect = Effect(a - action::NoEnergy);
        s.effect = effect;
        if (effect != Effect::None) {
            --p.energy;
            if (effect == Effect::Boost)
                s.cardsDue = 3;
            else if (effect == Effect::Brake)
                s.cardsDue = 1;
            else if (effect == Effect::ExtraGas)
                drawUpTo(seat, p.handCount() + 1);
            record(LineCardsEvent::UsedEnergy, seat, int(effect), p.energy);
        }
        beginPlacing();
    }
}

void LineCardsGame::deal(int seat)
{
    PlayerState &p = m_state.players[std::size_t(seat)];
    shuffleCards(m_state.rng, p.deck.data(), p.deckCount);
    drawUpTo(seat, HandSize);
}

// Draws from the top of the deck until the hand holds `count` cards or the deck is empty (cards
// are never reshuffled: BR014; docs/rules/linecards.md, "A turn").
inline void LineCardsGame::drawUpTo(int seat, int count)
{
    PlayerState &p = m_state.players[std::size_t(seat)];
    const int drawn = std::min(count - p.handCount(), int(p.deckCount));
    if (drawn <= 0)
        return;
    // The counts in locals: the cards are bytes, which may alias them, so writing a card would
    // otherwise reload them.
    int deckCount = p.deckCount;
    std::uint16_t heldKinds = p.heldKinds;
    for (int i = 0; i < drawn; ++i) {
        const int kind = p.deck[std::size_t(--deckCount)];
        ++p.hand[std::size_t(kind)];
        heldKinds = std::uint16_t(heldKinds | 1u << kind);
    }
    p.deckCount = std::int8_t(deckCount);
    p.heldKinds = heldKinds;
    p.cardsInHand = std::int8_t(p.cardsInHand + drawn);
    if (m_state.turn > 0)
        record(LineCardsEvent::Drew, seat, drawn);
}

// BR007 and docs/rules/linecards.md, "Setup": both reveal the top card of their deck; the lower
// priority starts; on a tie they reveal again. Revealed cards go back and the decks are reshuffled
// each time.
void LineCardsGame::decideOrderByReveal()
{
    LineCardsState &s = m_state;
    int first = 0;
    for (int round = 0; round < MaxReveals; ++round) {
        std::array<Kind, Players> shown{};
        for (int seat = 0; seat < Players; ++seat) {
            const PlayerState &p = s.players[std::size_t(seat)];
            shown[std::size_t(seat)] = Kind(p.deck[std::size_t(p.deckCount - 1)]);
        }
        record(LineCardsEvent::Revealed, -1, int(shown[0]), int(shown[1]));
        for (PlayerState &p : s.players)
            shuffleCards(s.rng, p.deck.data(), p.deckCount);
        const int p0 = priorityOf(shown[0]), p1 = priorityOf(shown[1]);
        if (p0 != p1) {
            first = p0 < p1 ? 0 : 1;
            break;
        }
        record(LineCardsEvent::RevealTied);
    }
    record(LineCardsEvent::StartsTurnOne, first);
    startTurn(first);
}

inline void LineCardsGame::startTurn(int firstPlayer)
{
    LineCardsState &s = m_state;
    ++s.turn;
    s.firstPlayer = firstPlayer;
    s.laidCount = {};
    record(LineCardsEvent::TurnBegins, firstPlayer, s.turn);
    for (int seat = 0; seat < Players; ++seat) // BR014
        drawUpTo(seat, HandSize);
    startSeatTurn(firstPlayer);
}

// BR003/BR004: one card on turns 1 and 2, two from turn 3; the energy decision first from turn 3
// while energy is left (BR009).
inline void LineCardsGame::startSeatTurn(int seat)
{
    LineCardsState &s = m_state;
    s.active = seat;
    s.effect = Effect::None;
    s.cardsLaid = 0;
    s.cardsDue = s.turn < EnergyFromTurn ? 1 : 2;
    if (s.turn >= EnergyFromTurn && s.players[std::size_t(seat)].energy > 0)
        s.phase = Phase::Energy;
    else
        beginPlacing();
}

inline void LineCardsGame::beginPlacing()
{
    m_state.phase = Phase::Place;
    const bool lastCardCanContinue = activeCanContinueLine(); // keeps its open exits
    const int seat = m_state.active;
    if (!(m_state.effect == Effect::TurnAround ? canLay(seat, true) : lastCardCanContinue))
        lose(seat);
}

inline void LineCardsGame::lay(const Placement &placement)
{
    LineCardsState &s = m_state;
    const int seat = s.active;
    PlayerState &p = s.players[std::size_t(seat)];
    if (--p.hand[std::size_t(placement.kind)] == 0)
        p.heldKinds = std::uint16_t(p.heldKinds & ~(1u << int(placement.kind)));
    --p.cardsInHand;
    s.gridCards[std::size_t(s.placed++)] = {std::uint8_t(placement.square), std::int8_t(seat),
                                            placement.kind, placement.travel};
    const std::uint8_t exits = exitsOf(placement.kind, placement.travel);
    const SquareBits bit = squareBit(placement.square);
    s.owned[std::size_t(seat)] |= bit;
    for (std::uint8_t e = exits; e != 0; e &= std::uint8_t(e - 1))
        s.exitsTowards[std::size_t(seat)][std::size_t(std::countr_zero(e))] |= bit;
    p.lastSquare = std::int16_t(placement.square);
    p.lastExits = exits;
    s.laid[std::size_t(seat)][std::size_t(s.laidCount[std::size_t(seat)]++)] =
        std::int8_t(placement.kind);
    ++s.cardsLaid;
    record(LineCardsEvent::Laid, seat, int(placement.kind), placement.square,
           int(placement.travel));
    if (s.cardsLaid >= s.cardsDue)
        endSeatTurn();
    else if (!activeCanContinueLine()) // the next card continues from this one
        lose(seat);
}

// BR008 and docs/rules/linecards.md, "A turn": the cards of the turn in the order they were laid,
// first against first and so on; the first lower priority wins the start; if every pair ties (or
// one player laid fewer), the player who went second starts.
inline void LineCardsGame::endSeatTurn()
{
    LineCardsState &s = m_state;
    const int first = s.firstPlayer, second = 1 - first;
    if (s.active == first) {
        startSeatTurn(second);
        return;
    }
    const int pairs = std::min(s.laidCount[std::size_t(first)], s.laidCount[std::size_t(second)]);
    int next = second;
    bool decided = false;
    for (int i = 0; i < pairs; ++i) {
        const Kind a = Kind(s.laid[std::size_t(first)][std::size_t(i)]);
        const Kind b = Kind(s.laid[std::size_t(second)][std::size_t(i)]);
        if (priorityOf(a) == priorityOf(b))
            continue;
        next = priorityOf(a) < priorityOf(b) ? first : second;
        record(LineCardsEvent::PairDecides, first, i, int(a), int(b));
        decided = true;
        break;
    }
    if (!decided)
        record(LineCardsEvent::PairsTied);
    startTurn(next);
}

void LineCardsGame::lose(int seat)
{
    m_state.loser = seat;
    m_state.phase = Phase::Over;
    record(LineCardsEvent::CannotLay, seat, m_state.players[std::size_t(seat)].lastSquare);
}

} // namespace cw::linecards
