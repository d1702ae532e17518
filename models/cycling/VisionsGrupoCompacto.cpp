// Grupo Compacto (rulebook, "Event cards"; RULINGS.md, "Phases"): the rearmost riders may close
// up to the rider ahead of them.
#include "VisionsGrupoCompacto.h"

#include "VisionsGame.h"

#include <algorithm>
#include <array>

namespace cw::cycling::VisionsGrupoCompacto {

std::vector<int> ridersOnRoad(const VisionsGame &game)
{
    std::vector<int> riders;
    std::array<int, MaxRiders> key{}; // placeKey, worked out once per rider
    for (int r = 0; r < game.state().riderCount(); ++r)
        if (game.state().riders[std::size_t(r)].where == VisionsRider::Where::Road) {
            riders.push_back(r);
            key[std::size_t(r)] = game.placeKey(r);
        }
    std::sort(riders.begin(), riders.end(),
              [&](int a, int b) { return key[std::size_t(a)] < key[std::size_t(b)]; });
    return riders;
}

std::vector<int> rearmost(const VisionsGame &game, int n)
{
    std::vector<int> riders = ridersOnRoad(game);
    if (int(riders.size()) > n)
        riders.erase(riders.begin(), riders.end() - n);
    return riders;
}

std::vector<int> spaces(const VisionsGame &game, int rider, int rows, bool behindNext)
{
    const VisionsRider &r = game.state().riders[std::size_t(rider)];
    if (r.where != VisionsRider::Where::Road)
        return {};
    const RaceTrack &track = game.track();
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
    std::vector<int> out;
    const int end = track.firstCell(std::min(row + rows, track.rowCount() - 1) + 1);
    for (int cell = track.firstCell(row + 1); cell < end; ++cell)
        if (track.rank(cell) > limit && game.riderAt(cell) < 0)
            out.push_back(cell);
    std::sort(out.begin(), out.end(), [&](int a, int b) { return track.rank(a) < track.rank(b); });
    return out;
}

} // namespace cw::cycling::VisionsGrupoCompacto
