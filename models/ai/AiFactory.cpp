// makeAiPlayer (AiPlayer.h): which AI plays each game at each level. Adding a game means adding
// its Easy player and, if random playouts are weak for it, its SearchPolicy and budgets here.
#include "AiPlayer.h"
#include "Ismcts.h"
#include "cycling/VisionsEasyAi.h"
#include "cycling/VisionsSearchPolicy.h"
#include "linecards/LineCardsEasyAi.h"
#include "linecards/LineCardsSearchPolicy.h"
#include "niagara/NiagaraEasyAi.h"
#include "niagara/NiagaraSearchPolicy.h"
#include "rowing/RowingEasyAi.h"
#include "rowing/RowingSearchPolicy.h"
#include "salmon/SalmonEasyAi.h"
#include "salmon/SalmonSearchPolicy.h"

namespace cw {

namespace {

// Decision budgets, per game, counted in iterations so that play does not depend on the machine.
// Each game's Hard is sized for a mid-game decision within 1 s on one core at the 95th percentile
// and its Normal within 250 ms (benchmarks/bench_ai_decision, bench_salmon_ai_decision).
struct LevelBudgets {
    SearchBudget normal;
    SearchBudget hard;
};

// Rowing: Normal is deliberately small: strength stops growing early in this game of luck, and
// 2,500 iterations over 60 moves already played level with Hard (300 races, seed 1: Hard mean
// rank 3.51 against five such boats). A 200-iteration search that looks 30 moves (about a round
// and a half) ahead still beats Easy clearly and loses clearly to Hard; the figures are in
// README.md.
constexpr LevelBudgets RowingBudgets{{200, 30, 0.7}, {15000, 90, 0.7}};

// Salmon Run: the same Normal as rowing. Hard thinks 15 times longer but no further: with
// rollouts of 60 moves (about three rounds of four salmon) Hard lost to Normal (20 games, Hard vs
// three Normals, seed 1: mean rank 2.80), while 30 moves gave 1.83 at 1,000 iterations and 1.67
// at 3,000: the Easy rollouts drift from real play the further they run. Over 300 games on the
// beginner river (coursewright-cli match, seed 1): Normal vs three Easy wins 86.7 %, mean rank
// 1.19; Hard vs three Easy 91.3 %, 1.10; Hard vs three Normal 59.3 %, 1.68 (Normals 2.32-2.55).
// Decisions are far inside the time goals (bench_salmon_ai_decision: Hard p95 119 ms wall on a
// loaded machine), so Hard has room to grow if more iterations prove stronger.
constexpr LevelBudgets SalmonBudgets{{200, 30, 0.7}, {3000, 30, 0.7}};
// Niagara: Normal as the other games, Hard 3,000 iterations; both cut rollouts at the first
// start of a round 30 moves on. Over 300 five-seat games on the standard river, seats rotating
// (coursewright-cli match, seed 1): Normal vs four Easy wins 85.3 % (95 % interval 80.9-88.9),
// mean rank 1.24; Hard vs four Normal wins 46.7 % (41.1-52.3), mean rank 2.15, the Normals
// 24.3 % (22.0-26.8), 2.82-2.89. Decisions take a small share of the time goals
// (bench_niagara_ai_decision: Hard p95 49 ms), so Hard has room to grow if more iterations prove
// stronger.
constexpr LevelBudgets NiagaraBudgets{{200, 30, 0.7}, {3000, 30, 0.7}};

// Line cards: no rollout at all past the tree: each leaf is scored by the territory margin at the
// next seat's turn (LineCardsSearchPolicy). Random rollouts of six moves were weaker (300 games,
// seed 1: Hard 57.3 % against Easy). With the cut at the first turn boundary, over 300 games each
// with sides alternating (coursewright-cli match, seed 1): Hard vs Easy 62.0 %, Hard vs Normal
// 61.3 %, Normal vs Easy 60.3 %.
constexpr LevelBudgets LineCardsBudgets{{300, 1, 0.7}, {3000, 1, 0.7}};

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
constexpr LevelBudgets VisionsBudgets{{200, 40, 0.7}, {1000, 120, 0.7}};

} // namespace

std::unique_ptr<AiPlayer> makeAiPlayer(const QString &gameId, Controller level)
{
    const LevelBudgets *budgets = nullptr;
    std::shared_ptr<const SearchPolicy> policy;
    std::unique_ptr<AiPlayer> easy;
    if (gameId == QLatin1String("rowing")) {
        budgets = &RowingBudgets;
        policy = std::make_shared<rowing::RowingSearchPolicy>();
        easy = std::make_unique<rowing::RowingEasyAi>();
    } else if (gameId == QLatin1String("salmon-run")) {
        budgets = &SalmonBudgets;
        policy = std::make_shared<salmon::SalmonSearchPolicy>();
        easy = std::make_unique<salmon::SalmonEasyAi>();
    } else if (gameId == QLatin1String("line-cards")) {
        budgets = &LineCardsBudgets;
        policy = std::make_shared<linecards::LineCardsSearchPolicy>();
        easy = std::make_unique<linecards::LineCardsEasyAi>();
    } else if (gameId == QLatin1String("niagara")) {
        budgets = &NiagaraBudgets;
        policy = std::make_shared<niagara::NiagaraSearchPolicy>();
        easy = std::make_unique<niagara::NiagaraEasyAi>();
    } else if (gameId == QLatin1String("visions-of-rainbows")) {
        budgets = &VisionsBudgets;
        policy = std::make_shared<cycling::VisionsSearchPolicy>();
        easy = std::make_unique<cycling::VisionsEasyAi>();
    } else {
        return nullptr;
    }
    switch (level) {
    case Controller::Human:
        return nullptr;
    case Controller::AiEasy:
        return easy;
    case Controller::AiNormal:
        return std::make_unique<IsmctsPlayer>(budgets->normal, policy);
    case Controller::AiHard:
        return std::make_unique<IsmctsPlayer>(budgets->hard, policy);
    }
    return nullptr;
}

} // namespace cw
