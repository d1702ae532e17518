#include "VisionsReplaceCourse.h"

#include "VisionsCourseDocument.h"

namespace cw::visions {

VisionsReplaceCourse::VisionsReplaceCourse(VisionsCourseDocument *document,
                                           const VisionsCourse &road, const QString &text)
    : RoadTilesCommand(document, road, {}, document->selection())
{
    setText(text);
}

} // namespace cw::visions
