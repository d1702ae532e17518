#pragma once

#include "VisionsTile.h"

#include <QLineF>
#include <QPointF>
#include <QRectF>

#include <vector>

namespace cw::visions {

// A polygon in millimetres (models are QtCore only, so not a QPolygonF).
using Polygon = std::vector<QPointF>;
QRectF boundsOf(const Polygon &polygon);

// Where a tile lies on the table: the middle of its entry edge, and its heading in radians (0
// along +x; y grows downwards, as on screen and paper, so -π/2 heads up).
struct Pose {
    QPointF at;
    double heading = 0;
    // A point given in this pose's frame (x along the heading, y to its right), on the table.
    QPointF map(const QPointF &local) const;
    bool operator==(const Pose &) const = default;
};

// One road space of a tile side in the tile's own frame: the entry edge's middle at the origin,
// travelling along +x.
struct SpaceOutline {
    int row = 0;
    int lane = 0;
    int pseudo = 0;
    Polygon outline;
    QPointF centre;
};

// The shape of one tile side in millimetres, in the tile's own frame: every road space (curves
// as arcs, the outside pseudo-spaces longer), the tile's outline with its road sides, its convex
// parts (for overlap tests), the line across the road at every row boundary, and its exit pose.
// Rows of a straight are one space long; rows of a curve divide its 90° equally, so a lane's
// spaces grow with its radius. Shared by VisionsCourseGeometry (the table), the editor and the
// printer.
class VisionsTileShapeGeometry {
public:
    // The road side (shoulder) beside every row, as a share of a space.
    static constexpr double ShoulderShare = 0.4;

    VisionsTileShapeGeometry(const TileSide &side, double spaceMm);

    double spaceMm() const { return m_spaceMm; }
    const std::vector<SpaceOutline> &spaces() const { return m_spaces; }
    const Polygon &outline() const { return m_outline; }
    const std::vector<Polygon> &parts() const { return m_parts; }
    // The line across the road (its lanes only) where row `row` begins; `row` = rows for the
    // exit. Its p1 is on the left.
    QLineF across(int row) const;
    // The point at `along` rows from the entry and `offset` mm left of the centre line.
    QPointF point(double along, double offset) const;
    Pose exit() const;
    QRectF bounds() const { return boundsOf(m_outline); }
    // The outline of rows [first, last): for printing a tile in pieces.
    Polygon outlineOf(double first, double last) const;

private:
    // The points from (from, offset) to (to, offset), enough of them to follow a curve.
    void edge(double from, double to, double offset, Polygon *points) const;

    TileSide m_side; // a copy: geometries outlive the roads they were made from
    double m_spaceMm;
    double m_halfWidthMm; // of the tile: half its widest row, plus its road side
    std::vector<SpaceOutline> m_spaces;
    Polygon m_outline;
    std::vector<Polygon> m_parts;
};

} // namespace cw::visions
