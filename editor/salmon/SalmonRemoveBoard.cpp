#include "SalmonRemoveBoard.h"

#include "SalmonCourseDocument.h"
#include "SalmonCourseEdits.h"

#include <algorithm>

namespace cw::salmon {

SalmonRemoveBoard::SalmonRemoveBoard(SalmonCourseDocument *document, int index)
    : RiverBoardsCommand(document, edits::withBoardRemoved(document->river(), index),
                         std::min(index, int(document->river().boards.size()) - 2), index)
{
    const auto &boards = document->river().boards;
    setText(tr("Remove Board %1")
                .arg(index >= 0 && index < int(boards.size()) ? boards[std::size_t(index)].board
                                                              : QString()));
}

} // namespace cw::salmon
