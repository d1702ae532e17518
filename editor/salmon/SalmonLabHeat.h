#pragma once

#include "lab/LabHeatLayer.h"

namespace cw::salmon {

// The course lab's heat map on the river canvas: a hex (SalmonCourseMap index, as the game reports
// it) is its outline; clicking it selects the hex.
class SalmonLabHeat final : public LabHeatLayer {
public:
    QString kindId() const override;
    QPainterPath spotShape(const CourseCanvas &canvas, const QString &element,
                           int location) const override;
    CourseSelection selectionFor(const CourseCanvas &canvas, const QString &element,
                                 int location) const override;
};

} // namespace cw::salmon
