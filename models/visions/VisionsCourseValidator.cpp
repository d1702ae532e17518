#include "VisionsCourseValidator.h"

#include "VisionsBonusLinePlaces.h"
#include "core/Echoed.h"
#include "course/CourseJsonReader.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace cw::visions {

namespace {

constexpr double MmPerCm = 10;

QString tilesPath(int placement)
{
    return CourseJsonReader::path(QStringLiteral("tiles"), placement);
}

// The fewest riders any game has (rulebook: 3 teams of 6 or 6 teams of 3).
int fewestRiders()
{
    int fewest = 1000;
    for (int seats = VisionsCourseValidator::MinSeats; seats <= VisionsCourseValidator::MaxSeats;
         ++seats)
        fewest = std::min(fewest, seats * VisionsCourseValidator::ridersPerTeam(seats));
    return fewest;
}

} // namespace

VisionsCourseValidator::VisionsCourseValidator(const VisionsCourse &road,
                                               const CourseCheckOptions &options)
    : m_road(road), m_map(m_road), m_geometry(m_road, m_map)
{
    if (m_road.tiles.empty()) {
        report(RoadIssue::Rule::NoTiles, QStringLiteral("tiles"), -1, std::nullopt,
               tr("the road has no tiles"));
    }
    checkTiles();
    checkJoins();
    checkBonusLines();
    checkStart(options);
    const std::vector<std::pair<int, int>> overlaps = m_geometry.overlaps();
    for (const auto &[first, second] : overlaps)
        report(RoadIssue::Rule::Overlap, tilesPath(second), second, std::nullopt,
               tr("%1 overlaps %2 on the table").arg(label(second), other(first)));
    checkTable();
    checkPaper(options);
}

int VisionsCourseValidator::ridersPerTeam(int seats)
{
    if (seats < MinSeats || seats > MaxSeats)
        return 0;
    static constexpr int Riders[] = {6, 5, 4, 3, 3}; // 3, 4, 5, 6 and 7 teams
    return Riders[seats - MinSeats];
}

QString VisionsCourseValidator::sideName(const VisionsCourse &road, int placement)
{
    const TilePlacement &tile = road.tiles[std::size_t(placement)];
    const VisionsTile *found = road.findTile(tile.tile);
    QString name = tile.tile;
    if (found && !found->name.isEmpty())
        name = found->name + u' ';
    if (!found || found->sides.size() > 1 || !found->name.isEmpty())
        name += tile.side;
    return name;
}

QString VisionsCourseValidator::tileLabel(const VisionsCourse &road, int placement)
{
    return tr("Tile %1 (%2)").arg(placement + 1).arg(sideName(road, placement));
}

QString VisionsCourseValidator::tileInText(const VisionsCourse &road, int placement)
{
    return tr("tile %1 (%2)").arg(placement + 1).arg(sideName(road, placement));
}

QString VisionsCourseValidator::between(int placement, int row) const
{
    return tr("%1, between rows %2 and %3").arg(label(placement)).arg(row).arg(row + 1);
}

QString VisionsCourseValidator::label(int placement, int row) const
{
    return tr("%1, row %2").arg(label(placement)).arg(row + 1);
}

CourseProblems VisionsCourseValidator::problems() const
{
    CourseProblems problems;
    for (const RoadIssue &issue : m_issues)
        problems.append(issue.problem);
    return problems;
}

bool VisionsCourseValidator::hasErrors() const
{
    return std::any_of(m_issues.begin(), m_issues.end(),
                       [](const RoadIssue &issue) { return issue.problem.isError(); });
}

void VisionsCourseValidator::report(RoadIssue::Rule rule, const QString &path, int placement,
                                    std::optional<int> row, const QString &message, int bonusLine)
{
    const bool warning = rule == RoadIssue::Rule::Table || rule == RoadIssue::Rule::Paper;
    RoadIssue issue;
    issue.rule = rule;
    issue.placement = placement;
    issue.row = row;
    issue.bonusLine = bonusLine;
    issue.problem =
        warning ? CourseProblem::warning(path, message) : CourseProblem::error(path, message);
    m_issues.push_back(std::move(issue));
}

QStringList VisionsCourseValidator::orderProblems(TileRole role, int placement, int count)
{
    QStringList problems;
    if (placement == 0 && role != TileRole::Start)
        problems.append(tr("the first tile must be the Start"));
    else if (placement > 0 && role == TileRole::Start)
        problems.append(tr("the Start can only be the first tile"));
    if (placement == count - 1 && role != TileRole::Finish)
        problems.append(tr("the last tile must be the Finish"));
    else if (placement < count - 1 && role == TileRole::Finish)
        problems.append(tr("the Finish can only be the last tile"));
    return problems;
}

