#include "SalmonTableModel.h"

#include "SalmonCardText.h"
#include "salmon/SalmonGame.h"
#include "session/GameSession.h"

#include <algorithm>

using cw::salmon::Card;
using cw::salmon::Phase;
using cw::salmon::SalmonGame;

namespace {

QVariantMap cardEntry(Card card)
{
    return {{QStringLiteral("card"), SalmonCardText::key(card)},
            {QStringLiteral("name"), SalmonCardText::name(card)},
            {QStringLiteral("effect"), SalmonCardText::effect(card)},
            {QStringLiteral("colour"), SalmonCardText::colour(card)},
            {QStringLiteral("iconTurn"), SalmonCardText::iconTurn(card)},
            {QStringLiteral("icon"), SalmonCardText::icon(card)}};
}

} // namespace

SalmonTableModel::SalmonTableModel(QObject *parent) : GameTableModel(parent) {}

const SalmonGame *SalmonTableModel::game() const
{
    return m_observer.shown<SalmonGame>();
}

QVariantList SalmonTableModel::players() const
{
    QVariantList list;
    const SalmonGame *g = game();
    if (!g)
        return list;
    const cw::salmon::SalmonState &state = g->state();
    for (int seat = 0; seat < state.playerCount; ++seat) {
        const cw::salmon::Salmon &salmon = state.salmon[std::size_t(seat)];
        // Fatigue cards owned: wherever they are (hand, piles, played this turn).
        const int fatigue = salmon.hand[Card::Fatigue] + salmon.played[Card::Fatigue] +
                            salmon.pile.countInDraw(Card::Fatigue) +
                            salmon.pile.countInDiscard(Card::Fatigue);
        list.append(
            QVariantMap{{QStringLiteral("seat"), seat},
                        {QStringLiteral("name"), seatName(seat)},
                        {QStringLiteral("colour"), m_observer.seatColour(seat)},
                        {QStringLiteral("controller"), m_observer.controllerText(seat)},
                        {QStringLiteral("acting"), !g->isOver() && state.active == seat},
                        {QStringLiteral("deciding"), !g->isOver() && g->currentSeat() == seat},
                        {QStringLiteral("handCount"), salmon.hand.total()},
                        {QStringLiteral("drawCount"), salmon.pile.drawCount()},
                        {QStringLiteral("discardCount"), salmon.pile.discardCount()},
                        {QStringLiteral("fatigue"), fatigue},
                        {QStringLiteral("spawned"), salmon.spawned},
                        {QStringLiteral("rank"), salmon.rank}});
    }
    return list;
}

QVariantList SalmonTableModel::supply() const
{
    QVariantList list;
    const SalmonGame *g = game();
    if (!g)
        return list;
    const cw::salmon::CardCounts full = cw::salmon::additionalDeck();
    for (int c = 0; c < cw::salmon::CardTypeCount; ++c) {
        const Card card = Card(c);
        if (full[card] == 0)
            continue; // Fatigue has its own deck
        QVariantMap entry = cardEntry(card);
        entry.insert(QStringLiteral("count"), g->state().supply[card]);
        list.append(entry);
    }
    QVariantMap fatigue = cardEntry(Card::Fatigue); // the Fatigue deck, last
    fatigue.insert(QStringLiteral("count"), g->state().fatigueDeck);
    list.append(fatigue);
    return list;
}

int SalmonTableModel::fatigueDeck() const
{
    const SalmonGame *g = game();
    return g ? g->state().fatigueDeck : 0;
}

QVariantList SalmonTableModel::playedThisTurn() const
{
    QVariantList list;
    const SalmonGame *g = game();
    if (!g || g->isOver())
        return list;
    const cw::salmon::SalmonState &state = g->state();
    for (int i = 0; i < std::min(state.cardsPlayed, cw::salmon::MaxCardsPlayed); ++i)
        list.append(cardEntry(state.playedOrder[std::size_t(i)]));
    return list;
}

