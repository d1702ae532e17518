#pragma once

#include "RiverMap.h"
#include "SalmonActions.h"

#include <array>
#include <optional>
#include <vector>

namespace cw::salmon {

// Where Swim cards take a salmon: the movement rules written once, for play, the AI's previews
// and the editor's reachability check (RiverValidator).

// The hexes a Swim card enters from `from`, in order (one for a basic Swim or Wild, two for a
// Double Swim); nullopt when the move is cancelled because some step leaves the river or enters
// rock or a waterfall (rulebook, "Se déplacer hors du plateau, dans une cascade ou un rocher": the
// whole move must be possible).
std::optional<std::vector<Hex>> swimSteps(const RiverMap &river, Hex from, SwimMove move);

// A jump (rulebook, "Sauter"; RULINGS.md): two Swim cards resolved as one path, each card's steps
// in order. `passed` holds every hex flown over (all but the landing); `landing` the hex reached.
struct JumpPath {
    std::vector<Hex> passed;
    Hex landing;
};
// The jump's path when it is legal: at least one passed hex is a waterfall, none is rock or off
// the river, and the landing hex is water. nullopt otherwise.
std::optional<JumpPath> jumpPath(const RiverMap &river, Hex from, SwimMove first, SwimMove second);

// The same two rules without allocating, for the engine's hot path (random playouts list every
// jump of every position). The functions above are written with these, so the rule exists once.
struct SwimStepsFixed {
    std::array<Hex, 2> hexes{};
    int count = 0;
};
// False when the move is cancelled; otherwise out holds the hexes entered, in order.
bool swimStepsInto(const RiverMap &river, Hex from, SwimMove move, SwimStepsFixed *out);
struct JumpPathFixed {
    std::array<Hex, 3> passed{};
    int passedCount = 0;
    Hex landing;
};
// False when the jump is illegal; otherwise out holds the passed hexes and the landing.
bool jumpPathInto(const RiverMap &river, Hex from, SwimMove first, SwimMove second,
                  JumpPathFixed *out);

} // namespace cw::salmon
