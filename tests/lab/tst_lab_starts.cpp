// Seat or start position? The course lab rotates start positions apart from seats and reports
// both: a rowing course built so that the lane decides (a sprint of ten spaces, where ties go to
// the lower lane) shows its effect on the lanes and none on the seats; a report whose games favour
// a seat whatever its start shows it on the seats; games without start positions apart from the
// seat (Niagara, Line cards) say so; Visions reports the starting order its rules drew; the setup
// option is checked like any other field.
#include "LabTestSupport.h"
#include "core/GameRegistry.h"
#include "core/StartPositions.h"
#include "lab/CourseLab.h"

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

} // namespace

class TestLabStarts : public QObject {
    Q_OBJECT

private slots:
    void rowingLaneShowsOnStartsNotSeats();
    void seatThatWinsShowsOnSeatsNotStarts();
    void gamesWithoutStartsSayIt();
    void visionsReportsTheStartingOrderItDrew();
    void startsOptionIsChecked();
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
        LabReport::build(QStringLiteral("salmon-run"), QStringLiteral("Test"),
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
    QVERIFY2(niagara.startsNote().startsWith(QStringLiteral("Niagara has no start position")),
             qPrintable(niagara.startsNote()));
    const LabReport lines = test::easyLab(QStringLiteral("line-cards"), {}, 2, 12);
    QVERIFY(lines.starts.empty());
    QVERIFY2(lines.startsNote().startsWith(QStringLiteral("Line cards has no start position")),
             qPrintable(lines.startsNote()));
    QVERIFY(lines.toJson().value(QStringLiteral("starts")).toArray().isEmpty());
}

// Visions' start is drawn by the rules (player 1 at random): every game gives each team a
// different place in the starting order, so every place is held in every game.
void TestLabStarts::visionsReportsTheStartingOrderItDrew()
{
    const LabReport report =
        test::easyLab(QStringLiteral("visions-of-rainbows"),
                      test::builtInCourse(QStringLiteral("cycling-short.json")), 3, 24);
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

QTEST_GUILESS_MAIN(TestLabStarts)
#include "tst_lab_starts.moc"
