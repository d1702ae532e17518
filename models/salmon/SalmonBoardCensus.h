#pragma once

#include "SalmonCourse.h"

#include <array>
#include <vector>

namespace cw::salmon {

// What one board holds, for the editor's information panel and for comparing sides: a designer
// balancing a hard side wants its rocks, waterfalls, double currents, bears and rapids at a glance.
struct BoardCensus {
    int water = 0; // hexes a salmon can stop on
    int rocks = 0;
    int waterfalls = 0;
    int bearPaws = 0;                       // bear tokens the board puts on the river
    int currentArrows = 0;                  // every arrow of every hex
    int doubleCurrents = 0;                 // hexes with two arrows
    std::array<int, SymbolCount> symbols{}; // by Symbol; symbols[None] counts plain river hexes

    int symbol(Symbol which) const { return symbols[std::size_t(which)]; }
    BoardCensus &operator+=(const BoardCensus &other);
    bool operator==(const BoardCensus &) const = default;
};

BoardCensus censusOf(const SalmonRiverBoard &board);

// The census of each board of a river (one per placement; unknown ids count as empty boards) and
// of the whole river.
struct SalmonBoardCensus {
    std::vector<BoardCensus> boards;
    BoardCensus total;

    static SalmonBoardCensus of(const SalmonCourse &river);
};

} // namespace cw::salmon
