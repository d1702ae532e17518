#include "VisionsCourseEdits.h"

#include "visions/VisionsBonusLinePlaces.h"
#include "visions/VisionsCourseMap.h"
#include "visions/VisionsTileLibrary.h"

#include <algorithm>

namespace cw::visions::edits {

namespace {

void embed(VisionsCourse &road, const VisionsTile *custom)
{
    if (!custom || VisionsTileLibrary::find(custom->id))
        return;
    const auto it = std::find_if(road.customTiles.begin(), road.customTiles.end(),
                                 [&](const VisionsTile &tile) { return tile.id == custom->id; });
    if (it == road.customTiles.end())
        road.customTiles.push_back(*custom);
}

void dropUnused(VisionsCourse &road)
{
    std::erase_if(road.customTiles, [&](const VisionsTile &tile) {
        return std::none_of(road.tiles.begin(), road.tiles.end(),
                            [&](const TilePlacement &p) { return p.tile == tile.id; });
    });
}

} // namespace

VisionsCourse withTileInserted(const VisionsCourse &road, int index, const TilePlacement &placement,
                               const VisionsTile *custom)
{
    VisionsCourse changed = road;
    index = std::clamp(index, 0, int(changed.tiles.size()));
    changed.tiles.insert(changed.tiles.begin() + index, placement);
    for (BonusLine &line : changed.bonusLines)
        if (line.placement >= index)
            ++line.placement;
    embed(changed, custom);
    return changed;
}

VisionsCourse withTileRemoved(const VisionsCourse &road, int index)
{
    VisionsCourse changed = road;
    changed.tiles.erase(changed.tiles.begin() + index);
    std::erase_if(changed.bonusLines,
                  [&](const BonusLine &line) { return line.placement == index; });
    for (BonusLine &line : changed.bonusLines)
        if (line.placement > index)
            --line.placement;
    dropUnused(changed);
    return changed;
}

VisionsCourse withTileMoved(const VisionsCourse &road, int index, int to)
{
    VisionsCourse changed = road;
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

VisionsCourse withTileReplaced(const VisionsCourse &road, int index, const TilePlacement &placement,
                               const VisionsTile *custom)
{
    VisionsCourse changed = road;
    changed.tiles[std::size_t(index)] = placement;
    embed(changed, custom);
    dropUnused(changed);
    // The lines of the new side: where they fit, at the nearest boundary that does, or gone.
    const VisionsCourseMap map(changed);
    const VisionsBonusLinePlaces places(changed, map);
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

VisionsCourse withBonusLineAt(const VisionsCourse &road, int line, int placement, int row)
{
    VisionsCourse changed = road;
    changed.bonusLines[std::size_t(line)].placement = placement;
    changed.bonusLines[std::size_t(line)].row = row;
    return changed;
}

VisionsCourse withBonusLineAdded(const VisionsCourse &road, const BonusLine &line)
{
    VisionsCourse changed = road;
    changed.bonusLines.push_back(line);
    return changed;
}

VisionsCourse withBonusLineRemoved(const VisionsCourse &road, int line)
{
    VisionsCourse changed = road;
    changed.bonusLines.erase(changed.bonusLines.begin() + line);
    return changed;
}

VisionsCourse withBonusLineType(const VisionsCourse &road, int line, BonusLine::Type type)
{
    VisionsCourse changed = road;
    changed.bonusLines[std::size_t(line)].type = type;
    return changed;
}

} // namespace cw::visions::edits
