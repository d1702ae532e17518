#pragma once

#include "salmon/RiverBoard.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace cw::salmon {

class BoardPainterDocument;

// Puts another board in the painter: a new blank board, a duplicated built-in side, a board
// opened from the library, or a change of the board's id, name, role or difficulty.
class ChangeBoard : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::ChangeBoard)

public:
    ChangeBoard(BoardPainterDocument *document, const RiverBoard &board, const QString &text);

    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap();

    BoardPainterDocument *m_document;
    RiverBoard m_board;
};

} // namespace cw::salmon
