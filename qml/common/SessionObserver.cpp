#include "SessionObserver.h"

#include "session/SeatLens.h"

#include "core/GameRegistry.h"
#include "course/CourseName.h"
#include "session/GameSession.h"

#include <algorithm>

using cw::Controller;
using cw::GameSession;

SessionObserver::SessionObserver(QObject *owner) : QObject(owner) {}

bool SessionObserver::follow(cw::GameSession *candidate)
{
    const QPointer<GameSession> previous = m_session;
    if (!GameSession::switchObserved(m_session, candidate, this))
        return false;
    if (previous)
        previous->lens()->disconnect(this);
    m_narratedMove = -1;
    if (m_session) {
        // Another seat shown (or the screen raised): the position shown is that seat's copy now.
        connect(m_session->lens(), &cw::SeatLens::changed, this, &SessionObserver::positionChanged);
        connect(m_session, &GameSession::gameStarted, this, [this] {
            m_narratedMove = -1;
            m_recentLog.clear();
            emit recentLogChanged();
            emit gameStarted();
        });
        connect(m_session, &GameSession::positionChanged, this, [this] {
            if (m_session->isBrowsing() || m_narratedMove >= 0)
                narrateShownMove();
            emit positionChanged();
        });
        connect(m_session, &GameSession::aiThinkingChanged, this,
                &SessionObserver::aiThinkingChanged);
        connect(m_session, &GameSession::logAppended, this, &SessionObserver::appendLog);
        connect(m_session, &GameSession::languageChanged, this, [this] {
            narrateShownMove();
            emit languageChanged();
        });
    }
    return true;
}

// The latest lines up to the move shown, written again: browsing, the narration of the move
// looked at; back to the live game, its latest lines.
void SessionObserver::narrateShownMove()
{
    const bool browsing = m_session->isBrowsing();
    m_narratedMove = browsing ? m_session->viewedMove() : -1;
    m_recentLog.clear();
    m_session->replayNarration([this](const QStringList &lines, int) { m_recentLog.append(lines); },
                               browsing ? m_session->viewedMove() : -1);
    appendLog({});
}

void SessionObserver::appendLog(const QStringList &lines)
{
    m_recentLog.append(lines);
    if (m_recentLog.size() > RecentLogLines)
        m_recentLog.remove(0, m_recentLog.size() - RecentLogLines);
    emit recentLogChanged();
}

const cw::Game *SessionObserver::shownGame() const
{
    return m_session ? m_session->lens()->position() : nullptr;
}

QString SessionObserver::courseName() const
{
    if (!m_session)
        return {};
    const cw::GameSetup &setup = m_session->record().setup;
    return cw::CourseName::of(setup.course, setup.courseSource);
}

QString SessionObserver::seatName(int seat) const
{
    if (!m_session || seat < 0)
        return {};
    const cw::GameSetup &setup = m_session->record().setup;
    if (seat < setup.seats.size() && !setup.seats[seat].name.isEmpty())
        return setup.seats[seat].name;
    const cw::GameInfo *info = cw::GameRegistry::find(setup.gameId);
    return info ? info->seats.defaultName.text().arg(seat + 1) : QString::number(seat + 1);
}

QString SessionObserver::seatColour(int seat) const
{
    if (!m_session || seat < 0)
        return QStringLiteral("#888888");
    const auto &seats = m_session->record().setup.seats;
    return seat < seats.size() ? seats[seat].colour : QStringLiteral("#888888");
}

QString SessionObserver::controllerText(int seat) const
{
    const auto &seats = m_session ? m_session->record().setup.seats : QList<cw::SeatConfig>();
    switch (seat >= 0 && seat < seats.size() ? seats[seat].controller : Controller::AiEasy) {
    case Controller::Human:
        return tr("Human");
    case Controller::AiEasy:
        return tr("AI · easy");
    case Controller::AiNormal:
        return tr("AI · normal");
    case Controller::AiHard:
        break;
    }
    return tr("AI · hard");
}

int SessionObserver::humanSeatCount() const
{
    if (!m_session)
        return 0;
    const auto &seats = m_session->record().setup.seats;
    return int(std::count_if(seats.begin(), seats.end(),
                             [](const cw::SeatConfig &s) { return !cw::isAi(s.controller); }));
}

int SessionObserver::firstHumanSeat() const
{
    if (!m_session)
        return -1;
    const auto &seats = m_session->record().setup.seats;
    for (int seat = 0; seat < seats.size(); ++seat)
        if (!cw::isAi(seats[seat].controller))
            return seat;
    return -1;
}
