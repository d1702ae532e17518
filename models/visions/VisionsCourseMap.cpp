#include "VisionsCourseMap.h"

#include <algorithm>
#include <cstdlib>

namespace cw::visions {

VisionsCourseMap::VisionsCourseMap(const VisionsCourse &road)
{
    const TileSide *startSide = nullptr;
    for (std::size_t p = 0; p < road.tiles.size(); ++p) {
        const TilePlacement &placement = road.tiles[p];
        const VisionsTile *tile = road.findTile(placement.tile);
        const TileSide *side = road.sideOf(placement);
        m_firstRows.push_back(int(m_rows.size()));
        m_rowCounts.push_back(side ? int(side->rows.size()) : 0);
        if (!side)
            continue;
        if (p == 0 && tile->role == TileRole::Start)
            startSide = side;
        for (std::size_t r = 0; r < side->rows.size(); ++r)
            m_rows.push_back({int(p), int(r), side->rows[r]});
        if (p + 1 == road.tiles.size() && tile->role == TileRole::Finish)
            m_finishRow = int(m_rows.size()) - 1;
    }

    for (std::size_t i = 0; i < road.bonusLines.size(); ++i) {
        const BonusLine &line = road.bonusLines[i];
        if (line.placement < 0 || line.placement >= int(road.tiles.size()) ||
            line.row >= rowsOf(line.placement))
            continue;
        m_bonusLines.push_back({line.type, firstRow(line.placement) + line.row, int(i)});
    }
    std::sort(m_bonusLines.begin(), m_bonusLines.end(),
              [](const MapBonusLine &a, const MapBonusLine &b) { return a.row < b.row; });

    if (startSide)
        for (int row = startSide->startRows - 1; row >= 0; --row)
            for (const RoadPosition &position : rowInOrder(row))
                m_startSpaces.push_back(position);
}

std::vector<int> VisionsCourseMap::successorLanes(int from, int to, int lane)
{
    // Lane i of n covers [i/n, (i+1)/n); they overlap when i·m < (j+1)·n and j·n < (i+1)·m.
    std::vector<int> lanes;
    for (int j = 0; j < to; ++j)
        if (lane * to < (j + 1) * from && j * from < (lane + 1) * to)
            lanes.push_back(j);
    return lanes;
}

std::vector<int> VisionsCourseMap::successorLanes(int row, int lane) const
{
    if (row + 1 >= rowCount())
        return {};
    return successorLanes(this->row(row).road.lanes, this->row(row + 1).road.lanes, lane);
}

int VisionsCourseMap::priorityDistance(int row, int lane) const
{
    return std::abs(lane - this->row(row).road.priority);
}

bool VisionsCourseMap::before(const RoadPosition &a, const RoadPosition &b) const
{
    if (a.row != b.row)
        return a.row > b.row;
    const int da = priorityDistance(a.row, a.lane);
    const int db = priorityDistance(b.row, b.lane);
    if (da != db)
        return da < db;
    if (a.lane != b.lane)
        return a.lane < b.lane;
    return a.pseudo > b.pseudo;
}

std::vector<RoadPosition> VisionsCourseMap::rowInOrder(int row) const
{
    std::vector<RoadPosition> spaces;
    const RoadRow &road = this->row(row).road;
    for (int lane = 0; lane < road.lanes; ++lane)
        for (int pseudo = 0; pseudo < road.pseudo[std::size_t(lane)]; ++pseudo)
            spaces.push_back({row, lane, pseudo});
    std::sort(spaces.begin(), spaces.end(),
              [&](const RoadPosition &a, const RoadPosition &b) { return before(a, b); });
    return spaces;
}

std::vector<RoadPosition> VisionsCourseMap::positionsInOrder() const
{
    std::vector<RoadPosition> order;
    for (int row = rowCount() - 1; row >= 0; --row)
        for (const RoadPosition &position : rowInOrder(row))
            order.push_back(position);
    return order;
}

} // namespace cw::visions
