#include "RowingPositions.h"

#include "ai/AiFactory.h"

namespace cw::bench {

std::vector<rowing::RowingGame> sampledRowingPositions(int count)
{
    const auto easy = makeAiPlayer(QStringLiteral("rowing"), Controller::AiEasy);
    std::vector<rowing::RowingGame> positions;
    for (int k = 0; int(positions.size()) < count; ++k) {
        rowing::RowingGame game(rowing::RowingCourse::standard(), 6, std::uint64_t(1000 + k));
        // Easy races last about 450 moves; spread the stops over them.
        const int stop = 10 + (k * 97) % 420;
        while (!game.isOver() && (game.moveNumber() < stop || game.legalActions().size() < 2))
            game.apply(easy->choose(game, std::uint64_t(game.moveNumber())));
        if (!game.isOver())
            positions.push_back(game);
    }
    return positions;
}

} // namespace cw::bench
