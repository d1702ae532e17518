// Online privacy in the window (issue 53): the hidden hand of one player never appears in another's
// window. For every registered game, two games are hosted on loopback by the app's own host (two
// InAppHosts dealing the game and the copies from the same seeds), each joined in seat 1 by a main
// window (the joiner's) and in the other seats by the test's clients. Both are played alike, but
// in the second the other seats' secret choices are taken otherwise wherever seat 1 sees and is
// told the same (HiddenHistories.h), and its host makes every position's copies from the game
// with everything seat 1 cannot see dealt again (Host::Limits::dealCopies): the other seats'
// hands, the draw piles, the generator. At positions of each kind of seat 1's decisions, every
// text the two joiners' windows show (WindowTexts.h: the Moves list, the Game log, the status
// bar, the Players dock, the coach asked for a hint, the board's texts, accessible names, tool
// tips and every value its models give QML, every widget's accessible name and tool tip) must be
// the same, the board must read the seat lens's copy only, and the copies the host sent seat 1
// must be byte-identical. (A host that sent seat 1 seat 0's copy fails on the last check: the
// window itself shows seat 1 only its lens's copy, in which the others' hands are dealt again.)
#include "HiddenHistories.h"
#include "Language.h"
#include "MainWindow.h"
#include "OnlineGame.h"
#include "OnlineLink.h"
#include "SessionTestSupport.h"
#include "WindowTexts.h"
#include "core/GameRegistry.h"
#include "core/Rng.h"
#include "online/InAppHost.h"
#include "online/OnlineClient.h"
#include "session/GameSession.h"
#include "session/SeatLens.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <memory>
#include <vector>

using namespace cw;
using namespace cw::test;

namespace {

constexpr int Timeout = 20000;      // an exchange on loopback takes milliseconds
constexpr int Joiner = 1;           // the seat whose window is compared
constexpr int MaxActions = 400;     // the Easy game the positions come from
constexpr int PositionsPerGame = 3; // kinds of the joiner's decisions checked per game, at most
constexpr quint64 GameSeed = 51;    // both hosts deal the same game
constexpr quint64 CopySeed = 77;    // and make the copies from the same generators

// One hosted game: the app's own host, the test's client in every seat but the joiner's, the
// joiner's window, and the history played there.
struct Table {
    ~Table()
    {
        window.reset(); // leaves
        seats.clear();
        host.reset();
        InAppHost::waitUntilClosed(); // the store closed before its folder goes
    }

    QTemporaryDir dir;
    std::unique_ptr<InAppHost> host;
    std::vector<std::unique_ptr<OnlineClient>> seats; // by seat; null for the joiner's
    std::unique_ptr<MainWindow> window;
    std::vector<Action> actions;
    std::vector<int> actingSeats; // who takes each of `actions`
    int played = 0;
};

// The create message of a game of `setup`'s course and options with `seats` open seats, the
// test's client in seat 0.
QJsonObject createFields(const GameSetup &setup, int seats)
{
    QJsonArray kinds;
    for (int i = 0; i < seats; ++i)
        kinds.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("open")}});
    return {{QStringLiteral("game"), setup.gameId},
            {QStringLiteral("course"), setup.course},
            {QStringLiteral("options"), setup.options},
            {QStringLiteral("seats"), kinds},
            {QStringLiteral("seat"), 0},
            {QStringLiteral("name"), QStringLiteral("Ann")},
            {QStringLiteral("colour"), defaultSeatColour(0)}};
}

// The seat to act before each of `actions`, played from `setup`.
std::vector<int> actingSeats(const GameSetup &setup, const std::vector<Action> &actions)
{
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
    std::vector<int> seats;
    for (const Action action : actions) {
        if (!game || !game->isLegal(action))
            return {};
        seats.push_back(game->currentSeat());
        game->apply(action);
    }
    return seats;
}

// Every text of `window`, its game's code and address (another for each hosted game) written as
// the same words.
QMap<QString, QStringList> textsOf(MainWindow &window)
{
    OnlineClient &client = *window.online()->client();
    const QString code = client.code();
    const QString address = window.online()->invitation() ? window.online()->invitation()->address()
                                                          : QStringLiteral("no address");
    QMap<QString, QStringList> texts = shownTexts(window);
    for (QStringList &surface : texts) {
        for (QString &text : surface)
            text.replace(code, QStringLiteral("<code>"))
                .replace(address, QStringLiteral("<address>"));
        surface.sort();
    }
    return texts;
}

} // namespace

