#include "SalmonReplaceBoard.h"

#include "SalmonCourseDocument.h"
#include "SalmonCourseEdits.h"

namespace cw::salmon {

SalmonReplaceBoard::SalmonReplaceBoard(SalmonCourseDocument *document, int index,
                                       const QString &board, const SalmonRiverBoard *custom)
    : RiverBoardsCommand(document,
                         edits::withBoardReplaced(document->river(), index, board, custom), index,
                         document->selectedBoard())
{
    setText(tr("Replace Board %1 with %2").arg(index + 1).arg(board));
}

} // namespace cw::salmon
