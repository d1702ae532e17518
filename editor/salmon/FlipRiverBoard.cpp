#include "FlipRiverBoard.h"

#include "RiverEdits.h"
#include "SalmonRiverDocument.h"

namespace cw::salmon {

FlipRiverBoard::FlipRiverBoard(SalmonRiverDocument *document, int index, const QString &otherSide)
    : RiverBoardsCommand(document, edits::withBoardReplaced(document->river(), index, otherSide),
                         index, index)
{
    setText(tr("Flip Board to %1").arg(otherSide));
}

} // namespace cw::salmon
