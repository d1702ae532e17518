#pragma once

#include "VisionsCourseGeometry.h"
#include "VisionsCourseMap.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace cw::visions {

// One rules problem of a road, with what the editor needs to point at it: the placement (index
// into VisionsCourse::tiles, -1 for the road as a whole), the row of that tile where one applies,
// and the bonus line (index into VisionsCourse::bonusLines) where the problem is one.
struct RoadIssue {
    // Which rule the issue breaks, so that the editor can choose how to show it and tests can
    // tell issues apart without reading translated messages.
    enum class Rule : std::uint8_t {
        NoTiles,
        UnknownTile,
        TileOrder, // the first not the Start, the last not the Finish, either one in between
        TileTwice,
        LaneJoin,
        BonusPlace,   // a bonus line outside its tile's rows, or on a tile the road does not have
        BonusTerrain, // a sprint line off sprint terrain, a mountain line off mountain terrain
        BonusOnEnds,  // a bonus line on the Start or the Finish
        BonusTwice,   // two bonus lines on one tile
        TooManyBonus,
        Seats,
        StartSpaces,
        Overlap,
        Table, // warning
        Paper  // warning
    };

    Rule rule = Rule::NoTiles;
    CourseProblem problem;
    int placement = -1;
    std::optional<int> row; // in the tile's own rows, from 0
    int bonusLine = -1;
};

// The rules check of a Visions of Rainbows road (the course kind's rules, the editor's problem
// list, VisionsCourse::fromJson; docs/rules/visions.md, "The road"). Errors: no tiles; an unknown
// tile or side; the first tile not the Start, the last not the Finish, either one in between; a
// tile used twice (a tile has one side up); lane counts that differ where two tiles join; a bonus
// line outside its tile, off its terrain, on the Start or Finish (these say where a line of its
// type may go: VisionsBonusLinePlaces), a second one on a tile, more than five; a seat count
// outside 3-7; fewer start spaces than the riders the seats need (with no seats given, than the
// smallest game needs); tiles that overlap on the table. Warnings: the layout does not fit the
// table; a tile piece does not fit the paper's printable area. Every message names the tile by its
// place and side and, where it applies, the row.
class VisionsCourseValidator {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsCourseValidator)

public:
    static constexpr int MinSeats = 3;
    static constexpr int MaxSeats = 7;
    static constexpr int MaxBonusLines = 5;

    explicit VisionsCourseValidator(const VisionsCourse &road,
                                    const CourseCheckOptions &options = {});
    VisionsCourseValidator(const VisionsCourseValidator &) = delete; // m_geometry points into m_map
    VisionsCourseValidator &operator=(const VisionsCourseValidator &) = delete;

    // Riders per team for a seat count (rulebook, "Choose teams and riders"); 0 outside 3-7.
    static int ridersPerTeam(int seats);

    const std::vector<RoadIssue> &issues() const { return m_issues; }
    // The issues as course problems, in the same order.
    CourseProblems problems() const;
    bool hasErrors() const;
    const VisionsCourseMap &map() const { return m_map; }
    const VisionsCourseGeometry &geometry() const { return m_geometry; }

    // "Tile 3 (2B)": a placement's number and its tile side, as messages name it.
    static QString tileLabel(const VisionsCourse &road, int placement);
    // "tile 3 (2B)", inside a sentence.
    static QString tileInText(const VisionsCourse &road, int placement);
    // "2B", "S", "C3A", or a custom tile's name and side.
    static QString sideName(const VisionsCourse &road, int placement);
    // The tile-order rule (docs/rules/visions.md, "The road": the Start first, the Finish last)
    // on a tile of `role` at `placement` of a road of `count` tiles: what it breaks there,
    // nothing when it may lie there. The editor asks before it moves a tile.
    static QStringList orderProblems(TileRole role, int placement, int count);

private:
    void checkTiles();
    void checkJoins();
    void checkBonusLines();
    void checkStart(const CourseCheckOptions &options);
    void checkTable();
    void checkPaper(const CourseCheckOptions &options);

    QString label(int placement) const { return tileLabel(m_road, placement); }
    QString other(int placement) const { return tileInText(m_road, placement); }
    // "Tile 3 (2B), between rows 5 and 6": where bonus line `row` of the file lies.
    QString between(int placement, int row) const;
    // "Tile 3 (2B), row 4": with the row from 1.
    QString label(int placement, int row) const;
    void report(RoadIssue::Rule rule, const QString &path, int placement, std::optional<int> row,
                const QString &message, int bonusLine = -1);

    VisionsCourse m_road; // a copy: validators outlive the roads they are given
    VisionsCourseMap m_map;
    VisionsCourseGeometry m_geometry;
    std::vector<RoadIssue> m_issues;
};

} // namespace cw::visions
