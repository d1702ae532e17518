#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <vector>

namespace cw::rowing {

class RowingCourseGeometry;

// Where the editor's canvas shows each part of a rowing course: the course wrapped into rows
// like text, broken at the print strips' boundaries (RowingCourseGeometry::strips()), a whole
// number of strips per row (the last row may hold fewer), rows stacked top to bottom with a gap
// between them for the labels above and below each row. Pure geometry: every canvas item maps
// through it, so the course, its handles, highlights and labels always agree.
//
// Course coordinates are RowingCourseGeometry's (table millimetres). The scene is also in
// millimetres: row r shows the course x range [fromX, toX) at the left of the first row, its
// y = 0 (the first lane's edge) at scene y r·(width + gap). With one row the mapping is the
// identity. A course x on the boundary of two rows belongs to the later row; the finish area's
// right edge belongs to the last row.
class RowingCanvasLayout {
public:
    struct Row {
        int firstStrip, lastStrip; // indices into RowingCourseGeometry::strips()
        double fromX, toX;         // the course x range shown (mm)
        double top;                // the scene y of course y = 0
    };

    // No rows: every mapping is the identity.
    RowingCanvasLayout() = default;
    // `stripsPerRow` strips of `geometry` per row (at least 1), rows `gapMm` apart.
    RowingCanvasLayout(const RowingCourseGeometry &geometry, int stripsPerRow, double gapMm);

    // The view pixels per millimetre that fit the whole course, wrapped at `stripsPerRow`, in
    // `roomPx` pixels with `gapPx` pixels between rows; 0 when it does not fit at all.
    static double fitScale(const RowingCourseGeometry &geometry, int stripsPerRow,
                           const QSizeF &roomPx, double gapPx);
    // The strips per row for which fitScale() is largest; on a tie, the fewer rows.
    static int bestStripsPerRow(const RowingCourseGeometry &geometry, const QSizeF &roomPx,
                                double gapPx);
    // The layout that shows the course largest in `roomPx`: bestStripsPerRow(), and the gap in
    // millimetres that is `gapPx` at fitScale().
    static RowingCanvasLayout fitted(const RowingCourseGeometry &geometry, const QSizeF &roomPx,
                                     double gapPx);

    int stripsPerRow() const { return m_stripsPerRow; }
    double gapMm() const { return m_gapMm; }
    const std::vector<Row> &rows() const { return m_rows; }
    int rowCount() const { return int(m_rows.size()); }

    // The row showing course x `x` (clamped to the first and last rows).
    int rowOfX(double x) const;
    // The row nearest scene point `scenePos`: the one whose band, with half the gap on either
    // side, holds its y (clamped to the first and last rows).
    int rowAt(const QPointF &scenePos) const;
    // Course point → scene, in rowOfX()'s row or in row `row`.
    QPointF toScene(const QPointF &course) const;
    QPointF toScene(const QPointF &course, int row) const;
    // Scene point → course, through rowAt()'s row, x clamped to that row's range.
    QPointF toCourse(const QPointF &scenePos) const;
    // What to add to a course point to place it in row `row`.
    QPointF offset(int row) const;
    // Row `row`'s part of the course (course coordinates), and where it is in the scene.
    QRectF rowCourseRect(int row) const;
    QRectF rowSceneRect(int row) const;
    // `course` cut at the rows' boundaries: one scene rectangle per row it crosses.
    std::vector<QRectF> toSceneRects(const QRectF &course) const;
    // Every row, gaps between them included.
    QRectF sceneRect() const;

    bool operator==(const RowingCanvasLayout &other) const;

private:
    std::vector<Row> m_rows;
    int m_stripsPerRow = 1;
    double m_gapMm = 0;
    double m_height = 0; // of a row: the course's width across the lanes
};

} // namespace cw::rowing
