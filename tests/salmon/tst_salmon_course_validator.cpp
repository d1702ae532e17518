// SalmonCourseValidator: one broken river per rule (the fixtures tests/errors/river-*.json), the
// placement and hexes it reports for the editor, its messages, and the warnings.
#include "SalmonCourseTestSupport.h"

#include <QDir>

using namespace cw;
using namespace cw::salmon;

using Rule = RiverIssue::Rule;
Q_DECLARE_METATYPE(QList<int>)

namespace {

SalmonCourse fixture(const QString &name)
{
    CourseProblems problems;
    const std::optional<SalmonCourse> river = SalmonCourse::read(
        readJsonFile(sourceDir() + QStringLiteral("/tests/errors/") + name), &problems);
    if (!river)
        qWarning("%s: %s", qPrintable(name), qPrintable(problemTexts(problems).join(u';')));
    return river.value_or(SalmonCourse{});
}

QList<int> rulesOf(const SalmonCourseValidator &validator)
{
    QList<int> rules;
    for (const RiverIssue &issue : validator.issues())
        if (!rules.contains(int(issue.rule)))
            rules.append(int(issue.rule));
    std::sort(rules.begin(), rules.end());
    return rules;
}

} // namespace

class TestSalmonCourseValidator : public QObject {
    Q_OBJECT

private slots:
    // Every fixture breaks its rule and, unless one defect implies another, only that rule.
    void fixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QList<int>>("rules"); // every rule the fixture breaks
        QTest::addColumn<int>("rule");         // the fixture's rule
        const auto row = [](const char *file, Rule rule, QList<Rule> all) {
            QList<int> rules;
            for (const Rule r : all)
                rules.append(int(r));
            std::sort(rules.begin(), rules.end());
            QTest::newRow(file) << QString::fromLatin1(file) << rules << int(rule);
        };
        row("river-no-boards.json", Rule::NoBoards, {Rule::NoBoards});
        // A numbered board first: its entry's arrows also point off the river.
        row("river-first-not-start.json", Rule::BoardOrder,
            {Rule::BoardOrder, Rule::Arrow, Rule::NoStart});
        row("river-last-not-finish.json", Rule::BoardOrder, {Rule::BoardOrder, Rule::NoSpawn});
        // The start board in between is narrower than S1's exit: two of S1's exit hexes lead
        // nowhere, dead ends.
        row("river-start-in-between.json", Rule::BoardOrder, {Rule::BoardOrder, Rule::DeadEnd});
        row("river-unknown-board.json", Rule::UnknownBoard, {Rule::UnknownBoard});
        row("river-sheet-twice.json", Rule::SheetTwice, {Rule::SheetTwice});
        row("river-odd-shift.json", Rule::OddShift, {Rule::OddShift});
        // Out of line, the finish board's entry arrows point into the bank of the board below.
        row("river-joint-misaligned.json", Rule::Joint, {Rule::Joint, Rule::Arrow});
        row("river-arrow-into-rock.json", Rule::Arrow, {Rule::Arrow});
        row("river-waterfall-arrow.json", Rule::WaterfallArrow, {Rule::WaterfallArrow});
        row("river-no-start-hex.json", Rule::NoStart, {Rule::NoStart});
        row("river-no-spawn-hex.json", Rule::NoSpawn, {Rule::NoSpawn});
        row("river-too-many-bears.json", Rule::TooManyBears, {Rule::TooManyBears});
        // Nobody reaches the finish board, so nobody jumps its waterfall either.
        row("river-unreachable-spawn.json", Rule::Unreachable,
            {Rule::Unreachable, Rule::UnjumpedWaterfall});
        row("river-waterfall-unjumpable.json", Rule::UnjumpedWaterfall, {Rule::UnjumpedWaterfall});
        row("river-dead-end.json", Rule::DeadEnd, {Rule::DeadEnd});
    }

    void fixtures()
    {
        QFETCH(QString, file);
        QFETCH(QList<int>, rules);
        QFETCH(int, rule);
        const SalmonCourseValidator validator(fixture(file));
        QVERIFY2(hasRule(validator, Rule(rule)), qPrintable(issueTexts(validator).join(u'\n')));
        QVERIFY(validator.hasErrors());
        QVERIFY2(rulesOf(validator) == rules, qPrintable(issueTexts(validator).join(u'\n')));
    }

    void everyRiverFixtureIsTested()
    {
        QCOMPARE(QDir(sourceDir() + QStringLiteral("/tests/errors"))
                     .entryList({QStringLiteral("river-*.json")}, QDir::Files)
                     .size(),
                 16);
    }

    // Messages name the board by its place and id, and the hex in the board's own coordinates;
    // the issue carries both the board hex and the grid hex.
    void issuesPointAtBoardAndHex()
    {
        const SalmonCourseValidator rock(fixture(QStringLiteral("river-arrow-into-rock.json")));
        QCOMPARE(rock.issues().size(), std::size_t(1));
        const RiverIssue &issue = rock.issues().front();
        QCOMPARE(issue.placement, 1);
        QCOMPARE(*issue.boardHex, (Hex{3, 3}));
        const Hex origin = rock.map().boardOrigins()[1];
        QCOMPARE(*issue.gridHex, (Hex{origin.col + 3, origin.row + 3}));
        QCOMPARE(issue.problem.path, QStringLiteral("boards[1]"));
        QCOMPARE(issue.problem.message,
                 QStringLiteral("Board 2 (rocky), hex 4-4: the current arrow 1 points into rock"));

        const SalmonCourseValidator falls(fixture(QStringLiteral("river-waterfall-arrow.json")));
        QCOMPARE(falls.issues().front().problem.message,
                 QStringLiteral("Board 2 (falls), hex 4-4: the waterfall's current arrow 1 leads "
                                "to another waterfall, not to water"));

        const SalmonCourseValidator walled(fixture(QStringLiteral("river-unreachable-spawn.json")));
        QCOMPARE(walled.issues().front().placement, 0);
        QCOMPARE(*walled.issues().front().boardHex, (Hex{3, 0}));
        // The walled river is reachable up to the wall and no further.
        const SalmonCourseMap &map = walled.map();
        QVERIFY(walled.reachable()[std::size_t(map.index(map.startHexes().front()))]);
        QVERIFY(!walled.reachable()[std::size_t(map.index(map.spawnHexes().front()))]);

        const SalmonCourseValidator sheet(fixture(QStringLiteral("river-sheet-twice.json")));
        QCOMPARE(sheet.issues().front().placement, 2);
        QVERIFY(!sheet.issues().front().boardHex);
        QCOMPARE(sheet.issues().front().problem.message,
                 QStringLiteral("Board 3 (1M): board 1 is already used as board 2 (1E): a board "
                                "has only one side up"));

        const SalmonCourseValidator joint(fixture(QStringLiteral("river-joint-misaligned.json")));
        QVERIFY(joint.problems().contains(CourseProblem::error(
            QStringLiteral("boards[2]"),
            QStringLiteral("Board 3 (F1): at shift 2 its entry does not line up with the exit of "
                           "board 2 (aligned shifts: 0)"))));

        const SalmonCourseValidator bears(fixture(QStringLiteral("river-too-many-bears.json")));
        QCOMPARE(bears.issues().front().placement, -1);
        QCOMPARE(bears.issues().front().problem.message,
                 QStringLiteral("the river has 13 bear paws, but the game has only 6 bear tokens"));
    }

    // A water hex salmon can get to but not leave towards the spawning ground is an error that
    // names the board and the hex: the old board 1M had two such pockets, hexes 5-4 and 6-3, from
    // which only a Current card got a salmon out.
    void deadEndIsAnError()
    {
        const SalmonCourseValidator pocket(fixture(QStringLiteral("river-dead-end.json")));
        QVERIFY(pocket.hasErrors());
        QList<Hex> hexes;
        for (const RiverIssue &issue : pocket.issues()) {
            if (!issue.problem.isError())
                continue; // the paper warning
            QCOMPARE(issue.placement, 1);
            QVERIFY(issue.boardHex);
            hexes.append(*issue.boardHex);
            QVERIFY2(
                issue.problem.message.startsWith(
                    QStringLiteral("Board 2 (pocket), hex %1: ").arg(hexLabel(*issue.boardHex))),
                qPrintable(issue.problem.message));
        }
        std::sort(hexes.begin(), hexes.end(),
                  [](Hex a, Hex b) { return std::pair(a.col, a.row) < std::pair(b.col, b.row); });
        QCOMPARE(hexes, (QList<Hex>{{4, 3}, {5, 2}}));
        QVERIFY(pocket.problems().contains(CourseProblem::error(
            QStringLiteral("boards[1]"),
            QStringLiteral("Board 2 (pocket), hex 6-3: salmon can get to this hex, but no swims or "
                           "jumps lead from it to the spawning ground"))));
    }

    void seats()
    {
        const SalmonCourse river = riverOfIds(
            {{QStringLiteral("S1"), 0}, {QStringLiteral("1E"), -2}, {QStringLiteral("F1"), 0}});
        for (const int ok : {0, 2, 3, 4})
            QVERIFY(!SalmonCourseValidator(river, {ok, std::nullopt}).hasErrors());
        for (const int bad : {1, 5, 8}) {
            const SalmonCourseValidator validator(river, {bad, std::nullopt});
            QCOMPARE(rulesOf(validator), QList<int>{int(Rule::Seats)});
        }
    }

    // More than the marathon's eight boards, and boards too big for the paper: warnings only.
    void warnings()
    {
        SalmonCourse river = riverOfIds({{QStringLiteral("S1"), 0},
                                         {QStringLiteral("1E"), -2},
                                         {QStringLiteral("2E"), 2},
                                         {QStringLiteral("3E"), 0},
                                         {QStringLiteral("4E"), 0},
                                         {QStringLiteral("5E"), -4},
                                         {QStringLiteral("6E"), 0},
                                         {QStringLiteral("extra"), 2},
                                         {QStringLiteral("F1"), 0}});
        SalmonRiverBoard extra = *SalmonBoardLibrary::find(QStringLiteral("3E"));
        extra.id = extra.sheet = QStringLiteral("extra");
        river.customBoards.push_back(extra);
        const SalmonCourseValidator longRiver(river);
        QVERIFY2(!longRiver.hasErrors(), qPrintable(issueTexts(longRiver).join(u'\n')));
        QCOMPARE(rulesOf(longRiver), QList<int>{int(Rule::TooLong)});
        QVERIFY(!longRiver.problems().front().isError());

        river.print.hexMm = 40;
        const SalmonCourseValidator big(river);
        QVERIFY(!big.hasErrors());
        QVERIFY(hasRule(big, Rule::Paper));
        QCOMPARE(big.problems().back().path, QStringLiteral("print.hexMm"));
        QVERIFY2(big.problems().back().message.startsWith(
                     QStringLiteral("9 board(s) of up to 255 × 260 mm")),
                 qPrintable(big.problems().back().message));
        QVERIFY(big.problems().back().message.contains(QStringLiteral("A4 portrait")));
    }

    // The validator never crashes on odd rivers: empty custom boards, huge shifts, one board.
    void oddRiversDoNotCrash()
    {
        SalmonCourse river;
        river.boards = {{QStringLiteral("F1"), 0}};
        QVERIFY(SalmonCourseValidator(river).hasErrors());
        river.boards = {{QStringLiteral("S1"), 0}, {QStringLiteral("F1"), 64}};
        QVERIFY(hasRule(SalmonCourseValidator(river), Rule::Joint));
        SalmonRiverBoard tiny =
            boardFromRows(QStringLiteral("tiny"), BoardRole::Start, {QStringLiteral("*")});
        river.customBoards = {tiny};
        river.boards = {{QStringLiteral("tiny"), 0}};
        const SalmonCourseValidator alone(river);
        QVERIFY(hasRule(alone, Rule::BoardOrder));
        QVERIFY(hasRule(alone, Rule::NoSpawn));
    }

    // The largest river a file can hold (16 boards of 12 × 12 water hexes, every hex a start
    // hex) is checked whole: every start hex reaches the spawning row. How long it takes is
    // measured by bench_largest_courses (BM_CheckLargestRiver).
    void largestRiverIsChecked()
    {
        SalmonCourse river;
        const QStringList rows(SalmonRiverBoard::MaxRows,
                               QString(SalmonRiverBoard::MaxColumns, QLatin1Char('*')));
        for (int i = 0; i < SalmonCourse::MaxBoards; ++i) {
            const QString id = QStringLiteral("b%1").arg(i);
            SalmonRiverBoard board = boardFromRows(id, BoardRole::Middle, rows);
            if (i == SalmonCourse::MaxBoards - 1)
                for (int c = 0; c < SalmonRiverBoard::MaxColumns; ++c)
                    board.cell({c, SalmonRiverBoard::MaxRows - 1}).spawn = true;
            river.customBoards.push_back(board);
            river.boards.push_back({id, 0});
        }
        const SalmonCourseValidator validator(river);
        QVERIFY(!hasRule(validator, Rule::Unreachable));
        QCOMPARE(validator.map().startHexes().size(),
                 std::size_t(SalmonCourse::MaxBoards * SalmonRiverBoard::MaxColumns *
                             SalmonRiverBoard::MaxRows));
    }
};

QTEST_GUILESS_MAIN(TestSalmonCourseValidator)
#include "tst_salmon_course_validator.moc"
