#pragma once

#include "SearchTree.h"
#include "core/AiPlayer.h"
#include "core/SearchPolicy.h"

#include <atomic>
#include <memory>

namespace cw {

// The Normal and Hard levels of every game: a single-observer information-set MCTS that uses
// only the Game interface (plus an optional SearchPolicy). Each iteration draws a fresh
// determinization of the decision sample from the acting seat's view (resampleHidden), walks the
// shared tree (SearchTree.h) choosing for every seat by UCB, expands one action, rolls out with
// the policy and backs the result up for every seat. The answer is the most visited root action
// (-1 for a game that is over).
class IsmctsPlayer final : public AiPlayer {
public:
    IsmctsPlayer(SearchBudget budget, std::shared_ptr<const SearchPolicy> policy);

    const SearchBudget &budget() const { return m_budget; }

    // The root actions the tree considers at `sample` (the policy's tree actions).
    void rootActions(const Game &sample, ActionList &out) const;

    // The whole search decide() makes, its tree returned: `sample` is a view sample
    // (AiPlayer::viewSample) of `seat`, left unchanged. Runs the budget's iterations, or fewer
    // when *stop becomes true: the iteration under way ends, and the tree holds those made.
    SearchTree search(const Game &sample, int seat, Rng &rng,
                      const std::atomic<bool> *stop = nullptr) const;

protected:
    Action decide(Game &sample, int seat, Rng &rng) const override;

private:
    SearchBudget m_budget;
    std::shared_ptr<const SearchPolicy> m_policy;
};

} // namespace cw
