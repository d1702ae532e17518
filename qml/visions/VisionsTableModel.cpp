#include "VisionsTableModel.h"

#include "VisionsRiderText.h"
#include "session/GameSession.h"
#include "visions/VisionsGame.h"
#include "visions/VisionsNarration.h"

#include <algorithm>

using namespace cw::visions;

VisionsTableModel::RiderPlace VisionsTableModel::riderPlace(VisionsRider::Where where)
{
    switch (where) {
    case VisionsRider::Where::Waiting:
        break;
    case VisionsRider::Where::Road:
        return RiderPlace::Road;
    case VisionsRider::Where::RoadSide:
        return RiderPlace::RoadSide;
    case VisionsRider::Where::Finished:
        return RiderPlace::Finished;
    }
    return RiderPlace::Waiting;
}

VisionsTableModel::VisionsTableModel(QObject *parent) : GameTableModel(parent) {}

const VisionsGame *VisionsTableModel::game() const
{
    return m_observer.shown<VisionsGame>();
}

namespace {

bool isCard(const VisionsEvent &e)
{
    return e.type == VisionsEvent::EventDrawn || e.type == VisionsEvent::TacticsPlayed;
}

// What a card did, in the log's words: the lines from the card on, up to the next card or the
// next activation or phase (at most six).
QStringList cardLines(const VisionsNarration &words, const std::vector<VisionsEvent> &events,
                      std::size_t card)
{
    QStringList lines;
    for (std::size_t j = card; j < events.size() && lines.size() < 6; ++j) {
        const VisionsEvent &e = events[j];
        if (j > card && (isCard(e) || e.type == VisionsEvent::Activated ||
                         e.type == VisionsEvent::PhaseStarted))
            break;
        if (const QString line = words.sentence(e); !line.isEmpty())
            lines.append(line);
    }
    return lines;
}

} // namespace

// The seat lens's copy carries the events every seat is told; a card drawn or played since the
// last live position shown is the card to show, with the log lines of what followed it. Its lines
// grow while what it does goes on (Grupo Compacto choices come before an Event's effect).
void VisionsTableModel::showPosition(bool newGame)
{
    const VisionsGame *g = game();
    const bool browsing = m_observer.session() && m_observer.session()->isBrowsing();
    if (newGame || !g || !m_lastLive || browsing) {
        m_card = -1;
        if (!m_playedCard.isEmpty()) {
            m_playedCard.clear();
            emit playedCardChanged();
        }
    } else if (g->events().size() > m_eventsSeen) {
        const std::vector<VisionsEvent> &events = g->events();
        QStringList names;
        for (int seat = 0; seat < g->state().teams; ++seat)
            names.append(m_observer.seatName(seat));
        const VisionsNarration words(*g, names);
        bool newCard = false;
        for (std::size_t i = m_eventsSeen; i < events.size(); ++i) {
            const VisionsEvent &e = events[i];
            if (!isCard(e))
                continue;
            m_card = int(i);
            newCard = true;
            const bool event = e.type == VisionsEvent::EventDrawn;
            m_playedCard = {
                {QStringLiteral("serial"), ++m_serial},
                {QStringLiteral("kind"),
                 event ? QStringLiteral("event") : QStringLiteral("tactics")},
                {QStringLiteral("title"),
                 event ? VisionsNarration::eventName(e.a) : VisionsTactics::cardName(e.a)},
                {QStringLiteral("subtitle"),
                 event ? tr("Event · Grupo Compacto %1").arg(EventGrupoCompacto[std::size_t(e.a)])
                       : tr("Tactics · %1").arg(words.seatName(e.seat))}};
        }
        if (m_card >= 0) {
            const QStringList lines = cardLines(words, events, std::size_t(m_card));
            if (newCard || lines != m_playedCard.value(QStringLiteral("lines")).toStringList()) {
                m_playedCard.insert(QStringLiteral("lines"), lines);
                emit playedCardChanged();
            }
        }
    }
    m_lastLive = g && !browsing;
    m_eventsSeen = g ? g->events().size() : 0;
    emit stateChanged();
}

QVariantList VisionsTableModel::teams() const
{
    QVariantList list;
    const VisionsGame *g = game();
    if (!g)
        return list;
    const VisionsState &s = g->state();
    const std::vector<int> times = g->teamTimes();
    for (int seat = 0; seat < s.teams; ++seat) {
        const VisionsRiderText::Team team = VisionsRiderText::team(m_observer, seat);
        QVariantList riders;
        for (int slot = 0; slot < s.perTeam; ++slot) {
            const int rider = seat * s.perTeam + slot;
            QVariantMap chit = VisionsRiderText::describe(*g, team, rider);
            QStringList abilities;
            for (int card = 0; card < InitialTacticsCount; ++card)
                if (s.tactics.bonus[std::size_t(rider)] & (1u << card))
                    abilities.append(VisionsTactics::cardName(card));
            chit.insert(QStringLiteral("abilities"), abilities.join(QLatin1String(", ")));
            riders.append(chit);
        }
        list.append(QVariantMap{
            {QStringLiteral("seat"), seat},
            {QStringLiteral("name"), team.name},
            {QStringLiteral("colour"), team.colour},
            {QStringLiteral("ink"), VisionsRiderText::ink(team.colour)},
            {QStringLiteral("controller"), m_observer.controllerText(seat)},
            {QStringLiteral("acting"), !g->isOver() && g->currentSeat() == seat},
            {QStringLiteral("handCount"), int(s.team[std::size_t(seat)].handCount)},
            {QStringLiteral("tacticsCount"), int(s.tactics.handCount[std::size_t(seat)])},
            {QStringLiteral("time"), times[std::size_t(seat)]},
            {QStringLiteral("riders"), riders}});
    }
    return list;
}

