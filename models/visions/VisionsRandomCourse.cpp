#include "VisionsRandomCourse.h"

#include "VisionsCourseValidator.h"
#include "VisionsTileLibrary.h"

#include <QFile>
#include <QJsonDocument>

#include <set>

namespace cw::visions {

namespace {

constexpr int Attempts = 200;
constexpr int CurveTiles = 7;

struct Side {
    QString tile;
    QString side;
    const TileSide *shape;
};

// The built-in straights' sides whose first row has `lanes` lanes and whose last row has
// `endLanes` (0: any), among tiles not used yet.
std::vector<Side> straightSides(const std::set<QString> &used, int lanes, int endLanes)
{
    std::vector<Side> sides;
    for (int number = 1; number <= 6; ++number) {
        const VisionsTile *tile = VisionsTileLibrary::find(QString::number(number));
        if (!tile || used.count(tile->id))
            continue;
        for (const TileSide &side : tile->sides)
            if (side.rows.front().lanes == lanes &&
                (endLanes == 0 || side.rows.back().lanes == endLanes))
                sides.push_back({tile->id, side.side, &side});
    }
    return sides;
}

void addBonusLines(VisionsCourse &road, int count, Rng &rng)
{
    std::vector<BonusLine> candidates;
    for (int p = 1; p + 1 < int(road.tiles.size()); ++p) {
        const TileSide *side = road.sideOf(road.tiles[std::size_t(p)]);
        for (int row = 1; row < int(side->rows.size()); ++row) {
            const RoadTerrain before = side->rows[std::size_t(row - 1)].terrain;
            const RoadTerrain after = side->rows[std::size_t(row)].terrain;
            if (before != after)
                continue;
            if (before == RoadTerrain::Sprint)
                candidates.push_back({BonusLine::Type::Sprint, p, row});
            else if (before == RoadTerrain::Mountain)
                candidates.push_back({BonusLine::Type::Mountain, p, row});
        }
    }
    rng.shuffle(candidates.begin(), candidates.end());
    std::set<int> tiles;
    for (const BonusLine &line : candidates) {
        if (int(road.bonusLines.size()) >= count)
            break;
        if (tiles.insert(line.placement).second)
            road.bonusLines.push_back(line);
    }
    std::sort(road.bonusLines.begin(), road.bonusLines.end(),
              [](const BonusLine &a, const BonusLine &b) { return a.placement < b.placement; });
}

} // namespace

std::optional<VisionsCourse> VisionsRandomCourse::attempt(GameLength length, Rng &rng)
{
    const int straights = length == GameLength::Short    ? 3
                          : length == GameLength::Medium ? rng.between(4, 5)
                                                         : 6;
    VisionsCourse road;
    road.tiles.push_back({QStringLiteral("S"), QStringLiteral("A")});
    std::set<QString> used{QStringLiteral("S")};
    std::vector<int> curves(CurveTiles);
    for (int i = 0; i < CurveTiles; ++i)
        curves[std::size_t(i)] = i + 1;
    rng.shuffle(curves.begin(), curves.end());
    std::size_t nextCurve = 0;
    bool turnRight = rng.below(2) == 0;
    int lanes = 3;
    int sinceTurn = 0;
    for (int placed = 0; placed < straights; ++placed) {
        const bool last = placed + 1 == straights;
        // A U-turn after two or three straights (or one, at random), when the road has 3 lanes.
        const bool turnNext = !last && sinceTurn >= 1 && nextCurve + 2 <= curves.size() &&
                              (sinceTurn >= 3 || rng.below(2) == 0);
        const std::vector<Side> sides = straightSides(used, lanes, last || turnNext ? 3 : 0);
        if (sides.empty())
            return std::nullopt;
        const Side &side = sides[rng.below(std::uint32_t(sides.size()))];
        road.tiles.push_back({side.tile, side.side});
        used.insert(side.tile);
        lanes = side.shape->rows.back().lanes;
        ++sinceTurn;
        if (turnNext && lanes == 3) {
            for (int c = 0; c < 2; ++c)
                road.tiles.push_back({QStringLiteral("C%1").arg(curves[nextCurve++]),
                                      turnRight ? QStringLiteral("B") : QStringLiteral("A")});
            turnRight = !turnRight;
            sinceTurn = 0;
        }
    }
    if (lanes != 3)
        return std::nullopt;
    road.tiles.push_back(
        {QStringLiteral("F"), rng.below(2) ? QStringLiteral("A") : QStringLiteral("B")});
    const int lines = length == GameLength::Short ? 1 : length == GameLength::Medium ? 2 : 3;
    addBonusLines(road, lines, rng);
    if (int(road.bonusLines.size()) < lines)
        return std::nullopt; // too few sprint or mountain tiles: draw again
    road.length = std::nullopt;
    if (road.straightCount() != straights || road.lengthClass() != length)
        return std::nullopt;
    if (!VisionsCourseValidator(road).issues().empty())
        return std::nullopt;
    return road;
}

VisionsCourse VisionsRandomCourse::make(GameLength length, Rng &rng)
{
    for (int i = 0; i < Attempts; ++i)
        if (std::optional<VisionsCourse> road = attempt(length, rng)) {
            road->name = length == GameLength::Short    ? tr("Random short stage")
                         : length == GameLength::Medium ? tr("Random medium stage")
                                                        : tr("Random long stage");
            return *road;
        }
    // Never seen in tests; the built-in road of that length is valid by construction.
    QFile file(QStringLiteral(":/courses/visions-%1.json").arg(lengthKey(length)));
    CourseProblems problems;
    const QJsonObject json = file.open(QIODevice::ReadOnly)
                                 ? QJsonDocument::fromJson(file.readAll()).object()
                                 : QJsonObject{};
    return VisionsCourse::read(json, &problems).value_or(VisionsCourse{});
}

} // namespace cw::visions
