// cw::Tournament: seat rotation, seeds derived from the tournament seed and the game index
// (results independent of the thread count), standings, progress, cancellation and errors.
#include "ai/AiFactory.h"
#include "ai/Tournament.h"
#include "core/GameRegistry.h"

#include <QJsonDocument>
#include <QTest>
#include <QThread>

#include <set>

using namespace cw;

class TestTournament : public QObject {
    Q_OBJECT

private slots:
    void seatsRotate();
    void seedsAreDistinct();
    void gamesReplayFromTheirSeeds();
    void threadCountDoesNotMatter();
    void standingsSumTheRanks();
    void progressOnTheCallingThread();
    void cancelStopsEarly();
    void cancelBeforeRun();
    void badConfig_data();
    void badConfig();
};

namespace {

// A 600 m course, so that races take a few rounds.
QJsonObject shortCourse()
{
    return QJsonDocument::fromJson(R"({"kind": "rowing", "formatVersion": 1, "name": "Short",
        "lanes": 6, "spaces": 30, "metresPerSpace": 20, "sectorMetres": 200,
        "splitLines": [{"metres": 200, "paceLimit": 4}, {"metres": 400, "paceLimit": 5}]})")
        .object();
}

TournamentConfig config(QList<Controller> players, int games, std::uint64_t seed, int threads)
{
    TournamentConfig config;
    config.gameId = QStringLiteral("rowing");
    config.course = shortCourse();
    config.players = std::move(players);
    config.games = games;
    config.seed = seed;
    config.threads = threads;
    return config;
}

TournamentResult run(const TournamentConfig &tournamentConfig)
{
    Tournament tournament(tournamentConfig);
    QString error;
    std::optional<TournamentResult> result = tournament.run({}, &error);
    if (!result)
        qFatal("tournament failed: %s", qPrintable(error));
    return *result;
}

} // namespace

// Game g puts listed player p in seat (p + g) mod n: over n games every player sits everywhere.
void TestTournament::seatsRotate()
{
    QCOMPARE(Tournament::seatOf(0, 0, 3), 0);
    QCOMPARE(Tournament::seatOf(2, 0, 3), 2);
    QCOMPARE(Tournament::seatOf(0, 1, 3), 1);
    QCOMPARE(Tournament::seatOf(2, 1, 3), 0);
    QCOMPARE(Tournament::seatOf(1, 5, 3), 0);
    for (int game = 0; game < 4; ++game) {
        std::set<int> seats;
        for (int player = 0; player < 4; ++player)
            seats.insert(Tournament::seatOf(player, game, 4));
        QCOMPARE(int(seats.size()), 4);
    }
}

void TestTournament::seedsAreDistinct()
{
    std::set<std::uint64_t> seeds;
    for (int game = 0; game < 20; ++game) {
        seeds.insert(Tournament::setupSeed(1, game));
        for (int move = 0; move < 20; ++move)
            seeds.insert(Tournament::decisionSeed(1, game, move));
    }
    QCOMPARE(int(seeds.size()), 20 * 21);
    QVERIFY(Tournament::setupSeed(1, 0) != Tournament::setupSeed(2, 0));
}

// Each game of the result is the game its seeds and the rotation describe, played move by move
// here: the contract that makes results independent of scheduling.
void TestTournament::gamesReplayFromTheirSeeds()
{
    const TournamentConfig tournamentConfig =
        config({Controller::AiNormal, Controller::AiEasy, Controller::AiEasy}, 3, 9, 2);
    const TournamentResult result = run(tournamentConfig);
    QCOMPARE(int(result.ranks.size()), 3);
    for (int game = 0; game < 3; ++game) {
        GameSetup setup;
        setup.gameId = tournamentConfig.gameId;
        setup.course = tournamentConfig.course;
        setup.seed = Tournament::setupSeed(tournamentConfig.seed, game);
        setup.seats.resize(3);
        for (int player = 0; player < 3; ++player)
            setup.seats[Tournament::seatOf(player, game, 3)].controller =
                tournamentConfig.players[player];
        QString error;
        std::unique_ptr<Game> state = GameRegistry::create(setup, &error);
        QVERIFY2(state, qPrintable(error));
        while (!state->isOver()) {
            const int seat = state->currentSeat();
            const auto ai = makeAiPlayer(setup.gameId, setup.seats[seat].controller);
            state->apply(ai->choose(*state, Tournament::decisionSeed(tournamentConfig.seed, game,
                                                                     state->moveNumber())));
        }
        const std::vector<int> ranks = state->ranks();
        for (int player = 0; player < 3; ++player)
            QCOMPARE(result.ranks[std::size_t(game)][std::size_t(player)],
                     ranks[std::size_t(Tournament::seatOf(player, game, 3))]);
    }
}

void TestTournament::threadCountDoesNotMatter()
{
    // A searching level, so that per-game decision seeds matter; Normal keeps the test quick.
    const QList<Controller> players{Controller::AiNormal, Controller::AiEasy, Controller::AiEasy,
                                    Controller::AiEasy};
    const TournamentResult one = run(config(players, 8, 4, 1));
    const TournamentResult three = run(config(players, 8, 4, 3));
    QCOMPARE(three.ranks, one.ranks);
    const TournamentResult again = run(config(players, 8, 4, 2));
    QCOMPARE(again.ranks, one.ranks);
}

