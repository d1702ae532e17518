#pragma once

#include "RowingCourseCommand.h"

namespace cw::rowing {

// Sets the colour ("#rrggbb") of lane `lane` (from 0).
class SetLaneColour : public RowingCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::SetLaneColour)

public:
    SetLaneColour(RowingCourseDocument *document, int lane, const QString &colour);

protected:
    void swap(RowingCourse &course) override;

private:
    std::size_t m_lane;
    QString m_colour;
};

} // namespace cw::rowing
