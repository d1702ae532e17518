// The search loop of IsmctsPlayer (Ismcts.h).
#include "Ismcts.h"

namespace cw {

IsmctsPlayer::IsmctsPlayer(SearchBudget budget, std::shared_ptr<const SearchPolicy> policy)
    : m_budget(budget), m_policy(policy ? std::move(policy) : std::make_shared<SearchPolicy>())
{
}

void IsmctsPlayer::rootActions(const Game &sample, ActionList &out) const
{
    m_policy->treeActions(sample, out);
}

Action IsmctsPlayer::decide(Game &sample, int seat, Rng &rng) const
{
    ActionList actions;
    rootActions(sample, actions);
    if (actions.size() <= 1) // nothing to think about (or, on a finished game, nothing to do)
        return actions.empty() ? Action(-1) : actions.front();

    const SearchTree tree = search(sample, seat, rng);
    const std::vector<int> ranked = tree.rankedRootChildren(actions);
    return ranked.empty() ? actions.front() : tree.node(ranked.front()).action;
}

SearchTree IsmctsPlayer::search(const Game &sample, int seat, Rng &rng,
                                const std::atomic<bool> *stop) const
{
    const SearchPolicy &policy = *m_policy;
    SearchTree tree;
    ActionList actions;
    ActionList scratch;
    std::vector<int> path;
    std::vector<double> result;
    const int rootMove = sample.moveNumber();
    for (int iteration = 0; iteration < m_budget.iterations; ++iteration) {
        if (stop && stop->load(std::memory_order_relaxed))
            break;
        // A fresh determinization: what the seat cannot see, drawn anew from its view.
        std::unique_ptr<Game> game = sample.clone();
        game->resampleHidden(seat, rng);

        // Selection and expansion: follow the tree until it adds a node or the game ends.
        path.clear();
        int node = SearchTree::Root;
        bool expanded = false;
        while (!expanded && !game->isOver()) {
            const int mover = game->currentSeat();
            policy.treeActions(*game, actions);
            node = tree.select(node, mover, actions, m_budget.exploration, rng, &expanded);
            path.push_back(node);
            game->apply(tree.node(node).action);
        }

        // Rollout, cut short at the horizon when the budget asks for it.
        while (!game->isOver()) {
            if (m_budget.rolloutMoves > 0 &&
                game->moveNumber() - rootMove >= m_budget.rolloutMoves && policy.isCutPoint(*game))
                break;
            game->apply(policy.rolloutAction(*game, rng, scratch));
        }
        policy.evaluate(*game, result);
        tree.backPropagate(path, result);
    }
    return tree;
}

} // namespace cw
