#include "NiagaraAiLevels.h"

#include "NiagaraEasyAi.h"
#include "NiagaraSearchPolicy.h"

namespace cw::niagara {

// Decision budgets are counted in iterations so that play does not depend on the machine. Hard
// is sized for a mid-game decision within 1 s on one core at the 95th percentile and Normal
// within 250 ms (benchmarks/bench_*ai_decision).
//
// Niagara: Normal as the other games, Hard 3,000 iterations; both cut rollouts at the first
// start of a round 30 moves on. Over 300 five-seat games on the standard river, seats rotating
// (coursewright-cli match, seed 1): Normal vs four Easy wins 85.3 % (95 % interval 80.9-88.9),
// mean rank 1.24; Hard vs four Normal wins 46.7 % (41.1-52.3), mean rank 2.15, the Normals
// 24.3 % (22.0-26.8), 2.82-2.89. Decisions take a small share of the time goals
// (bench_niagara_ai_decision: Hard p95 49 ms), so Hard has room to grow if more iterations prove
// stronger.
AiLevels aiLevels()
{
    AiLevels levels;
    levels.easy = [] { return std::unique_ptr<AiPlayer>(std::make_unique<NiagaraEasyAi>()); };
    levels.policy = [] {
        return std::shared_ptr<const SearchPolicy>(std::make_shared<NiagaraSearchPolicy>());
    };
    levels.normal = SearchBudget{200, 30, 0.7};
    levels.hard = SearchBudget{3000, 30, 0.7};
    return levels;
}

} // namespace cw::niagara
