// Online play in the window (issue 53): three main windows in one process, on loopback. One hosts
// (the app's own host on 127.0.0.1, any free port) a game on a course changed from a built-in one,
// the second joins by the game's link, the third watches (Watch only); the lobby follows on all;
// the host starts; the game is played to the end by the boards, as a person plays them (clicks and
// keys in turn, BoardPlayer.h, in both players' windows; one decision in three by the Easy AI
// through session.submit, so that every game ends, and where the board player cannot take a
// decision; most must go through the board); chat goes both ways as plain
// text; the joiner's and the spectator's connections are dropped mid-game and come back with a
// countdown; the spectator never shows a hand and sees the results; the end is an ordinary record
// all save; and the owner's rematch starts a new game for everyone. Before a start, a joiner
// moves to another seat in the lobby.
#include "BoardPlayer.h"
#include "ChatDock.h"
#include "JoinGameDialog.h"
#include "Language.h"
#include "LobbyPanel.h"
#include "MainMenus.h"
#include "MainWindow.h"
#include "OnlineGame.h"
#include "WindowBoard.h"
#include "ai/AiFactory.h"
#include "core/CourseDocument.h"
#include "core/CourseEditorWindow.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "online/InAppHost.h"
#include "session/GameSession.h"
#include "session/SeatLens.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QQuickItem>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <tuple>
#include <utility>

using namespace cw;
using test::playerOf;
using test::WindowBoard;

namespace {

constexpr int Timeout = 20000;  // an exchange on loopback takes milliseconds
constexpr int MaxSteps = 20000; // waits for a position, bounding a whole game
constexpr int DropAtMove = 3;   // the joiner's connection drops once this many actions are taken
constexpr int WatcherDropAtMove = 6; // and the spectator's, once this many
// One decision in this many is the Easy AI's (by session.submit): the board players take the
// same simple decision every turn (Salmon Run's one Swim card, then End turn), with which a game
// may never end; Easy's moves bring it to its end.
constexpr int EasyEvery = 3;

// The decisions of one player's window: by the board (keys and clicks in turn) or, where the
// board player could not take one, by session.submit.
struct Decisions {
    int byKeys = 0;
    int byClicks = 0;
    int byEasy = 0;   // every EasyEvery-th decision: Easy's, so that every game ends
    int bySubmit = 0; // the board player took none
    int byBoard() const { return byKeys + byClicks; }
};

} // namespace

class TestOnlineWindow : public QObject {
    Q_OBJECT

    Language m_language;
    QTemporaryDir m_dir;

    std::unique_ptr<MainWindow> makeWindow()
    {
        auto window = std::make_unique<MainWindow>(&m_language);
        window->setQuiet(true);
        window->resize(1280, 720);
        OnlineGame &online = *window->online();
        online.setListenAddress(QHostAddress::LocalHost); // loopback only
        OnlineClient::Timing timing;
        timing.secondMs = 100; // a short countdown after a drop
        online.setClientTiming(timing);
        return window;
    }

    // The create fields of a game of `setup`'s seats: seat 0 the creator's, the next ones up to
    // `open` open for joiners, the others Easy; on `course`.
    static QJsonObject createFields(const GameSetup &setup, const QJsonObject &course, int open = 2)
    {
        QJsonArray seats;
        for (int i = 0; i < setup.seats.size(); ++i)
            seats.append(QJsonObject{{QStringLiteral("kind"),
                                      i < open ? QStringLiteral("open") : QStringLiteral("easy")}});
        return {{QStringLiteral("game"), setup.gameId},
                {QStringLiteral("course"), course},
                {QStringLiteral("options"), setup.options},
                {QStringLiteral("seats"), seats},
                {QStringLiteral("seat"), 0},
                {QStringLiteral("name"), QStringLiteral("Ann")},
                {QStringLiteral("colour"), QStringLiteral("#d94f3d")}};
    }

