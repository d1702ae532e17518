#pragma once

#include "VisionsCourseMap.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <vector>

namespace cw::visions {

// Cells in order, best placed first: the cells one step reaches from a cell, or reaches it, or
// lie beside it. A row has at most RoadRow::MaxLanes lanes and a lane at most two pseudo-spaces,
// so no such list holds more than MaxLanes cells: they live in fixed storage, and building the
// track for a race and walking it in a step never allocate.
class CellList {
public:
    static constexpr int Capacity = RoadRow::MaxLanes;

    void push_back(int cell)
    {
        assert(m_count < Capacity);
        m_cells[std::size_t(m_count++)] = std::int16_t(cell);
    }
    int size() const { return m_count; }
    bool empty() const { return m_count == 0; }
    int front() const { return m_cells[0]; }
    int operator[](int i) const { return m_cells[std::size_t(i)]; }
    const std::int16_t *begin() const { return m_cells.data(); }
    const std::int16_t *end() const { return m_cells.data() + m_count; }
    std::int16_t *begin() { return m_cells.data(); }
    std::int16_t *end() { return m_cells.data() + m_count; }

private:
    std::array<std::int16_t, Capacity> m_cells{};
    std::uint8_t m_count = 0;
};

// The road as the engine walks it: every road space numbered once (a "cell"), with the cells a
// forward step reaches, the cells behind it, its sideways neighbours and its rank in the order of
// positions. Built once from a VisionsCourseMap and shared (read-only) by every clone of a game.
class VisionsRaceTrack {
public:
    explicit VisionsRaceTrack(const VisionsCourseMap &map);

    int cellCount() const { return int(m_cells.size()); }
    const RoadPosition &position(int cell) const { return m_cells[std::size_t(cell)]; }
    // The cell at a position; -1 when there is none.
    int cellAt(const RoadPosition &position) const;
    int rowCount() const { return int(m_rowStart.size()) - 1; }
    // The cells of a row are numbered together, rows in order: firstCell(row) ≤ cell <
    // firstCell(row + 1); firstCell(rowCount()) is cellCount().
    int firstCell(int row) const { return m_rowStart[std::size_t(row)]; }
    RoadTerrain terrain(int cell) const;
    RoadTerrain rowTerrain(int row) const { return m_map.row(row).road.terrain; }
    int lanes(int row) const { return m_map.row(row).road.lanes; }

    // A forward step from `cell`: the next pseudo-space of its lane, or the first space of each
    // lane it leads to in the next row (docs/rules/visions.md, "The road"), best placed first.
    // Empty on the last row: the step crosses the finish line.
    const CellList &next(int cell) const { return m_next[std::size_t(cell)]; }
    // The cells whose forward step reaches `cell`, best placed first.
    const CellList &previous(int cell) const { return m_previous[std::size_t(cell)]; }
    // The spaces of the neighbouring lane in the same row (side 0 the lower lane, 1 the higher):
    // both pseudo-spaces when that lane has two and this one one, the same pseudo-space when both
    // have two, else its one space. Empty at the road's edge.
    const CellList &sideways(int cell, int side) const
    {
        return m_sideways[std::size_t(cell)][std::size_t(side)];
    }
    // The space of `row` beside the road side `side` (0 below lane 0, 1 beyond the last lane):
    // where a rider on that road side re-enters the road (every pseudo-space of that lane).
    const CellList &edgeCells(int row, int side) const
    {
        return m_edgeCells[std::size_t(row)][std::size_t(side)];
    }
    // 0 for the best-placed space of the road (the front of the last row), growing backwards:
    // the cells of a row have consecutive ranks, from roadSideRank(row + 1) + 1 (0 on the last
    // row) to roadSideRank(row).
    int rank(int cell) const { return m_rank[std::size_t(cell)]; }
    int cellOfRank(int rank) const { return m_cellOfRank[std::size_t(rank)]; }
    // The rank a rider on the road side of `row` has: behind every space of that row.
    int roadSideRank(int row) const { return m_rowEndRank[std::size_t(row)]; }

    const std::vector<RoadPosition> &startSpaces() const { return m_map.startSpaces(); }
    const std::vector<MapBonusLine> &bonusLines() const { return m_map.bonusLines(); }
    // Bit i per bonus line i (of the first 64) in a row up to `row`: a rider moving from row a
    // forward to row b crosses the lines of bonusLinesUpTo(b) & ~bonusLinesUpTo(a).
    std::uint64_t bonusLinesUpTo(int row) const
    {
        return row < 0 ? 0 : m_bonusLinesUpTo[std::size_t(std::min(row, rowCount()))];
    }
    const VisionsCourseMap &map() const { return m_map; }

private:
    VisionsCourseMap m_map;
    std::vector<RoadPosition> m_cells;
    std::vector<int> m_rowStart; // first cell of each row, then the cell count
    std::vector<CellList> m_next;
    std::vector<CellList> m_previous;
    std::vector<std::array<CellList, 2>> m_sideways;
    std::vector<std::array<CellList, 2>> m_edgeCells; // per row
    std::vector<int> m_rank;
    std::vector<int> m_cellOfRank;
    std::vector<int> m_rowEndRank;
    std::vector<std::uint64_t> m_bonusLinesUpTo; // per row, and one for the finish line
};

} // namespace cw::visions
