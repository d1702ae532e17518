#pragma once

#include "rowing/RowingCourse.h"
#include "rowing/RowingCourseGeometry.h"

#include <QColor>
#include <QCoreApplication>
#include <QRectF>

class QPainter;

namespace cw::rowing {

// Draws a rowing course in table millimetres (RowingCourseGeometry's coordinates: x along the
// course from the start line, y across the lanes), every position taken from the geometry. Text
// is sized in millimetres, legible at true scale on paper; under a zooming transform (the
// editor's canvas) it scales with the course. Used by the editor's canvas, print and export; safe
// on a worker thread (it only reads its own copy of the course).
class RowingCoursePainter {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingCoursePainter)

public:
    struct Options {
        // Lane names along the left edge of the region painted (the start of a printed strip, or
        // of the editor's visible region).
        bool laneNames = true;
    };

    explicit RowingCoursePainter(const RowingCourse &course);
    RowingCoursePainter(const RowingCourse &course, const Options &options);

    // Paints the part of the course inside `regionMm` (table mm), clipped to it. The painter's
    // transform maps millimetres to the device; its state is restored afterwards.
    void paint(QPainter &painter, const QRectF &regionMm) const;
    // The same, but only what lies in `visibleMm` too (a printed page's part of a strip): every
    // pixel there is as paint(painter, regionMm) paints it, and nothing outside is drawn, so
    // a page costs what it shows. Lane names stay at the left of `regionMm`.
    void paint(QPainter &painter, const QRectF &regionMm, const QRectF &visibleMm) const;

    const RowingCourseGeometry &geometry() const { return m_geometry; }

    // A lane colour as printed: a light tint of `colour`, so that marks and text stay readable
    // and printers use little ink.
    static QColor waterTint(const QString &colour);

private:
    void paintWater(QPainter &painter, const QRectF &region) const;
    void paintCells(QPainter &painter, const QRectF &region) const;
    void paintLaneRopes(QPainter &painter, const QRectF &region) const;
    void paintMetreMarks(QPainter &painter, const QRectF &region) const;
    void paintStartAndFinish(QPainter &painter, const QRectF &region) const;
    void paintSplitLines(QPainter &painter, const QRectF &region) const;
    void paintLineLabel(QPainter &painter, double x, const QString &text) const;
    void paintLaneNames(QPainter &painter, double left, const QRectF &region) const;

    RowingCourse m_course;
    RowingCourseGeometry m_geometry;
    Options m_options;
};

} // namespace cw::rowing