    // Joins by `link` through Game > Join Online Game…, its dialog filled in by the link: as
    // `name`, or watching (Watch only ticked).
    static bool joinByLink(MainWindow &window, const OnlineLink &link,
                           const QString &name = QStringLiteral("Bea"), bool watch = false)
    {
        bool filled = false;
        QTimer::singleShot(0, &window, [&] {
            auto *dialog = window.findChild<JoinGameDialog *>();
            auto *watchOnly =
                dialog ? dialog->findChild<QCheckBox *>(QStringLiteral("spectate")) : nullptr;
            if (!watchOnly)
                return;
            filled = dialog->link() == link;
            dialog->setName(name);
            watchOnly->setChecked(watch);
            dialog->accept();
        });
        return window.joinOnlineGame(&link) && filled;
    }

    // The hand's cards the window's board shows now (every board names them card-N, card_N or
    // handCard_N).
    static int handCardsShown(MainWindow &window)
    {
        static const QRegularExpression card(QStringLiteral("^(card[-_]|handCard_)[0-9]+$"));
        int shown = 0;
        QList<QQuickItem *> items{WindowBoard(window).root()};
        while (!items.isEmpty()) {
            QQuickItem *item = items.takeLast();
            if (!item || !item->isVisible())
                continue;
            if (card.match(item->objectName()).hasMatch() && test::isShown(item))
                ++shown;
            items.append(item->childItems());
        }
        return shown;
    }

    // One decision of the person's seat in `window`: Easy's every EasyEvery-th (by
    // session.submit), the others by the board, keys and clicks in turn, or Easy's through the
    // session when the board player took none.
    static void decide(MainWindow &window, const test::BoardPlayer &player, const AiPlayer &easy,
                       QSignalSpy &chosen, Decisions *tally)
    {
        GameSession &session = *window.session();
        WindowBoard board(window);
        const int turn = tally->byBoard() + tally->byEasy + tally->bySubmit;
        if (turn % EasyEvery == EasyEvery - 1) {
            const int move = session.moveCount();
            QVERIFY(session.submit(easy.choose(*session.lens()->position(), std::uint64_t(move))));
            ++tally->byEasy;
            return;
        }
        const bool byKeys = tally->byBoard() % 2 == 0;
        const qsizetype before = chosen.size();
        if (byKeys) {
            // The keyboard goes to the window in front, as a person's would.
            window.activateWindow();
            board.widget()->setFocus();
            player.byKeyboard(board);
        } else {
            player.byMouse(board);
        }
        if (chosen.size() > before) { // the board sent a decision to the host
            ++(byKeys ? tally->byKeys : tally->byClicks);
            return;
        }
        if (session.humanToAct() && !session.waitingForHost()) {
            const int move = session.moveCount();
            QVERIFY(session.submit(easy.choose(*session.lens()->position(), std::uint64_t(move))));
            ++tally->bySubmit;
        }
    }

