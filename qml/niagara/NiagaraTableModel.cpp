#include "NiagaraTableModel.h"

#include "niagara/NiagaraGame.h"
#include "niagara/NiagaraNarration.h"
#include "session/GameSession.h"

#include <algorithm>

using namespace cw::niagara;
using N = cw::niagara::NiagaraNarration;

NiagaraTableModel::NiagaraTableModel(QObject *parent) : GameTableModel(parent) {}

const NiagaraGame *NiagaraTableModel::game() const
{
    return m_observer.shown<NiagaraGame>();
}

QVariantList NiagaraTableModel::players() const
{
    QVariantList list;
    const NiagaraGame *g = game();
    if (!g)
        return list;
    const NiagaraState &s = g->state();
    for (int i = 0; i < s.seatCount; ++i) {
        const Seat &seat = s.seats[std::size_t(i)];
        // The hand holds the chosen card until the reveal: it lies face down, apart.
        const bool faceDown = seat.chosen >= 0 && !seat.revealed;
        int inHand = 0;
        QStringList played;
        for (int card = 0; card < actions::Cards; ++card) {
            if (seat.hand & (1u << card))
                ++inHand;
            else if (!(seat.revealed && card == seat.chosen))
                played.append(N::cardName(card));
        }
        QVariantList canoes;
        for (const Canoe &canoe : seat.canoes)
            canoes.append(
                QVariantMap{{QStringLiteral("where"), canoe.where == Canoe::Where::Beach   ? 0
                                                      : canoe.where == Canoe::Where::River ? 1
                                                                                           : 2},
                            {QStringLiteral("label"),
                             canoe.where == Canoe::Where::River ? g->river().spaceName(canoe.space)
                             : canoe.where == Canoe::Where::Beach ? tr("beach")
                                                                  : tr("lost")},
                            {QStringLiteral("gem"), int(canoe.gem)}});
        QVariantList area;
        int gems = 0, colours = 0, most = 0;
        for (const std::uint8_t count : seat.playArea) {
            area.append(int(count));
            gems += count;
            colours += count > 0 ? 1 : 0;
            most = std::max(most, int(count));
        }
        list.append(QVariantMap{
            {QStringLiteral("seat"), i},
            {QStringLiteral("name"), m_observer.seatName(i)},
            {QStringLiteral("colour"), m_observer.seatColour(i)},
            {QStringLiteral("controller"), m_observer.controllerText(i)},
            {QStringLiteral("acting"), !g->isOver() && g->currentSeat() == i},
            {QStringLiteral("preserver"), s.lifePreserver == i},
            {QStringLiteral("cardsLeft"), inHand - (faceDown ? 1 : 0)},
            {QStringLiteral("chosen"), faceDown},
            {QStringLiteral("card"), seat.revealed ? int(seat.chosen) : -1},
            {QStringLiteral("played"), played.join(QStringLiteral(", "))},
            {QStringLiteral("canoes"), canoes},
            {QStringLiteral("playArea"), area},
            {QStringLiteral("gems"), gems},
            {QStringLiteral("colours"), colours},
            {QStringLiteral("most"), most},
            {QStringLiteral("progress"),
             tr("Colours %1/5 · one colour %2/4 · gems %3/7").arg(colours).arg(most).arg(gems)},
            {QStringLiteral("winner"), seat.winner},
            {QStringLiteral("rank"), g->isOver() ? seat.rank : 0}});
    }
    return list;
}

int NiagaraTableModel::round() const
{
    const NiagaraGame *g = game();
    return g ? g->round() : 0;
}

QString NiagaraTableModel::statusText() const
{
    const NiagaraGame *g = game();
    if (!g)
        return tr("No game in progress.");
    if (g->isOver())
        return resultText();
    const cw::GameSession *session = m_observer.session();
    if (const QString browsing = browsingText(); !browsing.isEmpty())
        return browsing;
    const QString who = m_observer.seatName(g->currentSeat());
    if (session->aiThinking())
        return tr("Round %1 · %2: thinking…").arg(g->round()).arg(who);
    switch (g->state().step) {
    case Step::ChooseCard:
        return tr("Round %1, Phase I · %2: choose a paddle card in secret.")
            .arg(g->round())
            .arg(who);
    case Step::Weather:
        return tr("Round %1, Phase II · %2: the cloud, move the weather.").arg(g->round()).arg(who);
    default:
        return tr("Round %1, Phase II · %2: paddle %n point(s).", nullptr,
                  g->state().seats[std::size_t(g->currentSeat())].chosen + 1)
            .arg(g->round())
            .arg(who);
    }
}

bool NiagaraTableModel::gameOver() const
{
    const NiagaraGame *g = game();
    return g && g->isOver();
}

QVariantList NiagaraTableModel::results() const
{
    QVariantList list;
    const NiagaraGame *g = game();
    if (!g || !g->isOver())
        return list;
    const NiagaraState &s = g->state();
    std::vector<int> order;
    for (int i = 0; i < s.seatCount; ++i)
        order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&s](int a, int b) {
        return s.seats[std::size_t(a)].rank < s.seats[std::size_t(b)].rank;
    });
    for (const int i : order) {
        const Seat &seat = s.seats[std::size_t(i)];
        int gems = 0, afloat = 0;
        for (const std::uint8_t count : seat.playArea)
            gems += count;
        for (const Canoe &canoe : seat.canoes)
            afloat += canoe.gem != NoGem ? 1 : 0;
        list.append(QVariantMap{{QStringLiteral("rank"), seat.rank},
                                {QStringLiteral("name"), m_observer.seatName(i)},
                                {QStringLiteral("colour"), m_observer.seatColour(i)},
                                {QStringLiteral("gems"), gems},
                                {QStringLiteral("afloat"), afloat},
                                {QStringLiteral("winner"), seat.winner}});
    }
    return list;
}

QString NiagaraTableModel::resultText() const
{
    const NiagaraGame *g = game();
    if (!g || !g->isOver())
        return {};
    QStringList winners;
    for (int i = 0; i < g->seatCount(); ++i)
        if (g->state().seats[std::size_t(i)].winner)
            winners.append(m_observer.seatName(i));
    return tr("%1 won after round %2.").arg(winners.join(QStringLiteral(" & "))).arg(g->round());
}
