#include "SetSectorLength.h"

#include "RowingCourseDocument.h"

namespace cw::rowing {

SetSectorLength::SetSectorLength(RowingCourseDocument *document, int metres)
    : RowingCourseCommand(document), m_metres(metres)
{
    setText(tr("Set Sector Length to %1 m").arg(metres));
}

void SetSectorLength::swap(RowingCourse &course)
{
    std::swap(course.sectorMetres, m_metres);
}

} // namespace cw::rowing
