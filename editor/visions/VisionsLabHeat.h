#pragma once

#include "lab/LabHeatLayer.h"

namespace cw::visions {

// The course lab's heat map on the road canvas: a road space (the race's cell, VisionsRaceTrack's
// numbering: where riders take fatigue, are bumped, change lanes) is its outline, clicking it
// selects its tile; a bonus line (its index in the road's lines) is a band along the line,
// clicking it selects the line.
class VisionsLabHeat final : public LabHeatLayer {
public:
    QString kindId() const override;
    QPainterPath spotShape(const CourseCanvas &canvas, const QString &element,
                           int location) const override;
    CourseSelection selectionFor(const CourseCanvas &canvas, const QString &element,
                                 int location) const override;
};

} // namespace cw::visions
