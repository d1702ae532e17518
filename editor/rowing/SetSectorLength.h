#pragma once

#include "RowingCourseCommand.h"

namespace cw::rowing {

// Sets the length of the alternating sector bands drawn along the course.
class SetSectorLength : public RowingCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::SetSectorLength)

public:
    SetSectorLength(RowingCourseDocument *document, int metres);

protected:
    void swap(RowingCourse &course) override;

private:
    int m_metres;
};

} // namespace cw::rowing
