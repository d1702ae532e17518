// The river editor's undo commands: each does exactly its change, undo brings back exactly the
// river before, redo the change again; the merging ones merge when they should (one drag, one
// typing session) and not otherwise. Shifts only ever take the aligned positions the rules offer
// (alignedShifts), also when a board is added, removed, moved or flipped. The board painter's
// commands paint, merge a stroke into one step, and undo exactly.
#include "salmon/RenameRiver.h"
#include "salmon/SalmonAddBoard.h"
#include "salmon/SalmonBoardLibrary.h"
#include "salmon/SalmonBoardPainterDocument.h"
#include "salmon/SalmonBoardPainterView.h"
#include "salmon/SalmonChangeBoard.h"
#include "salmon/SalmonCourseCommand.h"
#include "salmon/SalmonCourseDocument.h"
#include "salmon/SalmonCourseEdits.h"
#include "salmon/SalmonCourseGeometry.h"
#include "salmon/SalmonFlipBoard.h"
#include "salmon/SalmonMoveBoard.h"
#include "salmon/SalmonPaintBoardHexes.h"
#include "salmon/SalmonRemoveBoard.h"
#include "salmon/SalmonReplaceCourse.h"
#include "salmon/SalmonShiftBoard.h"
#include "salmon/SalmonUserBoardLibrary.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <functional>

using namespace cw;
using namespace cw::salmon;

namespace {

// S1, 1E, 2E, 3E, F1 at their first aligned shifts: the beginner's river, built here with the
// editor's own edits so the test does not depend on a resource file.
SalmonCourse beginnerRiver()
{
    SalmonCourse river;
    river.name = QStringLiteral("Test river");
    for (const char *id : {"S1", "1E", "2E", "3E", "F1"})
        river = edits::withBoardInserted(river, int(river.boards.size()), QLatin1String(id));
    return river;
}

bool isAligned(const SalmonCourse &river, int index)
{
    if (index == 0)
        return true;
    const std::vector<int> aligned = edits::alignedShiftsAt(river, index);
    return std::find(aligned.begin(), aligned.end(), river.boards[std::size_t(index)].shift) !=
           aligned.end();
}

bool allAligned(const SalmonCourse &river)
{
    for (int i = 0; i < int(river.boards.size()); ++i)
        if (!isAligned(river, i))
            return false;
    return true;
}

// Pushes the command `make` builds on a document of the beginner's river and checks that the
// river is then `check`ed, that undo restores it exactly and redo redoes it exactly.
void checkCommand(
    const std::function<QUndoCommand *(SalmonCourseDocument *)> &make,
    const std::function<void(const SalmonCourse &before, const SalmonCourse &after)> &check)
{
    SalmonCourseDocument document(beginnerRiver());
    const SalmonCourse before = document.river();
    int changes = 0;
    QObject::connect(&document, &SalmonCourseDocument::changed, [&] { ++changes; });
    QUndoCommand *command = make(&document);
    QVERIFY(!command->text().isEmpty());
    document.undoStack()->push(command);
    const SalmonCourse after = document.river();
    QVERIFY(!(after == before)); // the command changes something
    QCOMPARE(changes, 1);
    check(before, after);
    QVERIFY(allAligned(after));
    document.undoStack()->undo();
    QVERIFY(document.river() == before);
    document.undoStack()->redo();
    QVERIFY(document.river() == after);
    QCOMPARE(document.undoStack()->count(), 1);
}

QStringList names(std::initializer_list<const char *> list)
{
    QStringList result;
    for (const char *name : list)
        result.append(QLatin1String(name));
    return result;
}

QStringList ids(const SalmonCourse &river)
{
    QStringList list;
    for (const BoardPlacement &placement : river.boards)
        list.append(placement.board);
    return list;
}

} // namespace

