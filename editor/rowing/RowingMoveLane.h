#pragma once

#include "RowingCourseCommand.h"

namespace cw::rowing {

// Moves lane `from` to place `to` (0-based), the lanes between making room: a lane is its style
// (name and colour), the only thing that tells one lane from another. One undo step, named after
// the lane.
class RowingMoveLane : public RowingCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingMoveLane)

public:
    RowingMoveLane(RowingCourseDocument *document, int from, int to);

protected:
    void swap(RowingCourse &course) override;

private:
    std::vector<LaneStyle> m_styles;
};

} // namespace cw::rowing
