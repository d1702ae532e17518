#pragma once

#include "LineCardsActions.h"

#include <array>
#include <bit>
#include <cstdint>
#include <utility>

namespace cw::linecards {

// A set of the grid's squares as bits, bit i for the square of index i (squareIndex: row *
// MaxSide + column), so that what the rules and the AI read over the whole grid (the empty
// squares, the open exits of every card of a line, how far each line reaches) is a few bit
// operations rather than a loop over the squares. The largest grid, 11 × 11, reaches index 120:
// one 128-bit word (a GCC and Clang extension, hence __extension__). Bits off the grid stay 0.
__extension__ typedef unsigned __int128 SquareBits;

constexpr SquareBits squareBit(int square)
{
    return SquareBits(1) << square;
}

constexpr bool contains(SquareBits set, int square)
{
    return ((set >> square) & 1) != 0;
}

constexpr int countOf(SquareBits set)
{
    return std::popcount(std::uint64_t(set)) + std::popcount(std::uint64_t(set >> 64));
}

// Calls visit(square) for each square of the set, in square order (row by row).
template <class Visit>
constexpr void forEachSquare(SquareBits set, Visit visit)
{
    for (int half = 0; half < 2; ++half)
        for (std::uint64_t word = std::uint64_t(set >> (64 * half)); word != 0; word &= word - 1)
            visit(64 * half + std::countr_zero(word));
}

// One grid's shape as masks: its squares, the rows and columns at its edges, and how far a step
// across an edge jumps when it wraps (a grid that does not wrap has empty wrap masks, so the same
// shifts serve both).
class LineCardsGridBits {
public:
    // side in MinSide..MaxSide.
    static const LineCardsGridBits &of(int side, bool wrap);

    constexpr LineCardsGridBits(int side, bool wrap)
        : m_rowJump(MaxSide * (side - 1)), m_columnJump(side - 1)
    {
        for (int i = 0; i < side; ++i) {
            m_firstRow |= squareBit(squareIndex(0, i));
            m_lastRow |= squareBit(squareIndex(side - 1, i));
            m_firstColumn |= squareBit(squareIndex(i, 0));
            m_lastColumn |= squareBit(squareIndex(i, side - 1));
            for (int column = 0; column < side; ++column)
                m_all |= squareBit(squareIndex(i, column));
        }
        if (wrap) {
            m_wrapFirstRow = m_firstRow;
            m_wrapLastRow = m_lastRow;
            m_wrapFirstColumn = m_firstColumn;
            m_wrapLastColumn = m_lastColumn;
        }
    }

    SquareBits all() const { return m_all; }

    // The squares one step from those of `set` towards `dir` (LineCardsGame::neighbour for every
    // square at once).
    SquareBits step(SquareBits set, Dir dir) const
    {
        switch (dir) {
        case Dir::Up:
            return (set >> MaxSide) | ((set & m_wrapFirstRow) << m_rowJump);
        case Dir::Down:
            return ((set & ~m_lastRow) << MaxSide) | ((set & m_wrapLastRow) >> m_rowJump);
        case Dir::Left:
            return ((set & ~m_firstColumn) >> 1) | ((set & m_wrapFirstColumn) << m_columnJump);
        case Dir::Right:
            return ((set & ~m_lastColumn) << 1) | ((set & m_wrapLastColumn) >> m_columnJump);
        }
        return 0;
    }

    // The squares one step from those of `set` in any direction.
    SquareBits spread(SquareBits set) const
    {
        return step(set, Dir::Up) | step(set, Dir::Right) | step(set, Dir::Down) |
               step(set, Dir::Left);
    }

private:
    SquareBits m_all = 0;
    SquareBits m_firstRow = 0, m_lastRow = 0, m_firstColumn = 0, m_lastColumn = 0;
    SquareBits m_wrapFirstRow = 0, m_wrapLastRow = 0, m_wrapFirstColumn = 0, m_wrapLastColumn = 0;
    int m_rowJump = 0, m_columnJump = 0;
};

namespace detail {

// Every grid the game takes, side by side, not wrapping then wrapping.
template <std::size_t... I>
constexpr std::array<LineCardsGridBits, sizeof...(I)> everyGrid(std::index_sequence<I...>)
{
    return {LineCardsGridBits(MinSide + int(I / 2), I % 2 != 0)...};
}

inline constexpr auto Grids = everyGrid(std::make_index_sequence<(MaxSide - MinSide + 1) * 2>());

} // namespace detail

inline const LineCardsGridBits &LineCardsGridBits::of(int side, bool wrap)
{
    return detail::Grids[std::size_t((side - MinSide) * 2 + (wrap ? 1 : 0))];
}

} // namespace cw::linecards
