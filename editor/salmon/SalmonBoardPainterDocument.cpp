#include "SalmonBoardPainterDocument.h"

#include "SalmonCourseEdits.h"
#include "SalmonUserBoardLibrary.h"
#include "salmon/SalmonBoardLibrary.h"

#include <QUndoStack>

#include <algorithm>

namespace cw::salmon {

SalmonBoardPainterDocument::SalmonBoardPainterDocument(QObject *parent)
    : QObject(parent), m_undoStack(new QUndoStack(this))
{
    SalmonRiverBoard board = blankBoard(7, 6, BoardRole::Middle);
    board.id = SalmonUserBoardLibrary::instance().uniqueId(tr("My board"));
    board.sheet = board.id;
    m_board = board;
    check();
}

void SalmonBoardPainterDocument::setBoard(const SalmonRiverBoard &board)
{
    m_board = board;
    check();
    emit changed();
}

SalmonRiverBoard SalmonBoardPainterDocument::blankBoard(int columns, int rows, BoardRole role)
{
    SalmonRiverBoard board;
    board.id = board.sheet = QStringLiteral("blank"); // the test river finds it by its id
    board.columns = std::clamp(columns, 1, SalmonRiverBoard::MaxColumns);
    board.rows = std::clamp(rows, 1, SalmonRiverBoard::MaxRows);
    board.role = role;
    HexCell water;
    water.terrain = Terrain::Water;
    board.cells.assign(std::size_t(board.columns * board.rows), water);
    for (int c = 0; c < board.columns; ++c) {
        board.cell({c, 0}).start = role == BoardRole::Start;
        board.cell({c, board.rows - 1}).spawn = role == BoardRole::Finish;
    }
    // Water where the next board has none leads nowhere: bank it, until nothing is left to bank
    // (each pass may strand more water behind it).
    for (int pass = 0; pass < board.columns * board.rows; ++pass) {
        SalmonCourse river;
        bool banked = false;
        for (const RiverIssue &issue : issuesOf(board, &river))
            if (issue.rule == RiverIssue::Rule::DeadEnd && issue.boardHex) {
                board.cell(*issue.boardHex) = HexCell();
                banked = true;
            }
        if (!banked)
            break;
    }
    return board;
}

SalmonRiverBoard SalmonBoardPainterDocument::duplicate(const SalmonRiverBoard &board)
{
    SalmonRiverBoard copy = board;
    copy.id = SalmonUserBoardLibrary::instance().uniqueId(tr("%1 copy").arg(board.id));
    copy.sheet = copy.id;
    copy.name = tr("Copy of %1").arg(board.displayName());
    return copy;
}

std::vector<RiverIssue> SalmonBoardPainterDocument::issuesOf(const SalmonRiverBoard &board,
                                                             SalmonCourse *testRiver)
{
    // The board where it would be played, between the built-in start and finish boards.
    SalmonCourse river;
    river.name = tr("Board check");
    river.customBoards.push_back(board);
    int index = 0;
    if (board.role != BoardRole::Start) {
        river = edits::withBoardInserted(river, 0, SalmonBoardLibrary::ids().front());
        index = 1;
    }
    river = edits::withBoardInserted(river, index, board.id);
    if (board.role != BoardRole::Finish)
        river = edits::withBoardInserted(river, index + 1, SalmonBoardLibrary::ids().back());
    *testRiver = river;

    std::vector<RiverIssue> issues;
    const SalmonCourseValidator validator(river);
    for (const RiverIssue &issue : validator.issues()) {
        // The other boards are known to be sound: what is left is this board's, or the river's
        // errors as a whole (no start hex, no way to the spawning ground), which it causes. The
        // river's warnings (paper size) are about the test river, not the board.
        if (issue.placement != index && (issue.placement != -1 || !issue.problem.isError()))
            continue;
        issues.push_back(issue);
    }
    return issues;
}

void SalmonBoardPainterDocument::check()
{
    m_issues.clear();
    for (const RiverIssue &issue : issuesOf(m_board, &m_testRiver))
        m_issues.push_back({issue.problem.isError(), issue.problem.message, issue.boardHex});
}

} // namespace cw::salmon
