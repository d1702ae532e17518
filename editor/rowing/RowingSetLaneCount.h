#pragma once

#include "RowingCourseCommand.h"

namespace cw::rowing {

// Sets the number of lanes (RowingCourse::MinLanes to MaxLanes). Lanes added get the default
// style; undo brings back the styles of lanes removed.
class RowingSetLaneCount : public RowingCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingSetLaneCount)

public:
    RowingSetLaneCount(RowingCourseDocument *document, int lanes);

protected:
    void swap(RowingCourse &course) override;

private:
    int m_lanes;
    std::vector<LaneStyle> m_styles;
};

} // namespace cw::rowing
