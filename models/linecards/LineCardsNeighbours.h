#pragma once

// The squares next to each square of every grid Line cards takes, worked out at compile time, and
// the open exits of a seat's last card: the inner loops of the rules engine, shared by
// LineCardsGame.cpp (the legal actions) and LineCardsTurn.cpp (the turn flow).
#include "LineCardsGame.h"

#include <array>
#include <bit>
#include <cstdint>

namespace cw::linecards {

// The square one step from each square towards each direction (-1: off a grid that does not
// wrap), for every grid the game takes, worked out at compile time: listing the legal cards and
// checking that a seat can lay one ask it for every exit of every source, on every action.
using NeighbourTable = std::array<std::array<std::int8_t, DirCount>, MaxSquares>;
inline constexpr int GridKinds = (MaxSide - MinSide + 1) * 2; // every side, wrapping or not

constexpr NeighbourTable makeNeighbours(int side, bool wrap)
{
    NeighbourTable table{};
    for (int square = 0; square < MaxSquares; ++square) {
        for (int d = 0; d < DirCount; ++d) {
            int row = rowOf(square), column = columnOf(square);
            row += d == int(Dir::Down) ? 1 : d == int(Dir::Up) ? -1 : 0;
            column += d == int(Dir::Right) ? 1 : d == int(Dir::Left) ? -1 : 0;
            std::int8_t next = -1;
            if (row >= 0 && row < side && column >= 0 && column < side)
                next = std::int8_t(squareIndex(row, column));
            else if (wrap) // BR005 with wrapping off: the line ends at the edge
                next = std::int8_t(squareIndex((row + side) % side, (column + side) % side));
            table[std::size_t(square)][std::size_t(d)] = next;
        }
    }
    return table;
}

inline constexpr std::array<NeighbourTable, GridKinds> Neighbours = [] {
    std::array<NeighbourTable, GridKinds> tables{};
    for (int side = MinSide; side <= MaxSide; ++side)
        for (int wrap = 0; wrap < 2; ++wrap)
            tables[std::size_t((side - MinSide) * 2 + wrap)] = makeNeighbours(side, wrap != 0);
    return tables;
}();

// The neighbours of every square of the state's grid.
inline const NeighbourTable &neighboursOn(const LineCardsState &s)
{
    return Neighbours[std::size_t((s.side - MinSide) * 2 + (s.wrap ? 1 : 0))];
}

inline std::uint8_t LineCardsGame::openExitsOfLast(int seat) const
{
    const PlayerState &p = m_state.players[std::size_t(seat)];
    const auto &neighbours = neighboursOn(m_state)[std::size_t(p.lastSquare)];
    const SquareBits occupied = m_state.occupied();
    std::uint8_t open = 0;
    for (std::uint8_t exits = p.lastExits; exits != 0; exits &= std::uint8_t(exits - 1)) {
        const int dir = std::countr_zero(exits);
        const int next = neighbours[std::size_t(dir)];
        if (next >= 0 && !contains(occupied, next))
            open |= dirBit(Dir(dir));
    }
    return open;
}

} // namespace cw::linecards
