#include "RowingRemoveSplitLine.h"

#include "RowingCourseDocument.h"

namespace cw::rowing {

RowingRemoveSplitLine::RowingRemoveSplitLine(RowingCourseDocument *document, int index)
    : m_document(document), m_index(std::size_t(index)),
      m_line(document->course().splitLines.at(m_index))
{
    setText(tr("Remove Split Line at %1 m").arg(m_line.metres));
}

void RowingRemoveSplitLine::redo()
{
    RowingCourse course = m_document->course();
    course.splitLines.erase(course.splitLines.begin() + std::ptrdiff_t(m_index));
    // The selection names lines by index: the removed one goes, later ones move up.
    const int selected = m_document->selectedSplitLine();
    if (selected == int(m_index))
        m_document->selectCourse();
    else if (selected > int(m_index))
        m_document->selectSplitLine(selected - 1);
    m_document->setCourse(course);
}

void RowingRemoveSplitLine::undo()
{
    RowingCourse course = m_document->course();
    course.splitLines.insert(course.splitLines.begin() + std::ptrdiff_t(m_index), m_line);
    m_document->setCourse(course);
    m_document->selectSplitLine(int(m_index));
}

} // namespace cw::rowing
