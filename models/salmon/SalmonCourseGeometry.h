#pragma once

#include "SalmonCourseMap.h"

#include <QPointF>
#include <QRectF>

#include <array>

namespace cw::salmon {

// Where every hex of a river lies, in millimetres at a given hex size (RiverPrintLayout::hexMm,
// across the flats): the one mapping the board view (scaled to pixels), the editor's canvas and the
// printer share. x grows to the right, y downward, so the spawning ground is at the top and the
// start at the bottom, as the river runs up the screen (docs/rules/salmon.md, "The river"). The
// river's bounding box starts at (0, 0).
class SalmonCourseGeometry {
public:
    SalmonCourseGeometry(int columns, int rows, double hexMm);
    SalmonCourseGeometry(const SalmonCourseMap &river, double hexMm)
        : SalmonCourseGeometry(river.columns(), river.rows(), hexMm)
    {
    }

    double hexMm() const { return m_height; }     // across the flats (a hex's height)
    double hexWidthMm() const { return m_width; } // corner to corner
    double columnStepMm() const { return m_width * 0.75; }
    QSizeF sizeMm() const;

    QPointF centre(Hex hex) const;
    // The six corners, clockwise from the right-hand one (QtCore has no polygon type; the views
    // make a QPolygonF of them).
    std::array<QPointF, 6> outline(Hex hex) const;
    // The point halfway along the edge shared with the neighbour in `direction`.
    QPointF edgeMidpoint(Hex hex, Direction direction) const;
    // The hex whose outline contains point (nearest centre); may lie outside the river.
    Hex hexAt(QPointF point) const;
    // The bounding box of a block of hexes: columns [col, col + columns), rows [row, row + rows).
    QRectF blockRect(Hex origin, int columns, int rows) const;

private:
    int m_columns;
    int m_rows;
    double m_height;
    double m_width;
};

} // namespace cw::salmon
