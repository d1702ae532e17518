#pragma once

#include "course/CourseProblem.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace cw::visions {

// The terrain of a row (docs/rules/visions.md, "The road"): what class modifiers and bonus lines
// read.
enum class RoadTerrain : std::uint8_t { Flats, Mountain, Descent, Sprint, Cobbles };
constexpr int RoadTerrainCount = 5;

// "flats", "mountain", …, as in tile files; nullopt for anything else.
QString terrainKey(RoadTerrain terrain);
std::optional<RoadTerrain> terrainFromKey(const QString &key);

// One row of a tile side: its lanes (numbered from the left, in the direction of travel), the
// lane of its priority line, its terrain, and how many pseudo-spaces each lane holds (1, or 2 on
// the outside of a curve; docs/rules/visions.md, "The road").
struct RoadRow {
    static constexpr int MaxLanes = 4;
    static constexpr int MaxPseudo = 2;

    int lanes = 3;
    int priority = 0;
    RoadTerrain terrain = RoadTerrain::Flats;
    std::vector<int> pseudo{1, 1, 1}; // one entry per lane

    bool operator==(const RoadRow &) const = default;
};

// The shape of a tile side: a straight, or a 90° curve turning left or right around a centre
// `radius` road spaces from the road's centre line. Rows of a curve divide its angle equally.
struct TileShape {
    enum class Kind : std::uint8_t { Straight, Curve };
    static constexpr double MinRadius = 1;
    static constexpr double MaxRadius = 20;

    Kind kind = Kind::Straight;
    bool left = false;   // curves: turning left (else right)
    double radius = 3.5; // curves: of the centre line, in road spaces

    bool isCurve() const { return kind == Kind::Curve; }
    bool operator==(const TileShape &) const = default;
};

// Where a tile goes in a road: the start first, the finish last, road tiles in between.
enum class TileRole : std::uint8_t { Start, Road, Finish };

// One side of a tile: its rows from the entry (row 0) to the exit, and its shape. A start side
// holds the numbered start spaces in its first `startRows` rows; a finish side has the finish
// line after its last row.
struct TileSide {
    QString side; // "A" or "B"
    TileShape shape;
    std::vector<RoadRow> rows;
    int startRows = 0; // start tiles: the rows behind the start line

    bool operator==(const TileSide &) const = default;
};

// A physical map tile (docs/rules/visions.md, "Map tiles"): one or two sides, printed in `pieces`
// pieces (the start and the finish come in two). A road uses each tile at most once, one side up.
struct VisionsTile {
    // From what a table holds: a road of 40 tiles of 60 rows is 2400 rows, far beyond any game.
    static constexpr int MaxRows = 60;
    static constexpr int MaxPieces = 4;
    // The longest id and name the reader takes; the editor's fields take no more.
    static constexpr int MaxIdLength = 32;
    static constexpr int MaxNameLength = 100;

    QString id;   // "S", "F", "1"…"6", "C1"…"C7"; custom tiles: any other unique id
    QString name; // shown in the editor; empty for the built-in tiles
    TileRole role = TileRole::Road;
    int pieces = 1;
    std::vector<TileSide> sides;

    // The side "A" or "B", or nullptr.
    const TileSide *findSide(const QString &side) const;

    QJsonObject toJson() const;
    // Reads a tile; problems are named from `path` ("customTiles[0]"). Returns nullopt and
    // appends them when the tile is not sound: rows, lanes, pseudo-spaces or sides out of range.
    static std::optional<VisionsTile> read(const QJsonObject &json, const QString &path,
                                           CourseProblems *problems);

    bool operator==(const VisionsTile &) const = default;

    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsTile)
};

} // namespace cw::visions
