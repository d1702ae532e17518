#include "LineCardsTableModel.h"

#include "LineCardsPieceTexts.h"

#include "linecards/LineCardsGame.h"
#include "linecards/LineCardsNarration.h"

using cw::linecards::Kind;
using cw::linecards::LineCardsGame;
using N = cw::linecards::LineCardsNarration;

LineCardsTableModel::LineCardsTableModel(QObject *parent) : GameTableModel(parent) {}

const LineCardsGame *LineCardsTableModel::game() const
{
    return m_observer.shown<LineCardsGame>();
}

int LineCardsTableModel::side() const
{
    const LineCardsGame *g = game();
    return g ? g->state().side : 0;
}

bool LineCardsTableModel::wrap() const
{
    const LineCardsGame *g = game();
    return g && g->state().wrap;
}

QStringList LineCardsTableModel::columnNames() const
{
    QStringList names;
    for (int column = 0; column < side(); ++column)
        names.append(N::columnName(column));
    return names;
}

QStringList LineCardsTableModel::rowNames() const
{
    QStringList names;
    for (int row = 0; row < side(); ++row)
        names.append(N::rowName(row));
    return names;
}

QVariantList LineCardsTableModel::cards() const
{
    QVariantList list;
    const LineCardsGame *g = game();
    if (!g)
        return list;
    const cw::linecards::LineCardsState &s = g->state();
    QStringList seatNames;
    for (int seat = 0; seat < g->seatCount(); ++seat)
        seatNames << m_observer.seatName(seat);
    for (int row = 0; row < s.side; ++row) {
        for (int column = 0; column < s.side; ++column) {
            const int index = cw::linecards::squareIndex(row, column);
            const cw::linecards::Square q = s.squareAt(index);
            if (q.owner < 0)
                continue;
            int open = 0;
            for (int d = 0; d < cw::linecards::DirCount; ++d)
                if (g->isOpenExit(index, cw::linecards::Dir(d)))
                    open |= 1 << d;
            const bool start = q.kind < 0;
            list.append(QVariantMap{
                {QStringLiteral("row"), row},
                {QStringLiteral("column"), column},
                {QStringLiteral("owner"), int(q.owner)},
                {QStringLiteral("colour"), m_observer.seatColour(q.owner)},
                {QStringLiteral("start"), start},
                {QStringLiteral("priority"), start ? -1 : cw::linecards::priorityOf(Kind(q.kind))},
                {QStringLiteral("name"), start ? tr("Start card") : N::kindName(Kind(q.kind))},
                {QStringLiteral("square"), N::squareName(index)},
                // As a screen reader reads it (issue 54), the words of the game's pieceTexts.
                {QStringLiteral("spoken"), cw::linecards::laidCardText(*g, index, seatNames)},
                {QStringLiteral("travel"), int(q.travel)},
                {QStringLiteral("exits"), int(q.exits)},
                {QStringLiteral("open"), open},
                {QStringLiteral("latest"), s.players[std::size_t(q.owner)].lastSquare == index}});
        }
    }
    return list;
}

QVariantList LineCardsTableModel::players() const
{
    QVariantList list;
    const LineCardsGame *g = game();
    if (!g)
        return list;
    const cw::linecards::LineCardsState &s = g->state();
    for (int seat = 0; seat < cw::linecards::Players; ++seat) {
        const cw::linecards::PlayerState &p = s.players[std::size_t(seat)];
        QStringList laid;
        for (int i = 0; i < s.laidCount[std::size_t(seat)]; ++i)
            laid.append(QString::number(
                cw::linecards::priorityOf(Kind(s.laid[std::size_t(seat)][std::size_t(i)]))));
        list.append(
            QVariantMap{{QStringLiteral("seat"), seat},
                        {QStringLiteral("name"), m_observer.seatName(seat)},
                        {QStringLiteral("colour"), m_observer.seatColour(seat)},
                        {QStringLiteral("controller"), m_observer.controllerText(seat)},
                        {QStringLiteral("acting"), !g->isOver() && g->currentSeat() == seat},
                        {QStringLiteral("first"), s.turn > 0 && s.firstPlayer == seat},
                        {QStringLiteral("energy"), int(p.energy)},
                        {QStringLiteral("handCount"), p.handCount()},
                        {QStringLiteral("deckCount"), int(p.deckCount)},
                        {QStringLiteral("laid"), laid.join(QStringLiteral(" · "))},
                        {QStringLiteral("rank"), g->isOver() ? g->ranks()[std::size_t(seat)] : 0}});
    }
    return list;
}

QString LineCardsTableModel::statusText() const
{
    const LineCardsGame *g = game();
    if (!g)
        return {};
    const cw::linecards::LineCardsState &s = g->state();
    if (g->isOver())
        return resultText();
    const QString name = m_observer.seatName(s.active);
    switch (s.phase) {
    case cw::linecards::Phase::Mulligan:
        return tr("Setup: %1 keeps the opening hand or draws a new one.").arg(name);
    case cw::linecards::Phase::Energy:
        return tr("Turn %1: %2 may use energy before laying cards.").arg(s.turn).arg(name);
    case cw::linecards::Phase::Place:
        return tr("Turn %1: %2 lays card %3 of %4.")
            .arg(s.turn)
            .arg(name)
            .arg(s.cardsLaid + 1)
            .arg(s.cardsDue);
    case cw::linecards::Phase::Over:
        break;
    }
    return {};
}

bool LineCardsTableModel::gameOver() const
{
    const LineCardsGame *g = game();
    return g && g->isOver();
}

QString LineCardsTableModel::resultText() const
{
    const LineCardsGame *g = game();
    if (!g || !g->isOver())
        return {};
    const int loser = g->state().loser;
    return tr("%1 wins: %2 could not lay a card.")
        .arg(m_observer.seatName(1 - loser), m_observer.seatName(loser));
}
