#include "RoadEdits.h"

#include "cycling/BonusLinePlaces.h"
#include "cycling/RoadMap.h"
#include "cycling/TileLibrary.h"

#include <algorithm>

namespace cw::cycling::edits {

namespace {

void embed(CyclingRoad &road, const RoadTile *custom)
{
    if (!custom || TileLibrary::find(custom->id))
        return;
    const auto it = std::find_if(road.customTiles.begin(), road.customTiles.end(),
                                 [&](const RoadTile &tile) { return tile.id == custom->id; });
    if (it == road.customTiles.end())
        road.customTiles.push_back(*custom);
}

void dropUnused(CyclingRoad &road)
{
    std::erase_if(road.customTiles, [&](const RoadTile &tile) {
        return std::none_of(road.tiles.begin(), road.tiles.end(),
                            [&](const TilePlacement &p) { return p.tile == tile.id; });
    });
}

} // namespace

CyclingRoad withTileInserted(const CyclingRoad &road, int index, const TilePlacement &placement,
                             const RoadTile *custom)
{
    CyclingRoad changed = road;
    index = std::clamp(index, 0, int(changed.tiles.size()));
    changed.tiles.insert(changed.tiles.begin() + index, placement);
    for (BonusLine &line : changed.bonusLines)
        if (line.placement >= index)
            ++line.placement;
    embed(changed, custom);
    return changed;
}

CyclingRoad withTileRemoved(const CyclingRoad &road, int index)
{
    CyclingRoad changed = road;
    changed.tiles.erase(changed.tiles.begin() + index);
    std::erase_if(changed.bonusLines,
                  [&](const BonusLine &line) { return line.placement == index; });
    for (BonusLine &line : changed.bonusLines)
        if (line.placement > index)
            --line.placement;
    dropUnused(changed);
    return changed;
}

CyclingRoad withTileMoved(const CyclingRoad &road, int index, int to)
{
    CyclingRoad changed = road;
    const TilePlacement moved = changed.tiles[std::size_t(index)];
    changed.tiles.erase(changed.tiles.begin() + index);
    changed.tiles.insert(changed.tiles.begin() + to, moved);
    for (BonusLine &line : changed.bonusLines) {
        if (line.placement == index)
            line.placement = to;
        else if (index < to && line.placement > index && line.placement <= to)
            --line.placement;
        else if (to < index && line.placement >= to && line.placement < index)
            ++line.placement;
    }
    return changed;
}

CyclingRoad withTileReplaced(const CyclingRoad &road, int index, const TilePlacement &placement,
                             const RoadTile *custom)
{
    CyclingRoad changed = road;
    changed.tiles[std::size_t(index)] = placement;
    embed(changed, custom);
    dropUnused(changed);
    // The lines of the new side: where they fit, at the nearest boundary that does, or gone.
    const RoadMap map(changed);
    const BonusLinePlaces places(changed, map);
    std::vector<BonusLine> kept;
    for (BonusLine line : changed.bonusLines) {
        if (line.placement == index && !places.fits(line.type, index, line.row)) {
            const std::optional<int> row = places.nearestRow(line.type, index, line.row);
            if (!row)
                continue;
            line.row = *row;
        }
        kept.push_back(line);
    }
    changed.bonusLines = kept;
    return changed;
}

CyclingRoad withBonusLineAt(const CyclingRoad &road, int line, int placement, int row)
{
    CyclingRoad changed = road;
    changed.bonusLines[std::size_t(line)].placement = placement;
    changed.bonusLines[std::size_t(line)].row = row;
    return changed;
}

CyclingRoad withBonusLineAdded(const CyclingRoad &road, const BonusLine &line)
{
    CyclingRoad changed = road;
    changed.bonusLines.push_back(line);
    return changed;
}

CyclingRoad withBonusLineRemoved(const CyclingRoad &road, int line)
{
    CyclingRoad changed = road;
    changed.bonusLines.erase(changed.bonusLines.begin() + line);
    return changed;
}

CyclingRoad withBonusLineType(const CyclingRoad &road, int line, BonusLine::Type type)
{
    CyclingRoad changed = road;
    changed.bonusLines[std::size_t(line)].type = type;
    return changed;
}

} // namespace cw::cycling::edits
