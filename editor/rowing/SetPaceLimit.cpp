#include "SetPaceLimit.h"

#include "RowingCourseDocument.h"

namespace cw::rowing {

SetPaceLimit::SetPaceLimit(RowingCourseDocument *document, int index, int paceLimit)
    : RowingCourseCommand(document), m_index(std::size_t(index)), m_paceLimit(paceLimit)
{
    setText(tr("Set Pace Limit at %1 m to %2")
                .arg(document->course().splitLines.at(m_index).metres)
                .arg(paceLimit));
}

void SetPaceLimit::swap(RowingCourse &course)
{
    std::swap(course.splitLines.at(m_index).paceLimit, m_paceLimit);
}

} // namespace cw::rowing
