// coursewright-cli validate: exit status and one "FILE: field: reason" line per problem, for every
// course fixture in tests/errors, the standard course, and usage errors.
#include "CliTestSupport.h"

class TestCliValidate : public QObject {
    Q_OBJECT

private slots:
    void brokenCourse_data();
    void brokenCourse();
    void everyCourseFixtureIsListed();
    void everyRiverFixtureIsListed();
    void builtInRiversAndSeats();
    void everyRoadFixtureIsListed();
    void builtInRoadsAndSeats();
    void standardCourseIsValid();
    void reportsEveryFileAndEveryProblem();
    void missingFileAndFolder();
    void seatsAndPaperOptions();
    void noFilesIsAUsageError();
    void help();
};

namespace {

struct Fixture {
    QString file;
    QStringList problems; // as printed after "FILE: "
};

// Every course fixture in tests/errors with the lines validate must print for it.
QList<Fixture> courseFixtures()
{
    auto s = [](const char *text) { return QString::fromUtf8(text); };
    return {
        {s("course-empty.json"), {s("the file is empty")}},
        {s("course-not-json.json"), {s("not valid JSON at line 5, column 6: unterminated object")}},
        {s("course-top-level-array.json"), {s("the top level must be a JSON object")}},
        {s("course-no-kind.json"),
         {s("kind: missing or not a string (expected one of: rowing, salmon-river, "
            "niagara-river, visions-road)")}},
        {s("course-unknown-kind.json"),
         {s("kind: \"salmon\" is not a course kind (expected one of: rowing, salmon-river, "
            "niagara-river, visions-road)")}},
        {s("course-newer-version.json"),
         {s("formatVersion: 3 is newer than this version of Coursewright reads (2): update "
            "Coursewright to open this course")}},
        {s("course-name-not-string.json"), {s("name: must be a string")}},
        {s("course-missing-lanes.json"), {s("lanes: missing")}},
        {s("course-lanes-not-number.json"), {s("lanes: must be a number")}},
        {s("course-fractional-spaces.json"), {s("spaces: must be a whole number, found 99.5")}},
        {s("course-too-many-lanes.json"), {s("lanes: must be between 2 and 8, found 9")}},
        {s("course-split-lines-not-array.json"), {s("splitLines: must be an array")}},
        {s("course-split-line-not-object.json"), {s("splitLines[0]: must be an object")}},
        {s("course-split-line-outside.json"),
         {s("splitLines[1].metres: 2500 m is outside the course (1 to 2000 m)")}},
        {s("course-duplicate-split-line.json"),
         {s("splitLines[2].metres: another split line is already at 1000 m")}},
        {s("course-pace-limit-zero.json"),
         {s("splitLines[0].paceLimit: must be at least 1, found 0")}},
        {s("course-several-problems.json"),
         {s("lanes: must be between 2 and 8, found 1"),
          s("spaces: must be between 1 and 1000, found 0")}},
        // Sizes that would make the board and the printer work without bound (issue 23).
        {s("course-sector-bands-unbounded.json"),
         {s("sectorMetres: must be between 100 and 100000, found 1")}},
        {s("course-length-unbounded.json"),
         {s("metresPerSpace: must be between 1 and 100, found 1000")}},
        // Numbers that do not fit an integer get an honest message, not undefined behaviour.
        {s("course-version-huge.json"),
         {s("formatVersion: must be between 1 and 1000000, found 1e+300")}},
        {s("course-version-negative.json"),
         {s("formatVersion: must be between 1 and 1000000, found -3")}},
    };
}

// Every Salmon Run river fixture in tests/errors (one per rule SalmonCourseValidator checks) with
// the lines validate must print for it.
QList<Fixture> riverFixtures()
{
    auto s = [](const char *text) { return QString::fromUtf8(text); };
    return {
        {s("river-arrow-into-rock.json"),
         {s("boards[1]: Board 2 (rocky), hex 4-4: the current arrow 1 points into rock")}},
        {s("river-first-not-start.json"),
         {s("boards[0]: Board 1 (1E): the first board must be a start board"),
          s("boards[0]: Board 1 (1E), hex 3-1: the current arrow 1 points off the river"),
          s("boards[0]: Board 1 (1E), hex 4-1: the current arrow 1 points off the river"),
          s("boards[0]: Board 1 (1E), hex 5-1: the current arrow 1 points off the river"),
          s("boards: no board has a start hex")}},
        {s("river-dead-end.json"),
         {s("boards[1]: Board 2 (pocket), hex 6-3: salmon can get to this hex, but no swims or "
            "jumps lead from it to the spawning ground"),
          s("boards[1]: Board 2 (pocket), hex 5-4: salmon can get to this hex, but no swims or "
            "jumps lead from it to the spawning ground")}},
        {s("river-joint-misaligned.json"),
         {s("boards[2]: Board 3 (F1): at shift 2 its entry does not line up with the exit of board "
            "2 (aligned shifts: 0)"),
          s("boards[2]: Board 3 (F1), hex 4-1: the current arrow 1 points into land"),
          s("boards[2]: Board 3 (F1), hex 5-1: the current arrow 1 points into land")}},
        {s("river-last-not-finish.json"),
         {s("boards[1]: Board 2 (1E): the last board must be a finish board"),
          s("boards: no board has a spawning ground")}},
        {s("river-no-boards.json"), {s("boards: the river has no boards")}},
        {s("river-no-spawn-hex.json"), {s("boards: no board has a spawning ground")}},
        {s("river-no-start-hex.json"), {s("boards: no board has a start hex")}},
        {s("river-odd-shift.json"),
         {s("boards[1]: Board 2 (1E): the shift -1 is odd: boards move sideways by an even number "
            "of columns")}},
        {s("river-sheet-twice.json"),
         {s("boards[2]: Board 3 (1M): board 1 is already used as board 2 (1E): a board has only "
            "one side up")}},
        {s("river-start-in-between.json"),
         {s("boards[1]: Board 2 (pool): a start board can only be the first board"),
          s("boards[0]: Board 1 (S1), hex 1-6: salmon can get to this hex, but no swims or jumps "
            "lead from it to the spawning ground"),
          s("boards[0]: Board 1 (S1), hex 2-6: salmon can get to this hex, but no swims or jumps "
            "lead from it to the spawning ground")}},
        {s("river-too-many-bears.json"),
         {s("boards: the river has 13 bear paws, but the game has only 6 bear tokens")}},
        {s("river-unknown-board.json"),
         {s("boards[1]: Board 2 (9E): no built-in or custom board has the id \"9E\"")}},
        {s("river-unreachable-spawn.json"),
         {s("boards[0]: Board 1 (S1), hex 4-1: no swims or jumps lead from this start hex to the "
            "spawning ground"),
          s("boards[2]: Board 3 (F1), hex 6-4: no legal jump from a hex salmon can reach passes "
            "over this waterfall")}},
        {s("river-waterfall-arrow.json"),
         {s("boards[1]: Board 2 (falls), hex 4-4: the waterfall's current arrow 1 leads to another "
            "waterfall, not to water")}},
        {s("river-waterfall-unjumpable.json"),
         {s("boards[0]: Board 1 (falls), hex 3-1: no legal jump from a hex salmon can reach passes "
            "over this waterfall")}},
    };
}

// Every Visions of Rainbows road fixture in tests/errors (one per rule VisionsCourseValidator
// checks) with the lines validate must print for it.
QList<Fixture> roadFixtures()
{
    auto s = [](const char *text) { return QString::fromUtf8(text); };
    return {
        {s("road-bonus-on-finish.json"),
         {s("bonusLines[0]: Tile 3 (FB), between rows 5 and 6: bonus lines cannot lie on the Start "
            "or the Finish; a sprint line may lie on tile 2 (2A)")}},
        {s("road-bonus-outside-tile.json"),
         {s("bonusLines[0]: Tile 2 (2A): row 12 is not between two of its 10 rows")}},
        {s("road-bonus-terrain.json"),
         {s("bonusLines[0]: Tile 2 (2A), between rows 5 and 6: a Monarch of the Mountain line must "
            "lie between two rows of mountain terrain; no tile of this road has two rows of "
            "mountain terrain; the built-in sides with them are 1B, 2B, 5A, C4A, C4B, C5A, C5B")}},
        {s("road-bonus-twice-on-tile.json"),
         {s("bonusLines[1]: Tile 2 (2A), between rows 7 and 8: a tile holds at most one bonus "
            "line, and bonus line 1 is already on it")}},
        {s("road-few-start-spaces.json"),
         {s("tiles[0]: Tile 1 (Narrow start A): the start spaces number 14, but every game has at "
            "least 18 riders")}},
        {s("road-first-not-start.json"),
         {s("tiles[0]: Tile 1 (2A): the first tile must be the Start")}},
        {s("road-lanes-disagree.json"),
         {s("tiles[1]: Tile 2 (2B), row 1: it begins with a lane count of 2, but tile 1 (S) ends "
            "with 3"),
          s("tiles[2]: Tile 3 (FA), row 1: it begins with a lane count of 3, but tile 2 (2B) ends "
            "with 2")}},
        {s("road-last-not-finish.json"),
         {s("tiles[2]: Tile 3 (3A): the last tile must be the Finish")}},
        {s("road-no-tiles.json"), {s("tiles: the road has no tiles")}},
        {s("road-overlap.json"),
         {s("tiles[4]: Tile 5 (C4A) overlaps tile 1 (S) on the table"),
          s("tiles[5]: Tile 6 (FA) overlaps tile 2 (C1A) on the table")}},
        {s("road-paper.json"),
         {s("warning: print.spaceMm: tile pieces of up to 550 × 270 mm do not fit the 277 × 190 mm "
            "printable area of A4 landscape and will be tiled across several sheets (8 pieces)")}},
        {s("road-tile-twice.json"),
         {s("tiles[2]: Tile 3 (6B): tile 6 is already used as tile 2 (6A): a tile has only one "
            "side up")}},
        {s("road-too-big-for-table.json"),
         {s("warning: table: the road takes 185 × 9 cm and does not fit the table of 180 × 90 "
            "cm")}},
        {s("road-too-many-bonus-lines.json"),
         {s("bonusLines: a road holds at most 5 bonus lines, found 6")}},
        {s("road-unknown-side.json"), {s("tiles[0]: Tile 1 (S): tile S has no side B")}},
        {s("road-unknown-tile.json"),
         {s("tiles[1]: Tile 2 (9A): no built-in or custom tile has the id \"9\"")}},
    };
}

} // namespace

