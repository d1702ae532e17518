// Online play in the window (issue 53): two main windows in one process, on loopback. One hosts
// (the app's own host on 127.0.0.1, any free port) a game on a course changed from a built-in one,
// the other joins by the game's link; the lobby follows on both; the host starts; the game is
// played to the end (the person's decisions by session.submit in every registered game, by the
// board's clicks and keys, BoardPlayer.h, in the first); chat goes both ways as plain text; the
// joiner's connection is dropped mid-game and comes back with a countdown; the end is an
// ordinary record both save; and the owner's rematch starts a new game for both.
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
#include <QDockWidget>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace cw;
using test::playerOf;
using test::WindowBoard;

namespace {

constexpr int Timeout = 20000;  // an exchange on loopback takes milliseconds
constexpr int MaxSteps = 20000; // waits for a position, bounding a whole game
constexpr int DropAtMove = 3;   // the joiner's connection drops once this many actions are taken

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

    // The create fields of a game of `setup`'s seats: seat 0 the creator's, seat 1 open for the
    // joiner, the others Easy; on `course`.
    static QJsonObject createFields(const GameSetup &setup, const QJsonObject &course)
    {
        QJsonArray seats;
        for (int i = 0; i < setup.seats.size(); ++i)
            seats.append(QJsonObject{
                {QStringLiteral("kind"), i < 2 ? QStringLiteral("open") : QStringLiteral("easy")}});
        return {{QStringLiteral("game"), setup.gameId},
                {QStringLiteral("course"), course},
                {QStringLiteral("options"), setup.options},
                {QStringLiteral("seats"), seats},
                {QStringLiteral("seat"), 0},
                {QStringLiteral("name"), QStringLiteral("Ann")},
                {QStringLiteral("colour"), QStringLiteral("#d94f3d")}};
    }

    // Joins by `link` through Game > Join Online Game…, its dialog filled in by the link.
    static bool joinByLink(MainWindow &window, const OnlineLink &link)
    {
        bool filled = false;
        QTimer::singleShot(0, &window, [&] {
            auto *dialog = window.findChild<JoinGameDialog *>();
            if (!dialog)
                return;
            filled = dialog->link() == link;
            dialog->setName(QStringLiteral("Bea"));
            dialog->accept();
        });
        return window.joinOnlineGame(&link) && filled;
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
        QTest::addColumn<bool>("byBoard");
        bool first = true;
        for (const GameInfo &info : GameRegistry::games()) {
            QTest::newRow(qPrintable(info.id)) << info.id << first;
            first = false;
        }
    }
    void hostJoinPlayAndRematch()
    {
        QFETCH(QString, gameId);
        QFETCH(bool, byBoard);
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
        MainWindow &a = *hostWindow;
        MainWindow &b = *joinWindow;
        a.show();
        b.show();
        QVERIFY(QTest::qWaitForWindowExposed(&a));
        QVERIFY(QTest::qWaitForWindowExposed(&b));
        OnlineGame &hosting = *a.online();
        OnlineGame &joining = *b.online();

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

        // Chat, both ways, shown literally.
        QVERIFY(say(b, QStringLiteral("<b>x</b>")));
        QTRY_VERIFY_WITH_TIMEOUT(chatOf(a).contains(QStringLiteral("Bea: <b>x</b>")), Timeout);
        QVERIFY(say(a, QStringLiteral("<i>y</i> & z")));
        QTRY_VERIFY_WITH_TIMEOUT(chatOf(b).contains(QStringLiteral("Ann: <i>y</i> & z")), Timeout);

        // Start (the owner's button in the lobby).
        auto *start = a.findChild<QPushButton *>(QStringLiteral("lobbyStart"));
        QVERIFY(start);
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), Timeout);
        start->click();
        QTRY_VERIFY_WITH_TIMEOUT(a.session()->isOnline() && b.session()->isOnline() &&
                                     joining.client()->phase() == OnlineClient::Phase::Playing &&
                                     !a.session()->waitingForHost() &&
                                     !b.session()->waitingForHost(),
                                 Timeout);
        QVERIFY(!a.findChild<LobbyPanel *>()->isVisible());

        // Play to the end; the joiner drops once.
        WindowBoard board(a);
        const std::unique_ptr<AiPlayer> easy = makeAiPlayer(gameId, Controller::AiEasy);
        bool dropped = false;
        int byTheBoard = 0;
        int steps = 0;
        const auto over = [&] { return !a.session()->isOnline() && !b.session()->isOnline(); };
        for (; steps < MaxSteps && !over(); ++steps) {
            if (!dropped && b.session()->moveCount() >= DropAtMove) {
                dropped = true;
                joining.client()->abortConnection();
                QTRY_VERIFY_WITH_TIMEOUT(statusOf(b).contains(QStringLiteral("reconnecting")),
                                         Timeout);
                QTRY_VERIFY_WITH_TIMEOUT(
                    joining.client()->phase() != OnlineClient::Phase::Reconnecting, Timeout);
                QVERIFY(!statusOf(b).contains(QStringLiteral("reconnecting")));
                QTRY_COMPARE_WITH_TIMEOUT(b.session()->moveCount(), a.session()->moveCount(),
                                          Timeout);
            }
            bool acted = false;
            for (MainWindow *window : {&a, &b}) {
                GameSession &session = *window->session();
                if (!session.isOnline() || !session.humanToAct())
                    continue;
                const int move = session.moveCount();
                if (byBoard && window == &a) {
                    const bool played =
                        byTheBoard % 2 == 0 ? player->byKeyboard(board) : player->byMouse(board);
                    if (played)
                        ++byTheBoard;
                }
                if (session.humanToAct() && session.moveCount() == move)
                    QVERIFY(session.submit(
                        easy->choose(*session.lens()->position(), std::uint64_t(move))));
                acted = true;
            }
            if (!acted)
                QTest::qWait(5);
        }
        QVERIFY2(over(), qPrintable(QStringLiteral("not over after %1 steps").arg(steps)));
        QVERIFY(dropped);
        if (byBoard)
            QVERIFY2(byTheBoard > 0, "no decision was taken on the board");

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
        QVERIFY(rematchA && rematchB);
        QTRY_VERIFY_WITH_TIMEOUT(rematchA->isEnabled(), Timeout);
        QVERIFY(!rematchB->isEnabled());
        const int finished = a.session()->moveCount();
        rematchA->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(a.session()->isOnline() && b.session()->isOnline() &&
                                     !b.session()->lens()->position()->isOver(),
                                 Timeout);
        // A new game from its start (an AI seat may already have made the first move).
        QVERIFY(b.session()->moveCount() < finished);

        // The host leaves: its own host stops listening.
        hosting.leave();
        QTRY_VERIFY_WITH_TIMEOUT(!hosting.isActive(), Timeout);
        QVERIFY(!hosting.inAppHost());
        joining.leave();
        QTRY_VERIFY_WITH_TIMEOUT(!joining.isActive(), Timeout);
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
