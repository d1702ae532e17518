// The application shell: docks and menus exist and are named, the default layout leaves the board
// most of the width, the New Game dialog validates its seats, the docks follow a started game, a
// game survives a save/open round trip through the window, window state persists (an older one
// gives way to the default), the language switch retranslates the window, and English reads
// "1 card" and "3 cards" where the source text says "card(s)".
#include "Language.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "PlayersDock.h"
#include "core/SavedWindowLayout.h"
#include "course/CourseJsonReader.h"
#include "rowing/RowingCourse.h"
#include "rowing/RowingNarration.h"
#include "session/GameSession.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QJsonDocument>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

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
        for (const char *name : {"gameLogDock", "playersDock", "courseDock", "movesDock"})
            QVERIFY2(window.findChild<QDockWidget *>(QLatin1String(name)), name);
        for (const char *name : {"newGame", "openGame", "saveGame", "saveGameAs", "quit", "rules",
                                 "about", "language_en", "language_fr"})
            QVERIFY2(window.findChild<QAction *>(QLatin1String(name)), name);
        auto *view = window.findChild<QMenu *>(QStringLiteral("viewMenu"));
        QVERIFY(view);
        QCOMPARE(view->actions().size(), 6); // one toggle per dock, a separator, Reset Layout
        QCOMPARE(
            view->actions().constFirst(),
            window.findChild<QDockWidget *>(QStringLiteral("playersDock"))->toggleViewAction());
        QCOMPARE(view->actions().constLast()->objectName(), QStringLiteral("resetLayout"));
        QCOMPARE(window.findChild<QAction *>(QStringLiteral("newGame"))->shortcut(),
                 QKeySequence(QKeySequence::New));
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
        QCOMPARE(count->minimum(), 1); // at least one seat
        QCOMPARE(count->maximum(), 6);
    }

    void playersDockFollowsGame()
    {
        MainWindow window(&m_language);
        window.session()->setAiDelayMs(0);
        QVERIFY(window.startDefaultGame(7));
        auto *table = window.findChild<QTableWidget *>(QStringLiteral("playersTable"));
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 6);
        QVERIFY(table->item(0, 0)->text().startsWith(QStringLiteral("You")));
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
        setup.gameId = QStringLiteral("salmon-run");
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
        // Back to a rowing race: the rowing columns return.
        QVERIFY(window.startDefaultGame(7));
        QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("Boat"));
        QCOMPARE(table->columnCount(), 8);
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
        QVERIFY(list->item(1)->text().startsWith(QStringLiteral("1. You: ")));
        const QString log =
            window.findChild<QPlainTextEdit *>(QStringLiteral("gameLog"))->toPlainText();
        QVERIFY2(log.contains(QStringLiteral("  You: ")), qPrintable(log)); // seats by name
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
            window.resizeDocks({players}, {460}, Qt::Horizontal);
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
        QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("Cadence"));
        // The column widens to the French table, so it still shows without scrolling.
        QTRY_VERIFY2(
            players->width() >= qMin(players->widthForContents(), 480),
            qPrintable(
                QStringLiteral("%1 < %2").arg(players->width()).arg(players->widthForContents())));
        QTRY_VERIFY(!table->horizontalScrollBar()->isVisible());
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
    // boat and column without scrolling, and moves, log and course tabbed below.
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
        QCOMPARE(tabbed.size(), 2);
        for (const char *name : {"gameLogDock", "courseDock"})
            QVERIFY2(tabbed.contains(window.findChild<QDockWidget *>(QLatin1String(name))), name);
    }

    static bool showAt1600(MainWindow &window)
    {
        window.setQuiet(true);
        window.resize(1600, 1000);
        window.show();
        return QTest::qWaitForWindowExposed(&window);
    }

    Language m_language;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
