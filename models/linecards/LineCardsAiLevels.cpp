#include "LineCardsAiLevels.h"

#include "LineCardsEasyAi.h"
#include "LineCardsSearchPolicy.h"

namespace cw::linecards {

// Decision budgets are counted in iterations so that play does not depend on the machine. Hard
// is sized for a mid-game decision within 1 s on one core at the 95th percentile and Normal
// within 250 ms (benchmarks/bench_*ai_decision).
//
// Line cards: Normal's rollouts are cut at the next turn boundary and scored by the territory
// margin (played to the end once both decks hold 12 cards or fewer: LineCardsSearchPolicy);
// Hard's are all played to the end by Easy's rules and scored by who won.
// Why Hard plays out (2026-11-27, coursewright-cli match, sides alternating, Hard's budget varied
// by a local build): with cut rollouts, more iterations played worse against Easy. At seed 101,
// 100 games each: 300 iterations won 87, 1,000 won 74, 3,000 won 152 of 200, and 3,000 with the
// tree held to 3 plies 64 (the exploration constant, 0.35 to 2.5, moved 1,000 iterations between
// 74 and 87). The sharper the search's reading of the territory leaf, the worse it played: the
// leaf, not the search, was wrong (it cannot see that a line must follow its cards' shapes, nor
// which line runs out of room first). With every rollout played to the end, 1,000 iterations won
// 92 of 100 (seed 101) and 95 of 100 (seed 102) against Easy, and 81 of 100 against Normal (seed
// 101), at about the CPU time of the 3,000 cut ones. Normal keeps the cut leaf: it beat Easy in
// 176 of 200 games (seed 101), between Easy and Hard as the levels should be.
// Earlier: before LineCardsSearchPolicy (linear margin leaf, random placements) Hard won 186 of
// 300 against Easy (seed 1). A sharper leaf for separated lines (cards left and energy) with
// Brake in separated rollouts did not help (Normal 164 of 200 at seed 101; not kept).
AiLevels aiLevels()
{
    AiLevels levels;
    levels.easy = [] { return std::unique_ptr<AiPlayer>(std::make_unique<LineCardsEasyAi>()); };
    levels.policy = [] {
        return std::shared_ptr<const SearchPolicy>(std::make_shared<LineCardsSearchPolicy>());
    };
    levels.normal = SearchBudget{300, 1, 0.7};
    levels.hard = SearchBudget{1000, 0, 0.7};
    return levels;
}

} // namespace cw::linecards
