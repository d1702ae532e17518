#pragma once

#include "SalmonCourseCommand.h"

namespace cw::salmon {

// Turns the board at placement `index` over: it shows `otherSide`, the other side of the same
// sheet (SalmonCourseDocument::otherSide finds it). Its shift, and the next board's, move to the
// nearest aligned position when they no longer line up. Keeps the board selected.
class SalmonFlipBoard : public RiverBoardsCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonFlipBoard)

public:
    SalmonFlipBoard(SalmonCourseDocument *document, int index, const QString &otherSide);
};

} // namespace cw::salmon
