// The built-in boards (docs/rules/salmon.md, "The built-in boards"): sixteen sides that read back
// as written, join their neighbours without arrow errors at every aligned shift, can each be
// crossed, use every symbol, put no more bears on any river than the game has tokens, and get
// harder on their harder sides. Also the built-in rivers, which must validate clean.
#include "SalmonCourseTestSupport.h"
#include "course/CourseFile.h"
#include "salmon/SalmonBoardCensus.h"
#include "salmon/SalmonCards.h"

#include <QDir>

using namespace cw;
using namespace cw::salmon;

namespace {

std::vector<const SalmonRiverBoard *> boardsWithRole(BoardRole role)
{
    std::vector<const SalmonRiverBoard *> boards;
    for (const SalmonRiverBoard &board : SalmonBoardLibrary::all())
        if (board.role == role)
            boards.push_back(&board);
    return boards;
}

// Arrow errors of a two-board river, but for the first board's entry: with no board below it,
// a numbered board's entry arrows point off the river, which says nothing about the joint.
QStringList arrowErrors(const SalmonCourseValidator &validator)
{
    QStringList errors;
    for (const RiverIssue &issue : validator.issues()) {
        const bool firstEntry = issue.placement == 0 && issue.boardHex && issue.boardHex->row == 0;
        if ((issue.rule == RiverIssue::Rule::Arrow ||
             issue.rule == RiverIssue::Rule::WaterfallArrow) &&
            !firstEntry)
            errors.append(issue.problem.text());
    }
    return errors;
}

} // namespace

class TestSalmonRiverBoards : public QObject {
    Q_OBJECT

private slots:
    void libraryHasSixteenSides()
    {
        QCOMPARE(SalmonBoardLibrary::all().size(), std::size_t(16));
        QCOMPARE(SalmonBoardLibrary::ids().size(), 16);
        for (const QString &id : SalmonBoardLibrary::ids()) {
            const SalmonRiverBoard *board = SalmonBoardLibrary::find(id);
            QVERIFY2(board, qPrintable(id));
            QCOMPARE(board->id, id);
            QCOMPARE(board->columns, 7);
            QCOMPARE(board->rows, 6);
            QVERIFY(board->name.isEmpty());
        }
        QCOMPARE(SalmonBoardLibrary::find(QStringLiteral("3M"))->difficulty, Difficulty::Medium);
        QCOMPARE(SalmonBoardLibrary::find(QStringLiteral("4H"))->difficulty, Difficulty::Hard);
        QCOMPARE(SalmonBoardLibrary::find(QStringLiteral("4E"))->difficulty, Difficulty::Easy);
        QCOMPARE(SalmonBoardLibrary::find(QStringLiteral("4E"))->sheet, QStringLiteral("4"));
        QCOMPARE(SalmonBoardLibrary::find(QStringLiteral("S2"))->role, BoardRole::Start);
        QCOMPARE(SalmonBoardLibrary::find(QStringLiteral("F1"))->role, BoardRole::Finish);
        QCOMPARE(SalmonBoardLibrary::hardSide(2), QStringLiteral("2M"));
        QCOMPARE(SalmonBoardLibrary::hardSide(6), QStringLiteral("6H"));
        QVERIFY(!SalmonBoardLibrary::find(QStringLiteral("7E")));
        QCOMPARE(SalmonBoardLibrary::find(QStringLiteral("2E"))->displayName(),
                 QStringLiteral("Board 2, easy side"));
        QCOMPARE(SalmonBoardLibrary::find(QStringLiteral("F2"))->displayName(),
                 QStringLiteral("Finish F2"));
    }

    void sidesReadBackAsWritten()
    {
        for (const SalmonRiverBoard &board : SalmonBoardLibrary::all()) {
            CourseProblems problems;
            const std::optional<SalmonRiverBoard> again =
                SalmonRiverBoard::read(board.toJson(), board.id, &problems);
            QVERIFY2(again, qPrintable(problemTexts(problems).join(u';')));
            QCOMPARE(*again, board);
        }
    }

