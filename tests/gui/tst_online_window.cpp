// Online play in the window (issue 53): two main windows in one process, on loopback. One hosts
// (the app's own host on 127.0.0.1, any free port) a game on a course changed from a built-in one,
// the other joins by the game's link; the lobby follows on both; the host starts; the game is
// played to the end (the person's decisions by session.submit in every registered game, by the
// board's clicks and keys, BoardPlayer.h, in the first); chat goes both ways as plain text; the
// joiner's connection is dropped mid-game and comes back with a countdown; the end is an
// ordinary record both save; the owner's rematch starts a new game for both; and the joiner's
// window never shows what only the host's seat may know.
#include "BoardPlayer.h"
#include "ChatDock.h"
#include "JoinGameDialog.h"
#include "Language.h"
#include "LobbyPanel.h"
#include "MainMenus.h"
#include "MainWindow.h"
#include "OnlineGame.h"
#include "QuickItems.h"
#include "WindowBoard.h"
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "online/InAppHost.h"
#include "session/GameSession.h"
#include "session/SeatLens.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QQuickItem>
#include <QQuickWidget>
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

// Every text a window shows (its widgets' texts, accessible names and tool tips, its lists and
// tables, and the board's items' texts and accessible names), joined: where a secret would show.
QString windowTexts(MainWindow &window)
{
    QStringList texts;
    for (const QWidget *widget : window.findChildren<QWidget *>()) {
        if (!widget->isVisible() || widget->inherits("QQuickWidget"))
            continue;
        texts << widget->accessibleName() << widget->accessibleDescription() << widget->toolTip();
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            texts << label->text();
        if (const auto *edit = qobject_cast<const QPlainTextEdit *>(widget))
            texts << edit->toPlainText();
        if (const auto *table = qobject_cast<const QTableWidget *>(widget))
            for (int row = 0; row < table->rowCount(); ++row)
                for (int column = 0; column < table->columnCount(); ++column)
                    if (const QTableWidgetItem *cell = table->item(row, column))
                        texts << cell->text() << cell->toolTip();
    }
    const auto *board = window.findChild<QQuickWidget *>(QStringLiteral("board"));
    QList<QQuickItem *> items{board ? board->rootObject() : nullptr};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        if (!item || !test::isShown(item))
            continue;
        items.append(item->childItems());
        if (QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(item))
            texts << accessible->text(QAccessible::Name)
                  << accessible->text(QAccessible::Description);
        const QVariant text = item->property("text");
        if (text.typeId() == QMetaType::QString)
            texts << text.toString();
    }
    return texts.join(u'\n');
}

// The strings of a view (a seat's view of a position, Game::viewFor), every level.
void viewStrings(const QJsonValue &value, QStringList &out)
{
    if (value.isString())
        out << value.toString();
    else if (value.isArray())
        for (const QJsonValue &entry : value.toArray())
            viewStrings(entry, out);
    else if (value.isObject())
        for (const QJsonValue &entry : value.toObject())
            viewStrings(entry, out);
}

// What `seat` knows in its copy `game` that `other` does not in its own copy `theirs` of the
// same position: the strings of the first view absent from the second (a card in the hand, say),
// long enough to be told apart from ordinary words.
QStringList secretsOf(const Game &game, int seat, const Game &theirsGame, int other)
{
    QStringList mine, theirs;
    viewStrings(game.viewFor(seat), mine);
    viewStrings(theirsGame.viewFor(other), theirs);
    const QString all = theirs.join(u'\n');
    QStringList secrets;
    for (const QString &text : mine)
        if (text.size() >= 4 && !all.contains(text) && !secrets.contains(text))
            secrets << text;
    return secrets;
}

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
        QVERIFY(a.findChild<QDockWidget *>(QStringLiteral("lobbyDock"))->isVisible());
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
        QVERIFY(b.findChild<QDockWidget *>(QStringLiteral("lobbyDock"))->isVisible());
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
        QVERIFY(!a.findChild<QDockWidget *>(QStringLiteral("lobbyDock"))->isVisible());

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
        rematchA->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(a.session()->isOnline() && b.session()->isOnline() &&
                                     !b.session()->lens()->position()->isOver(),
                                 Timeout);
        QCOMPARE(b.session()->moveCount(), 0);

        // The host leaves: its own host stops listening.
        hosting.leave();
        QTRY_VERIFY_WITH_TIMEOUT(!hosting.isActive(), Timeout);
        QVERIFY(!hosting.inAppHost());
        joining.leave();
        QTRY_VERIFY_WITH_TIMEOUT(!joining.isActive(), Timeout);
    }

    // The joiner's window never shows what only the host's seat knows (its hand): at every
    // position of a game played to the end, none of the strings of the host seat's view that
    // are absent from the joiner's view appears among the joiner window's texts.
    void joinerNeverSeesTheHostsHand_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }
    void joinerNeverSeesTheHostsHand()
    {
        QFETCH(QString, gameId);
        const test::BoardPlayer *player = playerOf(gameId);
        QVERIFY(player);
        const GameSetup setup = player->setup(11);
        std::unique_ptr<MainWindow> hostWindow = makeWindow();
        std::unique_ptr<MainWindow> joinWindow = makeWindow();
        MainWindow &a = *hostWindow;
        MainWindow &b = *joinWindow;
        a.show();
        b.show();
        QVERIFY(QTest::qWaitForWindowExposed(&b));
        a.online()->host(createFields(setup, setup.course), HostGameDialog::Place{true, 0, {}});
        QTRY_VERIFY_WITH_TIMEOUT(a.online()->invitation().has_value() &&
                                     a.online()->client()->phase() == OnlineClient::Phase::Lobby,
                                 Timeout);
        QVERIFY(joinByLink(b, *a.online()->invitation()));
        QTRY_VERIFY_WITH_TIMEOUT(a.online()->client()->lobby().seats.value(1).taken, Timeout);
        QVERIFY(a.online()->client()->start());
        QTRY_VERIFY_WITH_TIMEOUT(b.session()->isOnline() && !b.session()->waitingForHost(),
                                 Timeout);
        const std::unique_ptr<AiPlayer> easy = makeAiPlayer(gameId, Controller::AiEasy);
        int checked = 0;
        for (int steps = 0; steps < MaxSteps && b.session()->isOnline(); ++steps) {
            // Checked at every position both windows show alike (the host's copy is its own).
            if (a.session()->isOnline() && a.session()->moveCount() == b.session()->moveCount()) {
                const QStringList secrets = secretsOf(*a.session()->lens()->position(), 0,
                                                      *b.session()->lens()->position(), 1);
                const QString shown = windowTexts(b);
                for (const QString &secret : secrets)
                    QVERIFY2(!shown.contains(secret),
                             qPrintable(QStringLiteral("move %1: the host's \"%2\" is shown")
                                            .arg(b.session()->moveCount())
                                            .arg(secret)));
                ++checked;
            }
            bool acted = false;
            for (MainWindow *window : {&a, &b}) {
                GameSession &session = *window->session();
                if (session.isOnline() && session.humanToAct()) {
                    QVERIFY(session.submit(easy->choose(*session.lens()->position(),
                                                        std::uint64_t(session.moveCount()))));
                    acted = true;
                }
            }
            if (!acted)
                QTest::qWait(5);
        }
        QVERIFY(checked > 0);
        a.online()->leave();
        b.online()->leave();
    }
};

QTEST_MAIN(TestOnlineWindow)
#include "tst_online_window.moc"
