// The application shell: docks and menus exist and are named, the default layout leaves the board
// most of the width, the New Game dialog validates its seats, the docks follow a started game, a
// game survives a save/open round trip through the window, window state persists (an older one
// gives way to the default), the language switch retranslates the window, and English reads
// "1 card" and "3 cards" where the source text says "card(s)".
#include "AiPace.h"
#include "CoursePreview.h"
#include "Language.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "PlayersDock.h"
#include "RulesDialog.h"
#include "StartDialog.h"
#include "core/CourseEditorMenus.h"
#include "core/CourseEditorWindow.h"
#include "core/GameRegistry.h"
#include "core/SavedWindowLayout.h"
#include "course/CourseJsonReader.h"
#include "rowing/RowingCourse.h"
#include "rowing/RowingNarration.h"
#include "session/GameSession.h"

#include <QAction>
#include <QApplication>
#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QQuickItem>
#include <QQuickWidget>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTranslator>
#include <QWindow>

using namespace cw;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings go to a throw-away location
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings().clear();
    }
    void cleanup() { m_language.apply(QStringLiteral("en"), false); }

    void docksAndMenusExist()
    {
        MainWindow window(&m_language);
        for (const char *name :
             {"gameLogDock", "playersDock", "courseDock", "movesDock", "coachDock"})
            QVERIFY2(window.findChild<QDockWidget *>(QLatin1String(name)), name);
        for (const char *name : {"newGame", "openGame", "saveGame", "saveGameAs", "quit", "rules",
                                 "about", "language_en", "language_fr", "hint"})
            QVERIFY2(window.findChild<QAction *>(QLatin1String(name)), name);
        auto *view = window.findChild<QMenu *>(QStringLiteral("viewMenu"));
        QVERIFY(view);
        // Text Size and a separator, Read the Position and a separator, one toggle per dock, a
        // separator, Reset Layout.
        QCOMPARE(view->actions().size(), 11);
        QCOMPARE(view->actions().constFirst()->menu()->objectName(),
                 QStringLiteral("textSizeMenu"));
        QCOMPARE(view->actions().at(2)->objectName(), QStringLiteral("readPosition"));
        QCOMPARE(
            view->actions().at(4),
            window.findChild<QDockWidget *>(QStringLiteral("playersDock"))->toggleViewAction());
        QCOMPARE(view->actions().constLast()->objectName(), QStringLiteral("resetLayout"));
        QCOMPARE(window.findChild<QAction *>(QStringLiteral("newGame"))->shortcut(),
                 QKeySequence(QKeySequence::New));
        QCOMPARE(window.findChild<QAction *>(QStringLiteral("hint"))->shortcut(),
                 QKeySequence(Qt::Key_H));
    }

    void defaultLayoutGivesTheBoardMostOfTheWidth()
    {
        QSettings().clear(); // no saved layout: the default applies
        MainWindow window(&m_language);
        QVERIFY(window.startDefaultGame(7));
        QVERIFY(showAt1600(window));
        verifyDefaultLayout(window);
    }

    void resetLayoutRestoresTheDefault()
    {
        QSettings().clear();
        MainWindow window(&m_language);
        QVERIFY(window.startDefaultGame(7));
        QVERIFY(showAt1600(window));
        auto *players = window.findChild<QDockWidget *>(QStringLiteral("playersDock"));
        auto *log = window.findChild<QDockWidget *>(QStringLiteral("gameLogDock"));
        auto *moves = window.findChild<QDockWidget *>(QStringLiteral("movesDock"));
        // Scatter the docks: one floating, one closed, one on the other side, a wide column.
        log->setFloating(true);
        players->hide();
        window.addDockWidget(Qt::LeftDockWidgetArea, moves);
        window.resizeDocks({moves}, {700}, Qt::Horizontal);
        window.findChild<QAction *>(QStringLiteral("resetLayout"))->trigger();
        QVERIFY(players->isVisible());
        QVERIFY(!log->isFloating());
        // Docks move with an animation: wait until the column is back to its width.
        QTRY_VERIFY(players->width() >= 380 && players->width() <= 480);
        verifyDefaultLayout(window);
    }

    // Issue 32: shrunk to 640 × 480 and enlarged again, the docks stayed narrow ("M…", "Ga…").
    // The column comes back to its width, the default one or the one the person dragged it to.
    void dockColumnComesBackAfterASmallWindow()
    {
        QSettings().clear();
        MainWindow window(&m_language);
        QVERIFY(window.startDefaultGame(7));
        QVERIFY(showAt1600(window));
        auto *players = window.findChild<QDockWidget *>(QStringLiteral("playersDock"));
        QTRY_VERIFY(players->width() >= 380);
        const int width = players->width();
        window.resize(640, 480);
        QTRY_VERIFY(players->width() < width);
        window.resize(1600, 1000);
        QTRY_COMPARE(players->width(), width);
        // A width the person chose (the separator dragged) is the one that comes back.
        dragDockColumnTo(window, width + 40);
        QTRY_COMPARE(players->width(), width + 40);
        QTest::qWait(50);
        window.resize(640, 480);
        QTRY_VERIFY(players->width() < width);
        window.resize(1600, 1000);
        QTRY_COMPARE(players->width(), width + 40);
    }

    // The column widens for a language that needs it and narrows back, so that the board gets
    // its width back (issue 32: it stayed wide and the rowing hand grew a scroll bar).
    void dockColumnFollowsTheLanguageBothWays()
    {
        QSettings().clear();
        MainWindow window(&m_language);
        QVERIFY(window.startDefaultGame(7));
        window.setQuiet(true);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *players = window.findChild<PlayersDock *>(QStringLiteral("playersDock"));
        QTRY_VERIFY(players->width() >= 380);
        const int english = players->width();
        QQuickItem *hand =
            window.findChild<QQuickWidget *>()->rootObject()->findChild<QQuickItem *>(
                QStringLiteral("handView"));
        QVERIFY(hand);
        window.findChild<QAction *>(QStringLiteral("language_fr"))->trigger();
        QTRY_VERIFY(players->width() > english);
        // The rowing hand keeps its seven cards on one row in the narrower board French leaves.
        QTest::qWait(100);
        QTRY_VERIFY(!hand->property("interactive").toBool());
        window.findChild<QAction *>(QStringLiteral("language_en"))->trigger();
        QTRY_COMPARE(players->width(), english);
        QTRY_VERIFY(!hand->property("interactive").toBool());
    }

    // New Game opens on the game being played, its courses and its preview; a game played
    // without a course (Line cards) shows none.
    void newGameOpensOnTheGameBeingPlayed()
    {
        QSettings().clear();
        MainWindow window(&m_language);
        GameSetup setup;
        setup.gameId = QStringLiteral("linecards");
        setup.seats = {{QStringLiteral("Ada"), QStringLiteral("#e63946"), Controller::Human},
                       {QStringLiteral("Bot"), QStringLiteral("#2a9d8f"), Controller::AiEasy}};
        setup.seed = 3;
        QVERIFY(window.startGame(setup));
        QString chosen;
        bool previewShown = true;
        QTimer::singleShot(0, &window, [&] {
            auto *dialog = qobject_cast<NewGameDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            chosen = dialog->setup().gameId;
            previewShown = dialog->findChild<CoursePreview *>()->isVisible();
            dialog->reject();
        });
        window.findChild<QAction *>(QStringLiteral("newGame"))->trigger();
        QCOMPARE(chosen, QStringLiteral("linecards"));
        QVERIFY(!previewShown);
    }

    void layoutOfAnOlderVersionGivesWayToTheDefault()
    {
        QSettings().clear();
        QByteArray wideColumn;
        {
            MainWindow window(&m_language);
            QVERIFY(showAt1600(window));
            window.resizeDocks({window.findChild<QDockWidget *>(QStringLiteral("playersDock"))},
                               {700}, Qt::Horizontal);
            wideColumn = window.saveState(1); // what version 1 saved on quit
        }
        for (const QByteArray &saved : {wideColumn, QByteArray("not a window state")}) {
            QSettings().setValue(QStringLiteral("window/state"), saved);
            MainWindow window(&m_language);
            QVERIFY(showAt1600(window));
            QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("playersDock"))->width() <= 480);
            QVERIFY(window.centralWidget()->width() >= 1600 * 6 / 10);
        }
        QSettings().clear();
    }

    // A damaged settings file once gave a black window of 100 000 × 100 000 pixels at 5.4 GB;
    // a floating dock saved off every screen could never be seen again.
    void damagedGeometryGivesWayToTheDefault()
    {
        QSettings().clear();
        QByteArray huge;
        {
            MainWindow window(&m_language); // never shown: no backing store of that size
            window.setGeometry(10, 10, 100000, 100000);
            QCOMPARE(window.width(), 100000);
            huge = window.saveGeometry();
        }
        QSettings().setValue(QStringLiteral("window/geometry"), huge);
        MainWindow window(&m_language);
        const QSize available = window.screen()->availableGeometry().size();
        QVERIFY2(window.width() <= available.width() && window.height() <= available.height(),
                 qPrintable(QStringLiteral("%1 x %2").arg(window.width()).arg(window.height())));
        QSettings().clear();
    }

    void floatingDockOffTheScreensComesBack()
    {
        QSettings().clear();
        QByteArray lost;
        {
            MainWindow window(&m_language);
            QVERIFY(showAt1600(window));
            auto *log = window.findChild<QDockWidget *>(QStringLiteral("gameLogDock"));
            log->setFloating(true);
            log->setGeometry(50000, 50000, 300, 300);
            lost = window.saveState(2);
        }
        QSettings().setValue(QStringLiteral("window/state"), lost);
        MainWindow window(&m_language);
        QVERIFY(window.startDefaultGame(7));
        QVERIFY(showAt1600(window));
        const QDockWidget *log = window.findChild<QDockWidget *>(QStringLiteral("gameLogDock"));
        QVERIFY(!log->isFloating() || SavedWindowLayout::fitsScreens(log->frameGeometry()));
        QSettings().clear();
    }

    void newGameDialogValidatesSeats()
    {
        NewGameDialog dialog;
        QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(dialog.problem().isEmpty());
        QVERIFY(ok->isEnabled());
        GameSetup setup = dialog.setup();
        QCOMPARE(setup.gameId, QStringLiteral("rowing"));
        QCOMPARE(setup.seats.size(), 6); // the six lanes fill
        QCOMPARE(setup.seats[0].controller, Controller::Human);
        QCOMPARE(setup.seats[5].controller, Controller::AiNormal);

        dialog.findChild<QLineEdit *>(QStringLiteral("seatName2"))->clear();
        QVERIFY(!dialog.problem().isEmpty());
        QVERIFY(!ok->isEnabled());
        dialog.setSeatCount(2); // the unnamed seat is no longer in the race
        QVERIFY(dialog.problem().isEmpty());
        QCOMPARE(dialog.setup().seats.size(), 2);

        dialog.findChild<QLineEdit *>(QStringLiteral("seed"))->setText(QStringLiteral("42"));
        QCOMPARE(dialog.setup().seed, quint64(42));
        auto *count = dialog.findChild<QSpinBox *>(QStringLiteral("seatCount"));
        QCOMPARE(count->minimum(), 1);                            // at least one seat
        QCOMPARE(count->maximum(), int(NewGameDialog::MaxSeats)); // the dialog's rows, < 8 lanes
    }

    void playersDockFollowsGame()
    {
        MainWindow window(&m_language);
        window.session()->setAiDelayMs(0);
        QVERIFY(window.startDefaultGame(7));
        auto *table = window.findChild<QTableWidget *>(QStringLiteral("playersTable"));
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 6);
        // The seat to play (lane 1 in round 1) is marked by its row's colour, not by text that
        // would widen the column as the turn passes.
        QCOMPARE(table->item(0, 0)->text(), NewGameDialog::defaultPlayerName());
        QVERIFY(table->item(0, 0)->background().style() != Qt::NoBrush);
        QCOMPARE(table->item(1, 0)->background().style(), Qt::NoBrush);
        auto *moves = window.findChild<QListWidget *>(QStringLiteral("movesList"));
        QCOMPARE(moves->count(), 1); // "Start"
    }

    // The dock's columns follow the game: Salmon Run lists salmon with hex, piles and Fatigue.
    void playersDockFollowsSalmonRun()
    {
        MainWindow window(&m_language);
        window.session()->setAiDelayMs(0);
        QFile river(QStringLiteral(":/courses/salmon-beginner.json"));
        QVERIFY(river.open(QIODevice::ReadOnly));
        GameSetup setup;
        setup.gameId = QStringLiteral("salmon");
        setup.course = QJsonDocument::fromJson(river.readAll()).object();
        setup.seats = {{QStringLiteral("Ann"), QStringLiteral("#d94040"), Controller::Human},
                       {QStringLiteral("Bo"), QStringLiteral("#3a7bd5"), Controller::AiEasy},
                       {QStringLiteral("Cy"), QStringLiteral("#2aa876"), Controller::AiEasy}};
        setup.seed = 3;
        QString error;
        QVERIFY2(window.session()->start(setup, &error), qPrintable(error));
        auto *table = window.findChild<QTableWidget *>(QStringLiteral("playersTable"));
        QCOMPARE(table->rowCount(), 3);
        QStringList headers;
        for (int column = 0; column < table->columnCount(); ++column)
            headers.append(table->horizontalHeaderItem(column)->text());
        QCOMPARE(headers, (QStringList{QStringLiteral("Salmon"), QStringLiteral("Hex"),
                                       QStringLiteral("Hand"), QStringLiteral("Deck"),
                                       QStringLiteral("Discard"), QStringLiteral("Fatigue"),
                                       QStringLiteral("Place")}));
        QVERIFY(table->item(1, 0)->text().startsWith(QStringLiteral("Bo")));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("4")); // four cards in hand
        QCOMPARE(table->item(0, 5)->text(), QStringLiteral("0")); // no Fatigue yet
        // The Course tab shows the river, whatever its kind, drawn by the kind's own code.
        auto *summary = window.findChild<QLabel *>(QStringLiteral("courseSummary"));
        auto *preview = window.findChild<CoursePreview *>(QStringLiteral("coursePreview"));
        QVERIFY(summary && preview);
        QVERIFY2(!summary->text().contains(QStringLiteral("cannot be read")),
                 qPrintable(summary->text()));
        QVERIFY2(summary->text().contains(setup.course.value(QStringLiteral("name")).toString()),
                 qPrintable(summary->text()));
        QVERIFY2(summary->text().contains(QStringLiteral("board")), qPrintable(summary->text()));
        QVERIFY(preview->hasPicture());
        // Back to a rowing race: the rowing columns return.
        QVERIFY(window.startDefaultGame(7));
        QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("Boat"));
        QCOMPARE(table->columnCount(), 8);
        QVERIFY2(summary->text().contains(QStringLiteral("lanes")), qPrintable(summary->text()));
        QVERIFY(preview->hasPicture());
    }

    // The title names the game and the course; Save As proposes a name made of them in the
    // Documents folder (test mode: a throw-away one), or the game's own file once saved.
    void titleAndSaveNameFollowTheGame()
    {
        QSettings().remove(QStringLiteral("files/lastDirectory"));
        MainWindow window(&m_language);
        window.setQuiet(true);
        QVERIFY(window.startDefaultGame(7));
        const GameSetup &setup = window.session()->record().setup;
        const QString course = setup.course.value(QStringLiteral("name")).toString();
        const QString game = GameRegistry::find(setup.gameId)->displayName.text();
        QVERIFY(!course.isEmpty());
        QVERIFY2(window.windowTitle().contains(course) && window.windowTitle().contains(game),
                 qPrintable(window.windowTitle()));
        // A folder that exists (issue 55: without a Documents folder the dialog opened in the
        // folder the app was started from): Documents, or the home folder when there is none.
        const QString suggested = window.suggestedSavePath();
        const QString documents =
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QCOMPARE(QFileInfo(suggested).absolutePath(),
                 QFileInfo(documents).isDir() ? documents : QDir::homePath());
        QVERIFY(QFileInfo(QFileInfo(suggested).absolutePath()).isDir());
        QVERIFY2(QFileInfo(suggested).fileName().startsWith(game) && suggested.contains(course) &&
                     suggested.endsWith(QStringLiteral(".cwgame")),
                 qPrintable(suggested));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.cwgame"));
        QVERIFY(window.saveToFile(path));
        QCOMPARE(window.suggestedSavePath(), path);
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("mine.cwgame")));
    }

    // Issue 55: the first screen shows every registered game (a newcomer met a rowing race with
    // no sign of the other four), the one last played first in reach with the course it was
    // played on; the next start plays that game on that course again.
    void firstScreenShowsEveryGameAndTheLastCourse()
    {
        QSettings().remove(QStringLiteral("lastGame"));
        {
            StartDialog start;
            const QList<QCommandLinkButton *> buttons = start.findChildren<QCommandLinkButton *>();
            QCOMPARE(buttons.size(), qsizetype(GameRegistry::games().size()));
            for (const GameInfo &info : GameRegistry::games()) {
                auto *button =
                    start.findChild<QCommandLinkButton *>(QStringLiteral("game_") + info.id);
                QVERIFY2(button, qPrintable(info.id));
                QCOMPARE(button->text(), info.displayName.text());
                QVERIFY(!button->description().isEmpty());
            }
            QVERIFY(buttons.front()->isDefault()); // a first start: the first game
        }
        // A game of the last game in the registry, on a course of its own.
        const GameInfo &last = GameRegistry::games().back();
        MainWindow window(&m_language);
        window.setQuiet(true);
        QVERIFY(window.startDefaultGame(7, last.id));
        {
            StartDialog start;
            auto *button = start.findChild<QCommandLinkButton *>(QStringLiteral("game_") + last.id);
            QVERIFY(button && button->isDefault());
            if (!last.defaultCourse.isEmpty())
                QVERIFY2(button->description().contains(QStringLiteral("last course: ")),
                         qPrintable(button->description()));
            button->click();
            QCOMPARE(start.result(), int(QDialog::Accepted));
            QCOMPARE(start.chosen(), last.id);
        }
        QVERIFY(window.startDefaultGame(8)); // another game, then a new start
        MainWindow next(&m_language);
        next.setQuiet(true);
        QVERIFY(next.startLastGame(9));
        QCOMPARE(next.session()->gameId(), GameRegistry::games().front().id);
        QVERIFY(window.startDefaultGame(10, last.id));
        MainWindow again(&m_language);
        again.setQuiet(true);
        QVERIFY(again.startLastGame(11));
        QCOMPARE(again.session()->gameId(), last.id);
        QCOMPARE(again.session()->record().setup.courseSource, last.defaultCourse);
    }

    // Game > Take Back and Restart follow the game; Settings > AI Pace sets and keeps the pace.
    void takeBackRestartAndPaceFromTheMenus()
    {
        QSettings().clear();
        MainWindow window(&m_language);
        window.setQuiet(true);
        QVERIFY(window.startDefaultGame(7));
        window.session()->setAiDelayMs(0);
        auto *takeBack = window.findChild<QAction *>(QStringLiteral("takeBack"));
        auto *restart = window.findChild<QAction *>(QStringLiteral("restartGame"));
        QVERIFY(takeBack && restart);
        QVERIFY(!takeBack->isEnabled());
        QVERIFY(restart->isEnabled());
        QCOMPARE(takeBack->shortcut(), QKeySequence(QKeySequence::Undo));
        QVERIFY(window.session()->humanToAct());
        QVERIFY(window.session()->submit(window.session()->shownGame()->legalActions().front()));
        QVERIFY(takeBack->isEnabled());
        takeBack->trigger();
        QCOMPARE(window.session()->moveCount(), 0);
        QVERIFY(!takeBack->isEnabled());
        QVERIFY(window.session()->submit(window.session()->shownGame()->legalActions().front()));
        restart->trigger();
        QCOMPARE(window.session()->moveCount(), 0);

        auto *fast = window.findChild<QAction *>(QStringLiteral("aiPace_fast"));
        QVERIFY(fast && !fast->isChecked());
        QVERIFY(window.findChild<QAction *>(QStringLiteral("aiPace_normal"))->isChecked());
        fast->trigger();
        QCOMPARE(window.session()->aiDelayMs(), aiPaceMs(AiPace::Fast));
        QCOMPARE(QSettings().value(QStringLiteral("play/aiPace")).toString(),
                 QStringLiteral("fast"));
        MainWindow another(&m_language); // a new window starts at the saved pace
        QCOMPARE(another.session()->aiDelayMs(), aiPaceMs(AiPace::Fast));
        QVERIFY(another.findChild<QAction *>(QStringLiteral("aiPace_fast"))->isChecked());
    }

    void saveOpenRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("race.cwgame"));
        MainWindow first(&m_language);
        first.setQuiet(true);
        first.session()->setAiDelayMs(0);
        QVERIFY(first.startDefaultGame(99));
        QVERIFY(first.saveToFile(path));

        MainWindow second(&m_language);
        second.setQuiet(true);
        QVERIFY(second.openFile(path));
        QCOMPARE(second.session()->record().setup, first.session()->record().setup);

        const QString bad = dir.filePath(QStringLiteral("bad.cwgame"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ \"not\": \"a game\" }");
        file.close();
        QVERIFY(!second.openFile(bad));
        QVERIFY2(second.lastError().contains(QStringLiteral("bad.cwgame")),
                 qPrintable(second.lastError()));
        QCOMPARE(second.session()->record().setup, first.session()->record().setup);
    }

    // The game log heads each round with the game's own word for it (GameInfo::roundName), the
    // word its lines use, never one word of the shell's for every game (issue 32: Niagara's log
    // headed «Tour» over lines that say «Manche»). A translator gives each game a word of its own.
    void logHeadsRoundsInTheGamesWords_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }
    void logHeadsRoundsInTheGamesWords()
    {
        QFETCH(QString, gameId);
        const GameInfo *info = GameRegistry::find(gameId);
        QVERIFY(info && info->roundName.source);
        struct OwnWord : QTranslator {
            GameText name;
            QString word;
            QString translate(const char *context, const char *source, const char *,
                              int) const override
            {
                return qstrcmp(context, name.context) == 0 && qstrcmp(source, name.source) == 0
                           ? word
                           : QString();
            }
            bool isEmpty() const override { return false; }
        } ownWord;
        ownWord.name = info->roundName;
        ownWord.word = gameId + QStringLiteral(" stage %1");
        QCoreApplication::installTranslator(&ownWord);
        const auto remove =
            qScopeGuard([&ownWord] { QCoreApplication::removeTranslator(&ownWord); });
        MainWindow window(&m_language);
        window.setQuiet(true);
        window.session()->setAiDelayMs(0);
        QVERIFY(window.startDefaultGame(3, gameId));
        GameSetup setup = window.session()->record().setup;
        for (SeatConfig &seat : setup.seats)
            seat.controller = Controller::AiEasy;
        QVERIFY(window.startGame(setup));
        // Some moves into the game, past round 1 where the game counts rounds.
        GameSession &session = *window.session();
        QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() >= 40 || session.shownGame()->isOver(), 20000);
        const bool rounds = GameSession::roundOf(*session.shownGame()) > 0;
        const QString log =
            window.findChild<QPlainTextEdit *>(QStringLiteral("gameLog"))->toPlainText();
        QStringList headings;
        for (const QString &line : log.split(QLatin1Char('\n')))
            if (line.startsWith(QStringLiteral("— ")))
                headings << line;
        QVERIFY2(rounds == !headings.isEmpty(), qPrintable(log.left(300)));
        for (int i = 0; i < headings.size(); ++i)
            QCOMPARE(headings[i], QStringLiteral("— %1 stage %2 —").arg(gameId).arg(i + 1));
    }

    // The Moves dock never scrolls sideways: a long move name (French, long seat names) wraps in
    // the dock's width and its tool tip says it whole (issue 32).
    void movesWrapLongNames()
    {
        QVERIFY(m_language.apply(QStringLiteral("fr"), false));
        MainWindow window(&m_language);
        window.setQuiet(true);
        window.session()->setAiDelayMs(0);
        window.resize(1280, 720);
        QVERIFY(window.startDefaultGame(3, QStringLiteral("niagara")));
        GameSetup setup = window.session()->record().setup;
        for (SeatConfig &seat : setup.seats) {
            seat.controller = Controller::AiEasy;
            seat.name = QStringLiteral("Canoéiste des chutes du Niagara ") + seat.name;
        }
        QVERIFY(window.startGame(setup));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *moves = window.findChild<QListWidget *>(QStringLiteral("movesList"));
        window.findChild<QDockWidget *>(QStringLiteral("movesDock"))->raise();
        QTRY_VERIFY_WITH_TIMEOUT(moves->count() > 12, 10000);
        window.session()->setViewedMove(12); // the lists stand still
        QTest::qWait(50);
        QCOMPARE(moves->horizontalScrollBar()->maximum(), 0);
        const int width = moves->viewport()->width();
        for (int row = 1; row < moves->count(); ++row) {
            const QRect at = moves->visualItemRect(moves->item(row));
            QVERIFY2(at.right() < width, qPrintable(QStringLiteral("%1: %2 px in %3")
                                                        .arg(moves->item(row)->text())
                                                        .arg(at.width())
                                                        .arg(width)));
            QCOMPARE(moves->item(row)->toolTip(), moves->item(row)->text());
        }
    }

    void loadedGameFillsLogAndMoves()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ai-race.cwgame"));
        QString liveLog;
        {
            MainWindow window(&m_language);
            window.setQuiet(true);
            window.session()->setAiDelayMs(0);
            QVERIFY(window.startDefaultGame(5));
            GameSetup setup = window.session()->record().setup;
            for (SeatConfig &seat : setup.seats)
                seat.controller = Controller::AiEasy;
            QVERIFY(window.startGame(setup));
            // Into round 2, so the log has a round's last move.
            QTRY_VERIFY_WITH_TIMEOUT(window.session()->moveCount() >= 40, 20000);
            QVERIFY(window.saveToFile(path));
            liveLog = window.findChild<QPlainTextEdit *>(QStringLiteral("gameLog"))->toPlainText();
        }
        MainWindow window(&m_language);
        window.setQuiet(true);
        QVERIFY(window.openFile(path));
        const int moves = window.session()->moveCount();
        auto *list = window.findChild<QListWidget *>(QStringLiteral("movesList"));
        QCOMPARE(list->count(), moves + 1);
        QVERIFY(list->item(1)->text().startsWith(
            QStringLiteral("1. %1: ").arg(NewGameDialog::defaultPlayerName())));
        const QString log =
            window.findChild<QPlainTextEdit *>(QStringLiteral("gameLog"))->toPlainText();
        QVERIFY2(log.contains(QStringLiteral("  %1: ").arg(NewGameDialog::defaultPlayerName())),
                 qPrintable(log)); // seats by name
        // Rebuilt from the record, the log reads as it did live.
        QCOMPARE(log, liveLog);
        // The lines of a round's last move stay under that round's heading; the next heading
        // follows them.
        const qsizetype firstHeading = log.indexOf(QStringLiteral("— Round 1 —"));
        const qsizetype roundTwoBegins = log.indexOf(QStringLiteral("Round 2 begins."));
        const qsizetype secondHeading = log.indexOf(QStringLiteral("— Round 2 —"));
        QVERIFY2(firstHeading >= 0 && firstHeading < roundTwoBegins, qPrintable(log));
        QVERIFY2(roundTwoBegins < secondHeading, qPrintable(log));
        const QString lastLineOfRoundOne = log.left(roundTwoBegins).section(QLatin1Char('\n'), -1);
        QVERIFY2(lastLineOfRoundOne.startsWith(QStringLiteral("1.")), qPrintable(log));

        list->setCurrentRow(3); // browse: the session shows the position after 3 moves
        QCOMPARE(window.session()->viewedMove(), 3);
        QVERIFY(window.session()->isBrowsing());
        window.findChild<QPushButton *>(QStringLiteral("backToLive"))->click();
        QVERIFY(!window.session()->isBrowsing());
    }

    void settingsPersistWindowState()
    {
        {
            MainWindow window(&m_language);
            window.setQuiet(true);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.resize(1111, 777);
            window.findChild<QDockWidget *>(QStringLiteral("gameLogDock"))->hide();
            auto *players = window.findChild<QDockWidget *>(QStringLiteral("playersDock"));
            dragDockColumnTo(window, 460);
            QTRY_VERIFY(players->width() > 440); // the layout applies it on its next pass
            QVERIFY(window.close());
        }
        MainWindow window(&m_language);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), QSize(1111, 777));
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("gameLogDock"))->isHidden());
        // The saved layout wins over the default one.
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("playersDock"))->width() > 440);
    }

    void languageSwitchTranslates()
    {
        QSettings().clear();
        MainWindow window(&m_language);
        QVERIFY(window.startDefaultGame(7));
        QVERIFY(showAt1600(window));
        auto *players = window.findChild<PlayersDock *>(QStringLiteral("playersDock"));
        QCOMPARE(players->windowTitle(), QStringLiteral("Players"));
        window.findChild<QAction *>(QStringLiteral("language_fr"))->trigger();
        QCOMPARE(m_language.current(), QStringLiteral("fr"));
        // Qt posts QEvent::LanguageChange to the windows; the event loop delivers it.
        QTRY_COMPARE(players->windowTitle(), QStringLiteral("Joueurs"));
        QCOMPARE(window.findChild<QMenu *>(QStringLiteral("gameMenu"))->title(),
                 QStringLiteral("&Partie"));
        auto *table = window.findChild<QTableWidget *>(QStringLiteral("playersTable"));
        // The column widens to the French table, so it still shows without scrolling, with its
        // whole headers once it is wide enough (short ones until then, PlayersDock).
        QTRY_VERIFY2(
            players->width() >= qMin(players->widthForContents(), 480),
            qPrintable(
                QStringLiteral("%1 < %2").arg(players->width()).arg(players->widthForContents())));
        QTRY_VERIFY(!table->horizontalScrollBar()->isVisible());
        QTRY_COMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("Cadence"));
        // Engine classes declare their context (Q_DECLARE_TR_FUNCTIONS), the one lupdate files
        // their texts under, so the plain translator finds them.
        QCOMPARE(CourseJsonReader::tr("must be a string"), QStringLiteral("doit être une chaîne"));
        // Texts Qt widgets make themselves (the editor's Undo action, message box buttons) come
        // from Qt's own French translation.
        QCOMPARE(QCoreApplication::translate("QUndoGroup", "Undo %1"),
                 QStringLiteral("Annuler %1"));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Discard"),
                 QStringLiteral("Ne pas tenir compte"));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("fr"));
    }

    // Everything made from the game retranslates at once, not at the next move: the move list,
    // the log, and the editor's Undo and Redo (worded by Qt when they are made).
    void languageSwitchRetranslatesAtOnce()
    {
        QSettings().clear();
        MainWindow window(&m_language);
        window.session()->setAiDelayMs(0);
        GameSetup setup;
        setup.gameId = QStringLiteral("salmon");
        QFile river(QStringLiteral(":/courses/salmon-beginner.json"));
        QVERIFY(river.open(QIODevice::ReadOnly));
        setup.course = QJsonDocument::fromJson(river.readAll()).object();
        setup.seats = {{QStringLiteral("Bo"), QStringLiteral("#3a7bd5"), Controller::AiEasy},
                       {QStringLiteral("Cy"), QStringLiteral("#2aa876"), Controller::AiEasy}};
        setup.seed = 5;
        QVERIFY(window.startGame(setup));
        // Viewing an earlier move pauses the game, so that the lists stand still: move 3 must be
        // behind the live one, or viewing it would just follow the game.
        QTRY_VERIFY(window.session()->moveCount() >= 4);
        window.session()->setViewedMove(3);
        QVERIFY(window.session()->isBrowsing());
        auto *moves = window.findChild<QListWidget *>(QStringLiteral("movesList"));
        auto *log = window.findChild<QPlainTextEdit *>(QStringLiteral("gameLog"));
        QTRY_COMPARE(moves->count(), window.session()->moveCount() + 1);
        const QString englishMove = moves->item(1)->text(), englishLog = log->toPlainText();
        const int count = moves->count();
        CourseEditorWindow *editor = window.courseEditor();
        QCOMPARE(editor->menus()->undo->text(), QStringLiteral("Undo"));
        // The board's own band of the latest narration lines.
        const auto boardLog = [&window] {
            QQuickItem *band =
                window.findChild<QQuickWidget *>()->rootObject()->findChild<QQuickItem *>(
                    QStringLiteral("recentLog"));
            QStringList lines;
            for (const QQuickItem *line : band ? band->childItems() : QList<QQuickItem *>())
                lines << line->property("text").toString();
            return lines;
        };
        QTRY_VERIFY(!boardLog().isEmpty());
        const QStringList englishBoardLog = boardLog();

        window.findChild<QAction *>(QStringLiteral("language_fr"))->trigger();
        QTRY_VERIFY2(moves->item(1)->text() != englishMove, qPrintable(moves->item(1)->text()));
        QCOMPARE(moves->count(), count);
        QVERIFY(log->toPlainText() != englishLog);
        QTRY_VERIFY(boardLog() != englishBoardLog);
        QCOMPARE(boardLog().size(), englishBoardLog.size());
        QTRY_COMPARE(editor->menus()->undo->text(), QStringLiteral("Annuler"));

        window.findChild<QAction *>(QStringLiteral("language_en"))->trigger();
        QTRY_COMPARE(moves->item(1)->text(), englishMove);
        QCOMPARE(moves->count(), count);
        QCOMPARE(log->toPlainText(), englishLog);
        QTRY_COMPARE(boardLog(), englishBoardLog);
        QTRY_COMPARE(editor->menus()->undo->text(), QStringLiteral("Undo"));
        QCOMPARE(editor->menus()->edit->actions().value(0), editor->menus()->undo);
    }

    // Help > Rules shows each game's player page by convention (:/docs/play/<id>[.fr].md), in
    // the interface language, falling back to English, with the game's own icons.
    void rulesPagesFollowTheLanguage()
    {
        for (const QString &id : {QStringLiteral("rowing"), QStringLiteral("salmon")}) {
            QCOMPARE(RulesDialog::pagePath(id, QStringLiteral("en")),
                     QStringLiteral(":/docs/play/%1.md").arg(id));
            QCOMPARE(RulesDialog::pagePath(id, QStringLiteral("fr")),
                     QStringLiteral(":/docs/play/%1.fr.md").arg(id));
            QCOMPARE(RulesDialog::pagePath(id, QStringLiteral("xx")),
                     QStringLiteral(":/docs/play/%1.md").arg(id));
        }
        QVERIFY(
            RulesDialog::pagePath(QStringLiteral("no-such-game"), QStringLiteral("en")).isEmpty());
        RulesDialog dialog(QStringLiteral("salmon"), &m_language);
        auto *text = dialog.findChild<QTextBrowser *>(QStringLiteral("rulesText"));
        QVERIFY(text->toPlainText().contains(QStringLiteral("Symbol key")));
        // The icons are the game's own, from its resources.
        const QVariant bear = text->loadResource(
            QTextDocument::ImageResource, QUrl(QStringLiteral("qrc:/salmon/icons/bear.svg")));
        QVERIFY(bear.isValid());
        QVERIFY(text->toHtml().contains(QStringLiteral("qrc:/salmon/icons/bear.svg")));
        QVERIFY2(text->toHtml().contains(QStringLiteral("width=")), "icons sized to the text");
        m_language.apply(QStringLiteral("fr"), false);
        QVERIFY2(text->toPlainText().contains(QStringLiteral("Légende des symboles")),
                 qPrintable(text->toPlainText().left(200)));
    }

    void englishPluralsReadNaturally()
    {
        MainWindow window(&m_language);
        window.findChild<QAction *>(QStringLiteral("language_fr"))->trigger();
        window.findChild<QAction *>(QStringLiteral("language_en"))->trigger();
        QCOMPARE(m_language.current(), QStringLiteral("en"));
        // The source text says "card(s)"; the English plural forms replace it.
        const char *text = "%1: %n pace card(s) discarded.";
        QCOMPARE(rowing::RowingNarration::tr(text, nullptr, 1).arg(QStringLiteral("Ada")),
                 QStringLiteral("Ada: 1 pace card discarded."));
        QCOMPARE(rowing::RowingNarration::tr(text, nullptr, 3).arg(QStringLiteral("Ada")),
                 QStringLiteral("Ada: 3 pace cards discarded."));
    }

