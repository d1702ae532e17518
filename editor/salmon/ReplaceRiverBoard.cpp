#include "ReplaceRiverBoard.h"

#include "RiverEdits.h"
#include "SalmonRiverDocument.h"

namespace cw::salmon {

ReplaceRiverBoard::ReplaceRiverBoard(SalmonRiverDocument *document, int index, const QString &board,
                                     const RiverBoard *custom)
    : RiverBoardsCommand(document,
                         edits::withBoardReplaced(document->river(), index, board, custom), index,
                         document->selectedBoard())
{
    setText(tr("Replace Board %1 with %2").arg(index + 1).arg(board));
}

} // namespace cw::salmon
