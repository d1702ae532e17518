#include "VisionsBonusLinePlaces.h"

#include "VisionsCourseValidator.h"
#include "VisionsTileLibrary.h"

#include <cstdlib>

namespace cw::visions {

namespace {

// Whether two rows in a row of `rows` are both of `terrain`.
bool hasTwoRowsOf(const std::vector<RoadRow> &rows, RoadTerrain terrain)
{
    for (std::size_t i = 1; i < rows.size(); ++i)
        if (rows[i - 1].terrain == terrain && rows[i].terrain == terrain)
            return true;
    return false;
}

// "a, b or c", translated.
QString orList(const QStringList &items)
{
    if (items.size() < 2)
        return items.value(0);
    return VisionsBonusLinePlaces::tr("%1 or %2")
        .arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.back());
}

} // namespace

VisionsBonusLinePlaces::VisionsBonusLinePlaces(const VisionsCourse &road,
                                               const VisionsCourseMap &map)
    : m_road(road), m_map(map)
{
}

RoadTerrain VisionsBonusLinePlaces::terrainOf(BonusLine::Type type)
{
    return type == BonusLine::Type::Sprint ? RoadTerrain::Sprint : RoadTerrain::Mountain;
}

QString VisionsBonusLinePlaces::typeName(BonusLine::Type type)
{
    return type == BonusLine::Type::Sprint ? tr("sprint line") : tr("Monarch of the Mountain line");
}

bool VisionsBonusLinePlaces::onRoadTile(int placement) const
{
    if (placement < 0 || placement >= int(m_road.tiles.size()) || m_map.rowsOf(placement) == 0)
        return false;
    const VisionsTile *tile = m_road.findTile(m_road.tiles[std::size_t(placement)].tile);
    return tile && tile->role == TileRole::Road;
}

bool VisionsBonusLinePlaces::fits(BonusLine::Type type, int placement, int row) const
{
    if (!onRoadTile(placement) || row < 1 || row >= m_map.rowsOf(placement))
        return false;
    const RoadTerrain wanted = terrainOf(type);
    const int global = m_map.firstRow(placement) + row;
    return m_map.row(global - 1).road.terrain == wanted && m_map.row(global).road.terrain == wanted;
}

std::vector<int> VisionsBonusLinePlaces::rowsFor(BonusLine::Type type, int placement) const
{
    std::vector<int> rows;
    if (!onRoadTile(placement))
        return rows;
    for (int row = 1; row < m_map.rowsOf(placement); ++row)
        if (fits(type, placement, row))
            rows.push_back(row);
    return rows;
}

std::optional<int> VisionsBonusLinePlaces::nearestRow(BonusLine::Type type, int placement,
                                                      int row) const
{
    std::optional<int> nearest;
    for (const int candidate : rowsFor(type, placement))
        if (!nearest || std::abs(candidate - row) < std::abs(*nearest - row))
            nearest = candidate;
    return nearest;
}

int VisionsBonusLinePlaces::lineOn(int placement, int except) const
{
    for (std::size_t i = 0; i < m_road.bonusLines.size(); ++i)
        if (int(i) != except && m_road.bonusLines[i].placement == placement)
            return int(i);
    return -1;
}

std::optional<BonusLine> VisionsBonusLinePlaces::placeFor(BonusLine::Type type, int preferred) const
{
    const auto placeOn = [&](int placement) -> std::optional<BonusLine> {
        if (lineOn(placement) >= 0)
            return std::nullopt;
        const std::optional<int> row = nearestRow(type, placement, m_map.rowsOf(placement) / 2);
        if (!row)
            return std::nullopt;
        return BonusLine{type, placement, *row};
    };
    if (preferred >= 0)
        if (const std::optional<BonusLine> line = placeOn(preferred))
            return line;
    for (int placement = 0; placement < int(m_road.tiles.size()); ++placement)
        if (const std::optional<BonusLine> line = placeOn(placement))
            return line;
    return std::nullopt;
}

QString VisionsBonusLinePlaces::whereText(BonusLine::Type type) const
{
    QStringList tiles;
    for (int placement = 0; placement < int(m_road.tiles.size()); ++placement)
        if (!rowsFor(type, placement).empty())
            tiles.append(VisionsCourseValidator::tileInText(m_road, placement));
    if (!tiles.isEmpty())
        return tr("a %1 may lie on %2").arg(typeName(type), orList(tiles));
    QStringList sides;
    for (const VisionsTile &tile : VisionsTileLibrary::all())
        for (const TileSide &side : tile.sides)
            if (tile.role == TileRole::Road && hasTwoRowsOf(side.rows, terrainOf(type)))
                sides.append(tile.id + side.side);
    return terrainOf(type) == RoadTerrain::Sprint
               ? tr("no tile of this road but the Start and the Finish has two rows of sprint "
                    "terrain; the built-in sides with them are %1")
                     .arg(sides.join(QStringLiteral(", ")))
               : tr("no tile of this road has two rows of mountain terrain; the built-in sides "
                    "with them are %1")
                     .arg(sides.join(QStringLiteral(", ")));
}

} // namespace cw::visions
