#include "SalmonChangeBoard.h"

#include "SalmonBoardPainterDocument.h"

namespace cw::salmon {

SalmonChangeBoard::SalmonChangeBoard(SalmonBoardPainterDocument *document,
                                     const SalmonRiverBoard &board, const QString &text)
    : m_document(document), m_board(board)
{
    setText(text);
    setObsolete(board == document->board());
}

void SalmonChangeBoard::swap()
{
    SalmonRiverBoard board = m_document->board();
    std::swap(board, m_board);
    m_document->setBoard(board);
}

} // namespace cw::salmon