void TestCliValidate::brokenCourse_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("problems");
    for (const Fixture &fixture : courseFixtures() + riverFixtures() + roadFixtures())
        QTest::newRow(qPrintable(fixture.file)) << fixture.file << fixture.problems;
}

void TestCliValidate::brokenCourse()
{
    QFETCH(QString, file);
    QFETCH(QStringList, problems);
    const CliRun run = runCli({QStringLiteral("validate"), file}, errorsDir());
    // Warnings alone leave a course valid.
    const bool errors = std::any_of(problems.begin(), problems.end(), [](const QString &problem) {
        return !problem.startsWith(QLatin1String("warning: "));
    });
    QCOMPARE(run.exitCode, errors ? 1 : 0);
    QStringList expected;
    for (const QString &problem : problems)
        expected.append(file + QStringLiteral(": ") + problem);
    QCOMPARE(run.outLines(), expected);
}

// A fixture added to tests/errors without an entry in courseFixtures() would go untested.
void TestCliValidate::everyCourseFixtureIsListed()
{
    QStringList listed;
    for (const Fixture &fixture : courseFixtures())
        listed.append(fixture.file);
    listed.sort();
    QCOMPARE(QDir(errorsDir()).entryList({QStringLiteral("course-*")}, QDir::Files, QDir::Name),
             listed);
}

