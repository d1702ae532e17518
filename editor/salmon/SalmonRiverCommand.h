#pragma once

#include "core/ChangePrintLayout.h"
#include "core/CourseSwapCommand.h"
#include "salmon/SalmonRiver.h"

namespace cw::salmon {

class SalmonRiverDocument;

// Base of the river editor's undo commands: redo and undo swap the command's value with the
// river's (CourseSwapCommand), and afterSwap() may move the selection (to the board just added,
// moved or flipped).
using SalmonRiverCommand = CourseSwapCommand<SalmonRiverDocument, SalmonRiver>;

// Sets how the river is printed: the hex size across the flats, paper and orientation.
using SetRiverPrintLayout = ChangePrintLayout<SalmonRiverDocument, SalmonRiver>;

// A command that changes the boards (and the embedded custom boards) as a whole: Add, Remove,
// Move and Flip compute the river's new board list once, with the shifts that stopped lining up
// moved to an aligned position (RiverEdits.h), so undo brings back exactly the old one. Selects
// `selectAfterRedo` after redo and `selectAfterUndo` after undo (-1: the river).
class RiverBoardsCommand : public SalmonRiverCommand {
protected:
    RiverBoardsCommand(SalmonRiverDocument *document, const SalmonRiver &changed,
                       int selectAfterRedo, int selectAfterUndo);

    void swap(SalmonRiver &river) override;
    void afterSwap(bool redone) override;

private:
    std::vector<BoardPlacement> m_boards;
    std::vector<RiverBoard> m_customBoards;
    int m_selectAfterRedo;
    int m_selectAfterUndo;
};

} // namespace cw::salmon
