#pragma once

#include "VisionsCourse.h"

#include <vector>

namespace cw::visions {

// A place on the road: a global row, a lane of that row, and a pseudo-space of that lane (0 the
// rear one; lanes of one space have only 0).
struct RoadPosition {
    int row = 0;
    int lane = 0;
    int pseudo = 0;
    bool operator==(const RoadPosition &) const = default;
};

// One row of the assembled road: which placement and which of its rows it is, and the row itself.
struct MapRow {
    int placement = 0;
    int tileRow = 0;
    RoadRow road;
};

// A bonus line on the assembled road: it lies just before global row `row`.
struct MapBonusLine {
    BonusLine::Type type = BonusLine::Type::Sprint;
    int row = 0;
    int index = 0; // into VisionsCourse::bonusLines
};

// The road as rows, built once from a VisionsCourse and read by everyone (validator, engine, board,
// editor, printer): global rows from the start (row 0) to the finish, the lanes each lane leads to,
// the bonus lines, the start spaces in number order, the finish line, and the order of positions
// (docs/rules/visions.md, "The road"). Placements whose tile or side is unknown add no rows
// (VisionsCourseValidator reports them).
class VisionsCourseMap {
public:
    explicit VisionsCourseMap(const VisionsCourse &road);

    int rowCount() const { return int(m_rows.size()); }
    const MapRow &row(int index) const { return m_rows[std::size_t(index)]; }
    const std::vector<MapRow> &rows() const { return m_rows; }
    // The first global row of placement `placement`, and its row count (0 when unknown).
    int firstRow(int placement) const { return m_firstRows[std::size_t(placement)]; }
    int rowsOf(int placement) const { return m_rowCounts[std::size_t(placement)]; }

    // docs/rules/visions.md, "The road": lane `lane` of a row of `from` lanes leads to every lane
    // of a row of `to` lanes whose share of the road's width overlaps its own (lane i covers i/n to
    // (i+1)/n). So 3→2 gives {0}, {0, 1}, {1}; 2→3 gives {0, 1}, {1, 2}; equal counts keep the
    // lane.
    static std::vector<int> successorLanes(int from, int to, int lane);
    // The lanes of row `row + 1` lane `lane` of row `row` leads to; empty after the last row.
    std::vector<int> successorLanes(int row, int lane) const;

    const std::vector<MapBonusLine> &bonusLines() const { return m_bonusLines; }
    // The start spaces, space 1 first: the start tile's start rows, front row first, and in a row
    // nearer the priority line first (equal distance: the lower lane), front pseudo-space first.
    const std::vector<RoadPosition> &startSpaces() const { return m_startSpaces; }
    // The finish line lies after this row (the last row of a finish tile at the end); -1 when the
    // road does not end with a finish tile.
    int finishRow() const { return m_finishRow; }

    // How far a lane is from its row's priority line, in lanes.
    int priorityDistance(int row, int lane) const;
    // Whether `a` is placed before `b` (docs/rules/visions.md, "Position"): further row first; in a
    // row, the lane nearer the priority line (equal distance: the lower lane); in a lane, the front
    // pseudo-space.
    bool before(const RoadPosition &a, const RoadPosition &b) const;
    // Every road space, best placed first: the order the engine and the podium use.
    std::vector<RoadPosition> positionsInOrder() const;

private:
    // The spaces of one row, in position order.
    std::vector<RoadPosition> rowInOrder(int row) const;

    std::vector<MapRow> m_rows;
    std::vector<int> m_firstRows;
    std::vector<int> m_rowCounts;
    std::vector<MapBonusLine> m_bonusLines;
    std::vector<RoadPosition> m_startSpaces;
    int m_finishRow = -1;
};

} // namespace cw::visions
