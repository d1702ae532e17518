#pragma once

#include "SalmonRiverCommand.h"

namespace cw::salmon {

// Moves placement `from` to `to` (up or down the river), the other boards keeping their order,
// and selects it there. Shifts that no longer line up move to the nearest aligned position.
class MoveRiverBoard : public RiverBoardsCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::MoveRiverBoard)

public:
    MoveRiverBoard(SalmonRiverDocument *document, int from, int to);
};

} // namespace cw::salmon
