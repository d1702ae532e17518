#include "LineCardsAiLevels.h"

#include "LineCardsEasyAi.h"
#include "LineCardsSearchPolicy.h"

namespace cw::linecards {

// Decision budgets are counted in iterations so that play does not depend on the machine. Hard
// is sized for a mid-game decision within 1 s on one core at the 95th percentile and Normal
// within 250 ms (benchmarks/bench_*ai_decision).
//
// Line cards: no rollout at all past the tree: each leaf is scored by the territory margin at the
// next seat's turn (LineCardsSearchPolicy). Random rollouts of six moves were weaker (300 games,
// seed 1: Hard 57.3 % against Easy). With the cut at the first turn boundary, over 300 games each
// with sides alternating (coursewright-cli match, seed 1): Hard vs Easy 62.0 %, Hard vs Normal
// 61.3 %, Normal vs Easy 60.3 %.
AiLevels aiLevels()
{
    AiLevels levels;
    levels.easy = [] { return std::unique_ptr<AiPlayer>(std::make_unique<LineCardsEasyAi>()); };
    levels.policy = [] {
        return std::shared_ptr<const SearchPolicy>(std::make_shared<LineCardsSearchPolicy>());
    };
    levels.normal = SearchBudget{300, 1, 0.7};
    levels.hard = SearchBudget{3000, 1, 0.7};
    return levels;
}

} // namespace cw::linecards
