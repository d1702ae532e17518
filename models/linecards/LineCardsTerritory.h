#pragma once

#include "LineCardsGame.h"

#include <array>

namespace cw::linecards {

// The Easy AI's and the search's reading of a position (the "territory heuristic"): the
// empty squares each line reaches first, stepping square by square over empty squares (on the
// torus when the grid wraps). A line starts from the squares its last card's open exits face,
// one step away; the open exits of its earlier cards count TurnAroundSteps more, and only while
// the player has energy (Turn around, BR012). A square both lines reach at the same distance
// belongs to neither.
struct LineCardsTerritory {
    static constexpr int TurnAroundSteps = 2;

    std::array<int, Players> squares{};
    // Whether the player's last card has an open exit, or (with energy) any card has: a line
    // that has neither cannot lay its next card.
    std::array<bool, Players> alive{};

    static LineCardsTerritory of(const LineCardsGame &game);

    // Squares owned by `seat` less those of the other line; a dead line is worth -(side²).
    int margin(int seat, int side) const;
};

} // namespace cw::linecards
