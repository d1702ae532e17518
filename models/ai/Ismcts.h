#pragma once

#include "core/AiPlayer.h"
#include "core/SearchPolicy.h"

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

protected:
    Action decide(Game &sample, int seat, Rng &rng) const override;

private:
    SearchBudget m_budget;
    std::shared_ptr<const SearchPolicy> m_policy;
};

} // namespace cw