    // A window's connection drops; it counts down, comes back and catches up with `other`.
    static void dropAndReturn(MainWindow &window, MainWindow &other)
    {
        window.online()->client()->abortConnection();
        QTRY_VERIFY_WITH_TIMEOUT(statusOf(window).contains(QStringLiteral("reconnecting")),
                                 Timeout);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.online()->client()->phase() != OnlineClient::Phase::Reconnecting, Timeout);
        QVERIFY(!statusOf(window).contains(QStringLiteral("reconnecting")));
        QTRY_COMPARE_WITH_TIMEOUT(window.session()->moveCount(), other.session()->moveCount(),
                                  Timeout);
    }

    static QString statusOf(MainWindow &window)
    {
        const auto *status = window.findChild<QLabel *>(QStringLiteral("turnStatus"));
        return status ? status->text() : QString();
    }

    static bool say(MainWindow &window, const QString &text)
    {
        auto *input = window.findChild<QLineEdit *>(QStringLiteral("chatInput"));
        auto *send = window.findChild<QPushButton *>(QStringLiteral("chatSend"));
        if (!input || !send)
            return false;
        input->setText(text);
        if (!send->isEnabled())
            return false;
        send->click();
        return true;
    }

    static QString chatOf(MainWindow &window)
    {
        const auto *history = window.findChild<QPlainTextEdit *>(QStringLiteral("chatHistory"));
        return history ? history->toPlainText() : QString();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_online_window"));
        m_language.apply(QStringLiteral("en"), false);
        QVERIFY(m_dir.isValid());
    }

    void hostJoinPlayAndRematch_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }
    void hostJoinPlayAndRematch()
    {
        QFETCH(QString, gameId);
        const test::BoardPlayer *player = playerOf(gameId);
        QVERIFY2(player, "no board player registered");
        const GameSetup setup = player->setup(7);
        QVERIFY(setup.seats.size() >= 2);
        // A course of the host's own: the built-in one, renamed.
        QJsonObject course = setup.course;
        if (!course.isEmpty())
            course.insert(QStringLiteral("name"), QStringLiteral("Ann's own river"));

        std::unique_ptr<MainWindow> hostWindow = makeWindow();
        std::unique_ptr<MainWindow> joinWindow = makeWindow();
        std::unique_ptr<MainWindow> watchWindow = makeWindow();
        MainWindow &a = *hostWindow;
        MainWindow &b = *joinWindow;
        MainWindow &c = *watchWindow;
        for (MainWindow *window : {&a, &b, &c}) {
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window));
        }
        OnlineGame &hosting = *a.online();
        OnlineGame &joining = *b.online();
        OnlineGame &watching = *c.online();

        // Host: the app's own host listens on loopback, the game waits in its lobby.
        hosting.host(createFields(setup, course), HostGameDialog::Place{true, 0, {}});
        QTRY_VERIFY_WITH_TIMEOUT(hosting.client()->phase() == OnlineClient::Phase::Lobby, Timeout);
        QVERIFY(hosting.inAppHost() && hosting.inAppHost()->isListening());
        QVERIFY(hosting.invitation().has_value());
        QCOMPARE(hosting.invitation()->host, QStringLiteral("127.0.0.1"));
        QVERIFY(a.findChild<LobbyPanel *>()->isVisible());
        QVERIFY(a.findChild<ChatDock *>()->isVisible());

        // Join by the link: the lobby follows on both.
        QVERIFY(joinByLink(b, *hosting.invitation()));
        QTRY_VERIFY_WITH_TIMEOUT(joining.client()->phase() == OnlineClient::Phase::Lobby, Timeout);
        QCOMPARE(joining.client()->seat(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(
            hosting.client()->lobby().seats.value(1).name == QStringLiteral("Bea"), Timeout);
        const auto *seats = a.findChild<QTableWidget *>(QStringLiteral("lobbySeats"));
        QVERIFY(seats);
        QTRY_VERIFY_WITH_TIMEOUT(
            !seats->findItems(QStringLiteral("Bea"), Qt::MatchContains).isEmpty(), Timeout);
        QVERIFY(b.findChild<LobbyPanel *>()->isVisible());
        QCOMPARE(b.session()->record().setup.course, course); // the host's own course came along

        // A third app session watches: no seat, the lobby, the course.
        QVERIFY(joinByLink(c, *hosting.invitation(), QString(), true));
        QTRY_VERIFY_WITH_TIMEOUT(watching.client()->phase() == OnlineClient::Phase::Lobby, Timeout);
        QCOMPARE(watching.client()->seat(), -1);
        QTRY_COMPARE_WITH_TIMEOUT(hosting.client()->lobby().spectating, 1, Timeout);
        QVERIFY(c.findChild<LobbyPanel *>()->isVisible());
        QCOMPARE(c.session()->record().setup.course, course);

        // Chat, both ways, shown literally; the spectator reads it and has nothing to send with.
        QVERIFY(say(b, QStringLiteral("<b>x</b>")));
        QTRY_VERIFY_WITH_TIMEOUT(chatOf(a).contains(QStringLiteral("Bea: <b>x</b>")), Timeout);
        QVERIFY(say(a, QStringLiteral("<i>y</i> & z")));
        QTRY_VERIFY_WITH_TIMEOUT(chatOf(b).contains(QStringLiteral("Ann: <i>y</i> & z")), Timeout);
        QTRY_VERIFY_WITH_TIMEOUT(chatOf(c).contains(QStringLiteral("Ann: <i>y</i> & z")), Timeout);
        QVERIFY(!say(c, QStringLiteral("hello")));

        // Start (the owner's button in the lobby).
        auto *start = a.findChild<QPushButton *>(QStringLiteral("lobbyStart"));
        QVERIFY(start);
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), Timeout);
        start->click();
        QTRY_VERIFY_WITH_TIMEOUT(
            a.session()->isOnline() && b.session()->isOnline() && c.session()->isOnline() &&
                joining.client()->phase() == OnlineClient::Phase::Playing &&
                watching.client()->phase() == OnlineClient::Phase::Playing &&
                !a.session()->waitingForHost() && !b.session()->waitingForHost(),
            Timeout);
        QVERIFY(!a.findChild<LobbyPanel *>()->isVisible());

        // Play to the end by the boards; the joiner drops once, then the spectator.
        const std::unique_ptr<AiPlayer> easy = makeAiPlayer(gameId, Controller::AiEasy);
        QSignalSpy chosenA(a.session(), &GameSession::onlineActionChosen);
        QSignalSpy chosenB(b.session(), &GameSession::onlineActionChosen);
        Decisions decisionsA, decisionsB;
        bool joinerDropped = false;
        bool watcherDropped = false;
        int mostCardsShown = 0; // in the players' windows: the check below could see a hand
        int steps = 0;
        const auto over = [&] {
            return !a.session()->isOnline() && !b.session()->isOnline() && !c.session()->isOnline();
        };
        for (; steps < MaxSteps && !over(); ++steps) {
            if (!joinerDropped && b.session()->moveCount() >= DropAtMove) {
                joinerDropped = true;
                dropAndReturn(b, a);
                if (QTest::currentTestFailed())
                    return;
            }
            if (!watcherDropped && c.session()->moveCount() >= WatcherDropAtMove) {
                watcherDropped = true;
                dropAndReturn(c, a);
                if (QTest::currentTestFailed())
                    return;
                QCOMPARE(watching.client()->seat(), -1);
            }
            QVERIFY(!c.session()->humanToAct());
            QCOMPARE(handCardsShown(c), 0);
            bool acted = false;
            for (auto [window, chosen, tally] :
                 {std::tuple{&a, &chosenA, &decisionsA}, std::tuple{&b, &chosenB, &decisionsB}}) {
                if (!window->session()->isOnline() || !window->session()->humanToAct())
                    continue;
                mostCardsShown = std::max(mostCardsShown, handCardsShown(*window));
                decide(*window, *player, *easy, *chosen, tally);
                if (QTest::currentTestFailed())
                    return;
                acted = true;
            }
            if (!acted)
                QTest::qWait(5);
        }
        QVERIFY2(over(), qPrintable(QStringLiteral("not over after %1 steps").arg(steps)));
        QVERIFY(joinerDropped && watcherDropped);
        QVERIFY2(mostCardsShown > 0, "no hand seen in the players' windows");
        for (const auto &[who, tally] :
             {std::pair{"host", decisionsA}, std::pair{"joiner", decisionsB}}) {
            qInfo("%s, %s: %d decisions by keys, %d by clicks, %d by Easy and %d the board "
                  "player could not take by session.submit",
                  qPrintable(gameId), who, tally.byKeys, tally.byClicks, tally.byEasy,
                  tally.bySubmit);
            // Of the decisions given to the board, it took three in four or more, by keys and
            // by clicks. (Not a share of all decisions: a Line cards race may end after six,
            // two of them Easy's by turn.)
            QVERIFY2(tally.byKeys > 0 && tally.byClicks > 0 &&
                         tally.bySubmit * 4 <= tally.byBoard() + tally.bySubmit,
                     "the board took too few of its decisions");
        }

        // The spectator followed to the end: the same game, the results on its board, and no
        // Rematch there nor in the joiner's window: the owner's alone.
        QVERIFY(c.session()->lens()->position()->isOver());
        QCOMPARE(c.session()->record().actions, a.session()->record().actions);
        QTRY_VERIFY_WITH_TIMEOUT(
            test::isShown(WindowBoard(c).item(QStringLiteral("reviewGameButton"))), Timeout);
        QTRY_VERIFY_WITH_TIMEOUT(
            test::isShown(WindowBoard(a).item(QStringLiteral("playAgainButton"))), Timeout);
        QVERIFY(!test::isShown(WindowBoard(b).item(QStringLiteral("playAgainButton"))));
        QVERIFY(!test::isShown(WindowBoard(c).item(QStringLiteral("playAgainButton"))));
        QCOMPARE(handCardsShown(c), 0);

        // The end: an ordinary record on both sides, saved, the same game.
        QVERIFY(a.session()->lens()->position()->isOver());
        QCOMPARE(b.session()->record().actions, a.session()->record().actions);
        QCOMPARE(b.session()->record().setup.seed, a.session()->record().setup.seed);
        const QString saved = m_dir.filePath(gameId + QStringLiteral(".cwgame"));
        QVERIFY2(b.saveToFile(saved), qPrintable(b.lastError()));
        QString error;
        const std::optional<GameRecord> loaded = GameRecord::load(saved, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->actions, a.session()->record().actions);

        // Rematch: the owner's alone.
        auto *rematchA = a.findChild<QAction *>(QStringLiteral("rematch"));
        auto *rematchB = b.findChild<QAction *>(QStringLiteral("rematch"));
        auto *rematchC = c.findChild<QAction *>(QStringLiteral("rematch"));
        QVERIFY(rematchA && rematchB && rematchC);
        QTRY_VERIFY_WITH_TIMEOUT(rematchA->isEnabled(), Timeout);
        QVERIFY(!rematchB->isEnabled());
        QVERIFY(!rematchC->isEnabled());
        const int finished = a.session()->moveCount();
        rematchA->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(a.session()->isOnline() && b.session()->isOnline() &&
                                     c.session()->isOnline() &&
                                     !b.session()->lens()->position()->isOver() &&
                                     !c.session()->lens()->position()->isOver(),
                                 Timeout);
        // A new game from its start (an AI seat may already have made the first move).
        QVERIFY(b.session()->moveCount() < finished);

        // The host leaves: its own host stops listening.
        hosting.leave();
        QTRY_VERIFY_WITH_TIMEOUT(!hosting.isActive(), Timeout);
        QVERIFY(!hosting.inAppHost());
        joining.leave();
        QTRY_VERIFY_WITH_TIMEOUT(!joining.isActive(), Timeout);
        watching.leave();
        QTRY_VERIFY_WITH_TIMEOUT(!watching.isActive(), Timeout);
    }

    // Before the start, a joiner moves to another seat in the lobby (the seat selected, Take
    // Seat): both lobbies show it there and its first seat open again; once a third person has
    // taken that one, the game starts with the joiner in the seat it chose.
    void aJoinerChangesSeatInTheLobby()
    {
        GameSetup setup = playerOf(QStringLiteral("rowing"))->setup(7);
        setup.seats.append(setup.seats.back()); // three seats, all open but the creator's
        std::unique_ptr<MainWindow> hostWindow = makeWindow();
        std::unique_ptr<MainWindow> joinWindow = makeWindow();
        std::unique_ptr<MainWindow> lateWindow = makeWindow();
        MainWindow &a = *hostWindow;
        MainWindow &b = *joinWindow;
        MainWindow &c = *lateWindow;
        for (MainWindow *window : {&a, &b, &c}) {
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window));
        }
        OnlineGame &hosting = *a.online();
        OnlineGame &joining = *b.online();
        hosting.host(createFields(setup, setup.course, 3), HostGameDialog::Place{true, 0, {}});
        QTRY_VERIFY_WITH_TIMEOUT(hosting.client()->phase() == OnlineClient::Phase::Lobby, Timeout);
        QVERIFY(joinByLink(b, *hosting.invitation()));
        QTRY_VERIFY_WITH_TIMEOUT(joining.client()->phase() == OnlineClient::Phase::Lobby, Timeout);
        QCOMPARE(joining.client()->seat(), 1); // the first open seat

        // Seat 2, from the joiner's lobby.
        auto *seatsB = b.findChild<QTableWidget *>(QStringLiteral("lobbySeats"));
        auto *take = b.findChild<QPushButton *>(QStringLiteral("lobbyTakeSeat"));
        QVERIFY(seatsB && take);
        seatsB->selectRow(2);
        QVERIFY(take->isEnabled());
        take->click();
        QTRY_VERIFY_WITH_TIMEOUT(joining.client()->seat() == 2 &&
                                     joining.client()->phase() == OnlineClient::Phase::Lobby,
                                 Timeout);
        QTRY_VERIFY_WITH_TIMEOUT(hosting.client()->lobby().seats.value(2).name ==
                                         QStringLiteral("Bea") &&
                                     !hosting.client()->lobby().seats.value(1).taken,
                                 Timeout);
        // Both lobbies show Bea in seat 2 alone.
        for (MainWindow *window : {&a, &b}) {
            const auto *seats = window->findChild<QTableWidget *>(QStringLiteral("lobbySeats"));
            const auto rowsOfBea = [seats] {
                QSet<int> rows;
                for (const QTableWidgetItem *item :
                     seats->findItems(QStringLiteral("Bea"), Qt::MatchContains))
                    rows.insert(item->row());
                return rows;
            };
            QTRY_COMPARE_WITH_TIMEOUT(rowsOfBea(), QSet<int>{2}, Timeout);
        }
        QVERIFY(!a.findChild<QPushButton *>(QStringLiteral("lobbyStart"))->isEnabled());

        // A third person takes seat 1; the owner starts: Bea plays seat 2.
        QVERIFY(joinByLink(c, *hosting.invitation(), QStringLiteral("Cy")));
        QTRY_COMPARE_WITH_TIMEOUT(c.online()->client()->seat(), 1, Timeout);
        auto *start = a.findChild<QPushButton *>(QStringLiteral("lobbyStart"));
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), Timeout);
        start->click();
        QTRY_VERIFY_WITH_TIMEOUT(b.session()->isOnline() &&
                                     joining.client()->phase() == OnlineClient::Phase::Playing,
                                 Timeout);
        QCOMPARE(b.session()->onlineSeat(), 2);
        QCOMPARE(joining.client()->seat(), 2);
        QCOMPARE(b.session()->record().setup.seats.value(2).name, QStringLiteral("Bea"));
        QCOMPARE(a.session()->record().setup.seats.value(2).name, QStringLiteral("Bea"));
        QCOMPARE(a.session()->record().setup.seats.value(1).name, QStringLiteral("Cy"));
        for (MainWindow *window : {&c, &b, &a}) {
            window->online()->leave();
            QTRY_VERIFY_WITH_TIMEOUT(!window->online()->isActive(), Timeout);
        }
    }

    // The course editor's Play This Course Online… opens Host Online Game on the editor's course.
    void editorPlaysItsCourseOnline()
    {
        std::unique_ptr<MainWindow> window = makeWindow();
        CourseEditorWindow *editor = window->courseEditor();
        QJsonObject course = editor->document()->toJson();
        QJsonObject offered;
        QTimer::singleShot(0, window.get(), [&] {
            if (auto *dialog = window->findChild<HostGameDialog *>()) {
                offered = dialog->createFields().value(QStringLiteral("course")).toObject();
                dialog->reject();
            }
        });
        auto *action = editor->findChild<QAction *>(QStringLiteral("playCourseOnline"));
        QVERIFY(action && action->isEnabled());
        action->trigger();
        QCOMPARE(offered, course);
        QVERIFY(!window->online()->isActive());
    }
};

QTEST_MAIN(TestOnlineWindow)
#include "tst_online_window.moc"
