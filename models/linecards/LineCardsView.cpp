// What each seat sees of a Line cards game and how its hidden cards are re-dealt
// (LineCardsGame::viewFor, resampleHidden).
#include "LineCardsGame.h"

#include <QJsonArray>

namespace cw::linecards {

namespace {

const char *phaseKey(Phase phase)
{
    switch (phase) {
    case Phase::Mulligan:
        return "mulligan";
    case Phase::Energy:
        return "energy";
    case Phase::Place:
        return "place";
    case Phase::Over:
        return "over";
    }
    return "";
}

const char *effectKey(Effect effect)
{
    static const char *const keys[] = {"none", "boost", "brake", "turnAround", "extraGas"};
    return keys[int(effect)];
}

QJsonArray squareJson(int square)
{
    return {rowOf(square), columnOf(square)};
}

QJsonArray exitsJson(std::uint8_t exits)
{
    QJsonArray out;
    for (int d = 0; d < DirCount; ++d)
        if (exits & dirBit(Dir(d)))
            out.append(QLatin1String(dirKey(Dir(d))));
    return out;
}

QJsonObject kindJson(Kind kind)
{
    return {{QStringLiteral("kind"), int(kind)},
            {QStringLiteral("shape"), QLatin1String(shapeKey(shapeOf(kind)))},
            {QStringLiteral("priority"), priorityOf(kind)}};
}

} // namespace

// Public: the grid (every card with its owner, shape, priority, travel, exits and which of them
// are open), the turn, phase and who decides, the cards each seat laid this turn, and per seat
// its energy, hand and deck sizes and whether it took a mulligan. The seat's own view adds its
// hand (as counts per card type: a hand has no order). Deck order is hidden from everyone.
QJsonObject LineCardsGame::viewFor(int seat) const
{
    const LineCardsState &s = m_state;
    QJsonArray squares;
    for (int row = 0; row < s.side; ++row) {
        for (int column = 0; column < s.side; ++column) {
            const int index = squareIndex(row, column);
            const Square q = s.squareAt(index);
            if (q.owner < 0)
                continue;
            std::uint8_t open = 0;
            for (int d = 0; d < DirCount; ++d)
                if (isOpenExit(index, Dir(d)))
                    open |= dirBit(Dir(d));
            QJsonObject card =
                q.kind >= 0 ? kindJson(Kind(q.kind))
                            : QJsonObject{{QStringLiteral("shape"), QStringLiteral("start")}};
            card.insert(QStringLiteral("square"), squareJson(index));
            card.insert(QStringLiteral("owner"), q.owner);
            card.insert(QStringLiteral("travel"), QLatin1String(dirKey(Dir(q.travel))));
            card.insert(QStringLiteral("exits"), exitsJson(q.exits));
            card.insert(QStringLiteral("openExits"), exitsJson(open));
            card.insert(QStringLiteral("order"), q.order);
            squares.append(card);
        }
    }
    QJsonArray players;
    for (int p = 0; p < Players; ++p) {
        const PlayerState &ps = s.players[std::size_t(p)];
        QJsonArray laid;
        for (int i = 0; i < s.laidCount[std::size_t(p)]; ++i)
            laid.append(kindJson(Kind(s.laid[std::size_t(p)][std::size_t(i)])));
        QJsonObject player{{QStringLiteral("energy"), ps.energy},
                           {QStringLiteral("handCount"), ps.handCount()},
                           {QStringLiteral("deckCount"), ps.deckCount},
                           {QStringLiteral("mulliganed"), ps.mulliganed},
                           {QStringLiteral("lastSquare"), squareJson(ps.lastSquare)},
                           {QStringLiteral("startSquare"), squareJson(ps.startSquare)},
                           {QStringLiteral("laidThisTurn"), laid}};
        if (isOver())
            player.insert(QStringLiteral("rank"), ranks()[std::size_t(p)]);
        if (p == seat) {
            QJsonArray hand;
            for (int kind = 0; kind < KindCount; ++kind)
                hand.append(ps.hand[std::size_t(kind)]);
            player.insert(QStringLiteral("hand"), hand);
        }
        players.append(player);
    }
    return {{QStringLiteral("side"), s.side},
            {QStringLiteral("wrap"), s.wrap},
            {QStringLiteral("turn"), s.turn},
            {QStringLiteral("phase"), QLatin1String(phaseKey(s.phase))},
            {QStringLiteral("currentSeat"), currentSeat()},
            {QStringLiteral("firstPlayer"), s.firstPlayer},
            {QStringLiteral("cardsDue"), s.cardsDue},
            {QStringLiteral("cardsLaid"), s.cardsLaid},
            {QStringLiteral("effect"), QLatin1String(effectKey(s.effect))},
            {QStringLiteral("loser"), s.loser},
            {QStringLiteral("squares"), squares},
            {QStringLiteral("players"), players}};
}

// The seat's own deck is re-shuffled (its order is hidden from it too); the other seat's hand
// and deck are dealt again from the cards it has not laid, the hand keeping its size. The pools
// are built in card-type order from counts, so the result depends on the view and rng only.
void LineCardsGame::resampleHidden(int seat, Rng &rng)
{
    LineCardsState &s = m_state;
    for (int p = 0; p < Players; ++p) {
        PlayerState &ps = s.players[std::size_t(p)];
        std::array<int, KindCount> pool{};
        for (int i = 0; i < ps.deckCount; ++i)
            ++pool[std::size_t(ps.deck[std::size_t(i)])];
        const int handCount = ps.handCount();
        if (p != seat) {
            for (int kind = 0; kind < KindCount; ++kind)
                pool[std::size_t(kind)] += ps.hand[std::size_t(kind)];
            ps.hand = {};
        }
        std::array<std::int8_t, DeckSize> cards{};
        int count = 0;
        for (int kind = 0; kind < KindCount; ++kind)
            for (int i = 0; i < pool[std::size_t(kind)]; ++i)
                cards[std::size_t(count++)] = std::int8_t(kind);
        rng.shuffle(cards.begin(), cards.begin() + count);
        if (p != seat)
            for (int i = 0; i < handCount; ++i)
                ++ps.hand[std::size_t(cards[std::size_t(--count)])];
        ps.recountHand(); // the same count, perhaps other kinds
        ps.deck = cards;
        ps.deckCount = std::int8_t(count);
    }
    s.rng.reseed(rng.next());
}

} // namespace cw::linecards
