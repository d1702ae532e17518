#include "VisionsTileShapeGeometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace cw::visions {

namespace {

constexpr double QuarterTurn = std::numbers::pi / 2;
// Points per row along a curved edge, and convex parts per row of a curve's outline: enough for
// a chord to stay within 0.1 mm of the arc at the largest radius a file allows.
constexpr int CurveStepsPerRow = 8;

} // namespace

QRectF boundsOf(const Polygon &polygon)
{
    if (polygon.empty())
        return {};
    double left = polygon.front().x(), right = left;
    double top = polygon.front().y(), bottom = top;
    for (const QPointF &p : polygon) {
        left = std::min(left, p.x());
        right = std::max(right, p.x());
        top = std::min(top, p.y());
        bottom = std::max(bottom, p.y());
    }
    return QRectF(QPointF(left, top), QPointF(right, bottom));
}

QPointF Pose::map(const QPointF &local) const
{
    const double c = std::cos(heading);
    const double s = std::sin(heading);
    return at + QPointF(local.x() * c - local.y() * s, local.x() * s + local.y() * c);
}

VisionsTileShapeGeometry::VisionsTileShapeGeometry(const TileSide &side, double spaceMm)
    : m_side(side), m_spaceMm(spaceMm)
{
    int widest = 1;
    for (const RoadRow &row : side.rows)
        widest = std::max(widest, row.lanes);
    m_halfWidthMm = (widest / 2.0 + ShoulderShare) * spaceMm;

    for (int r = 0; r < int(side.rows.size()); ++r) {
        const RoadRow &row = side.rows[std::size_t(r)];
        for (int lane = 0; lane < row.lanes; ++lane) {
            const double left = (row.lanes / 2.0 - lane) * spaceMm;
            const double right = left - spaceMm;
            const int count = row.pseudo[std::size_t(lane)];
            for (int pseudo = 0; pseudo < count; ++pseudo) {
                const double from = r + double(pseudo) / count;
                const double to = r + double(pseudo + 1) / count;
                SpaceOutline space{r, lane, pseudo, {}, point((from + to) / 2, left - spaceMm / 2)};
                edge(from, to, left, &space.outline);
                edge(to, from, right, &space.outline);
                m_spaces.push_back(std::move(space));
            }
        }
    }

    const double rows = double(side.rows.size());
    m_outline = outlineOf(0, rows);
    if (!side.shape.isCurve()) {
        m_parts.push_back(m_outline);
    } else {
        const int steps = int(side.rows.size()) * CurveStepsPerRow;
        for (int i = 0; i < steps; ++i) {
            const double from = rows * i / steps;
            const double to = rows * (i + 1) / steps;
            m_parts.push_back({point(from, m_halfWidthMm), point(to, m_halfWidthMm),
                               point(to, -m_halfWidthMm), point(from, -m_halfWidthMm)});
        }
    }
}

Polygon VisionsTileShapeGeometry::outlineOf(double first, double last) const
{
    Polygon outline;
    edge(first, last, m_halfWidthMm, &outline);
    edge(last, first, -m_halfWidthMm, &outline);
    return outline;
}

QPointF VisionsTileShapeGeometry::point(double along, double offset) const
{
    const TileShape &shape = m_side.shape;
    if (!shape.isCurve())
        return {along * m_spaceMm, -offset};
    const double radius = shape.radius * m_spaceMm;
    const double angle = QuarterTurn * along / double(m_side.rows.size());
    if (shape.left) { // the centre lies to the left, -y
        const double r = radius - offset;
        return {r * std::sin(angle), -radius + r * std::cos(angle)};
    }
    const double r = radius + offset;
    return {r * std::sin(angle), radius - r * std::cos(angle)};
}

void VisionsTileShapeGeometry::edge(double from, double to, double offset, Polygon *points) const
{
    const int steps = m_side.shape.isCurve()
                          ? std::max(1, int(std::ceil(std::abs(to - from) * CurveStepsPerRow)))
                          : 1;
    for (int i = 0; i <= steps; ++i)
        points->push_back(point(from + (to - from) * i / steps, offset));
}

QLineF VisionsTileShapeGeometry::across(int row) const
{
    const int rows = int(m_side.rows.size());
    const RoadRow &road = m_side.rows[std::size_t(std::clamp(row, 0, rows - 1))];
    int lanes = road.lanes;
    if (row > 0 && row < rows) // a boundary between two rows spans the wider
        lanes = std::max(lanes, m_side.rows[std::size_t(row - 1)].lanes);
    const double half = lanes / 2.0 * m_spaceMm;
    return {point(row, half), point(row, -half)};
}

Pose VisionsTileShapeGeometry::exit() const
{
    const TileShape &shape = m_side.shape;
    const QPointF at = point(double(m_side.rows.size()), 0);
    if (!shape.isCurve())
        return {at, 0};
    return {at, shape.left ? -QuarterTurn : QuarterTurn};
}

} // namespace cw::visions
