#pragma once

#include "RowingCourseCommand.h"

namespace cw::rowing {

// Sets how the course is printed: space and lane size in millimetres, spaces per strip, paper
// and orientation.
class SetPrintLayout : public RowingCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::SetPrintLayout)

public:
    SetPrintLayout(RowingCourseDocument *document, const RowingPrintLayout &layout);

protected:
    void swap(RowingCourse &course) override;

private:
    RowingPrintLayout m_layout;
};

} // namespace cw::rowing
