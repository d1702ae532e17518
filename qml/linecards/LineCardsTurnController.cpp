#include "LineCardsTurnController.h"

#include "linecards/LineCardsGame.h"
#include "linecards/LineCardsNarration.h"

using namespace cw::linecards;
using N = cw::linecards::LineCardsNarration;

LineCardsTurnController::LineCardsTurnController(QObject *parent) : HumanTurnController(parent) {}

const LineCardsGame *LineCardsTurnController::deciding() const
{
    return decidingAs<LineCardsGame>();
}

QString LineCardsTurnController::phase() const
{
    const LineCardsGame *shown = shownAs<LineCardsGame>();
    if (shown && shown->isOver())
        return QStringLiteral("over");
    const LineCardsGame *g = deciding();
    if (!g)
        return QStringLiteral("waiting");
    switch (g->phase()) {
    case Phase::Mulligan:
        return QStringLiteral("mulligan");
    case Phase::Energy:
        return QStringLiteral("energy");
    case Phase::Place:
        return QStringLiteral("place");
    case Phase::Over:
        break;
    }
    return QStringLiteral("over");
}

QVariantList LineCardsTurnController::hand() const
{
    QVariantList list;
    const LineCardsGame *g = shownAs<LineCardsGame>();
    const int seat = viewerSeat();
    if (!g || seat < 0)
        return list;
    const bool placing = deciding() && g->phase() == Phase::Place;
    const PlayerState &p = g->state().players[std::size_t(seat)];
    for (int kind = 0; kind < KindCount; ++kind) {
        if (p.hand[std::size_t(kind)] == 0)
            continue;
        list.append(QVariantMap{{QStringLiteral("kind"), kind},
                                {QStringLiteral("name"), N::kindName(Kind(kind))},
                                {QStringLiteral("shape"), int(shapeOf(Kind(kind)))},
                                {QStringLiteral("priority"), priorityOf(Kind(kind))},
                                {QStringLiteral("count"), int(p.hand[std::size_t(kind)])},
                                {QStringLiteral("playable"), placing}});
    }
    return list;
}

QVariantList LineCardsTurnController::targets() const
{
    QVariantList list;
    const LineCardsGame *g = deciding();
    if (!g || g->phase() != Phase::Place || m_selectedKind < 0)
        return list;
    for (const cw::Action a : g->legalActions()) {
        const Placement p = decodePlacement(a);
        if (int(p.kind) != m_selectedKind)
            continue;
        list.append(QVariantMap{{QStringLiteral("row"), rowOf(p.square)},
                                {QStringLiteral("column"), columnOf(p.square)},
                                {QStringLiteral("travel"), int(p.travel)},
                                {QStringLiteral("exits"), int(exitsOf(shapeOf(p.kind), p.travel))},
                                {QStringLiteral("action"), a},
                                {QStringLiteral("label"), g->actionName(a)}});
    }
    return list;
}

QVariantList LineCardsTurnController::energyOptions() const
{
    QVariantList list;
    const LineCardsGame *g = deciding();
    if (!g || g->phase() != Phase::Energy)
        return list;
    for (const cw::Action a : g->legalActions())
        list.append(QVariantMap{
            {QStringLiteral("action"), a},
            {QStringLiteral("name"), N::effectName(a - action::NoEnergy)},
            {QStringLiteral("description"), N::effectDescription(a - action::NoEnergy)}});
    return list;
}

int LineCardsTurnController::energy() const
{
    const LineCardsGame *g = shownAs<LineCardsGame>();
    const int seat = viewerSeat();
    return g && seat >= 0 ? g->state().players[std::size_t(seat)].energy : 0;
}

QString LineCardsTurnController::promptText() const
{
    const LineCardsGame *g = deciding();
    if (!g)
        return {};
    const LineCardsState &s = g->state();
    switch (s.phase) {
    case Phase::Mulligan:
        return tr("Keep these 5 cards, or discard them all, shuffle and draw 5 new ones (once).");
    case Phase::Energy:
        return tr("Use energy before laying your cards? %n point(s) left, one use per turn.",
                  nullptr, s.players[std::size_t(s.active)].energy);
    case Phase::Place:
        return tr("Card %1 of %2: choose a card, then a highlighted square.")
            .arg(s.cardsLaid + 1)
            .arg(s.cardsDue);
    case Phase::Over:
        break;
    }
    return {};
}

void LineCardsTurnController::selectKind(int kind)
{
    const LineCardsGame *g = deciding();
    const int seat = viewerSeat();
    if (kind >= 0 && (!g || kind >= KindCount ||
                      g->state().players[std::size_t(seat)].hand[std::size_t(kind)] == 0))
        return;
    if (m_selectedKind == kind)
        return;
    m_selectedKind = kind;
    emit selectionChanged();
}

bool LineCardsTurnController::choose(int action)
{
    return submit(action);
}

void LineCardsTurnController::refresh()
{
    const LineCardsGame *g = deciding();
    const int seat = viewerSeat();
    if (!g || g->phase() != Phase::Place ||
        (m_selectedKind >= 0 &&
         g->state().players[std::size_t(seat)].hand[std::size_t(m_selectedKind)] == 0))
        m_selectedKind = -1;
    emit changed();
}
