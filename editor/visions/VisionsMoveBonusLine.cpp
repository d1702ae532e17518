#include "VisionsMoveBonusLine.h"

#include "VisionsCourseDocument.h"
#include "VisionsCourseEdits.h"

namespace cw::visions {

VisionsMoveBonusLine::VisionsMoveBonusLine(VisionsCourseDocument *document, int line, int placement,
                                           int row, int mergeKey)
    : RoadTilesCommand(document, edits::withBonusLineAt(document->road(), line, placement, row),
                       VisionsCourseDocument::bonusLineSelection(line), document->selection()),
      m_line(line), m_mergeKey(mergeKey)
{
    setText(tr("Move Bonus Line %1").arg(line + 1));
}

// The merged command keeps this one's old road (to undo to) and takes the other's new one: the
// document already holds it, since the other was redone when pushed.
bool VisionsMoveBonusLine::mergeWith(const QUndoCommand *other)
{
    const auto *move = static_cast<const VisionsMoveBonusLine *>(other);
    if (m_mergeKey == 0 || move->m_mergeKey != m_mergeKey || move->m_line != m_line)
        return false;
    setObsolete(m_bonusLines == m_document->road().bonusLines);
    return true;
}

} // namespace cw::visions
