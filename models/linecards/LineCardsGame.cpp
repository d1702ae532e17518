// Line cards' rules (LineCardsGame.h); the views and resampling are in LineCardsView.cpp.
#include "LineCardsGame.h"

#include "LineCardsNarration.h"

#include <algorithm>
#include <bit>

namespace cw::linecards {

namespace {

using N = LineCardsNarration; // its tr() is written out in full, for lupdate

// Draws this many reveals at most before the first player is settled by seat order; ties
// happen one time in two or so, so the cap is never reached in practice.
constexpr int MaxReveals = 64;

// The square one step from each square towards each direction (-1: off a grid that does not
// wrap), for every grid the game takes, worked out at compile time: listing the legal cards and
// checking that a seat can lay one ask it for every exit of every source, on every action.
using NeighbourTable = std::array<std::array<std::int8_t, DirCount>, MaxSquares>;
constexpr int GridKinds = (MaxSide - MinSide + 1) * 2; // every side, wrapping or not

constexpr NeighbourTable makeNeighbours(int side, bool wrap)
{
    NeighbourTable table{};
    for (int square = 0; square < MaxSquares; ++square) {
        for (int d = 0; d < DirCount; ++d) {
            int row = rowOf(square), column = columnOf(square);
            row += d == int(Dir::Down) ? 1 : d == int(Dir::Up) ? -1 : 0;
            column += d == int(Dir::Right) ? 1 : d == int(Dir::Left) ? -1 : 0;
            std::int8_t next = -1;
            if (row >= 0 && row < side && column >= 0 && column < side)
                next = std::int8_t(squareIndex(row, column));
            else if (wrap) // BR005 with wrapping off: the line ends at the edge
                next = std::int8_t(squareIndex((row + side) % side, (column + side) % side));
            table[std::size_t(square)][std::size_t(d)] = next;
        }
    }
    return table;
}

constexpr std::array<NeighbourTable, GridKinds> Neighbours = [] {
    std::array<NeighbourTable, GridKinds> tables{};
    for (int side = MinSide; side <= MaxSide; ++side)
        for (int wrap = 0; wrap < 2; ++wrap)
            tables[std::size_t((side - MinSide) * 2 + wrap)] = makeNeighbours(side, wrap != 0);
    return tables;
}();

// Each player's 19 cards in card-type order (BR001), as a deck is before its first shuffle.
constexpr std::array<std::int8_t, DeckSize> SortedDeck = [] {
    std::array<std::int8_t, DeckSize> deck{};
    std::size_t count = 0;
    for (int kind = 0; kind < KindCount; ++kind)
        for (int copy = 0; copy < Kinds[std::size_t(kind)].copies; ++copy)
            deck[count++] = std::int8_t(kind);
    return deck;
}();

// Boost needs three cards in hand (with fewer it could only lose the game) and Extra gas a card
// in the deck (docs/rules/linecards.md); Brake and Turn around are always offered.
constexpr bool effectOffered(Effect effect, bool threeInHand, bool deckLeft)
{
    switch (effect) {
    case Effect::None:
    case Effect::Brake:
    case Effect::TurnAround:
        return true;
    case Effect::Boost:
        return threeInHand;
    case Effect::ExtraGas:
        return deckLeft;
    }
    return false;
}

// The energy decisions offered, in action order, for each answer to the two questions of
// effectOffered(): the list of Phase::Energy is one copy.
struct EnergyOffer {
    std::array<Action, int(Effect::ExtraGas) + 1> actions{};
    int count = 0;
};

constexpr std::size_t energyOfferIndex(bool threeInHand, bool deckLeft)
{
    return (threeInHand ? 1 : 0) + (deckLeft ? 2 : 0);
}

constexpr std::array<EnergyOffer, 4> EnergyOffers = [] {
    std::array<EnergyOffer, 4> offers{};
    for (int threeInHand = 0; threeInHand < 2; ++threeInHand) {
        for (int deckLeft = 0; deckLeft < 2; ++deckLeft) {
            EnergyOffer &offer = offers[energyOfferIndex(threeInHand != 0, deckLeft != 0)];
            for (int e = 0; e <= int(Effect::ExtraGas); ++e)
                if (effectOffered(Effect(e), threeInHand != 0, deckLeft != 0))
                    offer.actions[std::size_t(offer.count++)] = action::NoEnergy + e;
        }
    }
    return offers;
}();

// How many kinds each set of kinds held (PlayerState::heldKinds) has, worked out at compile time:
// the list of legal placements is sized by it, and without a popcount instruction (the build
// targets the baseline x86-64) counting the bits is a loop.
constexpr auto KindsIn = [] {
    std::array<std::uint8_t, 1u << KindCount> counts{};
    for (unsigned set = 0; set < counts.size(); ++set)
        counts[set] = std::uint8_t(std::popcount(set));
    return counts;
}();

// The neighbours of every square of the state's grid.
const NeighbourTable &neighboursOn(const LineCardsState &s)
{
    return Neighbours[std::size_t((s.side - MinSide) * 2 + (s.wrap ? 1 : 0))];
}

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

void PlayerState::recountHand()
{
    cardsInHand = 0;
    heldKinds = 0;
    for (int kind = 0; kind < KindCount; ++kind) {
        cardsInHand = std::int8_t(cardsInHand + hand[std::size_t(kind)]);
        if (hand[std::size_t(kind)] > 0)
            heldKinds = std::uint16_t(heldKinds | 1u << kind);
    }
}

Square LineCardsState::squareAt(int square) const
{
    Square q;
    for (int i = 0; i < placed; ++i) {
        const GridCard &card = gridCards[std::size_t(i)];
        if (card.square == square) {
            q.owner = card.owner;
            q.kind = std::int8_t(card.kind);
            q.travel = std::uint8_t(card.travel);
            q.exits = exitsOf(card.kind, card.travel);
            q.order = std::int16_t(i);
            return q;
        }
    }
    for (int seat = 0; seat < Players; ++seat) {
        if (players[std::size_t(seat)].startSquare == square) {
            q.owner = std::int8_t(seat);
            q.travel = std::uint8_t(Dir::Up);
            q.exits = dirBit(Dir::Up);
        }
    }
    return q;
}

// The start cards on the centre row, one empty square between them, both exits up (BR006;
// docs/rules/linecards.md, "The table"); the decks shuffled and the opening hands drawn (BR001,
// BR002).
LineCardsGame::LineCardsGame(std::uint64_t seed, Options options)
{
    LineCardsState &s = m_state;
    s.side = std::clamp(options.side, MinSide, MaxSide);
    s.wrap = options.wrap;
    s.rng.reseed(seed);
    const int centre = (s.side - 1) / 2;
    for (int seat = 0; seat < Players; ++seat) {
        const int square = squareIndex(centre, centre - 1 + 2 * seat);
        s.owned[std::size_t(seat)] = squareBit(square);
        s.exitsTowards[std::size_t(seat)][std::size_t(Dir::Up)] = squareBit(square);
        PlayerState &p = s.players[std::size_t(seat)];
        p.startSquare = p.lastSquare = std::int16_t(square);
        p.lastExits = dirBit(Dir::Up);
        p.deck = SortedDeck;
        p.deckCount = DeckSize;
        deal(seat);
    }
    s.phase = Phase::Mulligan;
    s.active = 0;
}

QString LineCardsGame::gameId() const
{
    return QStringLiteral("linecards");
}

int LineCardsGame::currentSeat() const
{
    return isOver() ? -1 : m_state.active;
}

int LineCardsGame::neighbour(int square, Dir dir) const
{
    return neighboursOn(m_state)[std::size_t(square)][std::size_t(dir)];
}

bool LineCardsGame::isOpenExit(int square, Dir dir) const
{
    const auto d = std::size_t(dir);
    if (!contains(m_state.exitsTowards[0][d] | m_state.exitsTowards[1][d], square))
        return false;
    const int next = neighbour(square, dir);
    return next >= 0 && !contains(m_state.occupied(), next);
}

inline std::uint8_t LineCardsGame::openExitsOfLast(int seat) const
{
    const PlayerState &p = m_state.players[std::size_t(seat)];
    const auto &neighbours = neighboursOn(m_state)[std::size_t(p.lastSquare)];
    const SquareBits occupied = m_state.occupied();
    std::uint8_t open = 0;
    for (std::uint8_t exits = p.lastExits; exits != 0; exits &= std::uint8_t(exits - 1)) {
        const int dir = std::countr_zero(exits);
        const int next = neighbours[std::size_t(dir)];
        if (next >= 0 && !contains(occupied, next))
            open |= dirBit(Dir(dir));
    }
    return open;
}

SquareBits LineCardsGame::emptySquares() const
{
    return grid().all() & ~m_state.occupied();
}

SquareBits LineCardsGame::openTargets(int seat, SquareBits sources) const
{
    const auto &exits = m_state.exitsTowards[std::size_t(seat)];
    SquareBits targets = 0;
    for (int d = 0; d < DirCount; ++d)
        targets |= grid().step(exits[std::size_t(d)] & sources, Dir(d));
    return targets & emptySquares();
}

SquareBits LineCardsGame::openTargetsOfLast(int seat) const
{
    const auto &around =
        neighboursOn(m_state)[std::size_t(m_state.players[std::size_t(seat)].lastSquare)];
    SquareBits targets = 0;
    for (std::uint8_t open = openExitsOfLast(seat); open != 0; open &= std::uint8_t(open - 1))
        targets |= squareBit(around[std::size_t(std::countr_zero(open))]);
    return targets;
}

bool LineCardsGame::canLay(int seat, bool anyCard) const
{
    if (m_state.players[std::size_t(seat)].handCount() == 0)
        return false;
    if (anyCard)
        return openTargets(seat, m_state.owned[std::size_t(seat)]) != 0;
    return openExitsOfLast(seat) != 0; // one card: its exits are quicker read one by one
}

inline bool LineCardsGame::activeCanContinueLine()
{
    LineCardsState &s = m_state;
    s.activeOpenExits = openExitsOfLast(s.active);
    return s.activeOpenExits != 0 && s.players[std::size_t(s.active)].handCount() > 0;
}

bool LineCardsGame::effectAllowed(Effect effect) const
{
    const PlayerState &p = m_state.players[std::size_t(m_state.active)];
    return effectOffered(effect, p.handCount() >= MaxPerTurn, p.deckCount > 0);
}

void LineCardsGame::legalActions(ActionList &out) const
{
    const LineCardsState &s = m_state;
    if (s.phase != Phase::Place) // the placements resize `out` themselves
        out.clear();
    switch (s.phase) {
    case Phase::Mulligan:
        out.push_back(action::Keep);
        out.push_back(action::Mulligan);
        return;
    case Phase::Energy: {
        const PlayerState &p = s.players[std::size_t(s.active)];
        const EnergyOffer &offer =
            EnergyOffers[energyOfferIndex(p.handCount() >= MaxPerTurn, p.deckCount > 0)];
        out.assign(offer.actions.begin(), offer.actions.begin() + offer.count);
        return;
    }
    case Phase::Place: {
        // Each open exit (target square and travel) crossed with each kind held, exits first:
        // the open exits are gathered, then the list is sized once and written, as placeAction()
        // of the first kind plus the kind's KindStep offset.
        const PlayerState &p = s.players[std::size_t(s.active)];
        const std::uint16_t heldKinds = p.heldKinds;
        const int kinds = KindsIn[heldKinds];
        // A seat's cards, its start card included; written before it is read, so left
        // uninitialised.
        std::array<Action, (DeckSize + 1) * DirCount> exits;
        int exitCount = 0;
        const NeighbourTable &neighbours = neighboursOn(s);
        if (s.effect == Effect::TurnAround && s.cardsLaid == 0) {
            // Any of the seat's cards, in square order. The cards with an open exit towards each
            // direction are worked out as sets first (those with the exit whose neighbour that
            // way is empty), so only the open exits are walked.
            const SquareBits empty = emptySquares();
            std::array<SquareBits, DirCount> openTowards{};
            SquareBits sources = 0;
            for (int d = 0; d < DirCount; ++d) {
                openTowards[std::size_t(d)] =
                    s.exitsTowards[std::size_t(s.active)][std::size_t(d)] &
                    grid().step(empty, opposite(Dir(d)));
                sources |= openTowards[std::size_t(d)];
            }
            forEachSquare(sources, [&](int source) {
                for (int d = 0; d < DirCount; ++d)
                    if (contains(openTowards[std::size_t(d)], source))
                        exits[std::size_t(exitCount++)] = placeAction(
                            Kind(0), neighbours[std::size_t(source)][std::size_t(d)], Dir(d));
            });
        } else { // the card laid just before, its open exits kept when the seat checked them
            const auto &around = neighbours[std::size_t(p.lastSquare)];
            for (std::uint8_t open = s.activeOpenExits; open != 0; open &= std::uint8_t(open - 1)) {
                const int dir = std::countr_zero(open);
                exits[std::size_t(exitCount++)] =
                    placeAction(Kind(0), around[std::size_t(dir)], Dir(dir));
            }
        }
        // Not cleared first: resizing from the last list's size zero-fills only what it grows by.
        out.resize(std::size_t(exitCount * kinds));
        Action *next = out.data();
        for (int e = 0; e < exitCount; ++e)
            for (std::uint16_t held = heldKinds; held != 0; held &= std::uint16_t(held - 1))
                *next++ = exits[std::size_t(e)] + std::countr_zero(held) * KindStep;
        return;
    }
    case Phase::Over:
        return;
    }
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

void LineCardsGame::setState(const LineCardsState &state)
{
    LineCardsState &s = m_state;
    s = state;
    s.owned = {};
    s.exitsTowards = {};
    for (int seat = 0; seat < Players; ++seat) {
        PlayerState &p = s.players[std::size_t(seat)];
        if (p.startSquare >= 0) {
            const SquareBits start = squareBit(p.startSquare);
            s.owned[std::size_t(seat)] = start;
            s.exitsTowards[std::size_t(seat)][std::size_t(Dir::Up)] = start;
        }
        p.recountHand();
    }
    for (int i = 0; i < s.placed; ++i) {
        const GridCard &card = s.gridCards[std::size_t(i)];
        const SquareBits bit = squareBit(card.square);
        const std::uint8_t exits = exitsOf(card.kind, card.travel);
        s.owned[std::size_t(card.owner)] |= bit;
        for (int d = 0; d < DirCount; ++d)
            if (exits & dirBit(Dir(d)))
                s.exitsTowards[std::size_t(card.owner)][std::size_t(d)] |= bit;
    }
    for (PlayerState &p : s.players)
        p.lastExits = s.squareAt(p.lastSquare).exits;
    s.activeOpenExits = s.phase == Phase::Place ? openExitsOfLast(s.active) : 0;
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

std::vector<int> LineCardsGame::ranks() const
{
    std::vector<int> ranks(Players, 1);
    if (m_state.loser >= 0)
        ranks[std::size_t(m_state.loser)] = 2;
    return ranks;
}

std::unique_ptr<Game> LineCardsGame::clone() const
{
    // Clones are for search: they record nothing and carry no log.
    return std::make_unique<LineCardsGame>(m_state);
}

std::vector<int> LineCardsGame::cardCensus() const
{
    std::vector<int> census(std::size_t(Players * (KindCount + 1)), 0);
    for (int seat = 0; seat < Players; ++seat) {
        const PlayerState &p = m_state.players[std::size_t(seat)];
        int *counts = census.data() + seat * (KindCount + 1);
        for (int i = 0; i < p.deckCount; ++i)
            ++counts[p.deck[std::size_t(i)]];
        for (int kind = 0; kind < KindCount; ++kind)
            counts[kind] += p.hand[std::size_t(kind)];
    }
    for (int seat = 0; seat < Players; ++seat) // the start cards
        ++census[std::size_t(seat * (KindCount + 1) + KindCount)];
    for (int i = 0; i < m_state.placed; ++i) {
        const GridCard &card = m_state.gridCards[std::size_t(i)];
        ++census[std::size_t(card.owner * (KindCount + 1) + int(card.kind))];
    }
    return census;
}

QString LineCardsGame::actionName(Action a) const
{
    if (a == action::Keep)
        return LineCardsNarration::tr("Keep the opening hand");
    if (a == action::Mulligan)
        return LineCardsNarration::tr("Discard the hand and draw 5 new cards");
    if (a >= action::NoEnergy && a <= action::ExtraGas)
        return N::effectName(a - action::NoEnergy);
    if (!isPlacement(a))
        return LineCardsNarration::tr("Unknown action %1").arg(a);
    const Placement p = decodePlacement(a);
    return LineCardsNarration::tr("Lay %1 on %2, heading %3")
        .arg(N::kindName(p.kind), N::squareName(p.square), N::dirName(p.travel));
}

QStringList LineCardsGame::takeLog()
{
    const LineCardsNarration narration(m_seatNames);
    return m_log.narrate([&](const LineCardsEvent &event) { return narration.sentence(event); });
}

} // namespace cw::linecards
