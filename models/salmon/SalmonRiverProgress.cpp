// The AI's distance table of a river (SalmonRiverProgress.h).
#include "SalmonRiverProgress.h"

#include "SalmonSwimRules.h"

#include <algorithm>
#include <array>
#include <numeric>

namespace cw::salmon {

namespace {

// How far upstream a hex lies, in half hexes: every Swim step increases it (SalmonHexGrid.h: odd
// columns sit half a hex higher).
int height(Hex hex)
{
    return 2 * hex.row + (hex.col & 1);
}

// The six distinct movements of a card in a jump (Wild moves as the basic Swim of its direction).
constexpr std::array<SwimMove, 6> JumpMoves{SwimMove::Forward,    SwimMove::Left,
                                            SwimMove::Right,      SwimMove::DoubleForward,
                                            SwimMove::DoubleLeft, SwimMove::DoubleRight};

} // namespace

SalmonRiverProgress::SalmonRiverProgress(const SalmonCourseMap &river)
    : m_columns(river.columns()), m_rows(river.rows()),
      m_distance(std::size_t(river.cellCount()), Unreachable)
{
    std::vector<int> order(std::size_t(river.cellCount()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return height(river.hexAt(a)) > height(river.hexAt(b)); });
    // Upstream first: every hex a move reaches is settled before the hexes it is reached from.
    for (const int index : order) {
        const Hex hex = river.hexAt(index);
        const HexCell &cell = river.at(hex);
        if (!cell.isWater())
            continue;
        double best = Unreachable;
        if (cell.spawn) {
            best = 0;
        } else {
            for (const Direction direction :
                 {Direction::North, Direction::NorthWest, Direction::NorthEast}) {
                const Hex next = neighbour(hex, direction);
                if (river.at(next).isWater())
                    best = std::min(best, 1 + distance(next));
            }
            for (const SwimMove first : JumpMoves) {
                for (const SwimMove second : JumpMoves) {
                    const std::optional<JumpPath> jump = jumpPath(river, hex, first, second);
                    if (jump) {
                        const int steps = stepsOf(first) + stepsOf(second);
                        best = std::min(best, steps + JumpEffort + distance(jump->landing));
                    }
                }
            }
        }
        m_distance[std::size_t(index)] = std::min(best, Unreachable);
    }
    for (const Hex start : river.startHexes()) {
        const double d = distance(start);
        if (d < Unreachable)
            m_raceLength = std::max(m_raceLength, d);
    }
}

const SalmonRiverProgress &
SalmonRiverProgress::of(const std::shared_ptr<const SalmonCourseMap> &river)
{
    // Holding the river keeps its address from being reused by another river while cached.
    struct Entry {
        std::shared_ptr<const SalmonCourseMap> river;
        std::unique_ptr<SalmonRiverProgress> progress;
    };
    thread_local std::array<Entry, 4> cache;
    thread_local std::size_t next = 0;
    for (const Entry &entry : cache)
        if (entry.river == river && entry.progress)
            return *entry.progress;
    Entry &entry = cache[next];
    next = (next + 1) % cache.size();
    entry.progress = std::make_unique<SalmonRiverProgress>(river ? *river : SalmonCourseMap());
    entry.river = river;
    return *entry.progress;
}

} // namespace cw::salmon
