#pragma once

#include "SalmonActions.h"
#include "SalmonCourseMap.h"

#include <array>
#include <optional>
#include <vector>

namespace cw::salmon {

// Where Swim cards take a salmon: the movement rules written once, for play, the AI's previews
// and the editor's reachability check (SalmonCourseValidator).

// The hexes a Swim card enters from `from`, in order (one for a basic Swim or Wild, two for a
// Double Swim); nullopt when the move is cancelled because some step leaves the river or enters
// rock or a waterfall (rulebook, "Se déplacer hors du plateau, dans une cascade ou un rocher": the
// whole move must be possible).
std::optional<std::vector<Hex>> swimSteps(const SalmonCourseMap &river, Hex from, SwimMove move);

// A jump (rulebook, "Sauter"; docs/rules/salmon.md, "Jumps"): two Swim cards resolved as one path,
// each card's steps in order. `passed` holds every hex flown over (all but the landing); `landing`
// the hex reached.
struct JumpPath {
    std::vector<Hex> passed;
    Hex landing;
};
// The jump's path when it is legal: at least one passed hex is a waterfall, none is rock or off
// the river, and the landing hex is water. nullopt otherwise.
std::optional<JumpPath> jumpPath(const SalmonCourseMap &river, Hex from, SwimMove first,
                                 SwimMove second);

// The same two rules without allocating, for the engine's hot path (random playouts list every
// jump of every position). The functions above are written with these, so the rule exists once.
struct SwimStepsFixed {
    std::array<Hex, 2> hexes{};
    int count = 0;
};
// False when the move is cancelled; otherwise out holds the hexes entered, in order.
bool swimStepsInto(const SalmonCourseMap &river, Hex from, SwimMove move, SwimStepsFixed *out);
struct JumpPathFixed {
    std::array<Hex, 3> passed{};
    int passedCount = 0;
    Hex landing;
};
// False when the jump is illegal; otherwise out holds the passed hexes and the landing.
bool jumpPathInto(const SalmonCourseMap &river, Hex from, SwimMove first, SwimMove second,
                  JumpPathFixed *out);

// Why a move is refused, for the people who play (SalmonNarration words it): the first rule
// above that it breaks, None when it breaks none. These are the same checks, so a reason the board
// gives is always the rule that refuses the move.
enum class MoveFault : std::uint8_t {
    None,
    OffRiver,        // a step leaves the river (onto the bank or off the boards)
    Rock,            // a step enters, or a jump flies over, a rock
    Waterfall,       // a Swim card enters a waterfall (only a jump passes one)
    NoWaterfall,     // a jump flies over no waterfall
    LandingNotWater, // a jump lands on rock, a waterfall or the bank
    // The turn's limits (SalmonGame::swimFault, jumpFault):
    Spawned,      // the salmon has reached the spawning ground and moves no more
    NoRoomForJump // a jump takes two of the turn's three plays
};
MoveFault swimFault(const SalmonCourseMap &river, Hex from, SwimMove move);
MoveFault jumpFault(const SalmonCourseMap &river, Hex from, SwimMove first, SwimMove second);

} // namespace cw::salmon
