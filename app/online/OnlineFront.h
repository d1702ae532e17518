#pragma once

#include <QJsonObject>
#include <QObject>

class QMainWindow;
class QStackedWidget;

namespace cw {

class BoardWidget;
class ChatDock;
class GameSession;
class LobbyPanel;
class MadeUpStart;
class MainMenus;
class OnlineGame;
struct OnlineLink;

// The main window's side of online play (docs/play/online.md): the Host and Join dialogs, Game >
// Leave Online Game and Rematch, the lobby in place of the board until the game's first position,
// the chat dock shown while a game is played online, and the online game's messages. The window
// keeps its own game: it asks before leaving it (maybeLeave()) and follows changed().
class OnlineFront : public QObject {
    Q_OBJECT
public:
    // The lobby joins `board` in `centre`, the chat dock `window`'s right column; `madeUp` is
    // the window's rule for what the board shows. None is owned.
    OnlineFront(QMainWindow *window, GameSession *session, MainMenus *menus, BoardWidget *board,
                QStackedWidget *centre, MadeUpStart *madeUp);

    OnlineGame *game() const { return m_game; }
    // Quiet (scripts and tests): no question, no message box.
    void setQuiet(bool quiet) { m_quiet = quiet; }

    // The host dialog (on `course` from the editor, when given), then the game hosted. Returns
    // whether hosting began.
    bool host(const QJsonObject &course, const QString &source);
    // The join dialog (filled with `link`, when given), then the game joined. Returns whether
    // joining began.
    bool join(const OnlineLink *link);
    // Asks to leave the online game first (a new game, a file, quitting); false when the person
    // keeps playing. Leaves when they agree.
    bool maybeLeave();
    // Play Again during an online game: the owner starts a rematch for everyone, the others are
    // told who may. False when no game is played online (the window's own Play Again then).
    bool playAgain();

signals:
    // The online game began or ended, or its status changed: the window's actions and status
    // line follow.
    void changed();
    // A message shown (in the status bar, and in a window when it ends the game).
    void messageShown(const QString &text);

private:
    void activeChanged(bool active);
    void showMessage(const QString &text, bool ending);
    // The lobby in place of the board until the online game's first position; the board then.
    void followPhase();

    QMainWindow *m_window;
    GameSession *m_session;
    BoardWidget *m_board;
    QStackedWidget *m_centre;
    MadeUpStart *m_madeUp;
    LobbyPanel *m_lobby;
    ChatDock *m_chat;
    OnlineGame *m_game;
    bool m_quiet = false;
};

} // namespace cw