QString VisionsTableModel::phaseText() const
{
    const VisionsGame *g = game();
    if (!g)
        return {};
    const VisionsState &s = g->state();
    if (s.stage == VisionsStage::Place)
        return tr("Setup: riders line up (%1 of %2)").arg(s.placed).arg(s.riderCount());
    if (s.stage == VisionsStage::DropBack || s.stage == VisionsStage::Rescue)
        return tr("Reorganization after phase %1").arg(s.phase);
    return tr("Movement phase %1").arg(s.phase);
}

QString VisionsTableModel::statusText() const
{
    const VisionsGame *g = game();
    if (!g)
        return {};
    if (g->isOver())
        return resultText();
    if (const QString browsing = browsingText(); !browsing.isEmpty())
        return browsing;
    const int seat = g->currentSeat();
    const QString who = m_observer.seatName(seat);
    const bool thinking = m_observer.session() && m_observer.session()->aiThinking();
    switch (g->state().stage) {
    case VisionsStage::Place:
        return tr("%1 places a rider on the start grid.").arg(who);
    case VisionsStage::Activate:
        return thinking ? tr("%1 is choosing a rider and a card…").arg(who)
                        : tr("%1's turn: activate a rider with an Action card.").arg(who);
    case VisionsStage::Move:
    case VisionsStage::Link:
        return tr("%1 is moving.").arg(who);
    case VisionsStage::PushedLane:
        return tr("%1 chooses the lane of a pushed line.").arg(who);
    case VisionsStage::DropBack:
    case VisionsStage::Rescue:
        return tr("Reorganization: %1 decides.").arg(who);
    case VisionsStage::GrupoCompacto:
        return tr("Grupo Compacto: %1 moves a rider up.").arg(who);
    case VisionsStage::CounterAttack:
        return tr("%1 may counter-attack.").arg(who);
    case VisionsStage::Over:
        break;
    }
    return {};
}

bool VisionsTableModel::gameOver() const
{
    const VisionsGame *g = game();
    return g && g->isOver();
}

QVariantList VisionsTableModel::podium() const
{
    QVariantList list;
    const VisionsGame *g = game();
    if (!g)
        return list;
    const VisionsState &s = g->state();
    const std::vector<int> places = g->podiumPlaces();
    for (int place = 1; place <= 3; ++place)
        for (int rider = 0; rider < s.riderCount(); ++rider)
            if (places[std::size_t(rider)] == place) {
                const VisionsRiderText::Team team =
                    VisionsRiderText::team(m_observer, s.teamOf(rider));
                QVariantMap chit = VisionsRiderText::describe(*g, team, rider);
                chit.insert(QStringLiteral("place"), place);
                chit.insert(QStringLiteral("teamName"), team.name);
                list.append(chit);
            }
    return list;
}

QVariantList VisionsTableModel::results() const
{
    QVariantList list;
    const VisionsGame *g = game();
    if (!g || !g->isOver())
        return list;
    const VisionsState &s = g->state();
    const std::vector<int> ranks = g->ranks();
    const std::vector<int> times = g->teamTimes();
    std::vector<int> order(std::size_t(s.teams));
    for (int i = 0; i < s.teams; ++i)
        order[std::size_t(i)] = i;
    std::stable_sort(order.begin(), order.end(), [&ranks](int a, int b) {
        return ranks[std::size_t(a)] < ranks[std::size_t(b)];
    });
    for (const int seat : order) {
        int bonus = 0, finished = 0;
        for (int slot = 0; slot < s.perTeam; ++slot) {
            const VisionsRider &r = s.riders[std::size_t(seat * s.perTeam + slot)];
            bonus += r.bonusSeconds;
            finished += r.where == VisionsRider::Where::Finished;
        }
        list.append(
            QVariantMap{{QStringLiteral("rank"), ranks[std::size_t(seat)]},
                        {QStringLiteral("name"), m_observer.seatName(seat)},
                        {QStringLiteral("colour"), m_observer.seatColour(seat)},
                        {QStringLiteral("time"), tr("%1 s").arg(times[std::size_t(seat)])},
                        {QStringLiteral("bonus"), bonus > 0 ? tr("−%1 s").arg(bonus) : QString()},
                        {QStringLiteral("finished"), tr("%1 of %2").arg(finished).arg(s.perTeam)}});
    }
    return list;
}

QString VisionsTableModel::resultText() const
{
    const VisionsGame *g = game();
    if (!g || !g->isOver())
        return {};
    const std::vector<int> ranks = g->ranks();
    QStringList winners;
    for (int seat = 0; seat < int(ranks.size()); ++seat)
        if (ranks[std::size_t(seat)] == 1)
            winners.append(m_observer.seatName(seat));
    return winners.size() == 1
               ? tr("%1 wins the race!").arg(winners.first())
               : tr("A tie: %1 share the win.").arg(winners.join(QLatin1String(", ")));
}
