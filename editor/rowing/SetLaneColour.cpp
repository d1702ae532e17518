#include "SetLaneColour.h"

#include "RowingCourseDocument.h"

namespace cw::rowing {

SetLaneColour::SetLaneColour(RowingCourseDocument *document, int lane, const QString &colour)
    : RowingCourseCommand(document), m_lane(std::size_t(lane)), m_colour(colour)
{
    setText(tr("Set Colour of %1").arg(document->course().laneName(lane)));
}

void SetLaneColour::swap(RowingCourse &course)
{
    std::swap(course.laneStyles.at(m_lane).colour, m_colour);
}

} // namespace cw::rowing
