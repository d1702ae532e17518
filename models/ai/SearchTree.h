#pragma once

#include "core/Game.h"

#include <vector>

namespace cw {

// The shared tree of an information-set MCTS (Cowling, Powley & Whitehouse 2012, "SO-ISMCTS"):
// nodes are keyed by the actions taken from the root, not by states, so the statistics of every
// determinization meet in one tree. Because a determinization decides which actions exist at a
// node, each child also counts how often it was available, and UCB explores by that count
// instead of by the parent's visits.
class SearchTree {
public:
    struct Node {
        Action action = -1; // the action leading here from the parent
        int seat = -1;      // the seat that chose it; its rewards are kept from that seat's view
        int visits = 0;
        int available = 0; // iterations in which the action was among the parent's tree actions
        double reward = 0; // sum of the seat's results over the visits
        int firstChild = -1;
        int nextSibling = -1;
    };

    // A tree holding only the root (the position being decided).
    SearchTree();

    static constexpr int Root = 0;
    const Node &node(int index) const { return m_nodes[std::size_t(index)]; }
    int size() const { return int(m_nodes.size()); }

    // One selection step at `parent`, where `seat` chooses among `actions` (this iteration's tree
    // actions, non-empty). Counts the availability of every listed child; then, if some listed
    // action has no child yet, adds a child for one of them picked by rng and returns it with
    // *expanded = true; otherwise returns the listed child with the best UCB value for its seat
    // (ties to the earliest listed).
    int select(int parent, int seat, const ActionList &actions, double exploration, Rng &rng,
               bool *expanded);

    // Adds one iteration's result (one value per seat) to the nodes on `path` (the root excluded).
    void backPropagate(const std::vector<int> &path, const std::vector<double> &result);

    // The root's visited children among `actions`, best first: most visited, ties to the higher
    // mean, then to the earlier listed. The first is the search's answer; the coach shows more.
    std::vector<int> rankedRootChildren(const ActionList &actions) const;

private:
    int childFor(int parent, Action action) const;

    std::vector<Node> m_nodes;
    std::vector<int> m_listed; // scratch: the child of each listed action, or -1
};

} // namespace cw