    // Entries and exits three hexes wide, of plain water; the start board has one start hex and
    // a five-wide exit; the finish board's spawning ground is its top row's water.
    void entriesExitsStartsAndSpawns()
    {
        for (const SalmonRiverBoard &board : SalmonBoardLibrary::all()) {
            const QString id = board.id;
            int starts = 0, spawns = 0;
            for (const HexCell &cell : board.cells) {
                starts += cell.start;
                spawns += cell.spawn;
            }
            const std::vector<int> exits = board.exitColumns();
            switch (board.role) {
            case BoardRole::Start:
                QCOMPARE(starts, 1);
                QCOMPARE(exits.size(), std::size_t(5));
                break;
            case BoardRole::Middle:
                QCOMPARE(starts, 0);
                QCOMPARE(board.entryColumns().size(), std::size_t(3));
                QCOMPARE(exits.size(), std::size_t(3));
                break;
            case BoardRole::Finish:
                QCOMPARE(board.entryColumns().size(), std::size_t(3));
                QCOMPARE(spawns, int(exits.size()));
                for (const int column : exits)
                    QVERIFY2(board.cell({column, board.rows - 1}).spawn, qPrintable(id));
                break;
            }
            QCOMPARE(exits.back() - exits.front() + 1, int(exits.size())); // one stretch
            for (const int column : exits)
                QCOMPARE(board.cell({column, board.rows - 1}).terrain, Terrain::Water);
            if (board.role != BoardRole::Start)
                for (const int column : board.entryColumns())
                    QCOMPARE(board.cell({column, 0}).terrain, Terrain::Water);
        }
    }

    void everySymbolIsUsed()
    {
        BoardCensus all;
        for (const SalmonRiverBoard &board : SalmonBoardLibrary::all())
            all += censusOf(board);
        for (int symbol = 1; symbol < SymbolCount; ++symbol)
            QVERIFY2(all.symbols[std::size_t(symbol)] > 0, qPrintable(symbolKey(Symbol(symbol))));
        QVERIFY(all.doubleCurrents > 0);
        QVERIFY(all.waterfalls > 0);
        // Some water hexes have no current at all.
        int calm = 0;
        for (const SalmonRiverBoard &board : SalmonBoardLibrary::all())
            for (const HexCell &cell : board.cells)
                calm += cell.isWater() && cell.arrowCount() == 0;
        QVERIFY(calm >= 4);
    }

    // A river shows one side of each sheet: the paws of the side with most, summed over sheets.
    void noRiverHasMoreBearsThanTokens()
    {
        QMap<QString, int> mostPaws;
        for (const SalmonRiverBoard &board : SalmonBoardLibrary::all())
            mostPaws[board.sheet] = std::max(mostPaws[board.sheet], censusOf(board).bearPaws);
        int total = 0;
        for (const int paws : std::as_const(mostPaws))
            total += paws;
        QVERIFY2(total <= BearTokens, qPrintable(QString::number(total)));
        QVERIFY(total > 0);
    }

    // docs/rules/salmon.md, "The built-in boards": harder sides hold more rocks, waterfalls,
    // double currents, bears and rapids, counted together.
    void harderSidesAreHarder()
    {
        for (int number = 1; number <= 6; ++number) {
            const BoardCensus easy =
                censusOf(*SalmonBoardLibrary::find(SalmonBoardLibrary::easySide(number)));
            const BoardCensus hard =
                censusOf(*SalmonBoardLibrary::find(SalmonBoardLibrary::hardSide(number)));
            const auto obstacles = [](const BoardCensus &census) {
                return census.rocks + census.waterfalls * 2 + census.doubleCurrents +
                       census.bearPaws * 2 + census.symbol(Symbol::Rapids) +
                       census.symbol(Symbol::Fatigue);
            };
            QVERIFY2(obstacles(hard) > obstacles(easy), qPrintable(QString::number(number)));
            QVERIFY(hard.waterfalls > 0);
            QCOMPARE(easy.waterfalls, 0);
        }
    }

