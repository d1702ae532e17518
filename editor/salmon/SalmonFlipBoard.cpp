#include "SalmonFlipBoard.h"

#include "SalmonCourseDocument.h"
#include "SalmonCourseEdits.h"

namespace cw::salmon {

SalmonFlipBoard::SalmonFlipBoard(SalmonCourseDocument *document, int index,
                                 const QString &otherSide)
    : RiverBoardsCommand(document, edits::withBoardReplaced(document->river(), index, otherSide),
                         index, index)
{
    setText(tr("Flip Board to %1").arg(otherSide));
}

} // namespace cw::salmon
