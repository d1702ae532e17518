// Grupo Compacto (rulebook, "Event cards"; RULINGS.md, "Phases"): the rearmost riders may close
// up to the rider ahead of them.
#include "VisionsGrupoCompacto.h"

#include "VisionsGame.h"

#include <algorithm>

namespace cw::cycling::VisionsGrupoCompacto {

std::vector<int> ridersOnRoad(const VisionsGame &game)
{
    std::vector<int> riders;
    for (int r = 0; r < game.state().riderCount(); ++r)
        if (game.state().riders[std::size_t(r)].where == VisionsRider::Where::Road)
            riders.push_back(r);
    std::sort(riders.begin(), riders.end(),
              [&](int a, int b) { return game.placeKey(a) < game.placeKey(b); });
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
    for (int other : ridersOnRoad(game))
        if (behindNext && game.placeKey(other) < game.placeKey(rider))
            limit = track.rank(game.state().riders[std::size_t(other)].cell);
    std::vector<int> out;
    for (int cell = 0; cell < track.cellCount(); ++cell) {
        const int to = track.position(cell).row;
        if (to > row && to <= row + rows && track.rank(cell) > limit && game.riderAt(cell) < 0)
            out.push_back(cell);
    }
    std::sort(out.begin(), out.end(), [&](int a, int b) { return track.rank(a) < track.rank(b); });
    return out;
}

} // namespace cw::cycling::VisionsGrupoCompacto
