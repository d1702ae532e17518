#include "LineCardsAiLevels.h"

#include "LineCardsEasyAi.h"
#include "LineCardsSearchPolicy.h"

namespace cw::linecards {

// Decision budgets are counted in iterations so that play does not depend on the machine. Hard
// is sized for a mid-game decision within 1 s on one core at the 95th percentile and Normal
// within 250 ms (benchmarks/bench_*ai_decision).
//
// Line cards: rollouts are cut at the next turn boundary and scored by the territory margin, but
// played to the end once both decks hold 12 cards or fewer (LineCardsSearchPolicy). Before that
// policy (leaf = linear territory margin, random placements to the boundary, every placement in
// the tree) Hard won 186 of 300 games against Easy (seed 1); with it, 84 of 100 (seed 31), with the
// same budgets as before (coursewright-cli match, sides alternating). Decision time
// (bench_linecards, one thread): Normal p50 14 ms / p95 49 ms, Hard p50 207 ms / p95 539 ms. A
// budget counts iterations, never time, so a decision is the same on every machine for a seed.
// At seed 101 (match, sides alternating): Normal beat Easy in 176 of 200 games, Hard beat Easy
// in 28 of 40 and Normal in 29 of 40 (40 games: an interval of about ±14 points). Hard beats
// Normal head to head, but its ten times larger budget does not show against Easy, so more
// iterations alone are unlikely to reach the 75 % goal. A sharper leaf for separated lines (cards
// left and energy, once the two lines can no longer meet) with Brake in separated rollouts did not
// help at seed 101: Normal 164 of 200, Hard 46 of 60 (not kept).
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
