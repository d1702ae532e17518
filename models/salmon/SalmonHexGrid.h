#pragma once

#include <QString>

#include <array>
#include <cstdint>

namespace cw::salmon {

// A hex of the river, in offset coordinates on a grid of flat-topped hexes (docs/rules/salmon.md,
// "The river": the river runs up the screen). Columns run left to right; rows run upstream, row 0
// at the bottom of the river. Odd columns sit half a hex further upstream than even ones, so every
// board, placed at an even column and any row, keeps the same neighbours wherever it is put.
struct Hex {
    int col = 0;
    int row = 0;
    bool operator==(const Hex &) const = default;
};

// How a person reads a hex, everywhere (Players dock, game log, replay text, validation messages,
// the editor): "column-row", both counted from 1, column 1 at the left, row 1 at the downstream
// edge: Hex{5, 1} is "6-2". Data (files, the views' JSON) keeps the 0-based numbers.
// docs/course-format.md, "Hex notation".
QString hexLabel(Hex hex);

// The six neighbours, clockwise from straight upstream. Swim Forward enters North, Swim Left
// NorthWest and Swim Right NorthEast (docs/rules/salmon.md, "The river"); salmon never swim
// South by their own cards.
enum class Direction : std::uint8_t { North, NorthEast, SouthEast, South, SouthWest, NorthWest };
constexpr int DirectionCount = 6;

constexpr Direction opposite(Direction direction)
{
    return Direction((int(direction) + 3) % DirectionCount);
}

// The neighbour of `hex` in `direction`. The grid has no edges: whether the neighbour is part of
// the river is the river's business (SalmonCourseMap::contains).
constexpr Hex neighbour(Hex hex, Direction direction)
{
    const bool raised = (hex.col & 1) != 0; // odd columns sit half a hex upstream
    switch (direction) {
    case Direction::North:
        return {hex.col, hex.row + 1};
    case Direction::South:
        return {hex.col, hex.row - 1};
    case Direction::NorthEast:
        return {hex.col + 1, raised ? hex.row + 1 : hex.row};
    case Direction::SouthEast:
        return {hex.col + 1, raised ? hex.row : hex.row - 1};
    case Direction::NorthWest:
        return {hex.col - 1, raised ? hex.row + 1 : hex.row};
    case Direction::SouthWest:
        return {hex.col - 1, raised ? hex.row : hex.row - 1};
    }
    return hex;
}

// Steps between two hexes (cube distance).
int hexDistance(Hex a, Hex b);

// Short names used in files: "N", "NE", "SE", "S", "SW", "NW". directionFromKey returns false for
// anything else.
const char *directionKey(Direction direction);
bool directionFromKey(const char *key, Direction *out);

} // namespace cw::salmon
