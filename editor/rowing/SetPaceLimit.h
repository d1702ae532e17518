#pragma once

#include "RowingCourseCommand.h"

namespace cw::rowing {

// Sets the pace limit of the split line at `index` (in the document's order).
class SetPaceLimit : public RowingCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::SetPaceLimit)

public:
    SetPaceLimit(RowingCourseDocument *document, int index, int paceLimit);

protected:
    void swap(RowingCourse &course) override;

private:
    std::size_t m_index;
    int m_paceLimit;
};

} // namespace cw::rowing
