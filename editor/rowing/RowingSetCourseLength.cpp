#include "RowingSetCourseLength.h"

#include "RowingCourseDocument.h"

namespace cw::rowing {

RowingSetCourseLength::RowingSetCourseLength(RowingCourseDocument *document, int spaces,
                                             int metresPerSpace)
    : RowingCourseCommand(document), m_spaces(spaces), m_metresPerSpace(metresPerSpace)
{
    setText(tr("Set Course Length to %1 m").arg(spaces * metresPerSpace));
}

void RowingSetCourseLength::swap(RowingCourse &course)
{
    std::swap(course.spaces, m_spaces);
    std::swap(course.metresPerSpace, m_metresPerSpace);
}

} // namespace cw::rowing
