#include "AddRiverBoard.h"

#include "RiverEdits.h"
#include "SalmonRiverDocument.h"

#include <algorithm>

namespace cw::salmon {

namespace {
int clampedIndex(const SalmonRiverDocument *document, int index)
{
    return std::clamp(index, 0, int(document->river().boards.size()));
}
} // namespace

AddRiverBoard::AddRiverBoard(SalmonRiverDocument *document, int index, const QString &board,
                             const RiverBoard *custom)
    : RiverBoardsCommand(document,
                         edits::withBoardInserted(document->river(), index, board, custom),
                         clampedIndex(document, index), document->selectedBoard())
{
    setText(tr("Add Board %1").arg(board));
}

} // namespace cw::salmon
