#pragma once

#include "rowing/RowingCourse.h"

#include <QCoreApplication>
#include <QGraphicsItem>

namespace cw::rowing {

class RowingCourseDocument;

// The course itself on the canvas, drawn by RowingCoursePainter (scene millimetres). Clicking a
// lane selects it; clicking the start or finish area outside the lanes selects the course.
class CourseItem : public QGraphicsItem {
public:
    explicit CourseItem(RowingCourseDocument *document);

    // Call after the course changed.
    void sync();

    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    RowingCourseDocument *m_document;
    QRectF m_rect;
};

// A split line's handle: a band along the line (scene millimetres) and, above the course, a grip
// with the line's distance and pace limit that keeps its size on screen. Pressing it selects the
// line; dragging it along the course moves the line, snapped to whole metres within the course,
// as one undo step (MoveSplitLine commands sharing a merge key).
class SplitLineHandle : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::SplitLineHandle)

public:
    SplitLineHandle(RowingCourseDocument *document, int index);

    int index() const { return m_index; }
    // Call after the course or the selection changed.
    void sync();

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // The grip's mouse handling, shared with the band.
    void press(QGraphicsSceneMouseEvent *event);
    void drag(QGraphicsSceneMouseEvent *event);
    void release(QGraphicsSceneMouseEvent *event);

    // The distance, in whole metres within the course, of scene x `x`.
    int metresAt(double x) const;

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override { press(event); }
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override { drag(event); }
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override { release(event); }

private:
    class Grip;

    RowingCourseDocument *m_document;
    int m_index;
    int m_dragKey = 0; // non-zero while dragging
    double m_height = 0;
    double m_halfWidth = 0;
    Grip *m_grip;
};

} // namespace cw::rowing
