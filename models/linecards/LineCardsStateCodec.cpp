// Line cards' saved position (Game::writeState, docs/seat-copy.md): the grid's size as a short
// fingerprint, the cards laid in order, each seat's deck (in order), hand, energy and last card,
// the turn in progress and the generator. The start squares come from the game loaded into (its
// setup); setState() works out the bit sets and sums again. The loader checks the census, the
// seat to act and the legal actions after (core/GameState.h); this file checks each field's range
// and that the grid holds one card a square, on the grid.
#include "LineCardsGame.h"

#include "core/StateBytes.h"

namespace cw::linecards {

namespace {

constexpr int MaxTurns = MaxPlaced; // every turn lays a card or ends the game: a bound

bool onGrid(int square, int side)
{
    return square >= 0 && rowOf(square) < side && columnOf(square) < side;
}

} // namespace

void LineCardsGame::writeState(StateWriter &out) const
{
    const LineCardsState &s = m_state;
    out.integer(s.side);
    out.flag(s.wrap);
    out.integer(s.placed);
    for (int i = 0; i < s.placed; ++i) {
        const GridCard &card = s.gridCards[std::size_t(i)];
        out.integer(card.square);
        out.integer(card.owner);
        out.integer(int(card.kind));
        out.integer(int(card.travel));
    }
    for (const PlayerState &p : s.players) {
        out.integer(p.deckCount);
        for (int i = 0; i < p.deckCount; ++i)
            out.integer(p.deck[std::size_t(i)]);
        for (std::int8_t count : p.hand)
            out.integer(count);
        out.integer(p.energy);
        out.integer(p.lastSquare);
        out.flag(p.mulliganed);
    }
    out.integer(int(s.phase));
    out.integer(s.turn);
    out.integer(s.firstPlayer);
    out.integer(s.active);
    out.integer(s.cardsDue);
    out.integer(s.cardsLaid);
    out.integer(int(s.effect));
    for (int seat = 0; seat < Players; ++seat) {
        out.integer(s.laidCount[std::size_t(seat)]);
        for (int i = 0; i < s.laidCount[std::size_t(seat)]; ++i)
            out.integer(s.laid[std::size_t(seat)][std::size_t(i)]);
    }
    out.integer(s.loser);
    out.integer(s.moves);
    out.rng(s.rng);
}

bool LineCardsGame::readState(StateReader &in)
{
    LineCardsState s = m_state;
    const int side = in.integer("grid.side", MinSide, MaxSide);
    const bool wrap = in.flag("grid.wrap");
    if (!in.check(side == s.side && wrap == s.wrap, "grid",
                  QStringLiteral("a copy made on another grid")))
        return false;
    std::array<bool, MaxSquares> taken{};
    for (const PlayerState &p : s.players)
        taken[std::size_t(p.startSquare)] = true;
    s.placed = in.integer("cards.size", 0, MaxPlaced);
    for (int i = 0; i < s.placed && in.ok(); ++i) {
        GridCard &card = s.gridCards[std::size_t(i)];
        const int square = in.integer("cards.square", 0, MaxSquares - 1);
        if (!in.check(onGrid(square, side) && !taken[std::size_t(square)], "cards.square",
                      QStringLiteral("%1 is off the grid or holds a card already").arg(square)))
            return false;
        taken[std::size_t(square)] = true;
        card.square = std::uint8_t(square);
        card.owner = std::int8_t(in.integer("cards.owner", 0, Players - 1));
        card.kind = Kind(in.integer("cards.kind", 0, KindCount - 1));
        card.travel = Dir(in.integer("cards.travel", 0, DirCount - 1));
    }
    for (int seat = 0; seat < Players && in.ok(); ++seat) {
        PlayerState &p = s.players[std::size_t(seat)];
        p.deckCount = std::int8_t(in.integer("player.deck.size", 0, DeckSize));
        p.deck = {};
        for (int i = 0; i < p.deckCount; ++i)
            p.deck[std::size_t(i)] = std::int8_t(in.integer("player.deck.card", 0, KindCount - 1));
        for (std::int8_t &count : p.hand)
            count = std::int8_t(in.integer("player.hand", 0, DeckSize));
        p.energy = std::int8_t(in.integer("player.energy", 0, StartEnergy));
        p.lastSquare = std::int16_t(in.integer("player.lastSquare", 0, MaxSquares - 1));
        p.mulliganed = in.flag("player.mulliganed");
        if (!in.ok())
            return false;
        bool own = p.lastSquare == p.startSquare;
        for (int i = 0; i < s.placed; ++i)
            own = own || (s.gridCards[std::size_t(i)].square == p.lastSquare &&
                          s.gridCards[std::size_t(i)].owner == seat);
        in.check(own, "player.lastSquare",
                 QStringLiteral("%1 holds none of the seat's cards").arg(p.lastSquare));
    }
    s.phase = Phase(in.integer("phase", 0, int(Phase::Over)));
    s.turn = in.integer("turn", 0, MaxTurns);
    s.firstPlayer = in.integer("firstPlayer", 0, Players - 1);
    s.active = in.integer("active", 0, Players - 1);
    s.cardsDue = in.integer("cardsDue", 0, MaxPerTurn);
    s.cardsLaid = in.integer("cardsLaid", 0, s.cardsDue);
    s.effect = Effect(in.integer("effect", 0, int(Effect::ExtraGas)));
    s.laid = {};
    for (int seat = 0; seat < Players; ++seat) {
        s.laidCount[std::size_t(seat)] = std::int8_t(in.integer("laid.size", 0, MaxPerTurn));
        for (int i = 0; i < s.laidCount[std::size_t(seat)]; ++i)
            s.laid[std::size_t(seat)][std::size_t(i)] =
                std::int8_t(in.integer("laid.kind", 0, KindCount - 1));
    }
    s.loser = in.integer("loser", -1, Players - 1);
    s.moves = in.integer("moves", 0, 1 << 16);
    s.rng = in.rng("rng");
    if (!in.ok())
        return false;
    if (!in.check(s.phase == Phase::Over || s.loser < 0, "loser",
                  QStringLiteral("a loser while the game goes on")))
        return false;
    setState(s);
    return true;
}

} // namespace cw::linecards
