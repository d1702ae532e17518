#include "MainWindow.h"

#include "AboutDialog.h"
#include "AiPace.h"
#include "BoardWidget.h"
#include "CoachDock.h"
#include "CoursePanel.h"
#include "DockColumn.h"
#include "EditorGuideDialog.h"
#include "GameLogDock.h"
#include "Language.h"
#include "LastGame.h"
#include "MadeUpStart.h"
#include "MainMenus.h"
#include "MovesDock.h"
#include "NewGameDialog.h"
#include "PlayersDock.h"
#include "ReviewDialog.h"
#include "RulesDialog.h"
#include "StartDialog.h"
#include "TextSizeMenu.h"
#include "core/CourseEditorWindow.h"
#include "core/CourseFileNames.h"
#include "core/FileContent.h"
#include "core/GameKitDialog.h"
#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "course/CourseName.h"
#include "online/OnlineFront.h"
#include "online/OnlineGame.h"
#include "session/GameSession.h"
#include "session/MoveHint.h"
#include "session/SeatLens.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDate>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWidget>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolButton>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>

Q_IMPORT_QML_PLUGIN(CoursewrightPlugin)

namespace cw {

namespace {
const QString LastDirKey = QStringLiteral("files/lastDirectory");
int humanSeatCount(const QList<SeatConfig> &seats)
{
    return int(std::count_if(seats.begin(), seats.end(),
                             [](const SeatConfig &seat) { return !isAi(seat.controller); }));
}
} // namespace

MainWindow::MainWindow(Language *language, QWidget *parent)
    : QMainWindow(parent), m_language(language), m_session(new GameSession(this)),
      m_madeUp(new MadeUpStart(m_session, this)), m_board(new BoardWidget(this)),
      m_menus(new MainMenus(this)), m_log(new GameLogDock(m_session, m_madeUp, this)),
      m_players(new PlayersDock(m_session, m_madeUp, this)), m_courseDock(new QDockWidget(this)),
      m_course(new CoursePanel(m_courseDock)), m_moves(new MovesDock(m_session, m_madeUp, this)),
      m_coach(new CoachDock(m_session, m_menus->hint, this)), m_status(new QLabel(this)),
      m_centre(new QStackedWidget(this)), m_online(nullptr), m_rematchButton(new QToolButton(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setDockOptions(AnimatedDocks | AllowTabbedDocks);
    new TextSizeMenu(m_menus->view); // applies the saved text size before the board loads

    m_board->setObjectName(QStringLiteral("board"));
    m_board->setResizeMode(QQuickWidget::SizeRootObjectToView);
    m_board->setMinimumSize(640, 400);
    m_board->setSource(QUrl(QStringLiteral("qrc:/Coursewright/Board.qml")));
    for (const QQmlError &error : m_board->errors())
        qWarning("Board.qml: %s", qPrintable(error.toString()));
    if (QQuickItem *root = m_board->rootObject()) {
        root->setProperty("session", QVariant::fromValue(m_session));
        // The coach's hint, which every board previews (HumanTurnController::hintPreview).
        root->setProperty("hint", QVariant::fromValue(m_coach->hint()));
    }
    m_centre->setObjectName(QStringLiteral("centre"));
    m_centre->addWidget(m_board);
    setCentralWidget(m_centre);

    m_courseDock->setObjectName(QStringLiteral("courseDock"));
    m_courseDock->setWidget(m_course);
    m_column = new DockColumn(this, m_players, {m_moves, m_log, m_coach, m_courseDock});
    for (QDockWidget *dock : m_column->docks())
        m_menus->addDockToggle(dock->toggleViewAction());

    statusBar()->addWidget(m_status, 1);
    m_status->setObjectName(QStringLiteral("turnStatus"));
    // Skip to My Turn where the eye is while the AI plays (enabled only then).
    auto *skip = new QToolButton(this);
    skip->setObjectName(QStringLiteral("skipToMyTurnButton"));
    skip->setDefaultAction(m_menus->skipToMyTurn);
    skip->setAutoRaise(true);
    statusBar()->addPermanentWidget(skip);
    // Online, once over: the owner's rematch where the eye is (shown only then).
    m_rematchButton->setObjectName(QStringLiteral("rematchButton"));
    m_rematchButton->setDefaultAction(m_menus->rematch);
    m_rematchButton->setAutoRaise(true);
    statusBar()->addPermanentWidget(m_rematchButton);

    // Online play (docs/play/online.md): the lobby in place of the board, the chat dock.
    m_online = new OnlineFront(this, m_session, m_menus, m_board, m_centre, m_madeUp);
    connect(m_menus->hostOnline, &QAction::triggered, this, [this] { hostOnlineGame(); });
    connect(m_menus->joinOnline, &QAction::triggered, this, [this] { joinOnlineGame(); });
    connect(m_online, &OnlineFront::changed, this, &MainWindow::updateStatus);
    connect(m_online, &OnlineFront::changed, this, &MainWindow::updateGameActions);
    connect(m_online, &OnlineFront::messageShown, this,
            [this](const QString &text) { m_lastError = text; });
    // The made-up start gone or come: the title names the game, or none (MadeUpStart).
    connect(m_madeUp, &MadeUpStart::changed, this, &MainWindow::updateTitle);

    connect(m_menus->newGame, &QAction::triggered, this, &MainWindow::newGame);
    connect(m_menus->openGame, &QAction::triggered, this, &MainWindow::openGame);
    connect(m_menus->saveGame, &QAction::triggered, this, &MainWindow::saveGame);
    connect(m_menus->saveGameAs, &QAction::triggered, this, &MainWindow::saveGameAs);
    connect(m_menus->printGameKit, &QAction::triggered, this, &MainWindow::printGameKit);
    connect(m_menus->editorGuide, &QAction::triggered, this, &MainWindow::showEditorGuide);
    connect(m_menus->quit, &QAction::triggered, this, &QWidget::close);
    connect(m_menus->takeBack, &QAction::triggered, m_session, &GameSession::takeBack);
    connect(m_menus->restart, &QAction::triggered, this, &MainWindow::restartGame);
    connect(m_menus->skipToMyTurn, &QAction::triggered, m_session, &GameSession::skipToHumanTurn);
    connect(m_menus->review, &QAction::triggered, this, &MainWindow::reviewGame);
    connect(m_session, &GameSession::playAgainRequested, this, &MainWindow::playAgain);
    connect(m_session, &GameSession::newGameRequested, this, &MainWindow::newGame);
    connect(m_session, &GameSession::reviewRequested, this, &MainWindow::reviewGame);
    connect(m_menus->paces, &QActionGroup::triggered, this, [this](QAction *action) {
        const AiPace pace = aiPaceOfKey(action->data().toString());
        saveAiPace(pace);
        m_session->setAiDelayMs(aiPaceMs(pace));
    });
    {
        const AiPace pace = savedAiPace();
        m_session->setAiDelayMs(aiPaceMs(pace));
        for (QAction *action : m_menus->paces->actions())
            action->setChecked(action->data().toString() == aiPaceKey(pace));
    }
    connect(m_menus->courseEditor, &QAction::triggered, this, &MainWindow::showCourseEditor);
    connect(m_menus->editCurrentCourse, &QAction::triggered, this, &MainWindow::editCurrentCourse);
    connect(m_menus->resetLayout, &QAction::triggered, m_column, &DockColumn::reset);
    connect(m_menus->readPosition, &QAction::triggered, this, [this] {
        if (QQuickItem *root = m_board->rootObject())
            QMetaObject::invokeMethod(root, "readPosition");
    });
    connect(m_menus->rules, &QAction::triggered, this, [this] {
        auto *dialog = new RulesDialog(m_session->hasGame() ? m_session->gameId()
                                                            : GameRegistry::games().front().id,
                                       m_language, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    connect(m_menus->about, &QAction::triggered, this, [this] {
        auto *dialog = new AboutDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    connect(m_menus->languages, &QActionGroup::triggered, this,
            [this](QAction *action) { m_language->apply(action->data().toString()); });
    connect(m_language, &Language::languageChanged, this, [this](const QString &code) {
        for (QAction *action : m_menus->languages->actions())
            action->setChecked(action->data().toString() == code);
        m_board->engine()->retranslate(); // widgets get QEvent::LanguageChange themselves
        m_session->retranslate();         // and the board's models remake their texts
    });
    for (QAction *action : m_menus->languages->actions())
        action->setChecked(action->data().toString() == m_language->current());

    connect(m_session, &GameSession::gameStarted, this, &MainWindow::gameStarted);
    connect(m_session, &GameSession::positionChanged, this, &MainWindow::updateStatus);
    connect(m_session, &GameSession::positionChanged, this, &MainWindow::updateGameActions);
    connect(m_session, &GameSession::aiThinkingChanged, this, &MainWindow::updateStatus);
    connect(m_session, &GameSession::aiThinkingChanged, this, &MainWindow::updateGameActions);
    connect(m_session, &GameSession::gameOver, this, &MainWindow::updateStatus);
    connect(m_session, &GameSession::modifiedChanged, this, &MainWindow::updateTitle);

    m_column->restoreGeometry();
    retranslate();
    updateGameActions();
}

MainWindow::~MainWindow() = default;

OnlineGame *MainWindow::online() const
{
    return m_online->game();
}

void MainWindow::setQuiet(bool quiet)
{
    m_quiet = quiet;
    m_online->setQuiet(quiet);
}

bool MainWindow::startDefaultGame(quint64 seed, const QString &gameId)
{
    const GameInfo *found =
        gameId.isEmpty() ? &GameRegistry::games().front() : GameRegistry::find(gameId);
    if (!found)
        return false;
    const GameInfo &info = *found;
    GameSetup setup;
    setup.gameId = info.id;
    setup.courseSource = info.defaultCourse;
    CourseProblems problems; // a built-in course reads; if not, startGame reports the course
    setup.course = CourseFile::read(info.defaultCourse, &problems).value_or(QJsonObject());
    setup.seats = NewGameDialog::defaultSeats(
        info, qMin(info.suggestedSeats ? info.suggestedSeats(setup.course) : info.maxSeats,
                   NewGameDialog::MaxSeats));
    setup.seed = seed;
    return startGame(setup);
}

bool MainWindow::startGame(const GameSetup &setup)
{
    online()->leave(); // a local game ends the online one (the person agreed, maybeLeaveOnline)
    QString error;
    if (!m_session->start(setup, &error)) {
        showError(tr("Cannot start the game"), error);
        return false;
    }
    LastGame::remember(setup);
    return true;
}

bool MainWindow::startLastGame(quint64 seed)
{
    const QString gameId = LastGame::game();
    const GameInfo *info = GameRegistry::find(gameId);
    const QString course = LastGame::course(gameId);
    if (!info || course.isEmpty())
        return startDefaultGame(seed, info ? gameId : QString());
    GameSetup setup;
    setup.gameId = info->id;
    setup.courseSource = course;
    CourseProblems problems;
    setup.course = CourseFile::read(course, &problems).value_or(QJsonObject());
    setup.seats = NewGameDialog::defaultSeats(
        *info, qMin(info->suggestedSeats ? info->suggestedSeats(setup.course) : info->maxSeats,
                    NewGameDialog::MaxSeats));
    setup.seed = seed;
    QString error;
    if (m_session->start(setup, &error)) {
        LastGame::remember(setup);
        return true;
    }
    return startDefaultGame(seed, info->id); // a course that no longer plays: the game's own
}

void MainWindow::showStartScreen()
{
    StartDialog start(this);
    if (start.exec() != QDialog::Accepted)
        return;
    if (start.openSaved()) {
        openGame();
        return;
    }
    if (!maybeLeaveOnline() || !maybeSave())
        return;
    NewGameDialog dialog(this);
    dialog.setGame(start.chosen());
    dialog.setPractice(m_coach->hint()->practice());
    if (dialog.exec() == QDialog::Accepted)
        startFromDialog(dialog);
}

bool MainWindow::openFile(const QString &path)
{
    online()->leave();
    QString error;
    if (!m_session->load(path, &error)) {
        showError(tr("Cannot open the game"), error);
        return false;
    }
    QSettings().setValue(LastDirKey, QFileInfo(path).absolutePath());
    return true;
}

bool MainWindow::openDocument(const QString &path)
{
    const FileContent content = FileContent::ofFile(path);
    switch (content.kind) {
    case FileContent::Game:
        return openFile(path);
    case FileContent::Course: {
        CourseEditorWindow *editor = courseEditor();
        if (!editor->maybeSave())
            return false;
        if (!editor->openFile(path)) { // the editor has shown why
            m_lastError = editor->lastError();
            return false;
        }
        showCourseEditor();
        return true;
    }
    case FileContent::Neither:
        break;
    }
    showError(tr("Cannot open the file"), content.reason);
    return false;
}

bool MainWindow::saveToFile(const QString &path)
{
    QString error;
    if (!m_session->save(path, &error)) {
        showError(tr("Cannot save the game"), error);
        return false;
    }
    QSettings().setValue(LastDirKey, QFileInfo(path).absolutePath());
    updateTitle();
    return true;
}

CourseEditorWindow *MainWindow::courseEditor()
{
    if (!m_editor) {
        // A window of its own (it has its own menus and docks), closed with the main window.
        m_editor = new CourseEditorWindow(this);
        m_editor->setWindowFlag(Qt::Window);
        m_editor->setQuiet(m_quiet);
        connect(m_editor, &CourseEditorWindow::playRequested, this, &MainWindow::playCourse);
        connect(m_editor, &CourseEditorWindow::playOnlineRequested, this,
                [this](const QJsonObject &course, const QString &source) {
                    hostOnlineGame(course, source);
                });
        connect(m_editor, &CourseEditorWindow::guideRequested, this, &MainWindow::showEditorGuide);
    }
    return m_editor;
}

void MainWindow::showCourseEditor()
{
    CourseEditorWindow *editor = courseEditor();
    editor->show();
    editor->raise();
    editor->activateWindow();
}

// The kit of the game in hand on its course, proposed beside its saved game; else the first game's.
void MainWindow::printGameKit()
{
    const bool playing = m_session->hasGame();
    const QString file = playing ? m_session->filePath() : QString();
    GameKitDialog dialog(playing ? m_session->gameId() : QString(),
                         playing ? m_session->record().setup.course : QJsonObject(),
                         file.isEmpty() ? QString() : QFileInfo(file).absolutePath(), this);
    dialog.exec();
}

void MainWindow::showEditorGuide()
{
    auto *dialog = new EditorGuideDialog(m_language, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

// Opens the file the current game's course came from; a built-in course opens read-only.
void MainWindow::editCurrentCourse()
{
    const QString source =
        m_session->hasGame() ? m_session->record().setup.courseSource : QString();
    CourseEditorWindow *editor = courseEditor();
    if (!source.isEmpty() && QFileInfo::exists(source) && editor->maybeSave())
        editor->openFile(source);
    showCourseEditor();
}

bool MainWindow::playCourse(const QJsonObject &course, const QString &source)
{
    raise();
    activateWindow();
    if (!maybeLeaveOnline() || !maybeSave())
        return false;
    NewGameDialog dialog(this);
    dialog.setCourse(course, source);
    dialog.setPractice(m_coach->hint()->practice());
    if (m_quiet)
        return dialog.problem().isEmpty() && startGame(dialog.setup());
    return dialog.exec() == QDialog::Accepted && startFromDialog(dialog);
}

void MainWindow::newGame()
{
    if (!maybeLeaveOnline() || !maybeSave())
        return;
    NewGameDialog dialog(this);
    dialog.setGame(m_session->gameId()); // the game being played, its seats and courses
    dialog.setPractice(m_coach->hint()->practice());
    if (dialog.exec() == QDialog::Accepted)
        startFromDialog(dialog);
}

bool MainWindow::startFromDialog(const NewGameDialog &dialog)
{
    m_coach->hint()->setPractice(dialog.practice());
    return startGame(dialog.setup());
}

void MainWindow::restartGame()
{
    if (!m_session->hasGame() || !maybeSave())
        return;
    QString error;
    if (!m_session->restart(&error))
        showError(tr("Cannot start the game"), error);
}

// The same course and seats again, with a new deal.
void MainWindow::playAgain()
{
    if (m_online->playAgain()) // online, the owner starts a rematch for everyone
        return;
    if (!m_session->hasGame() || !maybeSave())
        return;
    GameSetup setup = m_session->record().setup;
    setup.seed = QRandomGenerator::global()->generate64() >> 1;
    startGame(setup);
}

void MainWindow::updateGameActions()
{
    m_menus->takeBack->setEnabled(m_session->canTakeBack());
    m_menus->restart->setEnabled(m_session->hasGame() && !m_session->isOnline());
    const OnlineGame *online = m_online->game();
    m_menus->leaveOnline->setEnabled(online->isActive());
    m_menus->rematch->setEnabled(online->canRematch());
    m_rematchButton->setVisible(online->canRematch());
    if (QQuickItem *root = m_board->rootObject()) { // the results' Rematch (ResultsActions.qml)
        root->setProperty("online", online->isActive());
        root->setProperty("onlineOwner", online->isOwner());
    }
    const Game *game = m_session->lens()->position();
    m_menus->skipToMyTurn->setEnabled(game && !game->isOver() && !m_session->isBrowsing() &&
                                      !m_session->humanToAct());
    m_menus->review->setEnabled(m_session->moveCount() > 0);
}

ReviewDialog *MainWindow::reviewGame()
{
    if (m_review) { // one review at a time: the one open
        m_review->raise();
        m_review->activateWindow();
        return m_review;
    }
    m_review = new ReviewDialog(m_session, this);
    m_review->setAttribute(Qt::WA_DeleteOnClose);
    m_review->showBeside(m_board);
    return m_review;
}

void MainWindow::openGame()
{
    if (!maybeLeaveOnline() || !maybeSave())
        return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Game"), gamesFolder(),
                                     tr("Coursewright games (*.cwgame *.json);;All files (*)"));
    if (!path.isEmpty())
        openDocument(path); // a course chosen here opens in the editor
}

bool MainWindow::saveGame()
{
    if (m_session->filePath().isEmpty())
        return saveGameAs();
    return saveToFile(m_session->filePath());
}

bool MainWindow::saveGameAs()
{
    if (!m_session->hasGame())
        return false;
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), suggestedSavePath(),
                                                tr("Coursewright games (*.cwgame *.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".cwgame");
    return saveToFile(path);
}

bool MainWindow::maybeSave()
{
    if (!m_session->isModified() || m_quiet)
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved game"), tr("The current game has moves that are not saved."),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return saveGame();
    return answer == QMessageBox::Discard;
}

bool MainWindow::hostOnlineGame(const QJsonObject &course, const QString &source)
{
    raise();
    activateWindow();
    return maybeLeaveOnline() && maybeSave() && m_online->host(course, source);
}

bool MainWindow::joinOnlineGame(const OnlineLink *link)
{
    raise();
    activateWindow();
    return maybeLeaveOnline() && maybeSave() && m_online->join(link);
}

bool MainWindow::maybeLeaveOnline()
{
    return m_online->maybeLeave();
}

void MainWindow::showError(const QString &title, const QString &message)
{
    m_lastError = message;
    if (!m_quiet)
        QMessageBox::warning(this, title, message);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeLeaveOnline() || !maybeSave() ||
        (m_editor && m_editor->isVisible() && !m_editor->close())) {
        event->ignore();
        return;
    }
    m_column->save();
    event->accept();
}

// The dock layout is settled on the first show, once the window has its final size (DockLayout).
void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    m_column->settle();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate(); // the dock column follows by itself (DockColumn)
    QMainWindow::changeEvent(event);
}

void MainWindow::gameStarted()
{
    const QString source = m_session->record().setup.courseSource;
    m_menus->editCurrentCourse->setEnabled(!source.isEmpty() && QFileInfo::exists(source));
    m_course->setCourse(m_session->record().setup.course, m_session->record().setup.courseSource);
    if (m_centre->currentWidget() == m_board)    // online, once the lobby gives way (OnlineFront)
        m_board->setFocus(Qt::OtherFocusReason); // the keyboard goes to the new game's decisions
    updateTitle();
    updateStatus();
    updateGameActions();
}

// The status bar reads the seat lens's position (SeatLens), as every surface does.
void MainWindow::updateStatus()
{
    const Game *game = m_madeUp->isShown() ? nullptr : m_session->lens()->position();
    QString text;
    if (online()->isActive() && !m_session->isBrowsing()) {
        text = online()->statusText();
    } else if (!game) {
        text = tr("No game");
    } else if (m_session->isBrowsing()) {
        text = tr("Browsing move %1 of %2 — the game is paused")
                   .arg(m_session->viewedMove())
                   .arg(m_session->moveCount());
    } else if (game->isOver()) {
        text = tr("The game is over");
    } else {
        const int seat = game->currentSeat();
        const auto &seats = m_session->record().setup.seats;
        const QString name = seat >= 0 && seat < seats.size() ? seats[seat].name : QString();
        if (m_session->aiThinking())
            text = tr("%1 is thinking…").arg(name);
        else if (m_session->humanToAct())
            // With one person at the table the name is theirs: leave it out.
            text = humanSeatCount(seats) > 1 ? tr("%1, your turn").arg(name) : tr("Your turn");
        else
            text = tr("%1 to play").arg(name);
    }
    m_status->setText(text);
}

QString MainWindow::gameTitle() const
{
    if (!m_session->hasGame() || m_madeUp->isShown())
        return {};
    const GameSetup &setup = m_session->record().setup;
    const GameInfo *info = GameRegistry::find(setup.gameId);
    const QString game = info ? info->displayName.text() : setup.gameId;
    const QString course = CourseName::of(setup.course, setup.courseSource);
    return course.isEmpty() ? game : tr("%1 · %2").arg(game, course);
}

// Where games were last opened or saved, else the person's Documents folder, else their home: a
// folder that exists, so that a file dialog never falls back to the folder the app was started
// from (issue 55: no Documents folder, and Save As opened in the working folder).
QString MainWindow::gamesFolder()
{
    return CourseFileNames::saveFolder(QString(), QSettings().value(LastDirKey).toString());
}

QString MainWindow::suggestedSavePath() const
{
    if (!m_session->filePath().isEmpty())
        return m_session->filePath();
    const QString folder = gamesFolder();
    // "Rowing race · Standard 2000 m 2026-11-24.cwgame", without characters file systems refuse.
    QString name = tr("%1 %2").arg(gameTitle(), QDate::currentDate().toString(Qt::ISODate));
    static const QRegularExpression refused(QStringLiteral(R"([/\\:*?"<>|\x00-\x1f])"));
    name.replace(refused, QStringLiteral("-"));
    return QDir(folder).filePath(name.trimmed() + QStringLiteral(".cwgame"));
}

void MainWindow::updateTitle()
{
    const QString file = m_session->filePath().isEmpty()
                             ? tr("Untitled")
                             : QFileInfo(m_session->filePath()).fileName();
    const QString game = gameTitle();
    setWindowTitle(game.isEmpty() ? tr("%1[*] — Coursewright").arg(file)
                                  : tr("%1[*] — %2 — Coursewright").arg(file, game));
    setWindowModified(m_session->isModified());
}

void MainWindow::retranslate()
{
    m_menus->retranslate();
    m_board->setAccessibleName(tr("Board")); // what a screen reader names the game's area
    menuBar()->setAccessibleName(tr("Menu bar"));
    statusBar()->setAccessibleName(tr("Status bar"));
    m_courseDock->setWindowTitle(tr("Course"));
    updateTitle();
    updateStatus();
}

} // namespace cw
