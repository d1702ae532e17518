#include "MadeUpStart.h"

#include "online/OnlineGame.h"
#include "session/GameSession.h"

namespace cw {

MadeUpStart::MadeUpStart(const GameSession *session, QObject *parent)
    : QObject(parent), m_session(session)
{
    // A surface refreshing on these signals asks isShown() itself; this keeps m_shown true to them.
    connect(session, &GameSession::gameStarted, this, &MadeUpStart::update);
    connect(session, &GameSession::positionChanged, this, &MadeUpStart::update);
}

void MadeUpStart::setOnline(OnlineGame *online)
{
    m_online = online;
    connect(online, &OnlineGame::activeChanged, this, &MadeUpStart::update);
    connect(online, &OnlineGame::statusChanged, this, &MadeUpStart::update);
    update();
}

// While an online game is played from the window, until its first position (through the
// connection, which still shows the window's previous game, and the lobby). A rematch goes from
// the results straight to its board: its start, made up for a moment before its first position
// in the same call, is not counted, so that the board is not emptied and filled again (a flicker).
// Once the game is left, the session tells: it shows a made-up start until it shows a position of
// the host's, or another game.
bool MadeUpStart::isShown() const
{
    if (m_online && m_online->isActive())
        return !m_online->hasStarted();
    return m_session->isOnline() && !m_session->showsHostPosition();
}

void MadeUpStart::update()
{
    const bool shown = isShown();
    if (shown == m_shown)
        return;
    m_shown = shown;
    emit changed();
}

} // namespace cw
