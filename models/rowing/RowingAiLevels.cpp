#include "RowingAiLevels.h"

#include "RowingEasyAi.h"
#include "RowingSearchPolicy.h"

namespace cw::rowing {

// Decision budgets are counted in iterations so that play does not depend on the machine. Hard
// is sized for a mid-game decision within 1 s on one core at the 95th percentile and Normal
// within 250 ms (benchmarks/bench_*ai_decision).
//
// Rowing: Normal is deliberately small: strength stops growing early in this game of luck, and
// 2,500 iterations over 60 moves already played level with Hard (300 races, seed 1: Hard mean
// rank 3.51 against five such boats). A 200-iteration search that looks 30 moves (about a round
// and a half) ahead still beats Easy clearly and loses clearly to Hard; the figures are in
// README.md.
AiLevels aiLevels()
{
    AiLevels levels;
    levels.easy = [] { return std::unique_ptr<AiPlayer>(std::make_unique<RowingEasyAi>()); };
    levels.policy = [] {
        return std::shared_ptr<const SearchPolicy>(std::make_shared<RowingSearchPolicy>());
    };
    levels.normal = SearchBudget{200, 30, 0.7};
    levels.hard = SearchBudget{15000, 90, 0.7};
    return levels;
}

} // namespace cw::rowing
