#include "RowingSetLaneCount.h"

#include "RowingCourseDocument.h"

namespace cw::rowing {

RowingSetLaneCount::RowingSetLaneCount(RowingCourseDocument *document, int lanes)
    : RowingCourseCommand(document), m_lanes(lanes)
{
    RowingCourse course = document->course();
    course.setLanes(lanes);
    m_styles = course.laneStyles;
    setText(tr("Set Lanes to %1").arg(lanes));
}

void RowingSetLaneCount::swap(RowingCourse &course)
{
    std::swap(course.lanes, m_lanes);
    std::swap(course.laneStyles, m_styles);
}

} // namespace cw::rowing
