#include "RowingCanvasLayout.h"

#include "rowing/RowingCourseGeometry.h"

#include <algorithm>
#include <cmath>

namespace cw::rowing {

RowingCanvasLayout::RowingCanvasLayout(const RowingCourseGeometry &geometry, int stripsPerRow,
                                       double gapMm)
    : m_stripsPerRow(std::max(1, stripsPerRow)), m_gapMm(std::max(0.0, gapMm)),
      m_height(geometry.width())
{
    const std::vector<RowingCourseGeometry::Strip> strips = geometry.strips();
    const int count = int(strips.size());
    for (int first = 0; first < count; first += m_stripsPerRow) {
        const int last = std::min(count, first + m_stripsPerRow) - 1;
        const double top = double(m_rows.size()) * (m_height + m_gapMm);
        m_rows.push_back({first, last, strips[std::size_t(first)].rect.left(),
                          strips[std::size_t(last)].rect.right(), top});
    }
}

double RowingCanvasLayout::fitScale(const RowingCourseGeometry &geometry, int stripsPerRow,
                                    const QSizeF &roomPx, double gapPx)
{
    const RowingCanvasLayout layout(geometry, stripsPerRow, 0);
    if (layout.m_rows.empty() || layout.m_height <= 0)
        return 0;
    double widest = 0;
    for (const Row &row : layout.m_rows)
        widest = std::max(widest, row.toX - row.fromX);
    const int rows = layout.rowCount();
    const double height = roomPx.height() - (rows - 1) * gapPx;
    if (widest <= 0 || roomPx.width() <= 0 || height <= 0)
        return 0;
    return std::min(roomPx.width() / widest, height / (rows * layout.m_height));
}

int RowingCanvasLayout::bestStripsPerRow(const RowingCourseGeometry &geometry, const QSizeF &roomPx,
                                         double gapPx)
{
    const int strips = int(geometry.strips().size());
    int best = std::max(1, strips);
    double bestScale = fitScale(geometry, best, roomPx, gapPx);
    // From one row down to one strip a row: a narrower layout must be strictly larger to win.
    for (int perRow = strips - 1; perRow >= 1; --perRow) {
        const double scale = fitScale(geometry, perRow, roomPx, gapPx);
        if (scale > bestScale * (1 + 1e-9)) {
            best = perRow;
            bestScale = scale;
        }
    }
    return best;
}

RowingCanvasLayout RowingCanvasLayout::fitted(const RowingCourseGeometry &geometry,
                                              const QSizeF &roomPx, double gapPx)
{
    const int perRow = bestStripsPerRow(geometry, roomPx, gapPx);
    const double scale = fitScale(geometry, perRow, roomPx, gapPx);
    // A view too small to fit anything still gets a gap, as if at one pixel per millimetre.
    return RowingCanvasLayout(geometry, perRow, scale > 0 ? gapPx / scale : gapPx);
}

int RowingCanvasLayout::rowOfX(double x) const
{
    // The first row whose end lies beyond x: a boundary belongs to the later row.
    const auto row = std::upper_bound(m_rows.begin(), m_rows.end(), x,
                                      [](double value, const Row &r) { return value < r.toX; });
    if (row == m_rows.end())
        return std::max(0, rowCount() - 1);
    return int(row - m_rows.begin());
}

int RowingCanvasLayout::rowAt(const QPointF &scenePos) const
{
    if (m_rows.empty())
        return 0;
    const double pitch = m_height + m_gapMm;
    const double row = pitch > 0 ? std::floor((scenePos.y() + m_gapMm / 2) / pitch) : 0;
    return int(std::clamp(row, 0.0, double(rowCount() - 1)));
}

QPointF RowingCanvasLayout::offset(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const Row &r = m_rows[std::size_t(row)];
    return {m_rows.front().fromX - r.fromX, r.top};
}

QPointF RowingCanvasLayout::toScene(const QPointF &course) const
{
    return toScene(course, rowOfX(course.x()));
}

QPointF RowingCanvasLayout::toScene(const QPointF &course, int row) const
{
    return course + offset(row);
}

QPointF RowingCanvasLayout::toCourse(const QPointF &scenePos) const
{
    if (m_rows.empty())
        return scenePos;
    const int row = rowAt(scenePos);
    const Row &r = m_rows[std::size_t(row)];
    const QPointF course = scenePos - offset(row);
    return {std::clamp(course.x(), r.fromX, r.toX), course.y()};
}

QRectF RowingCanvasLayout::rowCourseRect(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const Row &r = m_rows[std::size_t(row)];
    return QRectF(r.fromX, 0, r.toX - r.fromX, m_height);
}

QRectF RowingCanvasLayout::rowSceneRect(int row) const
{
    return rowCourseRect(row).translated(offset(row));
}

std::vector<QRectF> RowingCanvasLayout::toSceneRects(const QRectF &course) const
{
    std::vector<QRectF> rects;
    for (int row = 0; row < rowCount(); ++row) {
        const Row &r = m_rows[std::size_t(row)];
        const double left = std::max(course.left(), r.fromX);
        const double right = std::min(course.right(), r.toX);
        if (right > left)
            rects.push_back(
                QRectF(left, course.top(), right - left, course.height()).translated(offset(row)));
    }
    return rects;
}

QRectF RowingCanvasLayout::sceneRect() const
{
    QRectF all;
    for (int row = 0; row < rowCount(); ++row)
        all = all.united(rowSceneRect(row));
    return all;
}

bool RowingCanvasLayout::operator==(const RowingCanvasLayout &other) const
{
    const auto near = [](double a, double b) { return std::abs(a - b) < 1e-9; };
    const auto sameRow = [&](const Row &a, const Row &b) {
        return a.firstStrip == b.firstStrip && a.lastStrip == b.lastStrip &&
               near(a.fromX, b.fromX) && near(a.toX, b.toX) && near(a.top, b.top);
    };
    return m_stripsPerRow == other.m_stripsPerRow && near(m_gapMm, other.m_gapMm) &&
           near(m_height, other.m_height) &&
           std::equal(m_rows.begin(), m_rows.end(), other.m_rows.begin(), other.m_rows.end(),
                      sameRow);
}

} // namespace cw::rowing
