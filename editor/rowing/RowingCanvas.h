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
// every row, and the strips' boundaries as dashed lines with their numbers below each row. While
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
    // The lanes, then the split lines from the start.
    std::vector<Piece> pieces() const override;

protected:
    QRectF contentRect() const override;
    QMargins contentMargins() const override;
    void arrangeFor(const QSize &room) override;
    QPointF toCourse(const QPointF &scenePos) const override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void syncSelection();
    void syncLayout();
    void rebuildStrips();
    // View pixels above a row for the split lines' grips, and below it for the strip numbers.
    int labelsAbove() const;
    int labelsBelow() const;

    RowingCourseDocument *m_document;
    RowingCanvasLayout m_layout; // the items keep a pointer to it
    CourseItem *m_course = nullptr;
    std::vector<QGraphicsRectItem *> m_laneHighlights; // one per row the lane crosses
    std::vector<SplitLineHandle *> m_handles;
    std::vector<QGraphicsItem *> m_stripItems;
};

} // namespace cw::rowing
