#include "RowingCourseCommand.h"

#include "RowingCourseDocument.h"

namespace cw::rowing {

void RowingCourseCommand::swapWithDocument()
{
    RowingCourse course = m_document->course();
    swap(course);
    m_document->setCourse(course);
}

} // namespace cw::rowing