class TestSalmonEditorCommands : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_library.isValid());
        SalmonUserBoardLibrary::instance().setFolder(m_library.path());
        QVERIFY(SalmonBoardLibrary::find(QStringLiteral("S1")));
        QVERIFY(allAligned(beginnerRiver()));
    }

    void addBoard()
    {
        checkCommand([](auto *d) { return new SalmonAddBoard(d, 4, QStringLiteral("4E")); },
                     [](const SalmonCourse &, const SalmonCourse &after) {
                         QCOMPARE(ids(after), names({"S1", "1E", "2E", "3E", "4E", "F1"}));
                         QCOMPARE(after.boards[4].shift, edits::alignedShiftsAt(after, 4).front());
                     });
        // Past the end: appended.
        checkCommand([](auto *d) { return new SalmonAddBoard(d, 99, QStringLiteral("6H")); },
                     [](const SalmonCourse &, const SalmonCourse &after) {
                         QCOMPARE(ids(after).last(), QStringLiteral("6H"));
                     });
    }

    void addSelectsTheNewBoardAndUndoTheOldSelection()
    {
        SalmonCourseDocument document(beginnerRiver());
        document.selectBoard(1);
        QVERIFY(document.addBoard(QStringLiteral("5E"))); // after the selected board
        QCOMPARE(ids(document.river()), names({"S1", "1E", "5E", "2E", "3E", "F1"}));
        QCOMPARE(document.selectedBoard(), 2);
        document.undoStack()->undo();
        QCOMPARE(document.selectedBoard(), 1);
        QVERIFY(!document.addBoard(QStringLiteral("nope")));
        QCOMPARE(document.undoStack()->count(), 1);
    }

    void addCustomBoardEmbedsIt()
    {
        SalmonRiverBoard custom = *SalmonBoardLibrary::find(QStringLiteral("2E"));
        custom.id = QStringLiteral("Pool");
        custom.sheet = custom.id;
        checkCommand([&](auto *d) { return new SalmonAddBoard(d, 2, custom.id, &custom); },
                     [&](const SalmonCourse &, const SalmonCourse &after) {
                         QCOMPARE(after.customBoards.size(), std::size_t(1));
                         QVERIFY(after.customBoards.front() == custom);
                         QCOMPARE(after.boards[2].board, custom.id);
                     });
    }

    void removeBoard()
    {
        checkCommand([](auto *d) { return new SalmonRemoveBoard(d, 2); },
                     [](const SalmonCourse &, const SalmonCourse &after) {
                         QCOMPARE(ids(after), names({"S1", "1E", "3E", "F1"}));
                     });
    }

    void removingTheLastUseOfACustomBoardDropsIt()
    {
        SalmonRiverBoard custom = *SalmonBoardLibrary::find(QStringLiteral("2E"));
        custom.id = QStringLiteral("Pool");
        custom.sheet = custom.id;
        SalmonCourseDocument document(
            edits::withBoardInserted(beginnerRiver(), 2, custom.id, &custom));
        QCOMPARE(document.river().customBoards.size(), std::size_t(1));
        QVERIFY(document.removeBoard(2));
        QVERIFY(document.river().customBoards.empty());
        document.undoStack()->undo();
        QCOMPARE(document.river().customBoards.size(), std::size_t(1));
    }

    void moveBoard()
    {
        checkCommand([](auto *d) { return new SalmonMoveBoard(d, 1, 2); },
                     [](const SalmonCourse &, const SalmonCourse &after) {
                         QCOMPARE(ids(after), names({"S1", "2E", "1E", "3E", "F1"}));
                     });
        SalmonCourseDocument document(beginnerRiver());
        QVERIFY(document.moveBoard(3, -1));
        QCOMPARE(document.selectedBoard(), 2);
        QVERIFY(!document.moveBoard(4, +1)); // nowhere further upstream
        QVERIFY(!document.moveBoard(0, -1));
    }

    void flipBoard()
    {
        SalmonCourseDocument probe(beginnerRiver());
        QCOMPARE(probe.otherSide(1), QStringLiteral("1M"));
        QCOMPARE(probe.otherSide(0), QStringLiteral("S2"));
        checkCommand([](auto *d) { return new SalmonFlipBoard(d, 1, d->otherSide(1)); },
                     [](const SalmonCourse &, const SalmonCourse &after) {
                         QCOMPARE(ids(after), names({"S1", "1M", "2E", "3E", "F1"}));
                     });
        // Twice is back where it was.
        SalmonCourseDocument document(beginnerRiver());
        QVERIFY(document.flipBoard(4));
        QCOMPARE(document.river().boards[4].board, QStringLiteral("F2"));
        QVERIFY(document.flipBoard(4));
        QCOMPARE(document.river().boards[4].board, QStringLiteral("F1"));
    }

    void shiftOnlyToAlignedPositions()
    {
        SalmonCourse river = beginnerRiver();
        // The start board's exit is wider than the first board's entry: more than one position.
        const std::vector<int> aligned = edits::alignedShiftsAt(river, 1);
        QVERIFY2(aligned.size() >= 2, "S1 should offer 1E at least two positions");
        const int other =
            aligned.back() == river.boards[1].shift ? aligned.front() : aligned.back();
        checkCommand([other](auto *d) { return new SalmonShiftBoard(d, 1, other); },
                     [other](const SalmonCourse &, const SalmonCourse &after) {
                         QCOMPARE(after.boards[1].shift, other);
                     });
        // A wish between or beyond the aligned positions goes to the nearest one.
        SalmonCourseDocument document(river);
        QVERIFY(document.shiftBoard(1, aligned.back() + 40));
        QCOMPARE(document.river().boards[1].shift, aligned.back());
        QVERIFY(document.shiftBoard(1, aligned.front() - 40));
        QCOMPARE(document.river().boards[1].shift, aligned.front());
        // Odd shifts never happen.
        for (int wish = -9; wish <= 9; ++wish) {
            SalmonShiftBoard command(&document, 1, wish);
            QVERIFY(std::find(aligned.begin(), aligned.end(), command.shift()) != aligned.end());
        }
        // The first board has no shift to set.
        QVERIFY(!document.shiftBoard(0, 2));
    }

    void shiftDragMergesIntoOneStep()
    {
        SalmonCourseDocument document(beginnerRiver());
        const std::vector<int> aligned = edits::alignedShiftsAt(document.river(), 1);
        QVERIFY(aligned.size() >= 2);
        const int start = document.river().boards[1].shift;
        const int other = start == aligned.front() ? aligned.back() : aligned.front();
        // One drag: there and back and there again is one step.
        QVERIFY(document.shiftBoard(1, other, 7));
        QVERIFY(document.shiftBoard(1, start, 7));
        QVERIFY(document.shiftBoard(1, other, 7));
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(document.river().boards[1].shift, other);
        // Another drag is another step.
        QVERIFY(document.shiftBoard(1, start, 8));
        QCOMPARE(document.undoStack()->count(), 2);
        document.undoStack()->undo();
        QCOMPARE(document.river().boards[1].shift, other);
        document.undoStack()->undo();
        QCOMPARE(document.river().boards[1].shift, start);
        // A drag that ends where it began leaves no step.
        QUndoStack *stack = document.undoStack();
        stack->clear();
        QVERIFY(document.shiftBoard(1, other, 9));
        QVERIFY(document.shiftBoard(1, start, 9));
        QCOMPARE(stack->count(), 0);
    }

    void renameMergesWhileTyping()
    {
        checkCommand([](auto *d) { return new RenameRiver(d, QStringLiteral("Fast water")); },
                     [](const SalmonCourse &, const SalmonCourse &after) {
                         QCOMPARE(after.name, QStringLiteral("Fast water"));
                     });
        SalmonCourseDocument document(beginnerRiver());
        document.undoStack()->push(new RenameRiver(&document, QStringLiteral("F"), 1));
        document.undoStack()->push(new RenameRiver(&document, QStringLiteral("Fa"), 1));
        document.undoStack()->push(new RenameRiver(&document, QStringLiteral("Fas"), 1));
        QCOMPARE(document.undoStack()->count(), 1);
        document.undoStack()->push(new RenameRiver(&document, QStringLiteral("X"), 2));
        QCOMPARE(document.undoStack()->count(), 2);
        document.undoStack()->push(new RenameRiver(&document, QStringLiteral("Y")));
        document.undoStack()->push(new RenameRiver(&document, QStringLiteral("Z")));
        QCOMPARE(document.undoStack()->count(), 4); // key 0 never merges
        document.undoStack()->undo();
        document.undoStack()->undo();
        document.undoStack()->undo();
        QCOMPARE(document.river().name, QStringLiteral("Fas"));
        document.undoStack()->undo();
        QCOMPARE(document.river().name, beginnerRiver().name);
    }

    void printLayout()
    {
        RiverPrintLayout layout;
        layout.hexMm = 32;
        layout.page = PageSpec{Paper::Letter, true};
        checkCommand([&](auto *d) { return new SetRiverPrintLayout(d, layout); },
                     [&](const SalmonCourse &, const SalmonCourse &after) {
                         QVERIFY(after.print == layout);
                     });
    }

    void replaceRiverKeepsNameAndPrint()
    {
        SalmonCourse other;
        other.name = QStringLiteral("ignored");
        for (const char *id : {"S2", "4H", "F2"})
            other = edits::withBoardInserted(other, int(other.boards.size()), QLatin1String(id));
        checkCommand(
            [&](auto *d) { return new SalmonReplaceCourse(d, other, QStringLiteral("Roll")); },
            [&](const SalmonCourse &before, const SalmonCourse &after) {
                QCOMPARE(ids(after), names({"S2", "4H", "F2"}));
                QCOMPARE(after.name, before.name);
                QVERIFY(after.print == before.print);
            });
    }

    void deleteSelection()
    {
        SalmonCourseDocument document(beginnerRiver());
        QVERIFY(!document.canDeleteSelection());
        document.selectBoard(3);
        QVERIFY(document.canDeleteSelection());
        document.deleteSelection();
        QCOMPARE(ids(document.river()), names({"S1", "1E", "2E", "F1"}));
        QCOMPARE(document.selectedBoard(), 3); // the board now in its place
    }

    void paletteAddsAfterTheBoardItIsDroppedOn()
    {
        SalmonCourseDocument document(beginnerRiver());
        QVERIFY(!document.addFromPalette(QStringLiteral("rowing.splitLine"), std::nullopt));
        QVERIFY(document.addFromPalette(
            SalmonCourseDocument::boardEntryPrefix() + QStringLiteral("4E"), std::nullopt));
        QCOMPARE(ids(document.river()).last(), QStringLiteral("4E")); // nothing selected: last
        document.undoStack()->undo();
        // Dropped on the middle of the third board (2E): after it.
        const SalmonCourseGeometry geometry(document.map(), document.river().print.hexMm);
        const Hex origin = document.map().boardOrigins()[2];
        const QPointF onBoard = geometry.centre({origin.col + 3, origin.row + 2});
        const QString entry = SalmonCourseDocument::boardEntryPrefix() + QStringLiteral("4E");
        using Mode = CourseDocument::DropMode;
        QCOMPARE(document.dropOutcome(entry, onBoard, Mode::Insert).text,
                 QStringLiteral("Insert 4E after board 3 (2E), upstream"));
        QVERIFY(document.addFromPalette(entry, onBoard));
        QCOMPARE(ids(document.river()), names({"S1", "1E", "2E", "4E", "3E", "F1"}));
        document.undoStack()->undo();
        // With Shift held: in its place, in one step.
        QCOMPARE(document.dropOutcome(entry, onBoard, Mode::Replace).text,
                 QStringLiteral("Replace board 3 (2E) with 4E"));
        const SalmonCourse before = document.river();
        QVERIFY(document.addFromPalette(entry, onBoard, Mode::Replace));
        QCOMPARE(ids(document.river()), names({"S1", "1E", "4E", "3E", "F1"}));
        QCOMPARE(document.selectedBoard(), 2);
        document.undoStack()->undo();
        QCOMPARE(document.river(), before);
        // Nothing to replace beside the river: no Replace there.
        QVERIFY(!document.dropOutcome(entry, QPointF(-1000, -1000), Mode::Replace).possible);
    }

    void paintStrokeIsOneStep()
    {
        SalmonBoardPainterDocument document;
        const SalmonRiverBoard before = document.board();
        SalmonBoardPainterView view(&document);
        view.setTool(SalmonBoardPainterView::Tool::Rock);
        view.apply({1, 1}, 5);
        view.apply({2, 1}, 5);
        view.apply({3, 1}, 5);
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(document.board().cell({2, 1}).terrain, Terrain::Rock);
        view.setTool(SalmonBoardPainterView::Tool::Land);
        view.apply({0, 0}, 6);
        QCOMPARE(document.undoStack()->count(), 2);
        QVERIFY(!document.board().cell({0, 0}).isRiver());
        document.undoStack()->undo();
        document.undoStack()->undo();
        QVERIFY(document.board() == before);
        document.undoStack()->redo();
        QCOMPARE(document.board().cell({3, 1}).terrain, Terrain::Rock);
    }

    void arrowsOneThenTwoThenRemoved()
    {
        SalmonBoardPainterDocument document;
        SalmonBoardPainterView view(&document);
        view.setTool(SalmonBoardPainterView::Tool::Arrow);
        const Hex from{2, 3};
        view.apply(from);
        QVERIFY(view.arrowSource() == from);
        view.apply(neighbour(from, Direction::South));
        QCOMPARE(document.board().cell(from).arrowCount(), 1);
        QCOMPARE(document.board().cell(from).arrow(0), Direction::South);
        view.apply(from);
        view.apply(neighbour(from, Direction::SouthWest));
        QCOMPARE(document.board().cell(from).arrowCount(), 2);
        QCOMPARE(document.board().cell(from).arrow(1), Direction::SouthWest);
        // Clicking arrow 1's neighbour again removes it; arrow 2 becomes arrow 1.
        view.apply(from);
        view.apply(neighbour(from, Direction::South));
        QCOMPARE(document.board().cell(from).arrowCount(), 1);
        QCOMPARE(document.board().cell(from).arrow(0), Direction::SouthWest);
        // A hex two steps away is not a neighbour: it becomes the new source.
        view.apply(from);
        view.apply({from.col, from.row + 2});
        QCOMPARE(document.board().cell(from).arrowCount(), 1);
        QVERIFY(view.arrowSource() == Hex({from.col, from.row + 2}));
        QCOMPARE(document.undoStack()->count(), 3);
    }

    void togglesAndSymbols()
    {
        SalmonBoardPainterDocument document;
        SalmonBoardPainterView view(&document);
        view.setTool(SalmonBoardPainterView::Tool::BearPaw);
        view.apply({3, 2});
        QCOMPARE(document.board().cell({3, 2}).symbol, Symbol::BearPaw);
        view.apply({3, 2});
        QCOMPARE(document.board().cell({3, 2}).symbol, Symbol::None);
        view.setTool(SalmonBoardPainterView::Tool::Symbol);
        view.setSymbol(Symbol::DoubleReeds);
        view.apply({4, 2});
        QCOMPARE(document.board().cell({4, 2}).symbol, Symbol::DoubleReeds);
        view.setTool(SalmonBoardPainterView::Tool::Start);
        view.apply({3, 0});
        QVERIFY(document.board().cell({3, 0}).start);
        view.setTool(SalmonBoardPainterView::Tool::Spawn);
        view.apply({3, 5});
        QVERIFY(document.board().cell({3, 5}).spawn);
        // Land holds nothing: no symbol on it.
        view.setTool(SalmonBoardPainterView::Tool::Land);
        view.apply({4, 2});
        view.setTool(SalmonBoardPainterView::Tool::Symbol);
        const int steps = document.undoStack()->count();
        view.apply({4, 2});
        QCOMPARE(document.undoStack()->count(), steps);
        QVERIFY(document.board().cell({4, 2}) == HexCell());
    }

    void changeBoard()
    {
        SalmonBoardPainterDocument document;
        const SalmonRiverBoard before = document.board();
        const SalmonRiverBoard copy =
            SalmonBoardPainterDocument::duplicate(*SalmonBoardLibrary::find(QStringLiteral("3M")));
        QVERIFY(copy.id != QStringLiteral("3M"));
        QCOMPARE(copy.sheet, copy.id);
        document.undoStack()->push(new SalmonChangeBoard(&document, copy, QStringLiteral("Copy")));
        QVERIFY(document.board() == copy);
        document.undoStack()->undo();
        QVERIFY(document.board() == before);
    }

private:
    QTemporaryDir m_library;
};

QTEST_MAIN(TestSalmonEditorCommands)
#include "tst_salmon_editor_commands.moc"
