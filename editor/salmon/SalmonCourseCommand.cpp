#include "SalmonCourseCommand.h"

#include "SalmonCourseDocument.h"

namespace cw::salmon {

RiverBoardsCommand::RiverBoardsCommand(SalmonCourseDocument *document, const SalmonCourse &changed,
                                       int selectAfterRedo, int selectAfterUndo)
    : SalmonCourseCommand(document), m_boards(changed.boards), m_customBoards(changed.customBoards),
      m_selectAfterRedo(selectAfterRedo), m_selectAfterUndo(selectAfterUndo)
{
}

void RiverBoardsCommand::swap(SalmonCourse &river)
{
    std::swap(river.boards, m_boards);
    std::swap(river.customBoards, m_customBoards);
}

void RiverBoardsCommand::afterSwap(bool redone)
{
    const int board = redone ? m_selectAfterRedo : m_selectAfterUndo;
    if (board >= 0 && board < int(m_document->river().boards.size()))
        m_document->selectBoard(board);
    else
        m_document->selectRiver();
}

} // namespace cw::salmon