void VisionsCourseValidator::checkTiles()
{
    const int count = int(m_road.tiles.size());
    std::map<QString, int> used; // tile id → first placement
    for (int p = 0; p < count; ++p) {
        const TilePlacement &placement = m_road.tiles[std::size_t(p)];
        const VisionsTile *tile = m_road.findTile(placement.tile);
        if (!tile) {
            report(RoadIssue::Rule::UnknownTile, tilesPath(p), p, std::nullopt,
                   tr("%1: no built-in or custom tile has the id \"%2\"")
                       .arg(label(p), echoed(placement.tile)));
            continue;
        }
        if (!tile->findSide(placement.side))
            report(RoadIssue::Rule::UnknownTile, tilesPath(p), p, std::nullopt,
                   tr("%1: tile %2 has no side %3").arg(label(p), tile->id, placement.side));
        const auto [it, first] = used.emplace(tile->id, p);
        if (!first)
            report(RoadIssue::Rule::TileTwice, tilesPath(p), p, std::nullopt,
                   tr("%1: tile %2 is already used as %3: a tile has only one side up")
                       .arg(label(p), tile->id, other(it->second)));
        for (const QString &problem : orderProblems(tile->role, p, count))
            report(RoadIssue::Rule::TileOrder, tilesPath(p), p, std::nullopt,
                   tr("%1: %2").arg(label(p), problem));
    }
}

void VisionsCourseValidator::checkJoins()
{
    int previous = -1; // the last placement with rows
    for (int p = 0; p < int(m_road.tiles.size()); ++p) {
        if (m_map.rowsOf(p) == 0)
            continue;
        if (previous >= 0) {
            const int ends = m_map.row(m_map.firstRow(p) - 1).road.lanes;
            const int begins = m_map.row(m_map.firstRow(p)).road.lanes;
            if (ends != begins)
                report(RoadIssue::Rule::LaneJoin, tilesPath(p), p, 0,
                       tr("%1: it begins with a lane count of %2, but %3 ends with %4")
                           .arg(label(p, 0))
                           .arg(begins)
                           .arg(other(previous))
                           .arg(ends));
        }
        previous = p;
    }
}

void VisionsCourseValidator::checkBonusLines()
{
    const int count = int(m_road.bonusLines.size());
    if (count > MaxBonusLines)
        report(RoadIssue::Rule::TooManyBonus, QStringLiteral("bonusLines"), -1, std::nullopt,
               tr("a road holds at most %1 bonus lines, found %2").arg(MaxBonusLines).arg(count));
    const VisionsBonusLinePlaces places(m_road, m_map);
    std::map<int, int> perTile; // placement → first bonus line
    for (int i = 0; i < count; ++i) {
        const BonusLine &line = m_road.bonusLines[std::size_t(i)];
        const QString path = CourseJsonReader::path(QStringLiteral("bonusLines"), i);
        const int p = line.placement;
        if (p >= int(m_road.tiles.size())) {
            report(RoadIssue::Rule::BonusPlace, path, -1, std::nullopt,
                   tr("the road has no tile %1; %2").arg(p + 1).arg(places.whereText(line.type)),
                   i);
            continue;
        }
        const int rows = m_map.rowsOf(p);
        if (rows == 0)
            continue; // the unknown tile is reported
        if (line.row >= rows) {
            report(RoadIssue::Rule::BonusPlace, path, p, std::nullopt,
                   tr("%1: row %2 is not between two of its %3 rows")
                       .arg(label(p))
                       .arg(line.row)
                       .arg(rows),
                   i);
            continue;
        }
        if (!places.onRoadTile(p)) {
            report(RoadIssue::Rule::BonusOnEnds, path, p, line.row,
                   tr("%1: bonus lines cannot lie on the Start or the Finish; %2")
                       .arg(between(p, line.row), places.whereText(line.type)),
                   i);
            continue;
        }
        const auto [it, first] = perTile.emplace(p, i);
        if (!first)
            report(RoadIssue::Rule::BonusTwice, path, p, line.row,
                   tr("%1: a tile holds at most one bonus line, and bonus line %2 is already "
                      "on it")
                       .arg(between(p, line.row))
                       .arg(it->second + 1),
                   i);
        if (!places.fits(line.type, p, line.row))
            report(RoadIssue::Rule::BonusTerrain, path, p, line.row,
                   line.type == BonusLine::Type::Sprint
                       ? tr("%1: a sprint line must lie between two rows of sprint terrain; %2")
                             .arg(between(p, line.row), places.whereText(line.type))
                       : tr("%1: a Monarch of the Mountain line must lie between two rows of "
                            "mountain terrain; %2")
                             .arg(between(p, line.row), places.whereText(line.type)),
                   i);
    }
}

