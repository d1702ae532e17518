#pragma once

#include "SalmonCourse.h"

#include <vector>

namespace cw::salmon {

// The assembled river: every board of a SalmonCourse laid on one grid, computed once and used by
// the rules engine, the validator, the board view, the editor and the printer. Columns start at
// 0 at the leftmost board's left edge; rows at 0 at the start board's downstream edge. Hexes no
// board covers are land.
class SalmonCourseMap {
public:
    SalmonCourseMap() = default;
    // Lays out the boards that exist (unknown ids are skipped; the validator reports them).
    explicit SalmonCourseMap(const SalmonCourse &river);

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    bool inBounds(Hex hex) const
    {
        return hex.col >= 0 && hex.col < m_columns && hex.row >= 0 && hex.row < m_rows;
    }
    // The cell at hex; a land cell outside the bounds.
    const HexCell &at(Hex hex) const
    {
        return inBounds(hex) ? m_cells[std::size_t(index(hex))] : landCell();
    }
    // Whether a salmon could ever be there: a river hex (water, rock or waterfall) of some board.
    bool isRiver(Hex hex) const { return at(hex).isRiver(); }
    // Which placement (index into SalmonCourse::boards) covers hex, or -1.
    int boardAt(Hex hex) const { return inBounds(hex) ? m_boardOf[std::size_t(index(hex))] : -1; }
    // Where each placed board's column 0, row 0 lands on the grid (one per placement; boards with
    // unknown ids get {0, row} and no cells).
    const std::vector<Hex> &boardOrigins() const { return m_origins; }

    const std::vector<Hex> &startHexes() const { return m_starts; }
    const std::vector<Hex> &spawnHexes() const { return m_spawns; }
    const std::vector<Hex> &bearPaws() const { return m_paws; } // in grid order

    int index(Hex hex) const { return hex.row * m_columns + hex.col; }
    Hex hexAt(int index) const { return {index % m_columns, index / m_columns}; }
    int cellCount() const { return m_columns * m_rows; }

private:
    static const HexCell &landCell();

    int m_columns = 0;
    int m_rows = 0;
    std::vector<HexCell> m_cells;
    std::vector<signed char> m_boardOf;
    std::vector<Hex> m_origins;
    std::vector<Hex> m_starts;
    std::vector<Hex> m_spawns;
    std::vector<Hex> m_paws;
};

} // namespace cw::salmon
