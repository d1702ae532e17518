// The coach's hint: the level's own search, its root ranked (MoveAdvice.h).
#include "MoveAdvice.h"

#include "AiFactory.h"
#include "Ismcts.h"

namespace cw {

MoveAdvice adviseMove(const Game &game, const QString &gameId, Controller level, std::uint64_t seed,
                      int count, const std::atomic<bool> *stop)
{
    MoveAdvice advice;
    const std::unique_ptr<IsmctsPlayer> player = makeSearchPlayer(gameId, level);
    if (!player || game.isOver() || count <= 0)
        return advice;
    advice.seat = game.currentSeat();

    // The steps of AiPlayer::choose, in its order, so the generator makes the same draws.
    Rng rng(seed);
    const std::unique_ptr<Game> sample = AiPlayer::viewSample(game, advice.seat, rng);
    ActionList actions;
    player->rootActions(*sample, actions);
    // Where the level has one action it plays it without searching; the coach still searches,
    // for the chance of winning.
    const SearchTree tree = player->search(*sample, advice.seat, rng, stop);

    for (const int child : tree.rankedRootChildren(actions)) {
        if (int(advice.ranked.size()) == count)
            break;
        const SearchTree::Node &node = tree.node(child);
        advice.ranked.push_back({node.action, node.visits, node.reward / node.visits});
    }
    for (int child = tree.node(SearchTree::Root).firstChild; child >= 0;
         child = tree.node(child).nextSibling)
        advice.iterations += tree.node(child).visits;
    // Stopped by *stop, not "fewer visits than the budget": an iteration whose sample does not
    // allow a root action visits no child, so the visits can fall short of a finished search.
    advice.stopped = stop && stop->load(std::memory_order_relaxed);
    return advice;
}

} // namespace cw
