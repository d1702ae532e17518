#pragma once

#include "rowing/RowingCourse.h"

#include <QCoreApplication>
#include <QGraphicsItem>

namespace cw::rowing {

class RowingCanvasLayout;
class RowingCourseDocument;

// The course itself on the canvas, drawn by RowingCoursePainter row by row where `layout` puts
// each row (scene millimetres). Clicking a lane in any row selects it; clicking the start or
// finish area outside the lanes selects the course. The layout is the canvas's and outlives the
// item.
class CourseItem : public QGraphicsItem {
public:
    CourseItem(RowingCourseDocument *document, const RowingCanvasLayout *layout);

    // Call after the course or the layout changed.
    void sync();

    QRectF boundingRect() const override { return m_rect; }
    // The rows, without the gaps between them.
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    RowingCourseDocument *m_document;
    const RowingCanvasLayout *m_layout;
    QRectF m_rect;
};

// A split line's handle: a band along the line (scene millimetres) in the row of `layout` that
// shows the line and, above that row, a grip with the line's distance and pace limit that keeps
// its size on screen. Pressing it selects the line; dragging it along the course, from row to row,
// moves the line to the distance under the mouse, snapped to whole metres within the course, as
// one undo step (moveSplitLine commands sharing a merge key). The layout is the canvas's and
// outlives the handle.
class SplitLineHandle : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::SplitLineHandle)

public:
    SplitLineHandle(RowingCourseDocument *document, const RowingCanvasLayout *layout, int index);

    int index() const { return m_index; }
    // Call after the course, the layout or the selection changed.
    void sync();

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // The grip's mouse handling, shared with the band.
    void press(QGraphicsSceneMouseEvent *event);
    void drag(QGraphicsSceneMouseEvent *event);
    void release(QGraphicsSceneMouseEvent *event);

    // The distance, in whole metres within the course, shown at scene point `scenePos` (in the
    // row nearest it).
    int metresAt(const QPointF &scenePos) const;

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override { press(event); }
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override { drag(event); }
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override { release(event); }

private:
    class Grip;

    RowingCourseDocument *m_document;
    const RowingCanvasLayout *m_layout;
    int m_index;
    int m_dragKey = 0;    // non-zero while dragging
    double m_pressDy = 0; // from the press to the middle of the handle's row, scene mm
    double m_height = 0;
    double m_halfWidth = 0;
    Grip *m_grip;
};

} // namespace cw::rowing
