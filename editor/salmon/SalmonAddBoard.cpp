#include "SalmonAddBoard.h"

#include "SalmonCourseDocument.h"
#include "SalmonCourseEdits.h"

#include <algorithm>

namespace cw::salmon {

namespace {
int clampedIndex(const SalmonCourseDocument *document, int index)
{
    return std::clamp(index, 0, int(document->river().boards.size()));
}
} // namespace

SalmonAddBoard::SalmonAddBoard(SalmonCourseDocument *document, int index, const QString &board,
                               const SalmonRiverBoard *custom)
    : RiverBoardsCommand(document,
                         edits::withBoardInserted(document->river(), index, board, custom),
                         clampedIndex(document, index), document->selectedBoard())
{
    setText(tr("Add Board %1").arg(board));
}

} // namespace cw::salmon
