#include "VisionsCourseGeometry.h"

#include <algorithm>
#include <cmath>

namespace cw::visions {

namespace {

Polygon mapped(const Pose &pose, const Polygon &polygon)
{
    Polygon out;
    out.reserve(polygon.size());
    for (const QPointF &p : polygon)
        out.push_back(pose.map(p));
    return out;
}

// The projection of a polygon onto an axis.
std::pair<double, double> project(const Polygon &polygon, const QPointF &axis)
{
    double low = 1e300, high = -1e300;
    for (const QPointF &p : polygon) {
        const double d = p.x() * axis.x() + p.y() * axis.y();
        low = std::min(low, d);
        high = std::max(high, d);
    }
    return {low, high};
}

bool separatedByEdgeOf(const Polygon &a, const Polygon &b, double touch)
{
    for (std::size_t i = 0; i < a.size(); ++i) {
        const QPointF edge = a[(i + 1) % a.size()] - a[i];
        const double length = std::hypot(edge.x(), edge.y());
        if (length < 1e-9)
            continue;
        const QPointF axis(-edge.y() / length, edge.x() / length);
        const auto [aLow, aHigh] = project(a, axis);
        const auto [bLow, bHigh] = project(b, axis);
        if (aHigh <= bLow + touch || bHigh <= aLow + touch)
            return true;
    }
    return false;
}

} // namespace

bool convexOverlap(const Polygon &a, const Polygon &b, double touch)
{
    if (a.size() < 3 || b.size() < 3)
        return false;
    return !separatedByEdgeOf(a, b, touch) && !separatedByEdgeOf(b, a, touch);
}

VisionsCourseGeometry::VisionsCourseGeometry(const VisionsCourse &road, const VisionsCourseMap &map)
    : m_map(map), m_spaceMm(road.print.spaceMm)
{
    Pose pose;
    for (std::size_t p = 0; p < road.tiles.size(); ++p) {
        PlacedTile placed;
        placed.entry = pose;
        if (const TileSide *side = road.sideOf(road.tiles[p])) {
            placed.shape.emplace(*side, m_spaceMm);
            const VisionsTileShapeGeometry &shape = *placed.shape;
            placed.outline = mapped(pose, shape.outline());
            for (const Polygon &part : shape.parts())
                placed.parts.push_back(mapped(pose, part));
            placed.bounds = boundsOf(placed.outline);
            m_bounds = m_bounds.isNull() ? placed.bounds : m_bounds.united(placed.bounds);
            const Pose exit = shape.exit();
            pose = {pose.map(exit.at), pose.heading + exit.heading};
        }
        m_tiles.push_back(std::move(placed));
    }

    m_firstSpaceOfRow.assign(std::size_t(map.rowCount()) + 1, 0);
    for (int row = 0; row < map.rowCount(); ++row) {
        m_firstSpaceOfRow[std::size_t(row)] = int(m_spaces.size());
        const MapRow &mapRow = map.row(row);
        const PlacedTile &placed = m_tiles[std::size_t(mapRow.placement)];
        for (const SpaceOutline &space : placed.shape->spaces()) {
            if (space.row != mapRow.tileRow)
                continue;
            m_spaces.push_back({{row, space.lane, space.pseudo},
                                mapped(placed.entry, space.outline),
                                placed.entry.map(space.centre)});
        }
    }
    m_firstSpaceOfRow.back() = int(m_spaces.size());
}

const RoadSpace *VisionsCourseGeometry::space(const RoadPosition &position) const
{
    if (position.row < 0 || position.row >= m_map.rowCount())
        return nullptr;
    const auto first = m_spaces.begin() + m_firstSpaceOfRow[std::size_t(position.row)];
    const auto last = m_spaces.begin() + m_firstSpaceOfRow[std::size_t(position.row) + 1];
    const auto it = std::find_if(
        first, last, [&](const RoadSpace &space) { return space.position == position; });
    return it == last ? nullptr : &*it;
}

QLineF VisionsCourseGeometry::across(int row) const
{
    if (m_map.rowCount() == 0)
        return {};
    const bool end = row >= m_map.rowCount();
    const MapRow &mapRow = m_map.row(std::clamp(row, 0, m_map.rowCount() - 1));
    const PlacedTile &placed = m_tiles[std::size_t(mapRow.placement)];
    const QLineF local = placed.shape->across(mapRow.tileRow + (end ? 1 : 0));
    return {placed.entry.map(local.p1()), placed.entry.map(local.p2())};
}

bool VisionsCourseGeometry::overlap(int a, int b) const
{
    const PlacedTile &first = m_tiles[std::size_t(a)];
    const PlacedTile &second = m_tiles[std::size_t(b)];
    if (first.parts.empty() || second.parts.empty())
        return false;
    if (!first.bounds.adjusted(TouchMm, TouchMm, -TouchMm, -TouchMm).intersects(second.bounds))
        return false;
    for (const Polygon &x : first.parts) {
        const QRectF xBounds = boundsOf(x);
        for (const Polygon &y : second.parts)
            if (xBounds.intersects(boundsOf(y)) && convexOverlap(x, y, TouchMm))
                return true;
    }
    return false;
}

std::vector<std::pair<int, int>> VisionsCourseGeometry::overlaps() const
{
    std::vector<std::pair<int, int>> pairs;
    for (int a = 0; a < int(m_tiles.size()); ++a)
        for (int b = a + 1; b < int(m_tiles.size()); ++b)
            if (overlap(a, b))
                pairs.emplace_back(a, b);
    return pairs;
}

bool VisionsCourseGeometry::fits(const QSizeF &tableMm) const
{
    const QSizeF size = m_bounds.size();
    const auto within = [&](double w, double h) {
        return size.width() <= w + 1e-6 && size.height() <= h + 1e-6;
    };
    return within(tableMm.width(), tableMm.height()) || within(tableMm.height(), tableMm.width());
}

} // namespace cw::visions
