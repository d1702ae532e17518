#pragma once

#include "SalmonRiverCommand.h"

namespace cw::salmon {

// Puts board `board` in the place of the board at placement `index` (a palette piece dropped on
// it with Shift held); its shift, and the next board's, move to the nearest aligned position when
// they no longer line up. A custom board is given as `custom` and embedded in the river. Selects
// it.
class ReplaceRiverBoard : public RiverBoardsCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::ReplaceRiverBoard)

public:
    ReplaceRiverBoard(SalmonRiverDocument *document, int index, const QString &board,
                      const RiverBoard *custom);
};

} // namespace cw::salmon