    // Every side that may follow another joins it at some aligned shift, and at each of them no
    // current arrow points into rock, land or off the river.
    void everyPairJoinsWithoutArrowErrors()
    {
        int joints = 0;
        for (const SalmonRiverBoard &previous : SalmonBoardLibrary::all()) {
            if (previous.role == BoardRole::Finish)
                continue;
            for (const SalmonRiverBoard &next : SalmonBoardLibrary::all()) {
                if (next.role == BoardRole::Start || next.sheet == previous.sheet)
                    continue;
                const std::vector<int> shifts = alignedShifts(previous, next);
                QVERIFY2(!shifts.empty(), qPrintable(previous.id + u' ' + next.id));
                for (const int shift : shifts) {
                    QVERIFY(jointLinesUp(previous, next, shift));
                    const SalmonCourseValidator validator(
                        riverOfIds({{previous.id, 0}, {next.id, shift}}));
                    QVERIFY2(arrowErrors(validator).isEmpty(),
                             qPrintable(arrowErrors(validator).join(u'\n')));
                    ++joints;
                }
            }
        }
        QVERIFY(joints > 150);
        // The start board's five-wide exit takes a numbered board at two positions.
        QCOMPARE(alignedShifts(*SalmonBoardLibrary::find(QStringLiteral("S1")),
                               *SalmonBoardLibrary::find(QStringLiteral("1E"))),
                 (std::vector<int>{-2, 0}));
        QCOMPARE(alignedShifts(*SalmonBoardLibrary::find(QStringLiteral("1E")),
                               *SalmonBoardLibrary::find(QStringLiteral("2E"))),
                 (std::vector<int>{2}));
        QVERIFY(!jointLinesUp(*SalmonBoardLibrary::find(QStringLiteral("1E")),
                              *SalmonBoardLibrary::find(QStringLiteral("2E")), 1));
        QVERIFY(!jointLinesUp(*SalmonBoardLibrary::find(QStringLiteral("1E")),
                              *SalmonBoardLibrary::find(QStringLiteral("2E")), 0));
    }

    // Every numbered side can be crossed: a river of a start board, that side and a finish board
    // validates without errors at every aligned shift.
    void everySideCanBeCrossed()
    {
        int rivers = 0;
        for (const SalmonRiverBoard *start : boardsWithRole(BoardRole::Start)) {
            for (const SalmonRiverBoard *middle : boardsWithRole(BoardRole::Middle)) {
                for (const SalmonRiverBoard *finish : boardsWithRole(BoardRole::Finish)) {
                    for (const int first : alignedShifts(*start, *middle)) {
                        for (const int second : alignedShifts(*middle, *finish)) {
                            const SalmonCourseValidator validator(riverOfIds(
                                {{start->id, 0}, {middle->id, first}, {finish->id, second}}));
                            QVERIFY2(!validator.hasErrors(),
                                     qPrintable(issueTexts(validator).join(u'\n')));
                            ++rivers;
                        }
                    }
                }
            }
        }
        QVERIFY(rivers >= 48);
    }

