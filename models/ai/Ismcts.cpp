// The search loop of IsmctsPlayer (Ismcts.h).
#include "Ismcts.h"

#include "SearchTree.h"

namespace cw {

IsmctsPlayer::IsmctsPlayer(SearchBudget budget, std::shared_ptr<const SearchPolicy> policy)
    : m_budget(budget), m_policy(policy ? std::move(policy) : std::make_shared<SearchPolicy>())
{
}

Action IsmctsPlayer::decide(Game &sample, int seat, Rng &rng) const
{
    const SearchPolicy &policy = *m_policy;
    ActionList rootActions;
    policy.treeActions(sample, rootActions);
    if (rootActions.size() <= 1) // nothing to think about (or, on a finished game, nothing to do)
        return rootActions.empty() ? Action(-1) : rootActions.front();

    SearchTree tree;
    ActionList actions;
    ActionList scratch;
    std::vector<int> path;
    std::vector<double> result;
    const int rootMove = sample.moveNumber();
    for (int iteration = 0; iteration < m_budget.iterations; ++iteration) {
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

    const int best = tree.bestRootChild(rootActions);
    return best >= 0 ? tree.node(best).action : rootActions.front();
}

} // namespace cw
