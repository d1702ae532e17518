#pragma once

#include "RowingCourseCommand.h"

namespace cw::rowing {

// Sets the course length: its number of spaces and the metres a space stands for.
class RowingSetCourseLength : public RowingCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingSetCourseLength)

public:
    RowingSetCourseLength(RowingCourseDocument *document, int spaces, int metresPerSpace);

protected:
    void swap(RowingCourse &course) override;

private:
    int m_spaces;
    int m_metresPerSpace;
};

} // namespace cw::rowing
