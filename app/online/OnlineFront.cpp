#include "OnlineFront.h"

#include "BoardWidget.h"
#include "ChatDock.h"
#include "HostGameDialog.h"
#include "JoinGameDialog.h"
#include "LobbyPanel.h"
#include "MadeUpStart.h"
#include "MainMenus.h"
#include "OnlineGame.h"
#include "OnlineLink.h"
#include "session/GameSession.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMessageBox>
#include <QQuickItem>
#include <QStackedWidget>
#include <QStatusBar>

namespace cw {

namespace {
// How long an online message stays in the status bar.
constexpr int OnlineMessageMs = 15000;
} // namespace

// The lobby in place of the board until the game starts (there is nothing to play before), and
// the chat in the right column, shown only while a game is played online.
OnlineFront::OnlineFront(QMainWindow *window, GameSession *session, MainMenus *menus,
                         BoardWidget *board, QStackedWidget *centre, MadeUpStart *madeUp)
    : QObject(window), m_window(window), m_session(session), m_board(board), m_centre(centre),
      m_madeUp(madeUp), m_lobby(new LobbyPanel(centre)), m_chat(new ChatDock(window)),
      m_game(new OnlineGame(session, m_lobby, m_chat, this))
{
    m_centre->addWidget(m_lobby);
    window->addDockWidget(Qt::RightDockWidgetArea, m_chat);
    m_chat->hide();
    madeUp->setOnline(m_game);
    connect(menus->leaveOnline, &QAction::triggered, m_game, &OnlineGame::leave);
    connect(menus->rematch, &QAction::triggered, m_game, &OnlineGame::rematch);
    connect(m_game, &OnlineGame::activeChanged, this, &OnlineFront::activeChanged);
    connect(m_game, &OnlineGame::message, this, &OnlineFront::showMessage);
    connect(m_game, &OnlineGame::statusChanged, this, &OnlineFront::followPhase);
    connect(m_game, &OnlineGame::statusChanged, this, &OnlineFront::changed);
    connect(madeUp, &MadeUpStart::changed, this, &OnlineFront::followPhase);
    // A game of the window's own after an online one, or the host's first position shown.
    connect(session, &GameSession::gameStarted, this, &OnlineFront::followPhase);
    connect(session, &GameSession::positionChanged, this, &OnlineFront::followPhase);
}

bool OnlineFront::host(const QJsonObject &course, const QString &source)
{
    HostGameDialog dialog(m_window);
    if (!course.isEmpty())
        dialog.setCourse(course, source);
    else if (m_session->hasGame())
        dialog.setGame(m_session->gameId());
    if (dialog.exec() != QDialog::Accepted)
        return false;
    m_game->host(dialog.createFields(), dialog.place());
    return true;
}

bool OnlineFront::join(const OnlineLink *link)
{
    JoinGameDialog dialog(m_window);
    if (link)
        dialog.setLink(*link);
    if (dialog.exec() != QDialog::Accepted || !dialog.isValid())
        return false;
    m_game->join(dialog.link(), dialog.name(), dialog.colour(), dialog.spectate());
    return true;
}

bool OnlineFront::maybeLeave()
{
    if (!m_game->isActive())
        return true;
    if (!m_quiet && QMessageBox::question(m_window, tr("Leave the online game?"),
                                          tr("You are playing a game online. Leave it first?")) !=
                        QMessageBox::Yes)
        return false;
    m_game->leave();
    return true;
}

bool OnlineFront::playAgain()
{
    if (!m_game->isActive())
        return false;
    if (!m_game->rematch())
        showMessage(tr("Only the person who created the game can start a rematch"), false);
    return true;
}

void OnlineFront::activeChanged(bool active)
{
    m_chat->setVisible(active);
    if (active)
        m_chat->raise();
    followPhase();
    emit changed();
}

// The lobby stands in place of the board from hosting or joining until the first position: the
// board would show a start the client made up (another deal, default names). A rematch goes
// straight to its board, as the players asked for the same seats again; so does a game watched
// or rejoined once under way.
void OnlineFront::followPhase()
{
    // The board behind the lobby shows no game (nor loads one); neither does it show that start
    // once the game is left before its first position, until the next game (MadeUpStart).
    if (QQuickItem *root = m_board->rootObject()) {
        GameSession *shownSession = m_madeUp->isShown() ? nullptr : m_session;
        if (root->property("session").value<GameSession *>() != shownSession)
            root->setProperty("session", QVariant::fromValue(shownSession));
    }
    QWidget *shown = m_game->isActive() && !m_game->hasStarted() ? static_cast<QWidget *>(m_lobby)
                                                                 : static_cast<QWidget *>(m_board);
    if (m_centre->currentWidget() == shown)
        return;
    const QWidget *focus = QApplication::focusWidget();
    m_centre->setCurrentWidget(shown);
    // The keyboard follows to what there is to do (the lobby's seats, or the board), unless the
    // person is busy elsewhere, say typing in the chat.
    if (focus && !focus->isHidden() && !m_centre->isAncestorOf(focus))
        return;
    if (shown == m_lobby)
        m_lobby->focusSeats();
    else
        m_board->setFocus(Qt::OtherFocusReason);
}

// Online messages never block: the status bar says it (the field at fault named), and one that
// ends the online game is also shown in a window the person closes when they like.
void OnlineFront::showMessage(const QString &text, bool ending)
{
    m_window->statusBar()->showMessage(text, OnlineMessageMs);
    emit messageShown(text);
    if (!ending || m_quiet)
        return;
    auto *box =
        new QMessageBox(QMessageBox::Warning, tr("Online game"), text, QMessageBox::Ok, m_window);
    box->setTextFormat(Qt::PlainText); // it may quote what another machine sent
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

} // namespace cw
