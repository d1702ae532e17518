#include "Territory.h"

#include <algorithm>

namespace cw::linecards {

namespace {

constexpr int Unreached = 1 << 14;

// Breadth-first distances from the seat's line over empty squares. Seeds enter at distance 1 or
// 1 + TurnAroundSteps; a bucket per distance keeps the search a plain BFS.
void distances(const LineCardsGame &game, int seat, std::array<int, MaxSquares> &dist, bool &alive)
{
    const LineCardsState &s = game.state();
    dist.fill(Unreached);
    // A circular queue: a square goes back in whenever its distance improves (a seed two steps
    // further away may be reached sooner from a nearer one), so the distances are exact.
    constexpr int QueueSize = 1024;
    std::array<std::int16_t, QueueSize> queue{};
    int head = 0, tail = 0;
    const PlayerState &p = s.players[std::size_t(seat)];
    const auto seedFrom = [&](int source, int distance) {
        bool any = false;
        for (int d = 0; d < DirCount; ++d) {
            if (!game.isOpenExit(source, Dir(d)))
                continue;
            any = true;
            const int target = game.neighbour(source, Dir(d));
            if (dist[std::size_t(target)] > distance)
                dist[std::size_t(target)] = distance;
        }
        return any;
    };
    alive = seedFrom(p.lastSquare, 1);
    if (p.energy > 0) {
        for (int row = 0; row < s.side; ++row)
            for (int column = 0; column < s.side; ++column) {
                const int square = squareIndex(row, column);
                if (square != p.lastSquare && s.squares[std::size_t(square)].owner == seat)
                    alive = seedFrom(square, 1 + Territory::TurnAroundSteps) || alive;
            }
    }
    // Seeds in distance order, then a BFS in which every step adds 1.
    for (int distance = 1; distance <= 1 + Territory::TurnAroundSteps; ++distance)
        for (int row = 0; row < s.side; ++row)
            for (int column = 0; column < s.side; ++column)
                if (dist[std::size_t(squareIndex(row, column))] == distance)
                    queue[std::size_t(tail++ % QueueSize)] = std::int16_t(squareIndex(row, column));
    while (head < tail) {
        const int square = queue[std::size_t(head++ % QueueSize)];
        const int next = dist[std::size_t(square)] + 1;
        for (int d = 0; d < DirCount; ++d) {
            const int target = game.neighbour(square, Dir(d));
            if (target < 0 || s.squares[std::size_t(target)].owner >= 0)
                continue;
            if (dist[std::size_t(target)] > next && tail - head < QueueSize) {
                dist[std::size_t(target)] = next;
                queue[std::size_t(tail++ % QueueSize)] = std::int16_t(target);
            }
        }
    }
}

} // namespace

Territory Territory::of(const LineCardsGame &game)
{
    Territory t;
    std::array<std::array<int, MaxSquares>, Players> dist{};
    for (int seat = 0; seat < Players; ++seat) {
        bool alive = false;
        distances(game, seat, dist[std::size_t(seat)], alive);
        t.alive[std::size_t(seat)] = alive;
    }
    const int side = game.state().side;
    for (int row = 0; row < side; ++row)
        for (int column = 0; column < side; ++column) {
            const std::size_t square = std::size_t(squareIndex(row, column));
            const int a = dist[0][square], b = dist[1][square];
            if (a < b)
                ++t.squares[0];
            else if (b < a)
                ++t.squares[1];
        }
    return t;
}

int Territory::margin(int seat, int side) const
{
    const int other = 1 - seat;
    if (!alive[std::size_t(seat)] && alive[std::size_t(other)])
        return -side * side;
    if (alive[std::size_t(seat)] && !alive[std::size_t(other)])
        return side * side;
    return squares[std::size_t(seat)] - squares[std::size_t(other)];
}

} // namespace cw::linecards