void VisionsCourseValidator::checkStart(const CourseCheckOptions &options)
{
    if (options.seats != 0 && ridersPerTeam(options.seats) == 0) {
        report(RoadIssue::Rule::Seats, QStringLiteral("tiles"), -1, std::nullopt,
               tr("Visions of Rainbows is for %1 to %2 players, not %3")
                   .arg(MinSeats)
                   .arg(MaxSeats)
                   .arg(options.seats));
        return;
    }
    if (m_road.tiles.empty() || m_map.rowsOf(0) == 0 ||
        m_road.findTile(m_road.tiles.front().tile)->role != TileRole::Start)
        return; // no start tile first: reported
    const int spaces = int(m_map.startSpaces().size());
    if (options.seats != 0) {
        const int riders = options.seats * ridersPerTeam(options.seats);
        if (spaces < riders)
            report(RoadIssue::Rule::StartSpaces, tilesPath(0), 0, std::nullopt,
                   tr("%1: the start spaces number %2, but %3 teams have %4 riders")
                       .arg(label(0))
                       .arg(spaces)
                       .arg(options.seats)
                       .arg(riders));
    } else if (spaces < fewestRiders()) {
        report(RoadIssue::Rule::StartSpaces, tilesPath(0), 0, std::nullopt,
               tr("%1: the start spaces number %2, but every game has at least %3 riders")
                   .arg(label(0))
                   .arg(spaces)
                   .arg(fewestRiders()));
    }
}

void VisionsCourseValidator::checkTable()
{
    const QSizeF table(m_road.print.tableWidthCm * MmPerCm, m_road.print.tableDepthCm * MmPerCm);
    if (m_geometry.tiles().empty() || m_geometry.boundingBox().isNull() || m_geometry.fits(table))
        return;
    const QSizeF size = m_geometry.boundingBox().size();
    report(RoadIssue::Rule::Table, QStringLiteral("table"), -1, std::nullopt,
           tr("the road takes %1 × %2 cm and does not fit the table of %3 × %4 cm")
               .arg(std::ceil(size.width() / MmPerCm))
               .arg(std::ceil(size.height() / MmPerCm))
               .arg(m_road.print.tableWidthCm)
               .arg(m_road.print.tableDepthCm));
}

// A tile is printed in its pieces; a piece larger than the printable area either way round is
// tiled across several sheets, which is worth knowing before printing.
void VisionsCourseValidator::checkPaper(const CourseCheckOptions &options)
{
    const PageSpec page = options.page.value_or(m_road.print.page);
    const QSizeF printable = page.printableMm().size();
    int tooLarge = 0;
    QSizeF largest;
    for (std::size_t p = 0; p < m_road.tiles.size(); ++p) {
        const PlacedTile &placed = m_geometry.tiles()[p];
        if (!placed.shape)
            continue;
        const int pieces = m_road.findTile(m_road.tiles[p].tile)->pieces;
        const double rows = double(m_map.rowsOf(int(p)));
        for (int piece = 0; piece < pieces; ++piece) {
            const QSizeF size = boundsOf(placed.shape->outlineOf(rows * piece / pieces,
                                                                 rows * (piece + 1) / pieces))
                                    .size();
            const bool fits = (size.width() <= printable.width() + 1e-6 &&
                               size.height() <= printable.height() + 1e-6) ||
                              (size.height() <= printable.width() + 1e-6 &&
                               size.width() <= printable.height() + 1e-6);
            if (!fits) {
                ++tooLarge;
                largest = largest.expandedTo(size);
            }
        }
    }
    if (tooLarge > 0)
        report(RoadIssue::Rule::Paper, QStringLiteral("print.spaceMm"), -1, std::nullopt,
               tr("tile pieces of up to %1 × %2 mm do not fit the %3 × %4 mm printable area of %5 "
                  "and will be tiled across several sheets (%6 pieces)")
                   .arg(std::ceil(largest.width()))
                   .arg(std::ceil(largest.height()))
                   .arg(printable.width())
                   .arg(printable.height())
                   .arg(page.displayName())
                   .arg(tooLarge));
}

} // namespace cw::visions
