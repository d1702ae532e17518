// Seat or start position? The course lab rotates start positions apart from seats and reports
// both: a rowing course built so that the lane decides (a sprint of ten spaces, where ties go to
// the lower lane) shows its effect on the lanes and none on the seats; a report whose games favour
// a seat whatever its start shows it on the seats; games without start positions apart from the
// seat (Niagara, Line cards) say so; Visions reports the starting order its rules drew; the setup
// option is checked like any other field. Start positions are counted where they put a seat: a
// Salmon Run river with one start hex (every built-in one) has a single start and no start effect,
// a river with two start hexes has two, shared by the seats (start position mod their count).
#include "LabTestSupport.h"
#include "core/GameRegistry.h"
#include "core/StartPositions.h"
#include "lab/CourseLab.h"
#include "salmon/SalmonGame.h"

#include <QFile>
#include <QJsonDocument>

#include <QJsonArray>
#include <QTest>

#include <algorithm>

using namespace cw;

namespace {

double spread(const std::vector<LabStanding> &rows)
{
    const auto [low, high] = std::minmax_element(
        rows.begin(), rows.end(),
        [](const LabStanding &a, const LabStanding &b) { return a.winShare < b.winShare; });
    return high->winShare - low->winShare;
}

std::vector<int> places(const QString &gameId, const QJsonObject &course, int seats)
{
    return StartPositions::places(*GameRegistry::find(gameId), course, seats);
}

// The Beginner river with a custom start board: S1 with a second start hex beside the first.
QJsonObject riverWithTwoStartHexes()
{
    QFile file(QStringLiteral(":/salmon/boards/S1.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QJsonObject board = QJsonDocument::fromJson(file.readAll()).object();
    board.insert(QStringLiteral("id"), QStringLiteral("S1-two-starts"));
    QJsonArray hexes = board.value(QStringLiteral("hexes")).toArray();
    hexes.append(QJsonObject{{QStringLiteral("at"), QJsonArray{4, 0}},
                             {QStringLiteral("terrain"), QStringLiteral("water")},
                             {QStringLiteral("start"), true}});
    board.insert(QStringLiteral("hexes"), hexes);
    QJsonObject river = test::builtInCourse(QStringLiteral("salmon-beginner.json"));
    QJsonArray boards = river.value(QStringLiteral("boards")).toArray();
    QJsonObject first = boards[0].toObject();
    first.insert(QStringLiteral("board"), QStringLiteral("S1-two-starts"));
    boards[0] = first;
    river.insert(QStringLiteral("boards"), boards);
    river.insert(QStringLiteral("customBoards"), QJsonArray{board});
    river.insert(QStringLiteral("name"), QStringLiteral("Two start hexes"));
    return river;
}

} // namespace

class TestLabStarts : public QObject {
    Q_OBJECT

private slots:
    void rowingLaneShowsOnStartsNotSeats();
    void seatThatWinsShowsOnSeatsNotStarts();
    void gamesWithoutStartsSayIt();
    void visionsReportsTheStartingOrderItDrew();
    void startsOptionIsChecked();
    void everyCourseCountsItsDistinctStarts_data();
    void everyCourseCountsItsDistinctStarts();
    void salmonRiverWithOneStartHexHasNoStartEffect();
    void salmonStartHexesSharedBySeatsAreCountedTogether();
    void startPlacesFollowTheEngine();
    void reportCountsPlacesNotStartPositions();
};

// Ten spaces, no split line: boats finish together and the rules rank same-round finishers by
// reach, rate, then the lower lane. Lane 1 wins beyond its interval, lane 6 less; the seats,
// whose lanes rotate, stay within the fair share and spread far less.
void TestLabStarts::rowingLaneShowsOnStartsNotSeats()
{
    QJsonObject sprint = test::builtInCourse(QStringLiteral("rowing-sprint-1000.json"));
    sprint.insert(QStringLiteral("spaces"), 10);
    sprint.insert(QStringLiteral("splitLines"), QJsonArray());
    sprint.insert(QStringLiteral("name"), QStringLiteral("Ten spaces"));
    const LabReport report = test::easyLab(QStringLiteral("rowing"), sprint, 6, 360);
    QCOMPARE(report.gamesPlayed, 360);
    QCOMPARE(int(report.starts.size()), 6);
    for (const LabStanding &start : report.starts)
        QCOMPARE(start.games, 360);
    QVERIFY2(report.starts[0].winInterval.low > report.fairWinShare,
             qPrintable(QString::number(report.starts[0].winShare)));
    QVERIFY(report.starts[5].winShare < report.starts[0].winShare);
    for (const LabStanding &seat : report.seats)
        QVERIFY2(seat.winInterval.contains(report.fairWinShare),
                 qPrintable(QString::number(seat.winShare)));
    QVERIFY2(
        spread(report.seats) * 2 < spread(report.starts),
        qPrintable(QStringLiteral("%1 %2").arg(spread(report.seats)).arg(spread(report.starts))));
    QCOMPARE(report.startName(0), QStringLiteral("Lane 1"));
    QCOMPARE(report.startCount, 6);
}

// Built by hand: seat 1 wins every game whatever start it has (starts rotate as the lab rotates
// them). The seats show it; every start wins a third of the games.
void TestLabStarts::seatThatWinsShowsOnSeatsNotStarts()
{
    std::vector<LabGame> games(90);
    std::vector<const LabGame *> played;
    for (int g = 0; g < int(games.size()); ++g) {
        LabGame &game = games[std::size_t(g)];
        game.moves = 10 + g % 7;
        game.ranksBySeat = {1, 2, 3};
        for (int s = 0; s < 3; ++s) {
            game.seatOfPlayer.push_back(Tournament::seatOf(s, g, 3));
            game.startOfSeat.push_back(Tournament::startOf(s, g, 3));
        }
        game.fingerprint = std::uint64_t(g + 1);
        played.push_back(&game);
    }
    const LabReport report =
        LabReport::build(QStringLiteral("salmon"), QStringLiteral("Test"),
                         QList<Controller>(3, Controller::AiEasy), 90, 1, played, {}, {});
    QCOMPARE(report.seats[0].wins, 90);
    QVERIFY(report.seats[0].winInterval.low > report.fairWinShare);
    QCOMPARE(int(report.starts.size()), 3);
    for (const LabStanding &start : report.starts) {
        QCOMPARE(start.wins, 30);
        QVERIFY(start.winInterval.contains(report.fairWinShare));
    }
    QCOMPARE(report.startName(1), QStringLiteral("Start hex 2"));
    QCOMPARE(report.toJson().value(QStringLiteral("starts")).toArray().size(), 3);
}

void TestLabStarts::gamesWithoutStartsSayIt()
{
    const LabReport niagara =
        test::easyLab(QStringLiteral("niagara"),
                      test::builtInCourse(QStringLiteral("niagara-standard.json")), 3, 12);
    QCOMPARE(niagara.gamesPlayed, 12);
    QVERIFY(niagara.starts.empty());
    QCOMPARE(niagara.startCount, 0);
    QVERIFY2(niagara.startsNote().startsWith(QStringLiteral("Niagara has no start position")),
             qPrintable(niagara.startsNote()));
    const LabReport lines = test::easyLab(QStringLiteral("linecards"), {}, 2, 12);
    QVERIFY(lines.starts.empty());
    QCOMPARE(lines.startCount, 0);
    QVERIFY2(lines.startsNote().startsWith(QStringLiteral("Line cards has no start position")),
             qPrintable(lines.startsNote()));
    QVERIFY(lines.toJson().value(QStringLiteral("starts")).toArray().isEmpty());
}

// Visions' start is drawn by the rules (player 1 at random): every game gives each team a
// different place in the starting order, so every place is held in every game.
void TestLabStarts::visionsReportsTheStartingOrderItDrew()
{
    const LabReport report =
        test::easyLab(QStringLiteral("visions"),
                      test::builtInCourse(QStringLiteral("visions-short.json")), 3, 24);
    QCOMPARE(report.gamesPlayed, 24);
    QCOMPARE(int(report.starts.size()), 3);
    int games = 0;
    for (const LabStanding &start : report.starts)
        games += start.games;
    QCOMPARE(games, 3 * 24);
    for (const LabStanding &start : report.starts)
        QCOMPARE(start.games, 24); // one team at each place of the starting order, every game
}

void TestLabStarts::startsOptionIsChecked()
{
    GameSetup setup;
    setup.gameId = QStringLiteral("rowing");
    setup.course = test::builtInCourse(QStringLiteral("rowing-standard.json"));
    for (int s = 0; s < 3; ++s)
        setup.seats.append(SeatConfig{QString(), defaultSeatColour(s), Controller::AiEasy});
    QString error;
    setup.options.insert(StartPositions::key(), QJsonArray{2, 0, 1});
    QVERIFY2(GameRegistry::create(setup, &error), qPrintable(error));
    for (const QJsonArray &bad : {QJsonArray{0, 0, 1}, QJsonArray{0, 1}, QJsonArray{0, 1, 3}}) {
        setup.options.insert(StartPositions::key(), bad);
        QVERIFY(!GameRegistry::create(setup, &error));
        QVERIFY2(error.startsWith(QStringLiteral("options.starts: ")), qPrintable(error));
    }
    // A game without start positions refuses the option as any unknown one.
    setup.gameId = QStringLiteral("niagara");
    setup.course = test::builtInCourse(QStringLiteral("niagara-standard.json"));
    setup.options.insert(StartPositions::key(), QJsonArray{0, 1, 2});
    QVERIFY(!GameRegistry::create(setup, &error));
    QVERIFY2(error.startsWith(QStringLiteral("options.starts: not an option")), qPrintable(error));
}

// What each game says of each built-in course: where each start position puts a seat.
void TestLabStarts::everyCourseCountsItsDistinctStarts_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("seats");
    QTest::addColumn<QList<int>>("expected"); // the place of each start position
    const QStringList rowing{QStringLiteral("rowing-standard.json"),
                             QStringLiteral("rowing-sprint-1000.json"),
                             QStringLiteral("rowing-eight-lanes.json")};
    for (const QString &file : rowing) {
        QTest::addRow("rowing %s 6", qPrintable(file))
            << "rowing" << file << 6 << QList<int>{0, 1, 2, 3, 4, 5};
        QTest::addRow("rowing %s 3", qPrintable(file))
            << "rowing" << file << 3 << QList<int>{0, 1, 2};
    }
    const QStringList salmon{
        QStringLiteral("salmon-beginner.json"), QStringLiteral("salmon-short.json"),
        QStringLiteral("salmon-long.json"), QStringLiteral("salmon-expert.json"),
        QStringLiteral("salmon-marathon.json")};
    for (const QString &file : salmon) // every built-in river has one start hex
        QTest::addRow("salmon %s", qPrintable(file))
            << "salmon" << file << 4 << QList<int>{0, 0, 0, 0};
    for (const QString &file :
         {QStringLiteral("visions-short.json"), QStringLiteral("visions-medium.json"),
          QStringLiteral("visions-long.json")})
        QTest::addRow("visions %s", qPrintable(file))
            << "visions" << file << 4 << QList<int>{0, 1, 2, 3};
}

void TestLabStarts::everyCourseCountsItsDistinctStarts()
{
    QFETCH(QString, game);
    QFETCH(QString, file);
    QFETCH(int, seats);
    QFETCH(QList<int>, expected);
    const QJsonObject course = test::builtInCourse(file);
    QVERIFY(!course.isEmpty());
    const std::vector<int> found = places(game, course, seats);
    QCOMPARE(QList<int>(found.begin(), found.end()), expected);
}

// The Beginner river has one start hex: reversed starts are the same game, so the report has no
// rows by start and says the course has a single start.
void TestLabStarts::salmonRiverWithOneStartHexHasNoStartEffect()
{
    const LabReport report =
        test::easyLab(QStringLiteral("salmon"),
                      test::builtInCourse(QStringLiteral("salmon-beginner.json")), 4, 16);
    QCOMPARE(report.gamesPlayed, 16);
    QCOMPARE(report.startCount, 1);
    QVERIFY(report.starts.empty());
    QVERIFY2(report.startsNote().startsWith(
                 QStringLiteral("This course has a single start position (Start hex 1)")),
             qPrintable(report.startsNote()));
    QCOMPARE(report.toJson().value(QStringLiteral("startCount")).toInt(), 1);
    QVERIFY(report.toJson().value(QStringLiteral("starts")).toArray().isEmpty());
}

// Two start hexes for three salmon: start positions 1 and 3 share the first hex. Two rows, the
// first holding two seats a game, the second one.
void TestLabStarts::salmonStartHexesSharedBySeatsAreCountedTogether()
{
    const QJsonObject river = riverWithTwoStartHexes();
    const CourseProblems errors = CourseFile::errors(river);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.isEmpty() ? QString() : errors.front().message));
    QCOMPARE(places(QStringLiteral("salmon"), river, 3), (std::vector<int>{0, 1, 0}));
    const LabReport report = test::easyLab(QStringLiteral("salmon"), river, 3, 18);
    QCOMPARE(report.gamesPlayed, 18);
    QCOMPARE(report.startCount, 2);
    QCOMPARE(int(report.starts.size()), 2);
    QCOMPARE(report.starts[0].games, 2 * 18);
    QCOMPARE(report.starts[1].games, 18);
    QVERIFY2(report.startsNote().startsWith(
                 QStringLiteral("This course has 2 distinct start positions for 3 seats")),
             qPrintable(report.startsNote()));
}

