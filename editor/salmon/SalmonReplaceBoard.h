#pragma once

#include "SalmonCourseCommand.h"

namespace cw::salmon {

// Puts board `board` in the place of the board at placement `index` (a palette piece dropped on
// it with Shift held); its shift, and the next board's, move to the nearest aligned position when
// they no longer line up. A custom board is given as `custom` and embedded in the river. Selects
// it.
class SalmonReplaceBoard : public RiverBoardsCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonReplaceBoard)

public:
    SalmonReplaceBoard(SalmonCourseDocument *document, int index, const QString &board,
                       const SalmonRiverBoard *custom);
};

} // namespace cw::salmon