class TestOnlinePrivacy : public QObject {
    Q_OBJECT

    Language m_language;

    // Hosts a game of `gameId` with `seatCount` open seats on loopback (its copies made from the
    // game `dealCopies` changes, when given), seats the test's clients and the joiner's window,
    // and starts it.
    bool open(Table &table, const QString &gameId, int seatCount,
              const std::function<void(Game &)> &dealCopies)
    {
        Host::Limits limits;
        limits.gameSeed = GameSeed;
        limits.copySeed = CopySeed;
        limits.dealCopies = dealCopies;
        table.host = std::make_unique<InAppHost>(table.dir.path());
        table.host->setLimits(limits);
        QSignalSpy started(table.host.get(), &InAppHost::started);
        table.host->start(QHostAddress::LocalHost, 0);
        if (!started.wait(Timeout) && started.isEmpty())
            return false;
        const QUrl url = table.host->url();
        const GameSetup setup = gameSetup(gameId).seatCount(seatCount, Controller::Human);
        table.seats.resize(std::size_t(seatCount));
        const auto inLobby = [](const OnlineClient &client) {
            return QTest::qWaitFor([&] { return client.phase() == OnlineClient::Phase::Lobby; },
                                   Timeout);
        };
        table.seats[0] = std::make_unique<OnlineClient>();
        OnlineClient &creator = *table.seats[0];
        creator.create(url, createFields(setup, seatCount));
        if (!inLobby(creator))
            return false;

        table.window = std::make_unique<MainWindow>(&m_language);
        MainWindow &window = *table.window;
        window.setQuiet(true);
        window.resize(1280, 720);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return false;
        window.online()->join(OnlineLink{url.host(), quint16(url.port()), creator.code()},
                              QStringLiteral("Bea"), defaultSeatColour(Joiner), false);
        if (!inLobby(*window.online()->client()) || window.online()->client()->seat() != Joiner)
            return false;
        for (int seat = Joiner + 1; seat < seatCount; ++seat) {
            table.seats[std::size_t(seat)] = std::make_unique<OnlineClient>();
            OnlineClient &client = *table.seats[std::size_t(seat)];
            client.join(url, creator.code(), QStringLiteral("Seat %1").arg(seat + 1),
                        defaultSeatColour(seat), seat);
            if (!inLobby(client))
                return false;
        }
        if (!QTest::qWaitFor(
                [&] {
                    const QList<OnlineSeat> &seats = creator.lobby().seats;
                    return std::all_of(seats.begin(), seats.end(),
                                       [](const OnlineSeat &seat) { return seat.taken; });
                },
                Timeout) ||
            !creator.start())
            return false;
        return QTest::qWaitFor([&] { return window.session()->isOnline(); }, Timeout);
    }

    // Plays each table's history up to `move` actions (each seat's action once it is shown the
    // position before it), the two tables in step.
    static bool playTo(Table &shown, Table &dealt, int move, QString *why)
    {
        for (int next = shown.played; next < move; ++next)
            for (Table *table : {&shown, &dealt}) {
                const Action action = table->actions[std::size_t(next)];
                const int seat = table->actingSeats[std::size_t(next)];
                bool acted = false;
                if (seat == Joiner) {
                    GameSession &session = *table->window->session();
                    acted = QTest::qWaitFor(
                                [&] { return session.moveCount() == next && session.humanToAct(); },
                                Timeout) &&
                            session.submit(action);
                } else {
                    OnlineClient &client = *table->seats[std::size_t(seat)];
                    acted = QTest::qWaitFor(
                                [&] {
                                    return client.game() && client.position().move == next &&
                                           client.position().current == seat;
                                },
                                Timeout) &&
                            client.act(action);
                }
                if (!acted) {
                    *why = QStringLiteral("seat %1 could not take move %2").arg(seat).arg(next);
                    return false;
                }
                table->played = next + 1;
            }
        for (Table *table : {&shown, &dealt}) {
            GameSession &session = *table->window->session();
            if (!QTest::qWaitFor(
                    [&] { return session.moveCount() == move && !session.waitingForHost(); },
                    Timeout)) {
                *why = QStringLiteral("the joiner was not shown move %1").arg(move);
                return false;
            }
        }
        return true;
    }

