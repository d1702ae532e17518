#include "SetPrintLayout.h"

#include "RowingCourseDocument.h"

namespace cw::rowing {

SetPrintLayout::SetPrintLayout(RowingCourseDocument *document, const RowingPrintLayout &layout)
    : RowingCourseCommand(document), m_layout(layout)
{
    setText(tr("Change Print Layout"));
}

void SetPrintLayout::swap(RowingCourse &course)
{
    std::swap(course.print, m_layout);
}

} // namespace cw::rowing
