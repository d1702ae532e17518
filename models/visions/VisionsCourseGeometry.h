#pragma once

#include "VisionsCourseMap.h"
#include "VisionsTileShapeGeometry.h"

#include <optional>
#include <utility>
#include <vector>

namespace cw::visions {

// One road space on the table.
struct RoadSpace {
    RoadPosition position;
    Polygon outline;
    QPointF centre;
};

// One placed tile on the table: where it starts, its shape in its own frame, and its outline and
// convex parts on the table. Placements whose tile or side is unknown have no shape and take no
// room (the next tile starts where the previous one ended).
struct PlacedTile {
    Pose entry;
    std::optional<VisionsTileShapeGeometry> shape;
    Polygon outline;
    std::vector<Polygon> parts;
    QRectF bounds;
};

// The road laid out on the table in millimetres, for the road's space size: the first tile's
// entry at the origin heading along +x, each next tile at the previous one's exit. Every road
// space as a polygon, each tile's outline, the bounding box, and which tiles overlap. The
// editor, the printer and the board all draw from it, so they agree.
class VisionsCourseGeometry {
public:
    // Overlaps shallower than this are the shared edge of two tiles that touch.
    static constexpr double TouchMm = 0.5;

    VisionsCourseGeometry(const VisionsCourse &road, const VisionsCourseMap &map);

    double spaceMm() const { return m_spaceMm; }
    const std::vector<PlacedTile> &tiles() const { return m_tiles; }
    const std::vector<RoadSpace> &spaces() const { return m_spaces; }
    // The space at a position, or nullptr.
    const RoadSpace *space(const RoadPosition &position) const;
    // The line across the road where global row `row` begins (`row` = rowCount: the end).
    QLineF across(int row) const;
    QRectF boundingBox() const { return m_bounds; }

    // Whether the outlines of two placed tiles overlap (more than touching).
    bool overlap(int a, int b) const;
    // Every overlapping pair (a < b), in order.
    std::vector<std::pair<int, int>> overlaps() const;
    // Whether the layout fits a table of that size in millimetres, either way round.
    bool fits(const QSizeF &tableMm) const;

private:
    const VisionsCourseMap &m_map;
    double m_spaceMm;
    std::vector<PlacedTile> m_tiles;
    std::vector<RoadSpace> m_spaces;
    std::vector<int> m_firstSpaceOfRow; // index into m_spaces; one past the end last
    QRectF m_bounds;
};

// Whether two convex polygons overlap by more than `touch` mm (separating axis test).
bool convexOverlap(const Polygon &a, const Polygon &b, double touch);

} // namespace cw::visions