void TestCliValidate::everyRiverFixtureIsListed()
{
    QStringList listed;
    for (const Fixture &fixture : riverFixtures())
        listed.append(fixture.file);
    listed.sort();
    QCOMPARE(QDir(errorsDir()).entryList({QStringLiteral("river-*")}, QDir::Files, QDir::Name),
             listed);
}

// The built-in rivers are valid; --seats checks Salmon Run's 2 to 4 players.
void TestCliValidate::builtInRiversAndSeats()
{
    const QString dir =
        qEnvironmentVariable("CW_SOURCE_DIR") + QStringLiteral("/resources/courses");
    const QStringList rivers = QDir(dir).entryList({QStringLiteral("salmon-*.json")}, QDir::Files);
    QCOMPARE(rivers.size(), 5);
    for (const QString &river : rivers) {
        const CliRun run = runCli({QStringLiteral("validate"), river}, dir);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.outLines(), QStringList{river + QStringLiteral(": ok")});
    }
    const QString beginner = QStringLiteral("salmon-beginner.json");
    CliRun run = runCli(
        {QStringLiteral("validate"), QStringLiteral("--seats"), QStringLiteral("4"), beginner},
        dir);
    QCOMPARE(run.exitCode, 0);
    run = runCli(
        {QStringLiteral("validate"), QStringLiteral("--seats"), QStringLiteral("5"), beginner},
        dir);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.outLines(),
             QStringList{beginner +
                         QStringLiteral(": boards: Salmon Run is for 2 to 4 players, not 5")});
}

