#include "LineCardsTurnController.h"

#include "linecards/LineCardsGame.h"
#include "linecards/LineCardsNarration.h"

#include <algorithm>

using namespace cw::linecards;
using N = cw::linecards::LineCardsNarration;

LineCardsTurnController::LineCardsTurnController(QObject *parent) : HumanTurnController(parent) {}

const LineCardsGame *LineCardsTurnController::deciding() const
{
    return decidingAs<LineCardsGame>();
}

// Whether the energy decision `action` ends the game at once, its seat unable to lay a card
// (BR015). It depends on the open exits and the hand and deck sizes only, never on the card
// Extra gas would draw, so a copy of the game may tell.
bool LineCardsTurnController::losesAtOnce(const LineCardsGame &game, cw::Action action)
{
    const std::unique_ptr<cw::Game> after = game.clone();
    after->apply(action);
    return after->isOver();
}

bool LineCardsTurnController::everyEnergyLoses(const LineCardsGame &game)
{
    const cw::ActionList actions = game.legalActions();
    return std::all_of(actions.begin(), actions.end(),
                       [&game](cw::Action a) { return losesAtOnce(game, a); });
}

LineCardsTurnController::TurnPhase LineCardsTurnController::phase() const
{
    const LineCardsGame *shown = shownAs<LineCardsGame>();
    if (shown && shown->isOver())
        return TurnPhase::Over;
    const LineCardsGame *g = deciding();
    if (!g)
        return TurnPhase::Waiting;
    switch (g->phase()) {
    case Phase::Mulligan:
        return TurnPhase::Mulligan;
    case Phase::Energy:
        return TurnPhase::Energy;
    case Phase::Place:
        return TurnPhase::Place;
    case Phase::Over:
        break;
    }
    return TurnPhase::Over;
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
    // When every choice loses, spending energy changes nothing: one button ends the game, so no
    // energy button looks like a way out (issue 55).
    if (everyEnergyLoses(*g)) {
        list.append(QVariantMap{{QStringLiteral("action"), action::NoEnergy},
                                {QStringLiteral("name"), tr("End the game")},
                                {QStringLiteral("loses"), true},
                                {QStringLiteral("description"),
                                 tr("No card of yours can continue your line, whatever energy you "
                                    "spend: you lose the game.")}});
        return list;
    }
    for (const cw::Action a : g->legalActions()) {
        const bool loses = losesAtOnce(*g, a);
        const QString description = N::effectDescription(a - action::NoEnergy);
        list.append(QVariantMap{
            {QStringLiteral("action"), a},
            {QStringLiteral("name"), N::effectName(a - action::NoEnergy)},
            {QStringLiteral("loses"), loses},
            {QStringLiteral("description"),
             loses ? tr("%1\nNo card could then be laid: you would lose.").arg(description)
                   : description}});
    }
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
        if (everyEnergyLoses(*g))
            return tr("No card of yours fits an open exit of your line, and no use of energy "
                      "changes that: you lose the game.");
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

// The hinted card on its square, turned as it would lie (as a target), and the card of the hand;
// or the hinted use of energy.
QVariantMap LineCardsTurnController::hintPreviewOf(const cw::Game &game, cw::Action action) const
{
    const auto &g = static_cast<const LineCardsGame &>(game);
    if (g.phase() == Phase::Mulligan) // keep the opening hand, or draw a new one
        return {{QStringLiteral("opening"), action}};
    if (g.phase() == Phase::Energy)
        return {{QStringLiteral("energy"), action}};
    if (g.phase() != Phase::Place)
        return {};
    const Placement p = decodePlacement(action);
    return {{QStringLiteral("row"), rowOf(p.square)},
            {QStringLiteral("column"), columnOf(p.square)},
            {QStringLiteral("travel"), int(p.travel)},
            {QStringLiteral("exits"), int(exitsOf(shapeOf(p.kind), p.travel))},
            {QStringLiteral("kind"), int(p.kind)}};
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
