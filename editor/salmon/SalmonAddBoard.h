#pragma once

#include "SalmonCourseCommand.h"

namespace cw::salmon {

// Inserts board `board` at placement `index` (the end for an index past it), at its first aligned
// shift against the board before, and selects it; the boards after it keep lining up (a shift
// that no longer does moves to the nearest aligned one). A custom board from the user's library
// is given as `custom` and embedded in the river's customBoards. Undo restores the list exactly.
class SalmonAddBoard : public RiverBoardsCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonAddBoard)

public:
    SalmonAddBoard(SalmonCourseDocument *document, int index, const QString &board,
                   const SalmonRiverBoard *custom = nullptr);
};

} // namespace cw::salmon