private:
    // The board keeps most of the width; a right column has the players on top, showing every
    // boat and column without scrolling, and moves, log, coach and course tabbed below.
    static void verifyDefaultLayout(MainWindow &window)
    {
        auto *players = window.findChild<QDockWidget *>(QStringLiteral("playersDock"));
        auto *moves = window.findChild<QDockWidget *>(QStringLiteral("movesDock"));
        QVERIFY2(window.centralWidget()->width() >= 1600 * 6 / 10,
                 qPrintable(QString::number(window.centralWidget()->width())));
        QCOMPARE(window.dockWidgetArea(players), Qt::RightDockWidgetArea);
        QVERIFY2(players->width() >= 380 && players->width() <= 480,
                 qPrintable(QString::number(players->width())));
        QVERIFY(players->geometry().bottom() < moves->geometry().top());
        auto *table = window.findChild<QTableWidget *>(QStringLiteral("playersTable"));
        QCOMPARE(table->rowCount(), 6);
        QVERIFY(!table->horizontalScrollBar()->isVisible());
        QVERIFY(!table->verticalScrollBar()->isVisible());
        QVERIFY(moves->height() > players->height());
        const QList<QDockWidget *> tabbed = window.tabifiedDockWidgets(moves);
        QCOMPARE(tabbed.size(), 3);
        for (const char *name : {"gameLogDock", "coachDock", "courseDock"})
            QVERIFY2(tabbed.contains(window.findChild<QDockWidget *>(QLatin1String(name))), name);
    }

    static bool showAt1600(MainWindow &window)
    {
        window.setQuiet(true);
        window.resize(1600, 1000);
        window.show();
        return QTest::qWaitForWindowExposed(&window);
    }

    // Drags the separator left of the dock column with the mouse, as a person does, so that the
    // column becomes `width` wide (the press, moves and release go through the window system).
    static void dragDockColumnTo(MainWindow &window, int width)
    {
        auto *players = window.findChild<QDockWidget *>(QStringLiteral("playersDock"));
        QWindow *handle = window.windowHandle();
        const int x = (window.centralWidget()->geometry().right() + players->geometry().left()) / 2;
        const int y = players->geometry().center().y();
        const int to = x - (width - players->width());
        QTest::mouseMove(handle, QPoint(x, y));
        QTest::mousePress(handle, Qt::LeftButton, {}, QPoint(x, y));
        for (int step = 1; step <= 4; ++step)
            QTest::mouseMove(handle, QPoint(x + (to - x) * step / 4, y));
        QTest::mouseRelease(handle, Qt::LeftButton, {}, QPoint(to, y));
    }

    Language m_language;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
