#include "SalmonShiftBoard.h"

#include "SalmonCourseDocument.h"
#include "SalmonCourseEdits.h"

namespace cw::salmon {

SalmonShiftBoard::SalmonShiftBoard(SalmonCourseDocument *document, int index, int shift,
                                   int mergeKey)
    : SalmonCourseCommand(document), m_index(std::size_t(index)), m_shift(shift),
      m_mergeKey(mergeKey)
{
    const SalmonCourse &river = document->river();
    const int current =
        index >= 0 && index < int(river.boards.size()) ? river.boards[m_index].shift : 0;
    m_shift = edits::nearestAlignedShift(river, index, shift).value_or(current);
    setText(tr("Shift Board %1 to %2").arg(index + 1).arg(m_shift));
    setObsolete(m_shift == current);
}

void SalmonShiftBoard::swap(SalmonCourse &river)
{
    std::swap(river.boards.at(m_index).shift, m_shift);
}

bool SalmonShiftBoard::mergeWith(const QUndoCommand *other)
{
    const auto *shift = static_cast<const SalmonShiftBoard *>(other);
    if (m_mergeKey == 0 || shift->m_mergeKey != m_mergeKey || shift->m_index != m_index)
        return false;
    // This command keeps the shift before the first move; the document has the last one.
    setText(shift->text());
    setObsolete(m_document->river().boards.at(m_index).shift == m_shift);
    return true;
}

} // namespace cw::salmon
