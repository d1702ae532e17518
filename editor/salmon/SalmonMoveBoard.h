#pragma once

#include "SalmonCourseCommand.h"

namespace cw::salmon {

// Moves placement `from` to `to` (up or down the river), the other boards keeping their order,
// and selects it there. Shifts that no longer line up move to the nearest aligned position.
class SalmonMoveBoard : public RiverBoardsCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonMoveBoard)

public:
    SalmonMoveBoard(SalmonCourseDocument *document, int from, int to);
};

} // namespace cw::salmon
