#pragma once

#include "RowingActionLists.h"

#include <cassert>
#include <cstdint>
#include <span>

namespace cw::rowing {

// Every discard a hand allows (each sub-multiset of its Pace cards, as Discard actions), listed
// once at compile time for the reason RowingPlays.h gives: RowingGame::legalActions lists a boat's
// discards on almost every turn of every random playout, and building the list there cost three
// nested loops whose bounds change from hand to hand.
//
// A hand of h1 Pace 1s, h2 Pace 2s and h3 Pace 3s has list h1 + 8·h2 + 64·h3 (the number of the
// action that discards them all). A hand holds at most 7 cards; the lists of larger hands are empty
// and never asked for.
//
// Order (the order of legalActions, which search trees and fingerprints see): Pace 3s, then Pace
// 2s, then Pace 1s, each ascending.
namespace discards {

constexpr int ListCount = 8 * 8 * 8;
constexpr int ActionCount = 1716;

using Table = ActionLists<ListCount, ActionCount>;

constexpr Table build()
{
    Table t;
    int count = 0;
    for (int list = 0; list < ListCount; ++list) {
        t.start[std::size_t(list)] = std::uint16_t(count);
        const int h1 = list % 8, h2 = list / 8 % 8, h3 = list / 64;
        if (h1 + h2 + h3 > HandSize)
            continue;
        for (int d3 = 0; d3 <= h3; ++d3)
            for (int d2 = 0; d2 <= h2; ++d2)
                for (int d1 = 0; d1 <= h1; ++d1)
                    t.actions[std::size_t(count++)] = DiscardBase + d1 + 8 * d2 + 64 * d3;
    }
    t.start[std::size_t(ListCount)] = std::uint16_t(count);
    return t;
}

inline constexpr Table table = build();
static_assert(table.full());

} // namespace discards

// The discards of `hand` (a hand of at most 7 cards), "discard nothing" first.
inline std::span<const Action> discardsOf(const CardCounts &hand)
{
    assert(hand.pace() <= HandSize);
    const int list = hand[Card::Pace1] + 8 * hand[Card::Pace2] + 64 * hand[Card::Pace3];
    return discards::table.list(list);
}

} // namespace cw::rowing
