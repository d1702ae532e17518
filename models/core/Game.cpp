#include "Game.h"

#include "StateBytes.h"

#include <algorithm>

namespace cw {

bool Game::isLegal(Action action) const
{
    if (isOver())
        return false;
    const ActionList actions = legalActions();
    return std::find(actions.begin(), actions.end(), action) != actions.end();
}

std::vector<double> Game::returns() const
{
    const std::vector<int> rank = ranks();
    const int seats = seatCount();
    std::vector<double> result(std::size_t(seats), 0.5);
    if (seats < 2)
        return result;
    for (int seat = 0; seat < seats; ++seat)
        result[std::size_t(seat)] = double(seats - rank[std::size_t(seat)]) / double(seats - 1);
    return result;
}

void Game::writeState(StateWriter &out) const
{
    Q_UNUSED(out)
}

bool Game::readState(StateReader &in)
{
    in.fail(gameId(), QStringLiteral("this game does not load saved positions"));
    return false;
}

} // namespace cw
