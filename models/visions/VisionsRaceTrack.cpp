#include "VisionsRaceTrack.h"

#include <algorithm>

namespace cw::visions {

VisionsRaceTrack::VisionsRaceTrack(const VisionsCourseMap &map) : m_map(map)
{
    for (int row = 0; row < map.rowCount(); ++row) {
        m_rowStart.push_back(int(m_cells.size()));
        const RoadRow &road = map.row(row).road;
        for (int lane = 0; lane < road.lanes; ++lane)
            for (int pseudo = 0; pseudo < road.pseudo[std::size_t(lane)]; ++pseudo)
                m_cells.push_back({row, lane, pseudo});
    }
    m_rowStart.push_back(int(m_cells.size()));

    const std::size_t count = m_cells.size();
    m_next.resize(count);
    m_previous.resize(count);
    m_sideways.resize(count);
    m_rank.resize(count);
    const std::vector<RoadPosition> order = map.positionsInOrder();
    m_cellOfRank.resize(count);
    for (std::size_t i = 0; i < order.size(); ++i) {
        m_rank[std::size_t(cellAt(order[i]))] = int(i);
        m_cellOfRank[i] = cellAt(order[i]);
    }
    m_rowEndRank.assign(std::size_t(map.rowCount()), 0);
    for (int row = 0; row < map.rowCount(); ++row)
        for (int cell = m_rowStart[std::size_t(row)]; cell < m_rowStart[std::size_t(row) + 1];
             ++cell)
            m_rowEndRank[std::size_t(row)] =
                std::max(m_rowEndRank[std::size_t(row)], m_rank[std::size_t(cell)]);

    for (std::size_t c = 0; c < count; ++c) {
        const RoadPosition &at = m_cells[c];
        const RoadRow &road = map.row(at.row).road;
        if (at.pseudo + 1 < road.pseudo[std::size_t(at.lane)]) {
            m_next[c].push_back(cellAt({at.row, at.lane, at.pseudo + 1}));
        } else {
            for (int lane : map.successorLanes(at.row, at.lane))
                m_next[c].push_back(cellAt({at.row + 1, lane, 0}));
        }
        for (int n : m_next[c])
            m_previous[std::size_t(n)].push_back(int(c));
        for (int side = 0; side < 2; ++side) {
            const int lane = at.lane + (side == 0 ? -1 : 1);
            if (lane < 0 || lane >= road.lanes)
                continue;
            const int mine = road.pseudo[std::size_t(at.lane)];
            const int theirs = road.pseudo[std::size_t(lane)];
            auto &out = m_sideways[c][std::size_t(side)];
            if (theirs == 1)
                out.push_back(cellAt({at.row, lane, 0}));
            else if (mine == theirs)
                out.push_back(cellAt({at.row, lane, at.pseudo}));
            else
                for (int pseudo = 0; pseudo < theirs; ++pseudo)
                    out.push_back(cellAt({at.row, lane, pseudo}));
        }
    }
    const auto byRank = [&](int a, int b) {
        return m_rank[std::size_t(a)] < m_rank[std::size_t(b)];
    };
    for (auto &previous : m_previous)
        std::sort(previous.begin(), previous.end(), byRank);
    for (auto &next : m_next)
        std::sort(next.begin(), next.end(), byRank);

    m_bonusLinesUpTo.assign(std::size_t(rowCount()) + 1, 0);
    const std::vector<MapBonusLine> &lines = map.bonusLines();
    for (std::size_t i = 0; i < lines.size() && i < 64; ++i)
        for (int row = lines[i].row; row >= 0 && row <= rowCount(); ++row)
            m_bonusLinesUpTo[std::size_t(row)] |= std::uint64_t(1) << i;

    m_edgeCells.resize(std::size_t(rowCount()));
    for (int row = 0; row < rowCount(); ++row)
        for (int side = 0; side < 2; ++side) {
            const int lane = side == 0 ? 0 : lanes(row) - 1;
            for (int pseudo = 0; pseudo < map.row(row).road.pseudo[std::size_t(lane)]; ++pseudo)
                m_edgeCells[std::size_t(row)][std::size_t(side)].push_back(
                    cellAt({row, lane, pseudo}));
        }
}

int VisionsRaceTrack::cellAt(const RoadPosition &position) const
{
    if (position.row < 0 || position.row >= rowCount())
        return -1;
    const int first = m_rowStart[std::size_t(position.row)];
    const int last = m_rowStart[std::size_t(position.row) + 1];
    for (int cell = first; cell < last; ++cell)
        if (m_cells[std::size_t(cell)] == position)
            return cell;
    return -1;
}

RoadTerrain VisionsRaceTrack::terrain(int cell) const
{
    return rowTerrain(position(cell).row);
}

} // namespace cw::visions
