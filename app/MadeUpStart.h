#pragma once

#include <QObject>
#include <QPointer>

namespace cw {

class GameSession;
class OnlineGame;

// Whether the window's session shows only a start made up here (issue 53, docs/play/online.md):
// online, from hosting or joining until the host's first position, the session holds the
// client's own deal of the game's context with default names, which is nobody's game. The rule
// is written here once: the board, the Players and Moves docks, the log, the status line and the
// window title ask isShown() and show no game meanwhile; they follow changed() besides the
// session's own signals.
class MadeUpStart : public QObject {
    Q_OBJECT
public:
    // `session` is the window's (not owned).
    explicit MadeUpStart(const GameSession *session, QObject *parent = nullptr);

    // The online game played from the window; without one (a session made online by someone
    // else, as a test's stand-in host) the session alone tells.
    void setOnline(OnlineGame *online);
    bool isShown() const;

signals:
    // isShown() changed (with the online game begun, started or left, or with the session).
    void changed();

private:
    void update();

    const GameSession *m_session;
    QPointer<OnlineGame> m_online;
    bool m_shown = false; // isShown() when changed() was last considered
};

} // namespace cw
