#pragma once

#include "core/CourseCanvas.h"

#include <QCoreApplication>

namespace cw::salmon {

class SalmonCourseGeometry;
class RiverItem;
class SalmonCourseDocument;

// The river on the editor's canvas, in table millimetres (print.hexMm across the flats), drawn by
// SalmonCoursePainter: the boards with their outlines and ids, the selected board highlighted, the
// hexes the rules complain about marked (errors red, warnings amber) and the selected hex outlined.
// Clicking a board selects it; dragging it sideways shifts it among its aligned positions only
// (SalmonShiftBoard, one undo step per drag). Fit to Window and Ctrl+wheel zoom come from
// CourseCanvas.
class SalmonCanvas : public CourseCanvas {
    Q_OBJECT
public:
    explicit SalmonCanvas(SalmonCourseDocument *document, QWidget *parent = nullptr);

    // For tests: the scene point (mm) at the centre of grid hex `hex`.
    QPointF sceneCentre(int col, int row) const;
    // Where the river's hexes are in the scene; nullptr before the river is drawn.
    const SalmonCourseGeometry *riverGeometry() const;
    // The hexes currently marked as problems.
    int problemHexCount() const;

protected:
    QRectF contentRect() const override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void sync();

    SalmonCourseDocument *m_document;
    RiverItem *m_river;
    // The sideways drag in progress: which placement, where it started, the shift it had then.
    int m_dragBoard = -1;
    double m_dragStartX = 0;
    int m_dragStartShift = 0;
    int m_dragMergeKey = 0;
};

} // namespace cw::salmon
