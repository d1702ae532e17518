// The lobby's place in the window (issue 53): from hosting, joining or watching until the game's
// first position the lobby stands in place of the board, whole at 1280×720 (the link, Copy, every
// column of the seats, Start); the board, which could only show a start the client made up, is
// hidden until then. Three windows in one process on loopback: the host, a player and a
// spectator. The window also tells its board whether the game is online and whose it is, for the
// results' Rematch (ResultsActions.qml, tested on every board in tst_board_registry).
#include "HostDialogFields.h"
#include "Language.h"
#include "LobbyPanel.h"
#include "MainWindow.h"
#include "OnlineGame.h"
#include "core/GameRegistry.h"
#include "online/HostGameDialog.h"
#include "session/GameSession.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QQuickItem>
#include <QQuickWidget>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyle>
#include <QTableWidget>
#include <QTest>

#include <memory>

using namespace cw;

namespace {

constexpr int Timeout = 20000; // an exchange on loopback takes milliseconds

} // namespace

class TestOnlineLobbyWindow : public QObject {
    Q_OBJECT

    Language m_language;

    std::unique_ptr<MainWindow> makeWindow()
    {
        auto window = std::make_unique<MainWindow>(&m_language);
        window->setQuiet(true);
        window->resize(1280, 720);
        window->online()->setListenAddress(QHostAddress::LocalHost); // loopback only
        window->show();
        return window;
    }

    // The first game's host dialog fields: seat 0 the creator's, seat 1 open, the others Easy.
    static QJsonObject createFields()
    {
        HostGameDialog dialog;
        dialog.setGame(GameRegistry::games().front().id);
        return test::fieldsForAFriend(dialog);
    }

    static QWidget *board(MainWindow &window)
    {
        return window.findChild<QQuickWidget *>(QStringLiteral("board"));
    }
    static LobbyPanel *lobby(MainWindow &window) { return window.findChild<LobbyPanel *>(); }
    static bool showsLobby(MainWindow &window)
    {
        return window.findChild<QStackedWidget *>(QStringLiteral("centre"))->currentWidget() ==
                   lobby(window) &&
               lobby(window)->isVisible() && !board(window)->isVisible();
    }
    static QVariant boardProperty(MainWindow &window, const char *name)
    {
        QQuickItem *root = static_cast<QQuickWidget *>(board(window))->rootObject();
        return root ? root->property(name) : QVariant();
    }

    // What the docks and the status bar of `window` say of the game: the Players dock's rows,
    // the Moves list, the log and the status line.
    static QTableWidget *players(MainWindow &window)
    {
        return window.findChild<QTableWidget *>(QStringLiteral("playersTable"));
    }
    static QListWidget *moves(MainWindow &window)
    {
        return window.findChild<QListWidget *>(QStringLiteral("movesList"));
    }
    static QString docksText(MainWindow &window)
    {
        QStringList texts;
        for (int row = 0; row < players(window)->rowCount(); ++row)
            for (int column = 0; column < players(window)->columnCount(); ++column)
                if (const QTableWidgetItem *item = players(window)->item(row, column))
                    texts << item->text() << item->data(Qt::AccessibleTextRole).toString();
        for (int row = 0; row < moves(window)->count(); ++row)
            texts << moves(window)->item(row)->text();
        texts << window.findChild<QPlainTextEdit *>(QStringLiteral("gameLog"))->toPlainText();
        texts << window.findChild<QLabel *>(QStringLiteral("turnStatus"))->text();
        texts << window.windowTitle();
        return texts.join(QLatin1Char('\n'));
    }
    // Nothing of the start the client made up: no seat, no move, no line of the game, and a
    // window title naming no game.
    static void checkShowsNoGame(MainWindow &window)
    {
        QCOMPARE(players(window)->rowCount(), 0);
        QCOMPARE(moves(window)->count(), 0);
        QCOMPARE(window.findChild<QPlainTextEdit *>(QStringLiteral("gameLog"))->toPlainText(),
                 QString());
        const QString game = GameRegistry::games().front().displayName.text();
        QVERIFY2(!docksText(window).contains(game), qPrintable(docksText(window)));
        QVERIFY2(!docksText(window).contains(QStringLiteral("Player ")),
                 qPrintable(docksText(window)));
    }

    // `widget` shown whole inside `window`.
    static bool inside(MainWindow &window, QWidget *widget)
    {
        const QRect rect(widget->mapTo(&window, QPoint(0, 0)), widget->size());
        return widget->isVisible() && window.rect().contains(rect);
    }

