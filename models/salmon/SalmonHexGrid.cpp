#include "SalmonHexGrid.h"

#include <cstdlib>
#include <cstring>

namespace cw::salmon {

QString hexLabel(Hex hex)
{
    return QStringLiteral("%1-%2").arg(hex.col + 1).arg(hex.row + 1);
}

namespace {

constexpr std::array<const char *, DirectionCount> Keys{"N", "NE", "SE", "S", "SW", "NW"};

// Offset coordinates to cube coordinates (x, y, z with x + y + z = 0), for distances. With rows
// mirrored to grow downward, raised odd columns are the textbook "even-q" layout.
struct Cube {
    int x, y, z;
};
Cube toCube(Hex hex)
{
    const int down = -hex.row; // rows grow downward in the textbook formula
    const int x = hex.col;
    const int z = down - (hex.col + (hex.col & 1)) / 2;
    return {x, -x - z, z};
}

} // namespace

int hexDistance(Hex a, Hex b)
{
    const Cube p = toCube(a), q = toCube(b);
    return (std::abs(p.x - q.x) + std::abs(p.y - q.y) + std::abs(p.z - q.z)) / 2;
}

const char *directionKey(Direction direction)
{
    return Keys[std::size_t(direction)];
}

bool directionFromKey(const char *key, Direction *out)
{
    for (int i = 0; i < DirectionCount; ++i) {
        if (std::strcmp(Keys[std::size_t(i)], key) == 0) {
            *out = Direction(i);
            return true;
        }
    }
    return false;
}

} // namespace cw::salmon