// The places the game reports are where its engine puts the salmon: start positions on one place
// start on one hex, on different places on different hexes.
void TestLabStarts::startPlacesFollowTheEngine()
{
    const QJsonObject river = riverWithTwoStartHexes();
    const std::vector<int> place = places(QStringLiteral("salmon"), river, 4);
    for (const std::vector<int> &starts :
         {std::vector<int>{0, 1, 2, 3}, std::vector<int>{3, 2, 1, 0}}) {
        GameSetup setup;
        setup.gameId = QStringLiteral("salmon");
        setup.course = river;
        for (int s = 0; s < 4; ++s)
            setup.seats.append(SeatConfig{QString(), defaultSeatColour(s), Controller::AiEasy});
        setup.options.insert(StartPositions::key(), StartPositions::toJson(starts));
        QString error;
        const std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
        QVERIFY2(game, qPrintable(error));
        const auto &state = static_cast<const salmon::SalmonGame &>(*game).state();
        for (int a = 0; a < 4; ++a)
            for (int b = 0; b < 4; ++b)
                QCOMPARE(state.salmon[std::size_t(a)].hex == state.salmon[std::size_t(b)].hex,
                         place[std::size_t(starts[std::size_t(a)])] ==
                             place[std::size_t(starts[std::size_t(b)])]);
    }
}

