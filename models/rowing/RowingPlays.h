#pragma once

#include "RowingActionLists.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

namespace cw::rowing {

// Every play of exactly `need` playable cards (1, 2 or 4: cardsRequired) from a hand, as PlayCards
// actions, listed once at compile time. RowingGame::legalActions lists a turn's plays on every
// move of every random playout; looking the list up costs a few instructions where building it
// cost nested loops whose bounds change from hand to hand (and mispredicted their exits).
//
// A play uses at most `need` cards of one type, so the list depends only on each playable count
// capped at `need`: (need + 1)^4 hands for each need, 722 lists of 7,742 plays in all.
//
// Order (the order of legalActions, which search trees and fingerprints see): Pace 3s, then
// Pace 2s, then Pace 1s ascending, Instability cards making up the rest; so the Pace 1s start at
// what the Instability cards cannot cover.
namespace plays {

constexpr int Needs[] = {1, 2, 4};
constexpr int ListCount = 2 * 2 * 2 * 2 + 3 * 3 * 3 * 3 + 5 * 5 * 5 * 5;
constexpr int PlayCount = 7742;

// The first list of each need: needs in ascending order, each with (need + 1)^4 lists.
constexpr int firstList(int need)
{
    return need == 1 ? 0 : need == 2 ? 2 * 2 * 2 * 2 : 2 * 2 * 2 * 2 + 3 * 3 * 3 * 3;
}

using Table = ActionLists<ListCount, PlayCount>;

constexpr Table build()
{
    Table t;
    int count = 0;
    int list = 0;
    for (int need : Needs)
        for (int h3 = 0; h3 <= need; ++h3)
            for (int h2 = 0; h2 <= need; ++h2)
                for (int h1 = 0; h1 <= need; ++h1)
                    for (int hi = 0; hi <= need; ++hi) {
                        t.start[std::size_t(list++)] = std::uint16_t(count);
                        for (int p3 = 0; p3 <= std::min(need, h3); ++p3)
                            for (int p2 = 0; p2 <= std::min(need - p3, h2); ++p2) {
                                const int rest = need - p3 - p2;
                                for (int p1 = std::max(0, rest - hi); p1 <= std::min(rest, h1);
                                     ++p1)
                                    t.actions[std::size_t(count++)] =
                                        PlayBase + p1 + 5 * p2 + 25 * p3 + 125 * (rest - p1);
                            }
                    }
    t.start[std::size_t(list)] = std::uint16_t(count);
    return t;
}

inline constexpr Table table = build();
static_assert(table.full());

} // namespace plays

// The plays of `need` cards from `hand`, which holds at least `need` playable cards (otherwise
// the hand is cluttered and has one play: RowingGame::legalActions).
inline std::span<const Action> playsOf(int need, const CardCounts &hand)
{
    // Written out rather than looped, and the first list of each need looked up rather than
    // chosen: this runs on every play of every playout.
    static constexpr std::array<int, 5> FirstList{0, plays::firstList(1), plays::firstList(2), 0,
                                                  plays::firstList(4)};
    const int base = need + 1;
    const auto capped = [&](Card card) { return std::min(hand[card], need); };
    const int list =
        FirstList[std::size_t(need)] +
        ((capped(Card::Pace3) * base + capped(Card::Pace2)) * base + capped(Card::Pace1)) * base +
        capped(Card::Instability);
    return plays::table.list(list);
}

} // namespace cw::rowing
