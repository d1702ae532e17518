#pragma once

#include "RowingCanvasLayout.h"
#include "core/CourseCanvas.h"

#include <QCoreApplication>

#include <vector>

class QGraphicsRectItem;

namespace cw::rowing {

class CourseItem;
class RowingCourseDocument;
class SplitLineHandle;

// The rowing course on the editor's canvas, in table millimetres, wrapped into rows at the print
// strips' boundaries (RowingCanvasLayout): the course as RowingCoursePainter draws it, a handle
// per split line (drag to move, or Left and Right once selected), the selected lane outlined in
// every row, and the strips' boundaries as dashed lines with their numbers below each row. A lane
// dragged across the others moves to the place it is dropped on (RowingMoveLane, one undo step),
// that place outlined meanwhile; Alt+Up and Alt+Down move the selected lane one place. While
// fitting the window it picks the strips per row that show the course largest, again on every
// resize and course change; once the user zooms it keeps them, so the view does not jump. Follows
// the document: items are updated in place, so a drag survives the changes it makes.
class RowingCanvas : public CourseCanvas {
    Q_OBJECT
public:
    explicit RowingCanvas(RowingCourseDocument *document, QWidget *parent = nullptr);

    // For tests: the handle of split line `index` (document order), or nullptr.
    SplitLineHandle *splitLineHandle(int index) const;
    // Where each part of the course is in the scene.
    const RowingCanvasLayout &courseLayout() const { return m_layout; }
    // The place a lane dragged would move to, outlined on the canvas; -1: none (for tests).
    int dropTarget() const { return m_dropTarget; }
    // The lanes, then the split lines from the start.
    std::vector<Piece> pieces() const override;

protected:
    QRectF contentRect() const override;
    QMargins contentMargins() const override;
    void arrangeFor(const QSize &room) override;
    QPointF toCourse(const QPointF &scenePos) const override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void syncSelection();
    void syncLayout();
    void rebuildStrips();
    // The lane under `scenePos` on the water, -1 when none.
    int laneAt(const QPointF &scenePos) const;
    // Outlines place `lane` (in every row) as where the dragged lane would go; -1 hides it.
    void showDropTarget(int lane);
    // Moves lane `from` to place `to` in one undo step and selects it there.
    void moveLaneTo(int from, int to);
    // View pixels above a row for the split lines' grips, and below it for the strip numbers.
    int labelsAbove() const;
    int labelsBelow() const;

    RowingCourseDocument *m_document;
    RowingCanvasLayout m_layout; // the items keep a pointer to it
    CourseItem *m_course = nullptr;
    std::vector<QGraphicsRectItem *> m_laneHighlights; // one per row the lane crosses
    std::vector<QGraphicsRectItem *> m_dropOutlines;   // the drop preview, one per row
    // The lane being dragged, where the press was, and the place it would take (-1: none).
    int m_dragLane = -1;
    QPointF m_dragStart;
    int m_dropTarget = -1;
    std::vector<SplitLineHandle *> m_handles;
    std::vector<QGraphicsItem *> m_stripItems;
};

} // namespace cw::rowing
