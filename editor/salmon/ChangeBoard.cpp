#include "ChangeBoard.h"

#include "BoardPainterDocument.h"

namespace cw::salmon {

ChangeBoard::ChangeBoard(BoardPainterDocument *document, const RiverBoard &board,
                         const QString &text)
    : m_document(document), m_board(board)
{
    setText(text);
    setObsolete(board == document->board());
}

void ChangeBoard::swap()
{
    RiverBoard board = m_document->board();
    std::swap(board, m_board);
    m_document->setBoard(board);
}

} // namespace cw::salmon
