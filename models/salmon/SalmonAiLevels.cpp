#include "SalmonAiLevels.h"

#include "SalmonEasyAi.h"
#include "SalmonSearchPolicy.h"

namespace cw::salmon {

// Decision budgets are counted in iterations so that play does not depend on the machine. Hard
// is sized for a mid-game decision within 1 s on one core at the 95th percentile and Normal
// within 250 ms (benchmarks/bench_*ai_decision).
//
// Salmon Run: the same Normal as rowing. Hard thinks 15 times longer but no further: with
// rollouts of 60 moves (about three rounds of four salmon) Hard lost to Normal (20 games, Hard vs
// three Normals, seed 1: mean rank 2.80), while 30 moves gave 1.83 at 1,000 iterations and 1.67
// at 3,000: the Easy rollouts drift from real play the further they run. Over 300 games on the
// beginner river (coursewright-cli match, seed 1): Normal vs three Easy wins 86.7 %, mean rank
// 1.19; Hard vs three Easy 91.3 %, 1.10; Hard vs three Normal 59.3 %, 1.68 (Normals 2.32-2.55).
// Decisions are far inside the time goals (bench_salmon_ai_decision: Hard p95 119 ms wall on a
// loaded machine), so Hard has room to grow if more iterations prove stronger.
AiLevels aiLevels()
{
    AiLevels levels;
    levels.easy = [] { return std::unique_ptr<AiPlayer>(std::make_unique<SalmonEasyAi>()); };
    levels.policy = [] {
        return std::shared_ptr<const SearchPolicy>(std::make_shared<SalmonSearchPolicy>());
    };
    levels.normal = SearchBudget{200, 30, 0.7};
    levels.hard = SearchBudget{3000, 30, 0.7};
    return levels;
}

} // namespace cw::salmon