    // The lobby of `window` reads whole: every column of the seats as wide as its texts, and
    // the link (when shown) as long as its text.
    static void checkWhole(MainWindow &window)
    {
        LobbyPanel *panel = lobby(window);
        QVERIFY(inside(window, panel));
        auto *seats = panel->findChild<QTableWidget *>(QStringLiteral("lobbySeats"));
        QVERIFY(inside(window, seats));
        QVERIFY(seats->horizontalHeader()->length() <= seats->viewport()->width());
        // The columns but the last are as wide as their texts (ResizeToContents): whole unless the
        // table runs past its view. The last takes the rest, at least its longest text.
        const int last = seats->columnCount() - 1;
        for (int column = 0; column < last; ++column)
            QCOMPARE(seats->horizontalHeader()->sectionResizeMode(column),
                     QHeaderView::ResizeToContents);
        const int margins =
            2 * (seats->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, seats) + 1);
        for (int row = 0; row < seats->rowCount(); ++row) {
            const QTableWidgetItem *item = seats->item(row, last);
            QVERIFY2(QFontMetrics(item->font()).horizontalAdvance(item->text()) + margins <=
                         seats->columnWidth(last),
                     qPrintable(item->text()));
        }
        auto *link = panel->findChild<QLineEdit *>(QStringLiteral("lobbyLink"));
        if (link->isVisible()) {
            QVERIFY(inside(window, link));
            QVERIFY(inside(window, panel->findChild<QPushButton *>(QStringLiteral("lobbyCopy"))));
            QVERIFY2(link->fontMetrics().horizontalAdvance(link->text()) + 8 <= link->width(),
                     qPrintable(link->text()));
        }
        QVERIFY(inside(window, panel->findChild<QPushButton *>(QStringLiteral("lobbyLeave"))));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_online_lobby_window"));
        QVERIFY(m_language.apply(QStringLiteral("en"), false));
    }

    void lobbyStandsInPlaceOfTheBoard()
    {
        std::unique_ptr<MainWindow> hostWindow = makeWindow();
        std::unique_ptr<MainWindow> joinWindow = makeWindow();
        std::unique_ptr<MainWindow> watchWindow = makeWindow();
        MainWindow &a = *hostWindow;
        MainWindow &b = *joinWindow;
        MainWindow &c = *watchWindow;
        for (MainWindow *window : {&a, &b, &c}) {
            QVERIFY(QTest::qWaitForWindowExposed(window));
            QVERIFY(!showsLobby(*window)); // no online game: the board
            QCOMPARE(boardProperty(*window, "online").toBool(), false);
        }

        // The host: the lobby in the centre, the keyboard on its seats, Start beside Leave.
        OnlineGame &hosting = *a.online();
        hosting.host(createFields(), HostGameDialog::Place{true, 0, {}});
        QTRY_VERIFY_WITH_TIMEOUT(hosting.client()->phase() == OnlineClient::Phase::Lobby, Timeout);
        QVERIFY(showsLobby(a));
        // The session holds the game's context, a start made up here: the board shows no game.
        QVERIFY(a.session()->isOnline());
        QCOMPARE(boardProperty(a, "session").value<GameSession *>(), nullptr);
        checkWhole(a);
        if (QTest::currentTestFailed())
            return;
        auto *start = lobby(a)->findChild<QPushButton *>(QStringLiteral("lobbyStart"));
        QVERIFY(inside(a, start));
        QVERIFY(!start->isEnabled()); // seat 1 is open
        a.activateWindow();
        QTRY_VERIFY(lobby(a)->isAncestorOf(QApplication::focusWidget()) || !a.isActiveWindow());

        // A player and a spectator: the lobby in their centre too.
        b.online()->join(*hosting.invitation(), QStringLiteral("Bea"), QStringLiteral("#3d7ad9"),
                         false);
        c.online()->join(*hosting.invitation(), QStringLiteral("Cy"), QString(), true);
        QTRY_VERIFY_WITH_TIMEOUT(hosting.client()->lobby().seats.value(1).taken, Timeout);
        QTRY_COMPARE_WITH_TIMEOUT(c.online()->client()->phase(), OnlineClient::Phase::Lobby,
                                  Timeout);
        for (MainWindow *window : {&b, &c}) {
            QTRY_VERIFY_WITH_TIMEOUT(showsLobby(*window), Timeout);
            checkWhole(*window);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(boardProperty(*window, "online").toBool(), true);
            QCOMPARE(boardProperty(*window, "onlineOwner").toBool(), false);
        }
        QCOMPARE(boardProperty(a, "online").toBool(), true);
        QCOMPARE(boardProperty(a, "onlineOwner").toBool(), true);
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), Timeout);
        checkWhole(a); // with every seat's player named
        if (QTest::currentTestFailed())
            return;

        // The first position: the board, in every window.
        start->click();
        for (MainWindow *window : {&a, &b, &c}) {
            QTRY_VERIFY_WITH_TIMEOUT(window->online()->hasStarted(), Timeout);
            QVERIFY(!showsLobby(*window));
            QVERIFY(board(*window)->isVisible());
            QCOMPARE(boardProperty(*window, "session").value<GameSession *>(), window->session());
        }

        // The board says who plays each seat: a person, or the host's AI.
        for (MainWindow *window : {&a, &b, &c}) {
            const QList<SeatConfig> &seats = window->session()->record().setup.seats;
            QCOMPARE(seats.value(1).controller, Controller::Human);
            QCOMPARE(seats.last().controller, Controller::AiEasy);
        }

        // Leaving: the board again, told the game is no longer online.
        b.online()->leave();
        QTRY_VERIFY_WITH_TIMEOUT(!b.online()->isActive(), Timeout);
        QVERIFY(!showsLobby(b));
        QCOMPARE(boardProperty(b, "online").toBool(), false);
        c.online()->leave();
        hosting.leave();
        QTRY_VERIFY_WITH_TIMEOUT(!hosting.isActive() && !c.online()->isActive(), Timeout);
    }

    // The docks beside the lobby (Players, Moves, the log), the status line and the window title
    // show nothing of the start the client made up (its own deal, default names that are not the
    // lobby's), until the first position; then the game, with the lobby's names. The same after
    // leaving before the first position.
    void docksShowNoMadeUpStart()
    {
        std::unique_ptr<MainWindow> hostWindow = makeWindow();
        std::unique_ptr<MainWindow> joinWindow = makeWindow();
        MainWindow &a = *hostWindow;
        MainWindow &b = *joinWindow;
        QVERIFY(QTest::qWaitForWindowExposed(&a) && QTest::qWaitForWindowExposed(&b));
        QVERIFY(b.startDefaultGame(3)); // a game of b's own before it joins: not shown either
        QVERIFY(players(b)->rowCount() > 0);

        OnlineGame &hosting = *a.online();
        hosting.host(createFields(), HostGameDialog::Place{true, 0, {}});
        QTRY_VERIFY_WITH_TIMEOUT(hosting.client()->phase() == OnlineClient::Phase::Lobby, Timeout);
        checkShowsNoGame(a);
        if (QTest::currentTestFailed())
            return;
        b.online()->join(*hosting.invitation(), QStringLiteral("Bea"), QStringLiteral("#3d7ad9"),
                         false);
        QVERIFY(showsLobby(b));
        checkShowsNoGame(b); // connecting: neither b's own game
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY_WITH_TIMEOUT(hosting.client()->lobby().seats.value(1).taken, Timeout);
        QTRY_VERIFY_WITH_TIMEOUT(b.session()->isOnline(), Timeout);
        for (MainWindow *window : {&a, &b}) {
            QVERIFY(showsLobby(*window));
            checkShowsNoGame(*window);
            if (QTest::currentTestFailed())
                return;
        }

        // The first position: the game, with the lobby's names.
        auto *start = lobby(a)->findChild<QPushButton *>(QStringLiteral("lobbyStart"));
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), Timeout);
        start->click();
        for (MainWindow *window : {&a, &b}) {
            QTRY_VERIFY_WITH_TIMEOUT(window->online()->hasStarted(), Timeout);
            const int seats = int(window->session()->record().setup.seats.size());
            QCOMPARE(players(*window)->rowCount(), seats);
            QCOMPARE(players(*window)->item(1, 0)->data(Qt::AccessibleTextRole).toString(),
                     QStringLiteral("Bea"));
            QVERIFY(moves(*window)->count() >= 1); // the start, and any move the AI made since
            QVERIFY(window->windowTitle().contains(window->gameTitle()));
            QVERIFY(!window->gameTitle().isEmpty());
        }
        b.online()->leave();
        hosting.leave();
        QTRY_VERIFY_WITH_TIMEOUT(!hosting.isActive() && !b.online()->isActive(), Timeout);

        // Left before the first position: still nothing of the made-up start.
        hosting.host(createFields(), HostGameDialog::Place{true, 0, {}});
        QTRY_VERIFY_WITH_TIMEOUT(hosting.client()->phase() == OnlineClient::Phase::Lobby, Timeout);
        hosting.leave();
        QTRY_VERIFY_WITH_TIMEOUT(!hosting.isActive(), Timeout);
        QVERIFY(a.session()->isOnline());
        checkShowsNoGame(a);
        QCOMPARE(a.findChild<QLabel *>(QStringLiteral("turnStatus"))->text(),
                 QStringLiteral("No game"));
    }

    // Leaving from the lobby, before the start, gives the centre back to the board, which shows
    // no game rather than the made-up start; the next game shows again.
    void leavingTheLobbyShowsNoGame()
    {
        std::unique_ptr<MainWindow> window = makeWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->online()->host(createFields(), HostGameDialog::Place{true, 0, {}});
        QTRY_COMPARE_WITH_TIMEOUT(window->online()->client()->phase(), OnlineClient::Phase::Lobby,
                                  Timeout);
        QVERIFY(showsLobby(*window));
        lobby(*window)->findChild<QPushButton *>(QStringLiteral("lobbyLeave"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(!window->online()->isActive(), Timeout);
        QVERIFY(!showsLobby(*window));
        QVERIFY(board(*window)->isVisible());
        QCOMPARE(boardProperty(*window, "session").value<GameSession *>(), nullptr);
        QVERIFY(window->startDefaultGame(5));
        QCOMPARE(boardProperty(*window, "session").value<GameSession *>(), window->session());
    }
};

QTEST_MAIN(TestOnlineLobbyWindow)
#include "tst_online_lobby_window.moc"
