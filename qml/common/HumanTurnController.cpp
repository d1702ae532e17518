#include "HumanTurnController.h"

#include "session/GameSession.h"
#include "session/MoveHint.h"
#include "session/SeatLens.h"

HumanTurnController::HumanTurnController(QObject *parent) : QObject(parent), m_observer(this)
{
    connect(this, &HumanTurnController::changed, this, &HumanTurnController::selectionChanged);
    connect(this, &HumanTurnController::changed, this, &HumanTurnController::hintChanged);
    connect(&m_observer, &SessionObserver::gameStarted, this, [this] { refresh(); });
    connect(&m_observer, &SessionObserver::positionChanged, this, [this] { refresh(); });
}

cw::GameSession *HumanTurnController::session() const
{
    return m_observer.session();
}

void HumanTurnController::setSession(cw::GameSession *session)
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
    const cw::GameSession *session = m_observer.session();
    return session && session->lens()->privacyScreenUp();
}

// The seat lens's seat (SeatLens): the board shows what the rest of the window shows. While an
// earlier move is browsed the board shows no hand (the position is not the one the hand is for).
int HumanTurnController::viewerSeat() const
{
    const cw::GameSession *session = m_observer.session();
    if (!m_observer.shownGame() || session->isBrowsing())
        return -1;
    return session->lens()->seat();
}

void HumanTurnController::confirmPass()
{
    if (cw::GameSession *session = m_observer.session())
        session->lens()->confirmPass(); // the lens changes: refresh() follows
}

bool HumanTurnController::submit(cw::Action action)
{
    const cw::Game *game = decidingGame();
    return game && game->isLegal(action) && m_observer.session()->submit(action);
}

cw::MoveHint *HumanTurnController::hint() const
{
    return m_hint;
}

void HumanTurnController::setHint(cw::MoveHint *hint)
{
    if (hint == m_hint)
        return;
    if (m_hint)
        disconnect(m_hint, nullptr, this, nullptr);
    m_hint = hint;
    if (m_hint)
        connect(m_hint, &cw::MoveHint::changed, this, &HumanTurnController::hintChanged);
    emit hintChanged();
}

QVariantMap HumanTurnController::hintPreview() const
{
    const cw::Game *game = decidingGame();
    if (!m_hint || !game)
        return {};
    // The hint answers the position shown (MoveHint drops it when the position changes); its
    // seat and legality are checked again so that a stale answer never marks the board.
    const cw::MoveAdvice &advice = m_hint->advice();
    if (advice.ranked.empty() || advice.seat != game->currentSeat())
        return {};
    const cw::AdvisedAction &best = advice.ranked.front();
    if (!game->isLegal(best.action))
        return {};
    QVariantMap preview = hintPreviewOf(*game, best.action);
    preview.insert(QStringLiteral("action"), best.action);
    preview.insert(QStringLiteral("label"), game->actionName(best.action));
    return preview;
}
