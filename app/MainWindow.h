#pragma once

#include "core/GameSetup.h"

#include <QJsonObject>
#include <QMainWindow>
#include <QPointer>

class QDockWidget;
class QLabel;
class QStackedWidget;
class QToolButton;

namespace cw {

class BoardWidget;
class CourseEditorWindow;
class CoursePanel;
class DockColumn;
class GameLogDock;
class GameSession;
class Language;
class MainMenus;
class CoachDock;
class MovesDock;
class NewGameDialog;
class MadeUpStart;
class OnlineFront;
class OnlineGame;
struct OnlineLink;
class ReviewDialog;
class PlayersDock;

// The application window: the QML board in the centre (online, the lobby in its place until the
// game starts), the log, players, course and moves docks around it, and the Game / Course / View /
// Settings / Help menus. The course editor is a window of its own, opened from the Course menu; its
// Play This Course comes back here. Owns the GameSession. Geometry and dock layout persist in
// QSettings; an unsaved game is never dropped without asking.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `language` (not owned) switches the interface language from the Settings menu.
    explicit MainWindow(Language *language, QWidget *parent = nullptr);
    ~MainWindow() override;

    GameSession *session() const { return m_session; }
    // The game played online from this window (docs/play/online.md), idle when none.
    OnlineGame *online() const;

    // Starts the default course of the game `gameId` (empty: the first game) with the user and
    // Normal AI seats, as many as the game suggests for that course. False for an unknown game.
    bool startDefaultGame(quint64 seed, const QString &gameId = {});
    // A new game of the game last started on the course it was last played on (LastGame), else
    // startDefaultGame().
    bool startLastGame(quint64 seed);
    // The first screen (StartDialog): every game; the one chosen opens in New Game.
    void showStartScreen();
    bool startGame(const GameSetup &setup);
    // Game > Review Game…: opens the review of the game (or raises the one open).
    ReviewDialog *reviewGame();
    // Opens a game file; a bad file is reported in a message box (file, field, reason) and
    // leaves the current game in place. Returns false then.
    bool openFile(const QString &path);
    // Opens whatever `path` holds, decided by its content (FileContent): a saved game here, a
    // course in the course editor (asking first about unsaved changes there). A file that is
    // neither is reported (file name and why); returns false then, and when a reader refuses it.
    bool openDocument(const QString &path);
    bool saveToFile(const QString &path);
    // The course editor window, created on first use (Course > Course Editor…).
    CourseEditorWindow *courseEditor();
    // New Game on `course` (from the editor's Play This Course): asks about an unsaved game,
    // then shows New Game with the course chosen. Returns whether a game started.
    bool playCourse(const QJsonObject &course, const QString &source);
    // Game > Host Online Game…: the host dialog (on `course` from the editor, when given), then
    // the game hosted. Returns whether hosting began.
    bool hostOnlineGame(const QJsonObject &course = {}, const QString &source = {});
    // Game > Join Online Game…: the join dialog (filled with `link`, say from the command line),
    // then the game joined. Returns whether joining began.
    bool joinOnlineGame(const OnlineLink *link = nullptr);

    // Where Save As proposes to save the game: its file once saved, else a name made of the game,
    // course and date in the last folder used, or the user's Documents folder (their home when
    // they have none).
    QString suggestedSavePath() const;
    static QString gamesFolder();
    // "Rowing race · Standard 2000 m": what the window title names; empty without a game.
    QString gameTitle() const;

    // When true, errors are not shown in message boxes (scripts and tests); they are returned.
    void setQuiet(bool quiet);
    QString lastError() const { return m_lastError; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    // The dock layout is settled on the first show, once the window has its final size.
    void showEvent(QShowEvent *event) override;

private:
    void newGame();
    // Starts the game the New Game dialog describes, with its practice option.
    bool startFromDialog(const NewGameDialog &dialog);
    void restartGame();
    void playAgain();
    // Take Back, Restart and Skip to My Turn follow the game.
    void updateGameActions();
    void showCourseEditor();
    // Game > Print Game Kit…: the kit of the game being played, on its course (GameKitDialog).
    void printGameKit();
    // Help > Course Editor Guide (also the course editor's Help menu).
    void showEditorGuide();
    void editCurrentCourse();
    void openGame();
    bool saveGame();
    bool saveGameAs();
    // Asks what to do with unsaved changes; false when the user cancels.
    bool maybeSave();
    // OnlineFront::maybeLeave().
    bool maybeLeaveOnline();
    void showError(const QString &title, const QString &message);
    void gameStarted();
    void updateStatus();
    void updateTitle();
    void retranslate();

    Language *m_language;
    GameSession *m_session;
    MadeUpStart *m_madeUp; // what the board, the docks, the status and the title show
    BoardWidget *m_board;
    MainMenus *m_menus;
    GameLogDock *m_log;
    PlayersDock *m_players;
    QDockWidget *m_courseDock;
    CoursePanel *m_course;
    MovesDock *m_moves;
    CoachDock *m_coach;
    QPointer<CourseEditorWindow> m_editor;
    QPointer<ReviewDialog> m_review;
    QLabel *m_status;
    QStackedWidget *m_centre; // the board, or the lobby in its place
    OnlineFront *m_online;
    QToolButton *m_rematchButton;
    DockColumn *m_column = nullptr; // the docks' layout
    bool m_quiet = false;
    QString m_lastError;
};

} // namespace cw