void TestCliValidate::standardCourseIsValid()
{
    const CliRun run = runCli({QStringLiteral("validate"), standardCoursePath()});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.outLines(), QStringList{standardCoursePath() + QStringLiteral(": ok")});
}

void TestCliValidate::reportsEveryFileAndEveryProblem()
{
    const CliRun run =
        runCli({QStringLiteral("validate"), QStringLiteral("course-missing-lanes.json"),
                standardCoursePath(), QStringLiteral("course-several-problems.json")},
               errorsDir());
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.outLines().size(), 4);
    QCOMPARE(run.outLines().at(1), standardCoursePath() + QStringLiteral(": ok"));
}

void TestCliValidate::missingFileAndFolder()
{
    const CliRun run = runCli(
        {QStringLiteral("validate"), QStringLiteral("no-such-course.json"), QStringLiteral(".")},
        errorsDir());
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.outLines(), (QStringList{QStringLiteral("no-such-course.json: file not found"),
                                          QStringLiteral(".: is a folder, not a course file")}));
}

// --seats checks the lanes as New Game does (an error); --paper checks the strips against other
// paper (a warning, which leaves the course valid); --landscape alone is a usage error.
void TestCliValidate::seatsAndPaperOptions()
{
    const QString course = standardCoursePath();
    CliRun run = runCli(
        {QStringLiteral("validate"), QStringLiteral("--seats"), QStringLiteral("6"), course});
    QCOMPARE(run.exitCode, 0);
    run = runCli(
        {QStringLiteral("validate"), QStringLiteral("--seats"), QStringLiteral("7"), course});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.outLines(),
             QStringList{
                 course +
                 QStringLiteral(": lanes: 6 lanes cannot hold the 7 boats chosen for the game")});
    run = runCli(
        {QStringLiteral("validate"), QStringLiteral("--paper"), QStringLiteral("a4"), course});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.outLines().size(), 1);
    QVERIFY2(run.outLines().constFirst().startsWith(
                 course + QStringLiteral(": warning: print.stripSpaces: 10 strip")),
             qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("A4 portrait")));
    run = runCli({QStringLiteral("validate"), QStringLiteral("--paper"), QStringLiteral("a4"),
                  QStringLiteral("--landscape"), course});
    QCOMPARE(run.outLines(), QStringList{course + QStringLiteral(": ok")});
    run = runCli({QStringLiteral("validate"), QStringLiteral("--landscape"), course});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("--landscape needs --paper")));
    run = runCli(
        {QStringLiteral("validate"), QStringLiteral("--paper"), QStringLiteral("a3"), course});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("--paper: expected a4 or letter, found \"a3\"")));
}

void TestCliValidate::noFilesIsAUsageError()
{
    const CliRun run = runCli({QStringLiteral("validate")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("no course file given")));
    QVERIFY(run.out.isEmpty());
}

void TestCliValidate::help()
{
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith(QStringLiteral("Usage: coursewright-cli validate [--seats N]")));
}

QTEST_GUILESS_MAIN(TestCliValidate)
#include "tst_cli_validate.moc"

void TestCliValidate::everyRoadFixtureIsListed()
{
    QStringList listed;
    for (const Fixture &fixture : roadFixtures())
        listed.append(fixture.file);
    listed.sort();
    QCOMPARE(QDir(errorsDir()).entryList({QStringLiteral("road-*")}, QDir::Files, QDir::Name),
             listed);
}

// The built-in roads are valid; --seats checks Visions of Rainbows' 3 to 7 teams and the start
// spaces their riders need.
void TestCliValidate::builtInRoadsAndSeats()
{
    const QString dir =
        qEnvironmentVariable("CW_SOURCE_DIR") + QStringLiteral("/resources/courses");
    const QStringList roads = QDir(dir).entryList({QStringLiteral("visions-*.json")}, QDir::Files);
    QCOMPARE(roads.size(), 3);
    for (const QString &road : roads) {
        const CliRun run = runCli(
            {QStringLiteral("validate"), QStringLiteral("--seats"), QStringLiteral("7"), road},
            dir);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.outLines(), QStringList{road + QStringLiteral(": ok")});
    }
    const QString narrow = QStringLiteral("road-few-start-spaces.json");
    const CliRun run =
        runCli({QStringLiteral("validate"), QStringLiteral("--seats"), QStringLiteral("3"), narrow},
               errorsDir());
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.outLines(),
             QStringList{narrow + QStringLiteral(": tiles[0]: Tile 1 (Narrow start A): the start "
                                                 "spaces number 14, but 3 teams have 18 riders")});
}
