// VisionsCourseValidator: the built-in roads are valid; one broken road per rule (the fixtures
// tests/errors/road-*.json) with its exact messages; the seat count; what issues point at.
#include "VisionsCourseTestSupport.h"

#include <QDir>

using namespace cw;
using namespace cw::visions;

using Rule = RoadIssue::Rule;

namespace {

VisionsCourse fixture(const QString &name)
{
    CourseProblems problems;
    const std::optional<VisionsCourse> road = VisionsCourse::read(
        readJsonFile(sourceDir() + QStringLiteral("/tests/errors/") + name), &problems);
    if (!road)
        qWarning("%s: %s", qPrintable(name), qPrintable(problemTexts(problems).join(u';')));
    return road.value_or(VisionsCourse{});
}

} // namespace

class TestVisionsCourseValidator : public QObject {
    Q_OBJECT

private slots:
    static std::vector<std::tuple<const char *, Rule, QStringList>> roadFixtures()
    {
        return {
            {"road-no-tiles.json", Rule::NoTiles, {QStringLiteral("tiles: the road has no tiles")}},
            {"road-first-not-start.json",
             Rule::TileOrder,
             {QStringLiteral("tiles[0]: Tile 1 (2A): the first tile must be the Start")}},
            {"road-last-not-finish.json",
             Rule::TileOrder,
             {QStringLiteral("tiles[2]: Tile 3 (3A): the last tile must be the Finish")}},
            {"road-unknown-tile.json",
             Rule::UnknownTile,
             {QStringLiteral(
                 "tiles[1]: Tile 2 (9A): no built-in or custom tile has the id \"9\"")}},
            {"road-unknown-side.json",
             Rule::UnknownTile,
             {QStringLiteral("tiles[0]: Tile 1 (S): tile S has no side B")}},
            {"road-tile-twice.json",
             Rule::TileTwice,
             {QStringLiteral("tiles[2]: Tile 3 (6B): tile 6 is already used as tile 2 (6A): a tile "
                             "has only one side up")}},
            {"road-lanes-disagree.json",
             Rule::LaneJoin,
             {QStringLiteral("tiles[1]: Tile 2 (2B), row 1: it begins with a lane count of 2, but "
                             "tile 1 (S) ends with 3"),
              QStringLiteral("tiles[2]: Tile 3 (FA), row 1: it begins with a lane count of 3, but "
                             "tile 2 (2B) ends with 2")}},
            {"road-bonus-terrain.json",
             Rule::BonusTerrain,
             {QStringLiteral("bonusLines[0]: Tile 2 (2A), between rows 5 and 6: a Monarch of the "
                             "Mountain line must lie between two rows of mountain terrain; no "
                             "tile of this road has two rows of mountain terrain; the built-in "
                             "sides with them are 1B, 2B, 5A, C4A, C4B, C5A, C5B")}},
            {"road-bonus-on-finish.json",
             Rule::BonusOnEnds,
             {QStringLiteral("bonusLines[0]: Tile 3 (FB), between rows 5 and 6: bonus lines cannot "
                             "lie on the Start or the Finish; a sprint line may lie on tile 2 "
                             "(2A)")}},
            {"road-bonus-twice-on-tile.json",
             Rule::BonusTwice,
             {QStringLiteral("bonusLines[1]: Tile 2 (2A), between rows 7 and 8: a tile holds at "
                             "most one bonus line, and bonus line 1 is already on it")}},
            {"road-bonus-outside-tile.json",
             Rule::BonusPlace,
             {QStringLiteral(
                 "bonusLines[0]: Tile 2 (2A): row 12 is not between two of its 10 rows")}},
            {"road-too-many-bonus-lines.json",
             Rule::TooManyBonus,
             {QStringLiteral("bonusLines: a road holds at most 5 bonus lines, found 6")}},
            {"road-few-start-spaces.json",
             Rule::StartSpaces,
             {QStringLiteral("tiles[0]: Tile 1 (Narrow start A): the start spaces number 14, but "
                             "every game has at least 18 riders")}},
            {"road-overlap.json",
             Rule::Overlap,
             {QStringLiteral("tiles[4]: Tile 5 (C4A) overlaps tile 1 (S) on the table"),
              QStringLiteral("tiles[5]: Tile 6 (FA) overlaps tile 2 (C1A) on the table")}},
            {"road-too-big-for-table.json",
             Rule::Table,
             {QStringLiteral(
                 "table: the road takes 185 × 9 cm and does not fit the table of 180 × 90 cm")}},
            {"road-paper.json",
             Rule::Paper,
             {QStringLiteral("print.spaceMm: tile pieces of up to 550 × 270 mm do not fit the 277 "
                             "× 190 mm printable area of A4 landscape and will be tiled across "
                             "several sheets (8 pieces)")}},
        };
    }

