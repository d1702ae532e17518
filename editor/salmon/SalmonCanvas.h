#pragma once

#include "core/CourseCanvas.h"

#include <QCoreApplication>

class QGraphicsRectItem;

namespace cw::salmon {

class SalmonCourseGeometry;
class RiverItem;
class SalmonCourseDocument;

// The river on the editor's canvas, in table millimetres (print.hexMm across the flats), drawn by
// SalmonCoursePainter: the boards with their outlines and ids, the selected board highlighted, the
// hexes the rules complain about marked (errors red, warnings amber) and the selected hex outlined.
// Clicking a board selects it; dragging it sideways shifts it among its aligned positions only
// (SalmonShiftBoard, one undo step per drag); dragging it up or down the river onto another board
// moves it there on release (one undo step), the board it would take outlined meanwhile, in red
// with the reason in the status bar where the board may not go (SalmonPieceMoves), and then
// nothing moves. The keyboard does the same to the selected board: Left and Right shift it,
// Alt+Up and Alt+Down move it upstream and downstream. Fit to Window and Ctrl+wheel zoom come
// from CourseCanvas.
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
    // The board a drag in progress would move to, outlined on the canvas; -1: none (for tests).
    int dropTarget() const { return m_dropTarget; }
    // Whether the board dragged may go to dropTarget(): else its outline is red (for tests).
    bool dropAllowed() const { return m_dropAllowed; }
    // The boards, from the start board upstream.
    std::vector<Piece> pieces() const override;

protected:
    QRectF contentRect() const override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void sync();
    // The board under `scenePos`, -1 when none.
    int boardAt(const QPointF &scenePos) const;
    // Outlines board `index` as where board `from` would go, red when it may not; -1 hides the
    // outline.
    void showDropTarget(int from, int index);
    // Moves board `from` to `to` in one undo step and selects it there; false when it cannot,
    // with the reason in the status bar when the rules refuse it.
    bool moveBoardTo(int from, int to);

    SalmonCourseDocument *m_document;
    RiverItem *m_river;
    // The sideways drag in progress: which placement, where it started, the shift it had then.
    int m_dragBoard = -1;
    double m_dragStartX = 0;
    int m_dragStartShift = 0;
    int m_dragMergeKey = 0;
    QPointF m_dragStart;
    // What the drag does, decided by its first move of a few millimetres: sideways shifts, along
    // the river reorders.
    enum class DragMode { Undecided, Shift, Reorder } m_dragMode = DragMode::Undecided;
    int m_dropTarget = -1;
    bool m_dropAllowed = false;
    QGraphicsRectItem *m_dropOutline;
};

} // namespace cw::salmon
