#include "MoveRiverBoard.h"

#include "RiverEdits.h"
#include "SalmonRiverDocument.h"

namespace cw::salmon {

MoveRiverBoard::MoveRiverBoard(SalmonRiverDocument *document, int from, int to)
    : RiverBoardsCommand(document, edits::withBoardMoved(document->river(), from, to), to, from)
{
    setText(to > from ? tr("Move Board Upstream") : tr("Move Board Downstream"));
}

} // namespace cw::salmon
