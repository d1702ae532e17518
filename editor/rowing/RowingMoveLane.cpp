#include "RowingMoveLane.h"

#include "RowingCourseDocument.h"

#include <algorithm>

namespace cw::rowing {

RowingMoveLane::RowingMoveLane(RowingCourseDocument *document, int from, int to)
    : RowingCourseCommand(document)
{
    const RowingCourse &course = document->course();
    // The lanes as they are drawn: a lane without a name is shown "Lane 2" by its place, and
    // takes that name along, so that the lane moved is still the lane the designer saw.
    for (int lane = 0; lane < course.lanes; ++lane)
        m_styles.push_back({course.laneName(lane), course.laneColour(lane)});
    const auto at = [&](int lane) { return m_styles.begin() + lane; };
    if (from < to)
        std::rotate(at(from), at(from + 1), at(to + 1));
    else if (to < from)
        std::rotate(at(to), at(from), at(from + 1));
    setText(tr("Move Lane %1 to Place %2").arg(from + 1).arg(to + 1));
}

void RowingMoveLane::swap(RowingCourse &course)
{
    std::swap(course.laneStyles, m_styles);
}

} // namespace cw::rowing
