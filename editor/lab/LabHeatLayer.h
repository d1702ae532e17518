#pragma once

#include "core/CourseSelection.h"

#include <QPainterPath>
#include <QString>

namespace cw {

class CourseCanvas;

// What one course kind lends the course lab's heat map (LabHeatOverlay): where an element the
// kind's games report events at (LabEventKind::element, with its index as the game gives it)
// lies on the kind's own editor canvas, and what clicking it selects. One small implementation
// per kind (editor/<kind>/…LabHeat), registered by the kind's folder (CW_REGISTER(const
// LabHeatLayer *, …), core/Registry.h); a kind without one still gets its report, only no heat
// map. Implementations hold no state.
class LabHeatLayer {
public:
    virtual ~LabHeatLayer() = default;

    // The course kind whose canvas this draws on ("rowing").
    virtual QString kindId() const = 0;

    // The scene area (the canvas's millimetres) of element `element` number `location` on
    // `canvas`, a canvas of this kind; empty when the canvas shows no such element.
    virtual QPainterPath spotShape(const CourseCanvas &canvas, const QString &element,
                                   int location) const = 0;

    // The selection (CourseDocument's terms) that shows that element; empty when none.
    virtual CourseSelection selectionFor(const CourseCanvas &canvas, const QString &element,
                                         int location) const = 0;
};

// The heat layer of course kind `kindId`, nullptr for a kind without one.
const LabHeatLayer *labHeatLayer(const QString &kindId);

} // namespace cw