    // The two joiners' windows at the same decision: the coach asked in both when `coach`, then
    // every text compared, the boards' reading checked, and the copies received compared.
    void compare(MainWindow &first, MainWindow &second, bool coach, const QString &where)
    {
        for (MainWindow *window : {&first, &second})
            QVERIFY2(window->session()->humanToAct(),
                     qPrintable(where + QStringLiteral(": not the joiner's decision")));
        if (coach)
            for (MainWindow *window : {&first, &second}) {
                window->session()->lens()->reseed(51);
                QVERIFY(askCoach(*window));
            }
        // One generator for both lenses: the seat's copies are then byte-identical, and so must
        // be every value a board model reads from the copy (one reading the live game differs).
        first.session()->lens()->reseed(51);
        second.session()->lens()->reseed(51);
        QTest::qWait(50); // the board follows the position
        for (MainWindow *window : {&first, &second}) {
            const QString reads = boardReadsOtherThanTheLens(*window);
            QVERIFY2(reads.isEmpty(), qPrintable(where + QStringLiteral(": ") + reads));
        }
        const QMap<QString, QStringList> firstTexts = textsOf(first);
        const QMap<QString, QStringList> secondTexts = textsOf(second);
        QVERIFY2(!firstTexts.value(QStringLiteral("board models")).isEmpty(),
                 qPrintable(where + QStringLiteral(": no board model found")));
        const QString why = difference(firstTexts, secondTexts);
        QVERIFY2(why.isEmpty(), qPrintable(where + QStringLiteral(":\n") + why));
        QVERIFY2(first.online()->client()->position().copy ==
                     second.online()->client()->position().copy,
                 qPrintable(where + QStringLiteral(": the host sent the joiner other copies")));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_online_privacy"));
        m_language.apply(QStringLiteral("en"), false);
    }

    // At the joiner's decisions, what the other seats hide changes nothing the joiner's window
    // shows.
    void joinerSeesNothingOfTheOthersHands_data() { addGameRows(); }
    void joinerSeesNothingOfTheOthersHands()
    {
        QFETCH(QString, gameId);
        const GameInfo *info = GameRegistry::find(gameId);
        QVERIFY(info);
        const int seatCount = std::clamp(3, info->minSeats, info->maxSeats);
        // The game both host (a first table's joiner's context, the hosts' seed), played by
        // Easy players; at each position the second table's history has the others' secret
        // choices taken otherwise where it can.
        GameSetup setup;
        {
            Table first;
            QVERIFY2(open(first, gameId, seatCount, nullptr), "the game did not start");
            setup = first.window->online()->client()->context();
        }
        setup.seed = GameSeed;
        const auto positions =
            decisionPositions(playedGame(setup, MaxActions), {Joiner}, Joiner, PositionsPerGame);
        QVERIFY2(!positions.empty(), "the joiner never decides");
        bool coach = true;
        for (const auto &[record, other] : positions) {
            const int move = int(record.actions.size());
            const QString where = QStringLiteral("%1 at move %2").arg(gameId).arg(move);
            Table shown, dealt;
            QVERIFY2(open(shown, gameId, seatCount, nullptr), "the first game did not start");
            QVERIFY2(open(dealt, gameId, seatCount,
                          [](Game &game) {
                              Rng rng(99 + std::uint64_t(game.moveNumber()));
                              game.resampleHidden(Joiner, rng);
                          }),
                     "the second game did not start");
            shown.actions = record.actions;
            dealt.actions = other.actions;
            shown.actingSeats = actingSeats(setup, shown.actions);
            dealt.actingSeats = actingSeats(setup, dealt.actions);
            QCOMPARE(int(shown.actingSeats.size()), move);
            QCOMPARE(dealt.actingSeats, shown.actingSeats);
            QString why;
            QVERIFY2(playTo(shown, dealt, move, &why),
                     qPrintable(where + QStringLiteral(": ") + why));
            compare(*shown.window, *dealt.window, coach, where);
            if (QTest::currentTestFailed())
                return;
            coach = false;
        }
    }
};

QTEST_MAIN(TestOnlinePrivacy)
#include "tst_online_privacy.moc"
