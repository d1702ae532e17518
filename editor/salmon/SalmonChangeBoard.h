#pragma once

#include "salmon/SalmonRiverBoard.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace cw::salmon {

class SalmonBoardPainterDocument;

// Puts another board in the painter: a new blank board, a duplicated built-in side, a board
// opened from the library, or a change of the board's id, name, role or difficulty.
class SalmonChangeBoard : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonChangeBoard)

public:
    SalmonChangeBoard(SalmonBoardPainterDocument *document, const SalmonRiverBoard &board,
                      const QString &text);

    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap();

    SalmonBoardPainterDocument *m_document;
    SalmonRiverBoard m_board;
};

} // namespace cw::salmon
