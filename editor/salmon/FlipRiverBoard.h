#pragma once

#include "SalmonRiverCommand.h"

namespace cw::salmon {

// Turns the board at placement `index` over: it shows `otherSide`, the other side of the same
// sheet (SalmonRiverDocument::otherSide finds it). Its shift, and the next board's, move to the
// nearest aligned position when they no longer line up. Keeps the board selected.
class FlipRiverBoard : public RiverBoardsCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::FlipRiverBoard)

public:
    FlipRiverBoard(SalmonRiverDocument *document, int index, const QString &otherSide);
};

} // namespace cw::salmon