// Built by hand: three seats on two places; a game whose places are out of range is not counted.
void TestLabStarts::reportCountsPlacesNotStartPositions()
{
    std::vector<LabGame> games(6);
    std::vector<const LabGame *> played;
    for (int g = 0; g < int(games.size()); ++g) {
        LabGame &game = games[std::size_t(g)];
        game.moves = 10 + g;
        game.ranksBySeat = {1, 2, 3};
        game.seatOfPlayer = {0, 1, 2};
        game.startOfSeat = {0, 1, 0}; // seats 1 and 3 share the first place: seat 1 always wins
        game.fingerprint = std::uint64_t(g + 1);
        played.push_back(&game);
    }
    const LabReport report =
        LabReport::build(QStringLiteral("salmon"), QStringLiteral("Test"),
                         QList<Controller>(3, Controller::AiEasy), 6, 1, played, {}, {}, 0, 2);
    QCOMPARE(int(report.starts.size()), 2);
    QCOMPARE(report.starts[0].games, 12);
    QCOMPARE(report.starts[0].wins, 6);
    QCOMPARE(report.starts[1].games, 6);
    QCOMPARE(report.starts[1].wins, 0);
    const LabReport single =
        LabReport::build(QStringLiteral("salmon"), QStringLiteral("Test"),
                         QList<Controller>(3, Controller::AiEasy), 6, 1, played, {}, {}, 0, 1);
    QVERIFY(single.starts.empty());
    QCOMPARE(single.startCount, 1);
}

QTEST_GUILESS_MAIN(TestLabStarts)
#include "tst_lab_starts.moc"