void TestTournament::standingsSumTheRanks()
{
    const TournamentResult result =
        run(config({Controller::AiNormal, Controller::AiEasy, Controller::AiEasy}, 6, 2, 2));
    QVERIFY(!result.cancelled);
    QCOMPARE(int(result.standings.size()), 3);
    QCOMPARE(result.standings[0].ai, Controller::AiNormal);
    QCOMPARE(result.standings[1].ai, Controller::AiEasy);
    int wins = 0;
    for (std::size_t player = 0; player < 3; ++player) {
        const TournamentStanding &standing = result.standings[player];
        int rankSum = 0;
        int playerWins = 0;
        for (const std::vector<int> &ranks : result.ranks) {
            rankSum += ranks[player];
            playerWins += ranks[player] == 1 ? 1 : 0;
        }
        QCOMPARE(standing.games, 6);
        QCOMPARE(standing.rankSum, rankSum);
        QCOMPARE(standing.wins, playerWins);
        QCOMPARE(standing.meanRank(), rankSum / 6.0);
        wins += standing.wins;
    }
    QVERIFY(wins >= 6);
}

void TestTournament::progressOnTheCallingThread()
{
    Tournament tournament(config({Controller::AiEasy, Controller::AiEasy}, 7, 1, 3));
    QList<int> reported;
    bool onCallingThread = true;
    QThread *const caller = QThread::currentThread();
    QString error;
    const auto result = tournament.run(
        [&](int finished, int total) {
            QCOMPARE(total, 7);
            reported.append(finished);
            onCallingThread = onCallingThread && QThread::currentThread() == caller;
        },
        &error);
    QVERIFY2(result, qPrintable(error));
    QCOMPARE(reported, (QList<int>{1, 2, 3, 4, 5, 6, 7}));
    QVERIFY(onCallingThread);
}

void TestTournament::cancelStopsEarly()
{
    // Enough games that the worker cannot finish them all before the first progress report
    // reaches this thread and cancels.
    constexpr int Games = 20000;
    Tournament tournament(config({Controller::AiEasy, Controller::AiEasy}, Games, 1, 1));
    QString error;
    const auto result = tournament.run([&](int, int) { tournament.cancel(); }, &error);
    QVERIFY2(result, qPrintable(error));
    QVERIFY(result->cancelled);
    QCOMPARE(int(result->ranks.size()), Games);
    const int played = result->standings[0].games;
    QVERIFY(played >= 1 && played < Games);
    int nonEmpty = 0;
    for (const std::vector<int> &ranks : result->ranks)
        nonEmpty += ranks.empty() ? 0 : 1;
    QCOMPARE(nonEmpty, played);
}

void TestTournament::cancelBeforeRun()
{
    Tournament tournament(config({Controller::AiEasy, Controller::AiEasy}, 5, 1, 2));
    tournament.cancel();
    QString error;
    const auto result = tournament.run({}, &error);
    QVERIFY2(result, qPrintable(error));
    QVERIFY(result->cancelled);
    QCOMPARE(result->standings[0].games, 0);
}

void TestTournament::badConfig_data()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<QList<Controller>>("players");
    QTest::addColumn<QJsonObject>("course");
    QTest::addColumn<QString>("error");
    const QList<Controller> two{Controller::AiEasy, Controller::AiEasy};
    const QString rowing = QStringLiteral("rowing");
    QJsonObject narrow = shortCourse();
    narrow.insert(QStringLiteral("lanes"), 2);
    QJsonObject broken = shortCourse();
    broken.remove(QStringLiteral("spaces"));
    QTest::newRow("unknown game") << QStringLiteral("chess") << two << shortCourse()
                                  << QStringLiteral("game: unknown game \"chess\"");
    QTest::newRow("no seats") << rowing << QList<Controller>{} << shortCourse()
                              << QStringLiteral("seats: Rowing race needs 1 to 8 seats, found 0");
    QTest::newRow("human") << rowing << QList<Controller>{Controller::AiEasy, Controller::Human}
                           << shortCourse()
                           << QStringLiteral(
                                  "seats[1]: \"human\" is not an AI level of Rowing race");
    QTest::newRow("too few lanes") << rowing << QList<Controller>(3, Controller::AiEasy) << narrow
                                   << QStringLiteral("seats: 3 boats do not fit 2 lanes");
    QTest::newRow("broken course")
        << rowing << two << broken << QStringLiteral("course: spaces: missing");
}

void TestTournament::badConfig()
{
    QFETCH(QString, gameId);
    QFETCH(QList<Controller>, players);
    QFETCH(QJsonObject, course);
    QFETCH(QString, error);
    TournamentConfig tournamentConfig = config(players, 2, 1, 1);
    tournamentConfig.gameId = gameId;
    tournamentConfig.course = course;
    Tournament tournament(tournamentConfig);
    QString message;
    QVERIFY(!tournament.run({}, &message));
    QCOMPARE(message, error);
}

QTEST_GUILESS_MAIN(TestTournament)
#include "tst_tournament.moc"