    void builtInRiversValidateClean()
    {
        const QDir dir(QStringLiteral(":/courses"));
        const QStringList files = dir.entryList({QStringLiteral("salmon-*.json")}, QDir::Files);
        QCOMPARE(files, (QStringList{QStringLiteral("salmon-beginner.json"),
                                     QStringLiteral("salmon-expert.json"),
                                     QStringLiteral("salmon-long.json"),
                                     QStringLiteral("salmon-marathon.json"),
                                     QStringLiteral("salmon-short.json")}));
        QMap<QString, int> middles;
        for (const QString &name : files) {
            CourseProblems problems;
            const std::optional<QJsonObject> json = CourseFile::read(dir.filePath(name), &problems);
            QVERIFY2(json, qPrintable(name));
            QVERIFY2(CourseFile::check(*json).isEmpty(),
                     qPrintable(name + u' ' + problemTexts(CourseFile::check(*json)).join(u';')));
            const std::optional<SalmonCourse> river = SalmonCourse::fromJson(*json, &problems);
            QVERIFY2(river, qPrintable(problemTexts(problems).join(u';')));
            QVERIFY(!river->name.isEmpty());
            QCOMPARE(SalmonCourse::read(river->toJson(), &problems), river);
            middles[name] = int(river->boards.size()) - 2;
        }
        QCOMPARE(middles.value(QStringLiteral("salmon-short.json")), 2);
        QCOMPARE(middles.value(QStringLiteral("salmon-beginner.json")), 3);
        QCOMPARE(middles.value(QStringLiteral("salmon-expert.json")), 4);
        QCOMPARE(middles.value(QStringLiteral("salmon-long.json")), 5);
        QCOMPARE(middles.value(QStringLiteral("salmon-marathon.json")), 6);
        // The rulebook's first game: S1, then the easy sides 1 to 3, then F1.
        CourseProblems problems;
        const std::optional<SalmonCourse> beginner = SalmonCourse::read(
            readJsonFile(dir.filePath(QStringLiteral("salmon-beginner.json"))), &problems);
        QVERIFY(beginner);
        QStringList ids;
        for (const BoardPlacement &placement : beginner->boards)
            ids.append(placement.board);
        QCOMPARE(ids, (QStringList{QStringLiteral("S1"), QStringLiteral("1E"), QStringLiteral("2E"),
                                   QStringLiteral("3E"), QStringLiteral("F1")}));
        // The marathon uses every hard side.
        const std::optional<SalmonCourse> marathon = SalmonCourse::read(
            readJsonFile(dir.filePath(QStringLiteral("salmon-marathon.json"))), &problems);
        QVERIFY(marathon);
        for (std::size_t i = 1; i + 1 < marathon->boards.size(); ++i)
            QVERIFY(marathon->findBoard(marathon->boards[i].board)->difficulty != Difficulty::Easy);
    }

    void censusCountsABoard()
    {
        const BoardCensus census = censusOf(*SalmonBoardLibrary::find(QStringLiteral("5H")));
        QCOMPARE(census.waterfalls, 5);
        QCOMPARE(census.bearPaws, 2);
        QCOMPARE(census.symbol(Symbol::BearPaw), 2);
        QCOMPARE(census.symbol(Symbol::Eagle), 1);
        QCOMPARE(census.rocks, 3);
        QCOMPARE(census.doubleCurrents, 2);
        int arrows = 0;
        for (const HexCell &cell : SalmonBoardLibrary::find(QStringLiteral("5H"))->cells)
            arrows += cell.arrowCount();
        QCOMPARE(census.currentArrows, arrows);

        const SalmonCourse river = riverOfIds({{QStringLiteral("S1"), 0},
                                               {QStringLiteral("5H"), -2},
                                               {QStringLiteral("nope"), 0},
                                               {QStringLiteral("F1"), 0}});
        const SalmonBoardCensus whole = SalmonBoardCensus::of(river);
        QCOMPARE(whole.boards.size(), std::size_t(4));
        QCOMPARE(whole.boards[1], census);
        QCOMPARE(whole.boards[2], BoardCensus{});
        BoardCensus sum;
        for (const BoardCensus &board : whole.boards)
            sum += board;
        QCOMPARE(whole.total, sum);
        QCOMPARE(whole.total.bearPaws, 2);
    }
};

QTEST_GUILESS_MAIN(TestSalmonRiverBoards)
#include "tst_salmon_river_boards.moc"
