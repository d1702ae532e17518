// Selection, expansion and back-propagation of the shared ISMCTS tree (SearchTree.h).
#include "SearchTree.h"

#include <algorithm>
#include <cmath>

namespace cw {

SearchTree::SearchTree()
{
    m_nodes.reserve(4096);
    m_nodes.push_back(Node{});
}

int SearchTree::childFor(int parent, Action action) const
{
    for (int child = node(parent).firstChild; child >= 0; child = node(child).nextSibling)
        if (node(child).action == action)
            return child;
    return -1;
}

int SearchTree::select(int parent, int seat, const ActionList &actions, double exploration,
                       Rng &rng, bool *expanded)
{
    m_listed.resize(actions.size());
    int untried = 0;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const int child = childFor(parent, actions[i]);
        m_listed[i] = child;
        if (child < 0)
            ++untried;
        else
            ++m_nodes[std::size_t(child)].available;
    }

    if (untried > 0) {
        // Expansion: one of the actions this determinization offers for the first time.
        int pick = int(rng.below(std::uint32_t(untried)));
        std::size_t i = 0;
        for (;; ++i)
            if (m_listed[i] < 0 && pick-- == 0)
                break;
        Node child;
        child.action = actions[i];
        child.seat = seat;
        child.available = 1;
        child.nextSibling = node(parent).firstChild;
        m_nodes.push_back(child);
        const int index = size() - 1;
        m_nodes[std::size_t(parent)].firstChild = index;
        *expanded = true;
        return index;
    }

    *expanded = false;
    int best = -1;
    double bestValue = -1;
    for (int child : m_listed) {
        const Node &n = node(child);
        const double value =
            n.reward / n.visits + exploration * std::sqrt(std::log(double(n.available)) / n.visits);
        if (value > bestValue) {
            bestValue = value;
            best = child;
        }
    }
    return best;
}

void SearchTree::backPropagate(const std::vector<int> &path, const std::vector<double> &result)
{
    for (int index : path) {
        Node &n = m_nodes[std::size_t(index)];
        ++n.visits;
        n.reward += result[std::size_t(n.seat)];
    }
}

std::vector<int> SearchTree::rankedRootChildren(const ActionList &actions) const
{
    std::vector<int> ranked;
    for (Action action : actions) {
        const int child = childFor(Root, action);
        if (child >= 0 && node(child).visits > 0)
            ranked.push_back(child);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [this](int a, int b) {
        const Node &x = node(a);
        const Node &y = node(b);
        if (x.visits != y.visits)
            return x.visits > y.visits;
        return x.reward / x.visits > y.reward / y.visits;
    });
    return ranked;
}

} // namespace cw
