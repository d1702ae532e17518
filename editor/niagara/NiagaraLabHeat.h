#pragma once

#include "lab/LabHeatLayer.h"

namespace cw::niagara {

// The course lab's heat map on the Niagara canvas: a river space (NiagaraCourse::spaceLabel's
// index, as the game reports canoes lost and gems stolen) is its square, a discovery place (its
// colour, where gems are taken) its square; clicking one selects it.
class NiagaraLabHeat final : public LabHeatLayer {
public:
    QString kindId() const override;
    QPainterPath spotShape(const CourseCanvas &canvas, const QString &element,
                           int location) const override;
    CourseSelection selectionFor(const CourseCanvas &canvas, const QString &element,
                                 int location) const override;
};

} // namespace cw::niagara
