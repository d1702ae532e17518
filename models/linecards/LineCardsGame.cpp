// Line cards' rules (LineCardsGame.h): the set-up, the legal actions and what a position holds;
// the turn flow (apply()) is in LineCardsTurn.cpp, the views and resampling in LineCardsView.cpp.
#include "LineCardsGame.h"

#include "LineCardsNarration.h"
#include "LineCardsNeighbours.h"

#include <algorithm>
#include <bit>

namespace cw::linecards {

namespace {

using N = LineCardsNarration; // its tr() is written out in full, for lupdate

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

void LineCardsGame::adoptEvents(const Game &source)
{
    if (const auto *same = dynamic_cast<const LineCardsGame *>(&source))
        m_log.adopt(same->m_log);
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
