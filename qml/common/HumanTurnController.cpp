#include "HumanTurnController.h"

#include "session/GameSession.h"

HumanTurnController::HumanTurnController(QObject *parent) : QObject(parent), m_observer(this)
{
    connect(this, &HumanTurnController::changed, this, &HumanTurnController::selectionChanged);
    connect(&m_observer, &SessionObserver::gameStarted, this, [this] {
        m_confirmedSeat = -1;
        refresh();
    });
    connect(&m_observer, &SessionObserver::positionChanged, this, [this] { refresh(); });
}

QObject *HumanTurnController::session() const
{
    return m_observer.session();
}

void HumanTurnController::setSession(QObject *session)
{
    if (!m_observer.follow(session))
        return;
    refresh();
    emit sessionChanged();
}

const cw::Game *HumanTurnController::liveGame() const
{
    const cw::GameSession *session = m_observer.session();
    return session && session->humanToAct() ? m_observer.shownGame() : nullptr;
}

const cw::Game *HumanTurnController::decidingGame() const
{
    const cw::Game *game = liveGame();
    return game && !passDeviceNeeded() && !game->isOver() ? game : nullptr;
}

int HumanTurnController::actingSeat() const
{
    const cw::Game *game = liveGame();
    return game ? game->currentSeat() : -1;
}

bool HumanTurnController::passDeviceNeeded() const
{
    const int seat = actingSeat();
    return seat >= 0 && m_observer.humanSeatCount() > 1 && seat != m_confirmedSeat;
}

int HumanTurnController::viewerSeat() const
{
    if (!m_observer.shownGame())
        return -1;
    const int acting = actingSeat();
    if (acting >= 0)
        return passDeviceNeeded() ? -1 : acting;
    if (m_observer.humanSeatCount() != 1 || m_observer.session()->isBrowsing())
        return -1; // between the decisions of several humans, every hand stays hidden
    return m_observer.firstHumanSeat();
}

void HumanTurnController::confirmPass()
{
    const int seat = actingSeat();
    if (seat < 0 || seat == m_confirmedSeat)
        return;
    m_confirmedSeat = seat;
    refresh();
}

bool HumanTurnController::submit(cw::Action action)
{
    const cw::Game *game = decidingGame();
    return game && game->isLegal(action) && m_observer.session()->submit(action);
}
