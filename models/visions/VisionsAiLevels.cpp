#include "VisionsAiLevels.h"

#include "VisionsEasyAi.h"
#include "VisionsSearchPolicy.h"

namespace cw::visions {

// Decision budgets are counted in iterations so that play does not depend on the machine. Hard
// is sized for a mid-game decision within 1 s on one core at the 95th percentile and Normal
// within 250 ms (benchmarks/bench_*ai_decision).
//
// Visions of Rainbows: a move is a rider, a card and then one action per step; the tree searches
// the activation and follows Easy's steps inside a move (a whole-move macro-action), rollouts play
// Easy's moves and are scored by estimated team times at the first activation past the horizon
// (VisionsSearchPolicy). Normal looks 40 actions ahead (about six moves), Hard 120 (about a
// phase of 3 teams, so every team has moved before the position is scored): more iterations alone
// did not make Hard stronger (30 races, short road, hard/normal/easy seats rotating: Hard at 1,000
// iterations and 40 actions ranked 1.87 like Normal), the longer horizon did (coursewright-cli
// match --seats hard,normal,easy, seed 1: short road, 200 races, Hard 1.45 mean rank and 64.0 %
// wins, Normal 2.06 and 17.5 %, Easy 2.49 and 18.5 %; medium road, 120 races, Hard 1.26 and
// 77.5 %, Normal 2.17 and 13.3 %, Easy 2.58 and 9.2 %). Decisions on a loaded machine
// (bench_visions_ai_decision, medium road, 4 teams): Normal p95 13 ms, Hard p95 139 ms (a step
// costs no search).
AiLevels visionsAiLevels()
{
    AiLevels levels;
    levels.easy = [] { return std::unique_ptr<AiPlayer>(std::make_unique<VisionsEasyAi>()); };
    levels.policy = [] {
        return std::shared_ptr<const SearchPolicy>(std::make_shared<VisionsSearchPolicy>());
    };
    levels.normal = SearchBudget{200, 40, 0.7};
    levels.hard = SearchBudget{1000, 120, 0.7};
    return levels;
}

} // namespace cw::visions
