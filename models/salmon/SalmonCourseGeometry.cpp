#include "SalmonCourseGeometry.h"

#include <algorithm>
#include <cmath>

namespace cw::salmon {

SalmonCourseGeometry::SalmonCourseGeometry(int columns, int rows, double hexMm)
    : m_columns(columns), m_rows(rows), m_height(hexMm), m_width(hexMm * 2 / std::sqrt(3.0))
{
}

QSizeF SalmonCourseGeometry::sizeMm() const
{
    if (m_columns <= 0 || m_rows <= 0)
        return {};
    // Odd columns stand half a hex higher, so the river is half a hex taller than its rows when
    // it has any odd column.
    const double extra = m_columns > 1 ? m_height / 2 : 0;
    return {(m_columns - 1) * columnStepMm() + m_width, m_rows * m_height + extra};
}

QPointF SalmonCourseGeometry::centre(Hex hex) const
{
    const bool raised = (hex.col & 1) != 0;
    const double top = m_columns > 1 ? m_height / 2 : 0; // room for the raised odd columns
    const double x = hex.col * columnStepMm() + m_width / 2;
    const double y =
        top + (m_rows - 1 - hex.row) * m_height + m_height / 2 - (raised ? m_height / 2 : 0);
    return {x, y};
}

std::array<QPointF, 6> SalmonCourseGeometry::outline(Hex hex) const
{
    const QPointF c = centre(hex);
    const double w = m_width / 2, q = m_width / 4, h = m_height / 2;
    return {c + QPointF(w, 0),  c + QPointF(q, h),   c + QPointF(-q, h),
            c + QPointF(-w, 0), c + QPointF(-q, -h), c + QPointF(q, -h)};
}

QPointF SalmonCourseGeometry::edgeMidpoint(Hex hex, Direction direction) const
{
    return (centre(hex) + centre(neighbour(hex, direction))) / 2;
}

Hex SalmonCourseGeometry::hexAt(QPointF point) const
{
    // The nearest centre among the candidates around the column the point falls in.
    const int column = int(std::floor((point.x() - m_width / 2) / columnStepMm() + 0.5));
    Hex best{column, 0};
    double bestDistance = -1;
    for (int col = column - 1; col <= column + 1; ++col) {
        const double top = m_columns > 1 ? m_height / 2 : 0;
        const double raised = (col & 1) != 0 ? m_height / 2 : 0;
        const double rowFromTop = (point.y() - top + raised) / m_height;
        const int row = m_rows - 1 - int(std::floor(rowFromTop));
        for (int r = row - 1; r <= row + 1; ++r) {
            const QPointF d = centre({col, r}) - point;
            const double distance = d.x() * d.x() + d.y() * d.y();
            if (bestDistance < 0 || distance < bestDistance) {
                bestDistance = distance;
                best = {col, r};
            }
        }
    }
    return best;
}

QRectF SalmonCourseGeometry::blockRect(Hex origin, int columns, int rows) const
{
    double left = 0, top = 0, right = 0, bottom = 0;
    bool first = true;
    for (int c = origin.col; c < origin.col + columns; ++c) {
        for (const int r : {origin.row, origin.row + rows - 1}) {
            for (const QPointF corner : outline({c, r})) {
                left = first ? corner.x() : std::min(left, corner.x());
                right = first ? corner.x() : std::max(right, corner.x());
                top = first ? corner.y() : std::min(top, corner.y());
                bottom = first ? corner.y() : std::max(bottom, corner.y());
                first = false;
            }
        }
    }
    return QRectF(QPointF(left, top), QPointF(right, bottom));
}

} // namespace cw::salmon
