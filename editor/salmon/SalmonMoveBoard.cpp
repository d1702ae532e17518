#include "SalmonMoveBoard.h"

#include "SalmonCourseDocument.h"
#include "SalmonCourseEdits.h"

namespace cw::salmon {

SalmonMoveBoard::SalmonMoveBoard(SalmonCourseDocument *document, int from, int to)
    : RiverBoardsCommand(document, edits::withBoardMoved(document->river(), from, to), to, from)
{
    setText(to > from ? tr("Move Board Upstream") : tr("Move Board Downstream"));
}

} // namespace cw::salmon