int SalmonTableModel::lastDie() const
{
    const SalmonGame *g = game();
    return g ? g->state().lastDie : 0;
}

QString SalmonTableModel::dieText() const
{
    const SalmonGame *g = game();
    const int die = lastDie();
    if (!g || die <= 0)
        return {};
    // What the latest roll decided: the first player, or which current arrow a salmon followed
    // (rulebook, "Courant": an odd roll follows arrow 1, an even one arrow 2).
    const auto &events = g->events();
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
        if (it->type == cw::salmon::SalmonEvent::FirstPlayer)
            return tr("Die: %1, %2 plays first").arg(die).arg(seatName(it->seat));
        if (it->type == cw::salmon::SalmonEvent::DieRolled)
            return die % 2
                       ? tr("Die: %1, odd: %2 follows arrow 1").arg(die).arg(seatName(it->seat))
                       : tr("Die: %1, even: %2 follows arrow 2").arg(die).arg(seatName(it->seat));
    }
    return tr("Die: %1").arg(die);
}

bool SalmonTableModel::gameOver() const
{
    const SalmonGame *g = game();
    return g && g->isOver();
}

QString SalmonTableModel::statusText() const
{
    const SalmonGame *g = game();
    if (!g)
        return tr("No game in progress.");
    if (g->isOver())
        return tr("The run is over.");
    const QString active = seatName(g->state().active);
    const QString deciding = seatName(g->currentSeat());
    if (const QString browsing = browsingText(); !browsing.isEmpty())
        return browsing;
    if (m_observer.session()->aiThinking())
        return tr("%1 is thinking…").arg(deciding);
    QString what;
    // "<name>: <what>", so that the sentence reads right for "You" as for any name.
    switch (g->phase()) {
    case Phase::PlayCards:
        return tr("%1: play up to %n more card(s), or end the turn.", nullptr,
                  cw::salmon::MaxCardsPlayed - g->state().cardsPlayed)
            .arg(active);
    case Phase::ChooseSupply:
        what = tr("%1: choose a card from the supply.");
        break;
    case Phase::Reeds:
        what = tr("%1: in the reeds, remove cards from the deck or stop.");
        break;
    case Phase::MoveBear:
        what = tr("%1: move a bear.");
        break;
    case Phase::EagleTarget:
        what = tr("%1: send the eagle to look at a hand.");
        break;
    case Phase::Counter:
        what = tr("%1: counter, or not?");
        break;
    case Phase::EagleDiscard:
        what = tr("%1: pick the card the eagle takes.");
        break;
    case Phase::RapidsDiscard:
        what = tr("%1: discard for the rapids.");
        break;
    case Phase::DiscardDown:
        what = tr("%1: discard down to 4 cards.");
        break;
    case Phase::GameOver:
        return tr("The run is over.");
    }
    return what.arg(deciding);
}

QVariantList SalmonTableModel::results() const
{
    QVariantList rows;
    const SalmonGame *g = game();
    if (!g || !g->isOver())
        return rows;
    const cw::salmon::SalmonState &state = g->state();
    std::vector<int> seats;
    for (int s = 0; s < state.playerCount; ++s)
        seats.push_back(s);
    std::stable_sort(seats.begin(), seats.end(), [&state](int a, int b) {
        return state.salmon[std::size_t(a)].rank < state.salmon[std::size_t(b)].rank;
    });
    const QVariantList all = players();
    for (int seat : seats) {
        const QVariantMap player = all.at(seat).toMap();
        rows.append(
            QVariantMap{{QStringLiteral("rank"), state.salmon[std::size_t(seat)].rank},
                        {QStringLiteral("seat"), seat},
                        {QStringLiteral("name"), player.value(QStringLiteral("name"))},
                        {QStringLiteral("colour"), player.value(QStringLiteral("colour"))},
                        {QStringLiteral("spawned"), player.value(QStringLiteral("spawned"))},
                        {QStringLiteral("fatigue"), player.value(QStringLiteral("fatigue"))}});
    }
    return rows;
}
