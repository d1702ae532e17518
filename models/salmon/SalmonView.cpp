// What each seat may see of a Salmon Run game, and the hidden-information contract of Game:
// viewFor(), resampleHidden() and cardCensus(). Public: positions, bears, the supply, the Fatigue
// deck, every discard pile, the played cards, hand and draw counts, the pending decisions and the
// last die. A seat also sees its own hand and what its draw pile holds (it can deduce it), and,
// while choosing an Eagle's discard, the target's hand. Of other seats it sees only how many of
// each type their hand and draw pile hold together ("unseen"), and how many of those are starting
// cards (public: the starting deck less the public ones). Which public cards are starting cards
// is public. Hidden: the order of every draw pile and the future of the random generator.
#include "SalmonGame.h"

#include <QJsonArray>

namespace cw::salmon {

namespace {

// The discard or draw pile by type: all its cards, or (startingOnly) its starting cards.
CardCounts discardCounts(const Salmon &salmon, bool startingOnly = false)
{
    CardCounts counts;
    for (int type = 0; type < CardTypeCount; ++type)
        counts[Card(type)] =
            std::uint8_t(startingOnly ? salmon.pile.countInDiscard(OwnedCard(Card(type), true))
                                      : salmon.pile.countInDiscard(Card(type)));
    return counts;
}

CardCounts drawCounts(const Salmon &salmon, bool startingOnly = false)
{
    CardCounts counts;
    for (int type = 0; type < CardTypeCount; ++type)
        counts[Card(type)] =
            std::uint8_t(startingOnly ? salmon.pile.countInDraw(OwnedCard(Card(type), true))
                                      : salmon.pile.countInDraw(Card(type)));
    return counts;
}

CardCounts plus(CardCounts a, const CardCounts &b)
{
    for (std::size_t i = 0; i < a.n.size(); ++i)
        a.n[i] = std::uint8_t(a.n[i] + b.n[i]);
    return a;
}

QJsonObject countsJson(const CardCounts &counts)
{
    QJsonObject json;
    for (int type = 0; type < CardTypeCount; ++type)
        if (counts[Card(type)] > 0)
            json.insert(cardKey(Card(type)), counts[Card(type)]);
    return json;
}

QJsonArray hexJson(Hex hex)
{
    return QJsonArray{hex.col, hex.row};
}

// Writes `counts` into cards[0..] in canonical order (by card type, the `starting` ones of each
// type first); returns how many.
int lineUp(const CardCounts &counts, const CardCounts &starting,
           std::array<OwnedCard, MaxOwnedCards> &cards)
{
    int n = 0;
    for (int type = 0; type < CardTypeCount; ++type)
        for (int i = 0; i < counts[Card(type)]; ++i)
            cards[std::size_t(n++)] = OwnedCard(Card(type), i < starting[Card(type)]);
    return n;
}

} // namespace

QString cardKey(Card card)
{
    static const char *const keys[CardTypeCount] = {
        "swimForward", "swimLeft", "swimRight", "doubleForward", "doubleLeft", "doubleRight",
        "wild",        "bear",     "eagle",     "current",       "rapids",     "fatigue"};
    return QString::fromLatin1(keys[int(card)]);
}

QString phaseKey(Phase phase)
{
    static const char *const keys[] = {
        "playCards", "chooseSupply", "reeds",         "moveBear",    "eagleTarget",
        "counter",   "eagleDiscard", "rapidsDiscard", "discardDown", "gameOver"};
    return QString::fromLatin1(keys[int(phase)]);
}

QJsonObject SalmonGame::viewFor(int seat) const
{
    const SalmonState &s = m_state;
    const PendingDecision *front = pending();
    const int seenHand =
        front && front->phase == Phase::EagleDiscard && front->seat == seat ? front->target : -1;
    QJsonArray salmon;
    for (int i = 0; i < s.playerCount; ++i) {
        const Salmon &one = s.salmon[std::size_t(i)];
        QJsonObject json{{QStringLiteral("seat"), i},
                         {QStringLiteral("hex"), hexJson(one.hex)},
                         {QStringLiteral("spawned"), one.spawned},
                         {QStringLiteral("rank"), one.rank},
                         {QStringLiteral("handCount"), one.hand.total()},
                         {QStringLiteral("drawCount"), one.pile.drawCount()},
                         {QStringLiteral("discardCount"), one.pile.discardCount()},
                         {QStringLiteral("discard"), countsJson(discardCounts(one))},
                         {QStringLiteral("played"), countsJson(one.played)},
                         // Starting cards are told apart from supply cards (the player's colour):
                         // which of the public cards are starting ones is public too.
                         {QStringLiteral("discardStarting"), countsJson(discardCounts(one, true))},
                         {QStringLiteral("playedStarting"), countsJson(one.playedStarting)},
                         {QStringLiteral("boxed"), countsJson(one.boxed)}};
        if (i == seat) {
            json.insert(QStringLiteral("hand"), countsJson(one.hand));
            json.insert(QStringLiteral("handStarting"), countsJson(one.handStarting));
            json.insert(QStringLiteral("draw"), countsJson(drawCounts(one)));
            json.insert(QStringLiteral("drawStarting"), countsJson(drawCounts(one, true)));
        } else {
            // Everyone can work out how many starting cards are among the unseen ones (the
            // starting deck less the public ones), so the view says it.
            json.insert(QStringLiteral("unseen"), countsJson(plus(one.hand, drawCounts(one))));
            json.insert(QStringLiteral("unseenStarting"),
                        countsJson(plus(one.handStarting, drawCounts(one, true))));
            if (i == seenHand) {
                json.insert(QStringLiteral("hand"), countsJson(one.hand));
                json.insert(QStringLiteral("handStarting"), countsJson(one.handStarting));
            }
        }
        salmon.append(json);
    }
    QJsonArray bears;
    for (int bear = 0; bear < s.bearCount; ++bear)
        bears.append(hexJson(s.bears[std::size_t(bear)]));
    QJsonArray queue;
    for (int i = 0; i < s.pendingCount; ++i) {
        const PendingDecision &d = s.pending[std::size_t(i)];
        queue.append(QJsonObject{{QStringLiteral("phase"), phaseKey(d.phase)},
                                 {QStringLiteral("seat"), d.seat},
                                 {QStringLiteral("count"), d.count},
                                 {QStringLiteral("card"), d.card},
                                 {QStringLiteral("target"), d.target}});
    }
    QJsonArray order;
    for (int i = 0; i < s.cardsPlayed; ++i)
        order.append(cardKey(s.playedOrder[std::size_t(i)]));
    QJsonArray route;
    for (int i = s.routeNext; i < s.routeCount; ++i)
        route.append(QJsonArray{int(s.route[std::size_t(i)].kind), s.route[std::size_t(i)].index});
    return QJsonObject{{QStringLiteral("game"), QStringLiteral("salmon")},
                       {QStringLiteral("viewer"), seat},
                       {QStringLiteral("phase"), phaseKey(phase())},
                       {QStringLiteral("currentSeat"), currentSeat()},
                       {QStringLiteral("active"), s.active},
                       {QStringLiteral("firstPlayer"), s.firstPlayer},
                       {QStringLiteral("cardsPlayed"), s.cardsPlayed},
                       {QStringLiteral("swimsPlayed"), s.swimsPlayed},
                       {QStringLiteral("playedOrder"), order},
                       {QStringLiteral("endingRound"), s.endingRound},
                       {QStringLiteral("over"), s.over},
                       {QStringLiteral("lastDie"), s.lastDie},
                       {QStringLiteral("supply"), countsJson(s.supply)},
                       {QStringLiteral("fatigueDeck"), s.fatigueDeck},
                       {QStringLiteral("bears"), bears},
                       {QStringLiteral("resolving"), s.resolving},
                       {QStringLiteral("countered"), s.countered},
                       {QStringLiteral("currentNext"), s.currentNext},
                       {QStringLiteral("route"), route},
                       {QStringLiteral("turnEnd"), s.turnEnd},
                       {QStringLiteral("pending"), queue},
                       {QStringLiteral("salmon"), salmon}};
}

// Every pile is rebuilt from counts the view shows, in canonical order, before shuffling, so the
// result depends on the view and rng only. Nothing public says what a hand holds: a pending
// Counter decision is asked of every affected seat, holding the card or not.
void SalmonGame::resampleHidden(int seat, Rng &rng)
{
    SalmonState &s = m_state;
    const PendingDecision *front = pending();
    const int seenHand =
        front && front->phase == Phase::EagleDiscard && front->seat == seat ? front->target : -1;
    std::array<OwnedCard, MaxOwnedCards> cards{};
    for (int i = 0; i < s.playerCount; ++i) {
        Salmon &one = s.salmon[std::size_t(i)];
        const bool keepHand = i == seat || i == seenHand;
        const CardCounts discard = discardCounts(one);
        const CardCounts discardStarting = discardCounts(one, true);
        CardCounts hidden = drawCounts(one);
        CardCounts hiddenStarting = drawCounts(one, true);
        const int handSize = keepHand ? 0 : one.hand.total();
        if (!keepHand) {
            hidden = plus(hidden, one.hand);
            hiddenStarting = plus(hiddenStarting, one.handStarting);
        }
        const int n = lineUp(hidden, hiddenStarting, cards);
        rng.shuffle(cards.begin(), cards.begin() + n);
        one.pile.clear();
        int next = 0;
        if (!keepHand) {
            one.hand = one.handStarting = CardCounts{};
            for (; one.hand.total() < handSize; ++next)
                one.toHand(cards[std::size_t(next)]);
        }
        for (; next < n; ++next)
            one.pile.putOnDrawPile(cards[std::size_t(next)]);
        const int discarded = lineUp(discard, discardStarting, cards);
        for (int k = 0; k < discarded; ++k)
            one.pile.discard(cards[std::size_t(k)]);
    }
    s.rng.reseed(rng.next());
}

// Every card by type wherever it is: the supply, the Fatigue deck, each player's piles, hand and
// played cards, and the starting cards Reeds sent back to the box (Salmon::boxed: out of the game,
// but still counted, so that the census stays constant).
std::vector<int> SalmonGame::cardCensus() const
{
    const SalmonState &s = m_state;
    std::vector<int> census(std::size_t(CardTypeCount), 0);
    for (int type = 0; type < CardTypeCount; ++type) {
        const Card card = Card(type);
        int count = s.supply[card] + (card == Card::Fatigue ? s.fatigueDeck : 0);
        for (int i = 0; i < s.playerCount; ++i) {
            const Salmon &one = s.salmon[std::size_t(i)];
            count += one.pile.countInDraw(card) + one.pile.countInDiscard(card) + one.hand[card] +
                     one.played[card] + one.boxed[card];
        }
        census[std::size_t(type)] = count;
    }
    return census;
}

} // namespace cw::salmon
