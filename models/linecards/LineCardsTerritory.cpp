#include "LineCardsTerritory.h"

namespace cw::linecards {

namespace {

// Where a line starts: the empty squares its last card's open exits face (distance 1) and, while
// the player has energy, those its earlier cards' open exits face (1 + TurnAroundSteps).
struct Seeds {
    SquareBits near = 0;
    SquareBits far = 0;
};

Seeds seedsOf(const LineCardsGame &game, int seat)
{
    const LineCardsState &s = game.state();
    const PlayerState &p = s.players[std::size_t(seat)];
    const SquareBits last = squareBit(p.lastSquare);
    Seeds seeds;
    seeds.near = game.openTargetsOfLast(seat);
    if (p.energy > 0)
        seeds.far = game.openTargets(seat, s.owned[std::size_t(seat)] & ~last);
    return seeds;
}

} // namespace

// Both lines spread together one step at a time over the empty squares (a breadth-first search
// on bit sets: every square of a step at once). A square goes to the line that reaches it at a
// step the other has not reached it by; one both reach at the same step goes to neither.
LineCardsTerritory LineCardsTerritory::of(const LineCardsGame &game)
{
    const LineCardsGridBits &grid = LineCardsGridBits::of(game.state().side, game.state().wrap);
    const SquareBits empty = game.emptySquares();
    std::array<Seeds, Players> seeds{};
    std::array<SquareBits, Players> front{}, reached{}, won{};
    LineCardsTerritory t;
    for (int seat = 0; seat < Players; ++seat) {
        seeds[std::size_t(seat)] = seedsOf(game, seat);
        t.alive[std::size_t(seat)] =
            (seeds[std::size_t(seat)].near | seeds[std::size_t(seat)].far) != 0;
    }
    constexpr int FarDistance = 1 + TurnAroundSteps;
    for (int distance = 1;; ++distance) {
        for (int seat = 0; seat < Players; ++seat) {
            const std::size_t i = std::size_t(seat);
            SquareBits next = distance == 1 ? seeds[i].near : grid.spread(front[i]) & empty;
            if (distance == FarDistance)
                next |= seeds[i].far;
            front[i] = next & ~reached[i];
        }
        if (distance >= FarDistance && (front[0] | front[1]) == 0)
            break;
        reached[0] |= front[0];
        reached[1] |= front[1];
        won[0] |= front[0] & ~reached[1];
        won[1] |= front[1] & ~reached[0];
    }
    for (int seat = 0; seat < Players; ++seat)
        t.squares[std::size_t(seat)] = countOf(won[std::size_t(seat)]);
    return t;
}

int LineCardsTerritory::margin(int seat, int side) const
{
    const int other = 1 - seat;
    if (!alive[std::size_t(seat)] && alive[std::size_t(other)])
        return -side * side;
    if (alive[std::size_t(seat)] && !alive[std::size_t(other)])
        return side * side;
    return squares[std::size_t(seat)] - squares[std::size_t(other)];
}

} // namespace cw::linecards
