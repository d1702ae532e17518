#include "RowingMoveSplitLine.h"

#include "RowingCourseDocument.h"

namespace cw::rowing {

RowingMoveSplitLine::RowingMoveSplitLine(RowingCourseDocument *document, int index, int metres,
                                         int mergeKey)
    : RowingCourseCommand(document), m_index(std::size_t(index)), m_metres(metres),
      m_mergeKey(mergeKey)
{
    setText(tr("Move Split Line to %1 m").arg(metres));
}

void RowingMoveSplitLine::swap(RowingCourse &course)
{
    std::swap(course.splitLines.at(m_index).metres, m_metres);
}

bool RowingMoveSplitLine::mergeWith(const QUndoCommand *other)
{
    const auto *move = static_cast<const RowingMoveSplitLine *>(other);
    if (m_mergeKey == 0 || move->m_mergeKey != m_mergeKey || move->m_index != m_index)
        return false;
    // This command keeps the distance before the first move; the document has the last one.
    setText(move->text());
    setObsolete(m_document->course().splitLines.at(m_index).metres == m_metres);
    return true;
}

} // namespace cw::rowing