    void builtInRoadsAreValid_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("straights");
        QTest::addColumn<int>("length");
        QTest::newRow("short") << QStringLiteral("short") << 3 << int(GameLength::Short);
        QTest::newRow("medium") << QStringLiteral("medium") << 5 << int(GameLength::Medium);
        QTest::newRow("long") << QStringLiteral("long") << 6 << int(GameLength::Long);
    }
    void builtInRoadsAreValid()
    {
        QFETCH(QString, name);
        QFETCH(int, straights);
        QFETCH(int, length);
        const VisionsCourse road = builtInRoad(name);
        QCOMPARE(road.straightCount(), straights);
        QCOMPARE(int(road.lengthClass()), length);
        const VisionsCourseValidator validator(road);
        QVERIFY2(validator.issues().empty(), qPrintable(issueTexts(validator).join(u'\n')));
        for (int seats = VisionsCourseValidator::MinSeats;
             seats <= VisionsCourseValidator::MaxSeats; ++seats)
            QVERIFY(VisionsCourseValidator(road, {seats, std::nullopt}).issues().empty());
        QVERIFY(!road.bonusLines.empty());
    }

    // Every fixture breaks its rule, and its messages are exactly these (path: message).
    void fixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("rule");
        QTest::addColumn<QStringList>("problems");
        const auto row = [](const char *file, Rule rule, const QStringList &problems) {
            QTest::newRow(file) << QString::fromLatin1(file) << int(rule) << problems;
        };
        for (const auto &[file, rule, problems] : roadFixtures())
            row(file, rule, problems);
    }

    void fixtures()
    {
        QFETCH(QString, file);
        QFETCH(int, rule);
        QFETCH(QStringList, problems);
        const VisionsCourseValidator validator(fixture(file));
        const auto it =
            std::find_if(validator.issues().begin(), validator.issues().end(),
                         [&](const RoadIssue &issue) { return int(issue.rule) == rule; });
        QVERIFY2(it != validator.issues().end(), qPrintable(issueTexts(validator).join(u'\n')));
        QVERIFY2(issueTexts(validator) == problems,
                 qPrintable(u'\n' + issueTexts(validator).join(u'\n')));
    }

    // The seats decide the riders (rulebook, "Choose teams and riders"): 3 teams of 6, 4 of 5,
    // 5 of 4, 6 or 7 of 3; 14 start spaces are too few for any of them, 21 enough for all.
    void seatsNeedStartSpaces()
    {
        QCOMPARE(VisionsCourseValidator::ridersPerTeam(3), 6);
        QCOMPARE(VisionsCourseValidator::ridersPerTeam(4), 5);
        QCOMPARE(VisionsCourseValidator::ridersPerTeam(5), 4);
        QCOMPARE(VisionsCourseValidator::ridersPerTeam(6), 3);
        QCOMPARE(VisionsCourseValidator::ridersPerTeam(7), 3);
        QCOMPARE(VisionsCourseValidator::ridersPerTeam(8), 0);
        const VisionsCourse narrow = fixture(QStringLiteral("road-few-start-spaces.json"));
        const VisionsCourseValidator four(narrow, {4, std::nullopt});
        QCOMPARE(issueTexts(four),
                 QStringList{QStringLiteral("tiles[0]: Tile 1 (Narrow start A): the start spaces "
                                            "number 14, but 4 teams have 20 riders")});
        const VisionsCourse road = builtInRoad(QStringLiteral("short"));
        QCOMPARE(
            issueTexts(VisionsCourseValidator(road, {8, std::nullopt})),
            QStringList{QStringLiteral("tiles: Visions of Rainbows is for 3 to 7 players, not 8")});
        QCOMPARE(issueTexts(VisionsCourseValidator(road, {2, std::nullopt})).size(), 1);
        QCOMPARE(VisionsCourseValidator(road, {7, std::nullopt}).map().startSpaces().size(),
                 std::size_t(21));
    }

    // An issue names the placement and, where one applies, the tile row, so the editor can select
    // them; a bonus line's issue names the line.
    void issuesPointAtTileAndRow()
    {
        const VisionsCourseValidator lanes(fixture(QStringLiteral("road-lanes-disagree.json")));
        QCOMPARE(lanes.issues().front().placement, 1);
        QCOMPARE(lanes.issues().front().row, std::optional<int>(0));
        const VisionsCourseValidator bonus(
            fixture(QStringLiteral("road-bonus-twice-on-tile.json")));
        QCOMPARE(bonus.issues().front().placement, 1);
        QCOMPARE(bonus.issues().front().row, std::optional<int>(7));
        QCOMPARE(bonus.issues().front().bonusLine, 1);
        const VisionsCourseValidator overlap(fixture(QStringLiteral("road-overlap.json")));
        QCOMPARE(overlap.issues().front().placement, 4);
        QVERIFY(overlap.hasErrors());
        const VisionsCourseValidator table(fixture(QStringLiteral("road-too-big-for-table.json")));
        QVERIFY(!table.hasErrors()); // a warning only
        QCOMPARE(table.issues().front().problem.severity, CourseProblem::Severity::Warning);
    }

    // The paper the print is meant for may be given: letter portrait takes the same pieces.
    void paperFromTheOptions()
    {
        const VisionsCourse road = builtInRoad(QStringLiteral("long"));
        QVERIFY(VisionsCourseValidator(road, {0, PageSpec{Paper::Letter, false}}).issues().empty());
        VisionsCourse big = road;
        big.print.spaceMm = 40; // a Start piece is then 440 mm long
        big.print.tableWidthCm = 1000;
        big.print.tableDepthCm = 1000;
        const VisionsCourseValidator validator(big);
        QCOMPARE(validator.issues().size(), std::size_t(1));
        QCOMPARE(validator.issues().front().rule, Rule::Paper);
    }

    void everyRoadFixtureIsTested()
    {
        QStringList listed;
        for (const auto &fixture : roadFixtures())
            listed.append(QString::fromLatin1(std::get<0>(fixture)));
        listed.sort();
        QCOMPARE(QDir(sourceDir() + QStringLiteral("/tests/errors"))
                     .entryList({QStringLiteral("road-*.json")}, QDir::Files, QDir::Name),
                 listed);
    }
};

QTEST_GUILESS_MAIN(TestVisionsCourseValidator)
#include "tst_visions_course_validator.moc"
