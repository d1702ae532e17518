#pragma once

#include "RowingActions.h"

#include <array>
#include <cstdint>
#include <span>

namespace cw::rowing {

// Lists of actions worked out at compile time and stored end to end (RowingPlays.h,
// RowingDiscards.h): list k is actions[start[k], start[k + 1]). Whole actions, not anything
// narrower, so that legalActions copies a list with one memmove.
template <int ListCount, int ActionCount>
struct ActionLists {
    std::array<std::uint16_t, ListCount + 1> start{};
    std::array<Action, ActionCount> actions{};

    constexpr std::span<const Action> list(int k) const
    {
        const std::size_t first = start[std::size_t(k)];
        return {actions.data() + first, start[std::size_t(k + 1)] - first};
    }
    // Whether build() filled exactly the space it was given.
    constexpr bool full() const { return start[ListCount] == ActionCount; }
};

} // namespace cw::rowing
