// What each seat may see of a rowing race, and the hidden-information contract of Game:
// viewFor(), resampleHidden() and cardCensus(). Public: positions, rates, the Stamina Pile, every
// discard pile and play area, and counts of hands and draw decks. Hidden: other rowers' hands and
// the order of every draw deck.
#include "RowingGame.h"

#include <QJsonArray>

namespace cw::rowing {

namespace {

constexpr std::array<Card, CardTypeCount> AllCards{Card::Pace1, Card::Pace2, Card::Pace3,
                                                   Card::Instability, Card::Stamina};

QJsonObject countsJson(const CardCounts &counts)
{
    return QJsonObject{{QStringLiteral("pace1"), counts[Card::Pace1]},
                       {QStringLiteral("pace2"), counts[Card::Pace2]},
                       {QStringLiteral("pace3"), counts[Card::Pace3]},
                       {QStringLiteral("instability"), counts[Card::Instability]},
                       {QStringLiteral("stamina"), counts[Card::Stamina]}};
}

CardCounts discardCounts(const RowingDeck &pile)
{
    CardCounts counts;
    for (Card card : AllCards)
        counts[card] = std::uint8_t(pile.countInDiscard(card));
    return counts;
}

CardCounts drawCounts(const RowingDeck &pile)
{
    CardCounts counts;
    for (Card card : AllCards)
        counts[card] = std::uint8_t(pile.countInDraw(card));
    return counts;
}

// Writes `counts` into cards[0..] in canonical (card type) order; returns how many.
int lineUp(const CardCounts &counts, std::array<Card, DeckSize> &cards)
{
    int n = 0;
    for (Card card : AllCards)
        for (int i = 0; i < counts[card]; ++i)
            cards[std::size_t(n++)] = card;
    return n;
}

} // namespace

QString phaseKey(Phase phase)
{
    switch (phase) {
    case Phase::ChooseRate:
        return QStringLiteral("chooseRate");
    case Phase::PlayCards:
        return QStringLiteral("playCards");
    case Phase::Motivation:
        return QStringLiteral("motivation");
    case Phase::Discard:
        return QStringLiteral("discard");
    case Phase::Over:
        break;
    }
    return QStringLiteral("over");
}

QJsonObject RowingGame::viewFor(int seat) const
{
    QJsonArray order;
    for (int i = 0; i < m_state.orderCount; ++i)
        order.append(m_state.order[std::size_t(i)]);
    QJsonArray boats;
    for (int s = 0; s < m_state.boatCount; ++s) {
        const Boat &b = boat(s);
        QJsonObject json{{QStringLiteral("seat"), s},
                         {QStringLiteral("lane"), b.lane + 1},
                         {QStringLiteral("space"), b.space},
                         {QStringLiteral("rate"), spm(b.rate)},
                         {QStringLiteral("staminaPile"), b.staminaPile},
                         {QStringLiteral("drawCount"), b.pile.drawCount()},
                         {QStringLiteral("discardCount"), b.pile.discardCount()},
                         {QStringLiteral("discard"), countsJson(discardCounts(b.pile))},
                         {QStringLiteral("handCount"), b.hand.total()},
                         {QStringLiteral("played"), countsJson(b.played)},
                         {QStringLiteral("finished"), b.finished},
                         {QStringLiteral("rank"), b.rank},
                         {QStringLiteral("reach"), b.reach},
                         {QStringLiteral("caughtCrab"), b.caughtCrab},
                         {QStringLiteral("turnsTaken"), b.turnsTaken}};
        if (s == seat)
            json.insert(QStringLiteral("hand"), countsJson(b.hand));
        boats.append(json);
    }
    return QJsonObject{{QStringLiteral("game"), QStringLiteral("rowing")},
                       {QStringLiteral("round"), m_state.round},
                       {QStringLiteral("phase"), phaseKey(m_state.phase)},
                       {QStringLiteral("currentSeat"), currentSeat()},
                       {QStringLiteral("viewer"), seat},
                       {QStringLiteral("order"), order},
                       {QStringLiteral("boats"), boats}};
}

// Every pile is rebuilt from card counts (which the view shows or implies) in canonical order
// before shuffling, so the result depends on the view and rng only, never on the arrangement it
// replaces. Discard piles are public as multisets; their order only matters once reshuffled, so
// they are rebuilt canonically too.
void RowingGame::resampleHidden(int seat, Rng &rng)
{
    std::array<Card, DeckSize> cards{};
    for (int s = 0; s < m_state.boatCount; ++s) {
        Boat &b = m_state.boats[std::size_t(s)];
        const CardCounts discard = discardCounts(b.pile);
        CardCounts hidden = drawCounts(b.pile);
        const int handSize = s == seat ? 0 : b.hand.total();
        if (s != seat) {
            for (std::size_t i = 0; i < hidden.n.size(); ++i)
                hidden.n[i] = std::uint8_t(hidden.n[i] + b.hand.n[i]);
        }
        const int n = lineUp(hidden, cards);
        rng.shuffle(cards.begin(), cards.begin() + n);
        b.pile.clear();
        if (s != seat) {
            b.hand = CardCounts{};
            for (int i = 0; i < handSize; ++i)
                ++b.hand[cards[std::size_t(i)]];
        }
        for (int i = handSize; i < n; ++i)
            b.pile.putOnDrawPile(cards[std::size_t(i)]);
        const int discarded = lineUp(discard, cards);
        for (int i = 0; i < discarded; ++i)
            b.pile.discard(cards[std::size_t(i)]);
    }
    m_state.rng.reseed(rng.next());
}

std::vector<int> RowingGame::cardCensus() const
{
    std::vector<int> census;
    census.reserve(std::size_t(m_state.boatCount * CardTypeCount));
    for (int s = 0; s < m_state.boatCount; ++s) {
        const Boat &b = boat(s);
        for (Card card : AllCards) {
            int count = b.pile.countInDraw(card) + b.pile.countInDiscard(card) + b.hand[card] +
                        b.played[card];
            if (card == Card::Stamina)
                count += b.staminaPile;
            census.push_back(count);
        }
    }
    return census;
}

} // namespace cw::rowing
