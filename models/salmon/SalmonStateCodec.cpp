// Salmon Run's saved position (Game::writeState, docs/seat-copy.md): the river's size as a short
// fingerprint, every salmon (both piles in order with each card's origin, hand, played and boxed
// cards, hex, spawn, rank), the bears, the supply and Fatigue deck, the turn in progress with its
// queue of decisions and the move under way, and the generator. The river comes from the game
// loaded into (its setup). The loader checks the census, the seat to act and the legal actions
// after (core/GameState.h); this file checks each field's range, that every salmon, bear and step
// of a route is on a river hex, that a seat's starting cards are among the cards it holds, and
// that every queued decision is one the rules queue.
#include "SalmonGame.h"

#include "core/StateBytes.h"

namespace cw::salmon {

namespace {

constexpr int MaxCount = MaxOwnedCards; // no pile, hand or supply holds more cards of a type

void writeCard(StateWriter &out, OwnedCard card)
{
    out.integer(int(card.card()) * 2 + (card.starting() ? 1 : 0));
}

OwnedCard readCard(StateReader &in, const char *field)
{
    const int code = in.integer(field, 0, 2 * CardTypeCount - 1);
    return OwnedCard(Card(code / 2), code % 2 == 1);
}

void writeHex(StateWriter &out, Hex hex)
{
    out.integer(hex.col);
    out.integer(hex.row);
}

// A hex of the river's grid; a river hex (water, rock or waterfall) when `river` says so (bears
// stand on their paws, which may be on the bank).
Hex readHex(StateReader &in, const char *field, const SalmonCourseMap &map, bool river)
{
    Hex hex;
    hex.col = in.integer(field, 0, 1 << 10);
    hex.row = in.integer(field, 0, 1 << 10);
    const int index = map.index(hex);
    if (in.check(index >= 0 && index < map.cellCount() && map.hexAt(index) == hex, field,
                 QStringLiteral("%1-%2 is off the river's grid").arg(hex.col + 1).arg(hex.row + 1)))
        in.check(!river || map.isRiver(hex), field,
                 QStringLiteral("%1-%2 is not a river hex").arg(hex.col + 1).arg(hex.row + 1));
    return hex;
}

bool startingWithin(const CardCounts &starting, const CardCounts &all)
{
    for (std::size_t type = 0; type < all.n.size(); ++type)
        if (starting.n[type] > all.n[type])
            return false;
    return true;
}

void writeSalmon(StateWriter &out, const Salmon &salmon)
{
    out.integer(salmon.pile.drawCount());
    for (int i = 0; i < salmon.pile.drawCount(); ++i)
        writeCard(out, salmon.pile.drawAt(i));
    out.integer(salmon.pile.discardCount());
    for (int i = 0; i < salmon.pile.discardCount(); ++i)
        writeCard(out, salmon.pile.discardAt(i));
    writeCounts(out, salmon.hand);
    writeCounts(out, salmon.handStarting);
    writeCounts(out, salmon.played);
    writeCounts(out, salmon.playedStarting);
    writeCounts(out, salmon.boxed);
    writeHex(out, salmon.hex);
    out.flag(salmon.spawned);
    out.integer(salmon.rank);
}

bool readSalmon(StateReader &in, Salmon &salmon, const SalmonCourseMap &river, int players)
{
    salmon.pile = {};
    const int draw = in.integer("salmon.drawPile.size", 0, MaxOwnedCards);
    for (int i = 0; i < draw && in.ok(); ++i)
        salmon.pile.putOnDrawPile(readCard(in, "salmon.drawPile.card"));
    const int discard = in.integer("salmon.discardPile.size", 0, MaxOwnedCards - draw);
    for (int i = 0; i < discard && in.ok(); ++i)
        salmon.pile.discard(readCard(in, "salmon.discardPile.card"));
    salmon.hand = readCounts<CardCounts>(in, "salmon.hand", MaxCount);
    salmon.handStarting = readCounts<CardCounts>(in, "salmon.handStarting", MaxCount);
    salmon.played = readCounts<CardCounts>(in, "salmon.played", MaxCount);
    salmon.playedStarting = readCounts<CardCounts>(in, "salmon.playedStarting", MaxCount);
    salmon.boxed = readCounts<CardCounts>(in, "salmon.boxed", MaxCount);
    salmon.hex = readHex(in, "salmon.hex", river, true);
    salmon.spawned = in.flag("salmon.spawned");
    salmon.rank = in.integer("salmon.rank", 0, players);
    in.check(startingWithin(salmon.handStarting, salmon.hand), "salmon.handStarting",
             QStringLiteral("more starting cards than the hand holds"));
    in.check(startingWithin(salmon.playedStarting, salmon.played), "salmon.playedStarting",
             QStringLiteral("more starting cards than were played"));
    return in.ok();
}

// Whether a queued decision is one the rules queue (the push() calls of SalmonEffects.cpp,
// SalmonDecisions.cpp, SalmonTurn.cpp and SalmonGame.cpp), so that it offers an action when it
// comes to the front: only the front is asked for its actions when the copy loads, and a damaged
// decision further back would leave the game with none (or index a hand by no card).
bool decisionFits(StateReader &in, const PendingDecision &d)
{
    bool fits = true;
    switch (d.phase) {
    case Phase::PlayCards:
    case Phase::GameOver:
        fits = false; // phases of no queued decision
        break;
    case Phase::ChooseSupply: // the symbol of the hex: a supply choice of two or three piles
        fits = d.card == int(Symbol::Swim) || d.card == int(Symbol::DoubleSwim) ||
               d.card == int(Symbol::CurrentOrRapids);
        break;
    case Phase::Counter: // the card countered, by the seat it targets
        fits = d.card >= 0 && d.target == d.seat;
        break;
    case Phase::Reeds: // one or two removals (Reeds, Double Reeds)
    case Phase::RapidsDiscard:
    case Phase::DiscardDown:
        fits = d.count >= 1;
        break;
    case Phase::EagleDiscard: // a card of the hand the eagle looked at
        fits = d.target >= 0;
        break;
    case Phase::MoveBear:
    case Phase::EagleTarget:
        break;
    }
    return in.check(fits, "pending", QStringLiteral("a decision the rules do not queue"));
}

} // namespace

void SalmonGame::writeState(StateWriter &out) const
{
    const SalmonState &s = m_state;
    out.integer(s.river->cellCount());
    out.integer(qsizetype(s.river->startHexes().size()));
    for (int seat = 0; seat < s.playerCount; ++seat)
        writeSalmon(out, s.salmon[std::size_t(seat)]);
    out.integer(s.bearCount);
    for (int bear = 0; bear < s.bearCount; ++bear)
        writeHex(out, s.bears[std::size_t(bear)]);
    writeCounts(out, s.supply);
    out.integer(s.fatigueDeck);
    out.integer(s.active);
    out.integer(s.firstPlayer);
    out.integer(s.cardsPlayed);
    out.integer(s.swimsPlayed);
    for (int i = 0; i < s.cardsPlayed; ++i)
        out.integer(int(s.playedOrder[std::size_t(i)]));
    out.flag(s.endingRound);
    out.integer(s.pendingCount);
    for (int i = 0; i < s.pendingCount; ++i) {
        const PendingDecision &decision = s.pending[std::size_t(i)];
        out.integer(int(decision.phase));
        out.integer(decision.seat);
        out.integer(decision.count);
        out.integer(decision.card);
        out.integer(decision.target);
    }
    out.integer(s.lastDie);
    out.integer(s.moveNumber);
    out.flag(s.over);
    out.integer(s.resolving);
    out.integer(s.countered);
    out.integer(s.currentNext);
    out.integer(s.routeCount);
    out.integer(s.routeNext);
    for (int i = 0; i < s.routeCount; ++i) {
        out.integer(int(s.route[std::size_t(i)].kind));
        out.integer(s.route[std::size_t(i)].index);
    }
    out.integer(s.turnEnd);
    out.rng(s.rng);
}

bool SalmonGame::readState(StateReader &in)
{
    SalmonState &s = m_state;
    const SalmonCourseMap &map = *s.river;
    const int cells = in.integer("river.cells", 0, 1 << 20);
    const int starts = in.integer("river.startHexes", 0, 1 << 10);
    if (!in.check(cells == map.cellCount() && starts == int(map.startHexes().size()), "river",
                  QStringLiteral("a copy made on another river")))
        return false;
    const int players = s.playerCount;
    for (int seat = 0; seat < players; ++seat)
        if (!readSalmon(in, s.salmon[std::size_t(seat)], map, players))
            return false;
    s.bearCount = in.integer("bears.size", 0, BearTokens);
    for (int bear = 0; bear < s.bearCount && in.ok(); ++bear)
        s.bears[std::size_t(bear)] = readHex(in, "bears.hex", map, false);
    s.supply = readCounts<CardCounts>(in, "supply", MaxCount);
    s.fatigueDeck = in.integer("fatigueDeck", 0, FatigueDeckSize);
    s.active = in.integer("active", 0, players - 1);
    s.firstPlayer = in.integer("firstPlayer", 0, players - 1);
    s.cardsPlayed = in.integer("cardsPlayed", 0, MaxCardsPlayed);
    s.swimsPlayed = in.integer("swimsPlayed", 0, s.cardsPlayed);
    s.playedOrder = {};
    for (int i = 0; i < s.cardsPlayed && in.ok(); ++i)
        s.playedOrder[std::size_t(i)] = Card(in.integer("playedOrder", 0, CardTypeCount - 1));
    s.endingRound = in.flag("endingRound");
    s.pendingCount = in.integer("pending.size", 0, int(s.pending.size()));
    s.pending = {};
    for (int i = 0; i < s.pendingCount && in.ok(); ++i) {
        PendingDecision &decision = s.pending[std::size_t(i)];
        decision.phase = Phase(in.integer("pending.phase", 0, int(Phase::GameOver)));
        decision.seat = std::int8_t(in.integer("pending.seat", 0, players - 1));
        decision.count = std::int8_t(in.integer("pending.count", 0, MaxCount));
        decision.card = std::int8_t(in.integer("pending.card", -1, CardTypeCount - 1));
        decision.target = std::int8_t(in.integer("pending.target", -1, players - 1));
        if (in.ok() && !decisionFits(in, decision))
            return false;
    }
    s.lastDie = in.integer("lastDie", 0, 6);
    s.moveNumber = in.integer("moveNumber", 0, 1 << 24);
    s.over = in.flag("over");
    s.resolving = std::int8_t(in.integer("resolving", -1, CardTypeCount - 1));
    s.countered = std::uint8_t(in.integer("countered", 0, (1 << players) - 1));
    s.currentNext = std::int8_t(in.integer("currentNext", 0, players));
    s.routeCount = std::int8_t(in.integer("route.size", 0, MaxRouteSteps));
    s.routeNext = std::int8_t(in.integer("route.next", 0, s.routeCount));
    s.route = {};
    for (int i = 0; i < s.routeCount && in.ok(); ++i) {
        RouteStep &step = s.route[std::size_t(i)];
        step.kind = RouteStep::Kind(in.integer("route.kind", 0, RouteStep::Land));
        step.index = std::int16_t(in.integer("route.hex", 0, map.cellCount() - 1));
        in.check(map.isRiver(map.hexAt(step.index)), "route.hex",
                 QStringLiteral("not a river hex"));
    }
    s.turnEnd = std::uint8_t(in.integer("turnEnd", 0, 2));
    s.rng = in.rng("rng");
    return in.ok();
}

} // namespace cw::salmon
