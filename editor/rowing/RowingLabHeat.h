#pragma once

#include "lab/LabHeatLayer.h"

namespace cw::rowing {

// The course lab's heat map on the rowing canvas: a split line (the race's index, in distance
// order) is a band across every lane around the line, in each canvas row it shows in; clicking
// it selects the split line.
class RowingLabHeat final : public LabHeatLayer {
public:
    QString kindId() const override;
    QPainterPath spotShape(const CourseCanvas &canvas, const QString &element,
                           int location) const override;
    CourseSelection selectionFor(const CourseCanvas &canvas, const QString &element,
                                 int location) const override;
};

} // namespace cw::rowing
