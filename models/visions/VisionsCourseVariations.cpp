#include "VisionsCourseVariations.h"

#include "VisionsBonusLinePlaces.h"
#include "VisionsCourse.h"
#include "VisionsCourseMap.h"

#include <QCoreApplication>

namespace cw::visions {

namespace {

class VisionsCourseVariations {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsCourseVariations)

public:
    static std::vector<CourseVariation> variations(const QJsonObject &json);
};

// "tile 3 (C1B)", as the editor names a placement.
QString tileName(const VisionsCourse &road, int placement)
{
    const TilePlacement &tile = road.tiles[std::size_t(placement)];
    return VisionsCourseVariations::tr("tile %1 (%2%3)")
        .arg(placement + 1)
        .arg(tile.tile, tile.side);
}

// The lines on `placement` moved to the nearest boundary of their terrain on its side now up, or
// dropped where it has none.
void refitLines(VisionsCourse &road, int placement)
{
    const VisionsCourseMap map(road);
    const VisionsBonusLinePlaces places(road, map);
    std::vector<BonusLine> kept;
    for (BonusLine line : road.bonusLines) {
        if (line.placement == placement) {
            const std::optional<int> row = places.nearestRow(line.type, placement, line.row);
            if (!row)
                continue;
            line.row = *row;
        }
        kept.push_back(line);
    }
    road.bonusLines = std::move(kept);
}

std::vector<CourseVariation> VisionsCourseVariations::variations(const QJsonObject &json)
{
    CourseProblems problems;
    const std::optional<VisionsCourse> road = VisionsCourse::read(json, &problems);
    std::vector<CourseVariation> out;
    if (!road)
        return out;
    const auto vary = [&](const VisionsCourse &changed, const QString &change) {
        if (changed != *road)
            out.push_back({changed.toJson(), change});
    };
    const int count = int(road->tiles.size());
    for (int i = 0; i < count; ++i) {
        const VisionsTile *tile = road->findTile(road->tiles[std::size_t(i)].tile);
        if (!tile)
            continue;
        for (const TileSide &side : tile->sides) {
            if (side.side == road->tiles[std::size_t(i)].side)
                continue;
            VisionsCourse changed = *road;
            changed.tiles[std::size_t(i)].side = side.side;
            refitLines(changed, i);
            vary(changed, tr("%1 turned over to side %2").arg(tileName(*road, i)).arg(side.side));
        }
    }
    // Two road tiles swapped, the Start and the Finish staying where they are.
    for (int i = 1; i + 1 < count; ++i)
        for (int j = i + 1; j + 1 < count; ++j) {
            VisionsCourse changed = *road;
            std::swap(changed.tiles[std::size_t(i)], changed.tiles[std::size_t(j)]);
            for (BonusLine &line : changed.bonusLines)
                line.placement = line.placement == i ? j : line.placement == j ? i : line.placement;
            vary(changed, tr("%1 and %2 swapped").arg(tileName(*road, i), tileName(*road, j)));
        }
    // A bonus line moved to another boundary where it may lie, on a tile holding no other line.
    const VisionsCourseMap map(*road);
    const VisionsBonusLinePlaces places(*road, map);
    for (std::size_t l = 0; l < road->bonusLines.size(); ++l) {
        const BonusLine &line = road->bonusLines[l];
        for (int placement = 0; placement < count; ++placement) {
            if (places.lineOn(placement, int(l)) >= 0)
                continue;
            for (const int row : places.rowsFor(line.type, placement)) {
                if (placement == line.placement && row == line.row)
                    continue;
                VisionsCourse changed = *road;
                changed.bonusLines[l].placement = placement;
                changed.bonusLines[l].row = row;
                vary(changed, tr("The %1 on %2, row %3, moved to %4, row %5")
                                  .arg(VisionsBonusLinePlaces::typeName(line.type),
                                       tileName(*road, line.placement))
                                  .arg(line.row)
                                  .arg(tileName(*road, placement))
                                  .arg(row));
            }
        }
    }
    return out;
}

} // namespace

CourseVariationKind courseVariations()
{
    return {QStringLiteral("visions-road"),
            VisionsCourseVariations::variations,
            {"cw::visions::VisionsCourseVariations",
             QT_TRANSLATE_NOOP("cw::visions::VisionsCourseVariations",
                               "A tile turns over to its other side, two road tiles swap places, "
                               "or a bonus line moves to another boundary where it may lie. Tiles "
                               "are not rotated: a tile's shape sets its turn.")}};
}

} // namespace cw::visions
