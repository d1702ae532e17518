#include "RowingAddSplitLine.h"

#include "RowingCourseDocument.h"

namespace cw::rowing {

RowingAddSplitLine::RowingAddSplitLine(RowingCourseDocument *document, const SplitLine &line)
    : m_document(document), m_line(line), m_index(document->course().splitLines.size())
{
    setText(tr("Add Split Line at %1 m").arg(line.metres));
}

void RowingAddSplitLine::redo()
{
    RowingCourse course = m_document->course();
    course.splitLines.insert(course.splitLines.begin() + std::ptrdiff_t(m_index), m_line);
    m_document->setCourse(course);
    m_document->selectSplitLine(int(m_index));
}

void RowingAddSplitLine::undo()
{
    RowingCourse course = m_document->course();
    course.splitLines.erase(course.splitLines.begin() + std::ptrdiff_t(m_index));
    if (m_document->selectedSplitLine() == int(m_index))
        m_document->selectCourse();
    m_document->setCourse(course);
}

} // namespace cw::rowing
