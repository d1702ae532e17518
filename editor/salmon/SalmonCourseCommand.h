#pragma once

#include "core/ChangePrintLayout.h"
#include "core/CourseSwapCommand.h"
#include "salmon/SalmonCourse.h"

namespace cw::salmon {

class SalmonCourseDocument;

// Base of the river editor's undo commands: redo and undo swap the command's value with the
// river's (CourseSwapCommand), and afterSwap() may move the selection (to the board just added,
// moved or flipped).
using SalmonCourseCommand = CourseSwapCommand<SalmonCourseDocument, SalmonCourse>;

// Sets how the river is printed: the hex size across the flats, paper and orientation.
using SetRiverPrintLayout = ChangePrintLayout<SalmonCourseDocument, SalmonCourse>;

// A command that changes the boards (and the embedded custom boards) as a whole: Add, Remove,
// Move and Flip compute the river's new board list once, with the shifts that stopped lining up
// moved to an aligned position (SalmonCourseEdits.h), so undo brings back exactly the old one.
// Selects `selectAfterRedo` after redo and `selectAfterUndo` after undo (-1: the river).
class RiverBoardsCommand : public SalmonCourseCommand {
protected:
    RiverBoardsCommand(SalmonCourseDocument *document, const SalmonCourse &changed,
                       int selectAfterRedo, int selectAfterUndo);

    void swap(SalmonCourse &river) override;
    void afterSwap(bool redone) override;

private:
    std::vector<BoardPlacement> m_boards;
    std::vector<SalmonRiverBoard> m_customBoards;
    int m_selectAfterRedo;
    int m_selectAfterUndo;
};

} // namespace cw::salmon
