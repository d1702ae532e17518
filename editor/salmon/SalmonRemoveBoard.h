#pragma once

#include "SalmonCourseCommand.h"

namespace cw::salmon {

// Removes placement `index`; the board after it then joins the one before, at the nearest aligned
// shift when its own no longer lines up. A custom board no placement uses any more leaves
// customBoards. Selects the board now at that place (or the river); undo restores it all.
class SalmonRemoveBoard : public RiverBoardsCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonRemoveBoard)

public:
    SalmonRemoveBoard(SalmonCourseDocument *document, int index);
};

} // namespace cw::salmon
