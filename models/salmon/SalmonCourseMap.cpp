#include "SalmonCourseMap.h"

#include <algorithm>
#include <climits>

namespace cw::salmon {

const HexCell &SalmonCourseMap::landCell()
{
    static const HexCell land;
    return land;
}

SalmonCourseMap::SalmonCourseMap(const SalmonCourse &river)
{
    // Each board's left edge, relative to the first board's, and its bottom row: boards are
    // stacked upstream in order, each shifted sideways from the one before.
    std::vector<const SalmonRiverBoard *> boards;
    int left = 0;
    int minLeft = INT_MAX, maxRight = INT_MIN;
    int row = 0;
    for (std::size_t i = 0; i < river.boards.size(); ++i) {
        const BoardPlacement &placement = river.boards[i];
        if (i > 0)
            left += placement.shift;
        const SalmonRiverBoard *board = river.findBoard(placement.board);
        boards.push_back(board);
        m_origins.push_back({left, row});
        if (!board)
            continue;
        minLeft = std::min(minLeft, left);
        maxRight = std::max(maxRight, left + board->columns);
        row += board->rows;
    }
    if (minLeft == INT_MAX)
        return;
    // Keep column parity: shifts are even, so the leftmost origin has the first board's parity;
    // moving everything by an even amount keeps every board's raised columns raised.
    const int offset = minLeft - (minLeft & 1);
    for (Hex &origin : m_origins)
        origin.col -= offset;
    m_columns = maxRight - offset;
    m_rows = row;
    m_cells.assign(std::size_t(m_columns * m_rows), HexCell{});
    m_boardOf.assign(m_cells.size(), -1);
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const SalmonRiverBoard *board = boards[i];
        if (!board)
            continue;
        for (int r = 0; r < board->rows; ++r) {
            for (int c = 0; c < board->columns; ++c) {
                const Hex hex{m_origins[i].col + c, m_origins[i].row + r};
                m_cells[std::size_t(index(hex))] = board->cell({c, r});
                m_boardOf[std::size_t(index(hex))] = static_cast<signed char>(i);
            }
        }
    }
    for (int i = 0; i < cellCount(); ++i) {
        const HexCell &cell = m_cells[std::size_t(i)];
        if (cell.start && cell.isWater())
            m_starts.push_back(hexAt(i));
        if (cell.spawn && cell.isWater())
            m_spawns.push_back(hexAt(i));
        if (cell.symbol == Symbol::BearPaw && cell.isRiver())
            m_paws.push_back(hexAt(i));
    }
}

} // namespace cw::salmon
