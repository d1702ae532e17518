#include "MainMenus.h"

#include "AiPace.h"
#include "Language.h"
#include "core/NamedAction.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace cw {

MainMenus::MainMenus(QMainWindow *window) : QObject(window)
{
    QMenuBar *bar = window->menuBar();
    game = bar->addMenu(QString());
    game->setObjectName(QStringLiteral("gameMenu"));
    newGame = addNamedAction(game, "newGame", QKeySequence::New);
    openGame = addNamedAction(game, "openGame", QKeySequence::Open);
    saveGame = addNamedAction(game, "saveGame", QKeySequence::Save);
    saveGameAs = addNamedAction(game, "saveGameAs", QKeySequence(QStringLiteral("Ctrl+Shift+S")));
    printGameKit = addNamedAction(game, "printGameKit");
    game->addSeparator();
    hostOnline = addNamedAction(game, "hostOnlineGame");
    joinOnline = addNamedAction(game, "joinOnlineGame");
    rematch = addNamedAction(game, "rematch");
    leaveOnline = addNamedAction(game, "leaveOnlineGame");
    game->addSeparator();
    takeBack = addNamedAction(game, "takeBack", QKeySequence::Undo);
    restart = addNamedAction(game, "restartGame");
    skipToMyTurn = addNamedAction(game, "skipToMyTurn", QKeySequence(QStringLiteral("Ctrl+J")));
    hint = addNamedAction(game, "hint", QKeySequence(Qt::Key_H));
    review = addNamedAction(game, "reviewGame");
    game->addSeparator();
    quit = addNamedAction(game, "quit", QKeySequence(QStringLiteral("Ctrl+Q")));

    course = bar->addMenu(QString());
    course->setObjectName(QStringLiteral("courseMenu"));
    courseEditor = addNamedAction(course, "courseEditor", QKeySequence(QStringLiteral("Ctrl+E")));
    editCurrentCourse = addNamedAction(course, "editCurrentCourse");

    view = bar->addMenu(QString());
    view->setObjectName(QStringLiteral("viewMenu"));
    // Issue 54: the whole position in one text for a screen reader (Lichess's blind mode).
    readPosition = addNamedAction(view, "readPosition", QKeySequence(QStringLiteral("Ctrl+R")));
    view->addSeparator();
    m_dockTogglesEnd = view->addSeparator();
    resetLayout = addNamedAction(view, "resetLayout");

    settings = bar->addMenu(QString());
    settings->setObjectName(QStringLiteral("settingsMenu"));
    language = settings->addMenu(QString());
    language->setObjectName(QStringLiteral("languageMenu"));
    languages = new QActionGroup(this);
    for (const QString &code : Language::available()) {
        QAction *action = language->addAction(Language::nativeName(code));
        action->setObjectName(QStringLiteral("language_%1").arg(code));
        action->setData(code);
        action->setCheckable(true);
        languages->addAction(action);
    }

    aiPace = settings->addMenu(QString());
    aiPace->setObjectName(QStringLiteral("aiPaceMenu"));
    paces = new QActionGroup(this);
    for (const AiPace pace : {AiPace::Slow, AiPace::Normal, AiPace::Fast, AiPace::Instant}) {
        QAction *action = aiPace->addAction(QString());
        action->setObjectName(QStringLiteral("aiPace_%1").arg(aiPaceKey(pace)));
        action->setData(aiPaceKey(pace));
        action->setCheckable(true);
        paces->addAction(action);
    }

    help = bar->addMenu(QString());
    help->setObjectName(QStringLiteral("helpMenu"));
    rules = addNamedAction(help, "rules", QKeySequence::HelpContents);
    editorGuide = addNamedAction(help, "editorGuide");
    about = addNamedAction(help, "about");
    retranslate();
}

void MainMenus::addDockToggle(QAction *toggle)
{
    view->insertAction(m_dockTogglesEnd, toggle);
}

void MainMenus::retranslate()
{
    game->setTitle(tr("&Game"));
    newGame->setText(tr("&New Game…"));
    openGame->setText(tr("&Open Game…"));
    saveGame->setText(tr("&Save Game"));
    saveGameAs->setText(tr("Save Game &As…"));
    printGameKit->setText(tr("Print Game &Kit…"));
    quit->setText(tr("&Quit"));
    hostOnline->setText(tr("Host On&line Game…"));
    joinOnline->setText(tr("&Join Online Game…"));
    rematch->setText(tr("Re&match"));
    rematch->setToolTip(tr("The same course and seats again online, with a new deal"));
    leaveOnline->setText(tr("L&eave Online Game"));
    takeBack->setText(tr("&Take Back"));
    takeBack->setToolTip(tr("Return to your previous decision; the moves after it are dropped"));
    restart->setText(tr("&Restart"));
    skipToMyTurn->setText(tr("S&kip to My Turn"));
    hint->setText(tr("&Hint"));
    hint->setToolTip(tr("What the Hard AI would play now, from what you can see"));
    review->setText(tr("Re&view Game…"));
    review->setToolTip(tr("How each player's chance of winning went, move by move, and the moves "
                          "that cost the most"));
    aiPace->setTitle(tr("AI &Pace"));
    const QStringList paceNames{tr("&Slow"), tr("&Normal"), tr("&Fast"), tr("&Instant")};
    for (int i = 0; i < paces->actions().size(); ++i)
        paces->actions()[i]->setText(paceNames.value(i));
    course->setTitle(tr("&Course"));
    courseEditor->setText(tr("Course &Editor…"));
    editCurrentCourse->setText(tr("Edit the Course of This &Game"));
    view->setTitle(tr("&View"));
    readPosition->setText(tr("Read the &Position"));
    readPosition->setToolTip(tr("The whole position as you may know it, in one text that a "
                                "screen reader reads"));
    resetLayout->setText(tr("&Reset Layout"));
    settings->setTitle(tr("&Settings"));
    language->setTitle(tr("&Language"));
    help->setTitle(tr("&Help"));
    rules->setText(tr("&Rules of This Game"));
    editorGuide->setText(tr("Course &Editor Guide"));
    about->setText(tr("&About Coursewright"));
}

} // namespace cw
