// Grupo Compacto (rulebook, "Event cards"; docs/rules/visions.md, "Grupo Compacto"): the rearmost
// riders may close up to the rider ahead of them.
#include "VisionsGrupoCompacto.h"

#include "VisionsGame.h"

#include <algorithm>
#include <array>

namespace cw::visions::VisionsGrupoCompacto {

VisionsRiderLine ridersOnRoad(const VisionsGame &game)
{
    std::array<int, MaxRiders> riders{};
    int count = 0;
    std::array<int, MaxRiders> key{}; // placeKey, worked out once per rider
    for (int r = 0; r < game.state().riderCount(); ++r)
        if (game.state().riders[std::size_t(r)].where == VisionsRider::Where::Road) {
            riders[std::size_t(count++)] = r;
            key[std::size_t(r)] = game.placeKey(r);
        }
    std::sort(riders.begin(), riders.begin() + count,
              [&](int a, int b) { return key[std::size_t(a)] < key[std::size_t(b)]; });
    VisionsRiderLine line;
    for (int i = 0; i < count; ++i)
        line.push_back(riders[std::size_t(i)]);
    return line;
}

std::vector<int> rearmost(const VisionsGame &game, int n)
{
    const VisionsRiderLine riders = ridersOnRoad(game);
    return std::vector<int>(riders.end() - std::min(n, riders.size()), riders.end());
}

namespace {

// Hands `take` each space of spaces(), best placed first, until it returns true.
template <typename Take>
void findSpaces(const VisionsGame &game, int rider, int rows, bool behindNext, Take take)
{
    const VisionsRider &r = game.state().riders[std::size_t(rider)];
    if (r.where != VisionsRider::Where::Road)
        return;
    const VisionsRaceTrack &track = game.track();
    const int row = track.position(r.cell).row;
    // The next rider ahead: the worst placed of the riders on the road placed better.
    int limit = -1;
    if (behindNext) {
        const VisionsState &s = game.state();
        const int key = game.placeKey(rider);
        int aheadKey = -1;
        for (int other = 0; other < s.riderCount(); ++other)
            if (s.riders[std::size_t(other)].where == VisionsRider::Where::Road)
                if (const int otherKey = game.placeKey(other);
                    otherKey < key && otherKey > aheadKey) {
                    aheadKey = otherKey;
                    limit = track.rank(s.riders[std::size_t(other)].cell);
                }
    }
    // The rows ahead have consecutive ranks: walked best placed first, behind the limit.
    const int lastRow = std::min(row + rows, track.rowCount() - 1);
    if (lastRow <= row)
        return;
    const int best = lastRow + 1 < track.rowCount() ? track.roadSideRank(lastRow + 1) + 1 : 0;
    for (int rank = std::max(best, limit + 1); rank <= track.roadSideRank(row + 1); ++rank)
        if (const int cell = track.cellOfRank(rank); game.riderAt(cell) < 0 && take(cell))
            return;
}

} // namespace

std::vector<int> spaces(const VisionsGame &game, int rider, int rows, bool behindNext)
{
    std::vector<int> out;
    findSpaces(game, rider, rows, behindNext, [&](int cell) {
        out.push_back(cell);
        return false;
    });
    return out;
}

bool hasSpace(const VisionsGame &game, int rider, int rows, bool behindNext)
{
    bool found = false;
    findSpaces(game, rider, rows, behindNext, [&](int) { return found = true; });
    return found;
}

} // namespace cw::visions::VisionsGrupoCompacto
