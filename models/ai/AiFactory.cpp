// makeAiPlayer (AiPlayer.h): which AI plays each game at each level. Adding a game means adding
// its Easy player and, if random playouts are weak for it, its SearchPolicy here.
#include "AiPlayer.h"
#include "Ismcts.h"
#include "rowing/RowingEasyAi.h"
#include "rowing/RowingSearchPolicy.h"

namespace cw {

namespace {

// Decision budgets, counted in iterations so that play does not depend on the machine. Hard is
// sized for a mid-race rowing decision within 1 s on one core at the 95th percentile
// (benchmarks/bench_ai_decision). Normal is deliberately small: strength stops growing early in
// this game of luck, and 2,500 iterations over 60 moves already played level with Hard
// (300 races, seed 1: Hard mean rank 3.51 against five such boats). A 200-iteration search that
// looks 30 moves (about a round and a half) ahead still beats Easy clearly and loses clearly to
// Hard; the figures are in README.md.
constexpr SearchBudget NormalBudget{200, 30, 0.7};
constexpr SearchBudget HardBudget{15000, 90, 0.7};

} // namespace

std::unique_ptr<AiPlayer> makeAiPlayer(const QString &gameId, Controller level)
{
    if (gameId != QLatin1String("rowing"))
        return nullptr;
    switch (level) {
    case Controller::Human:
        return nullptr;
    case Controller::AiEasy:
        return std::make_unique<rowing::RowingEasyAi>();
    case Controller::AiNormal:
        return std::make_unique<IsmctsPlayer>(NormalBudget,
                                              std::make_shared<rowing::RowingSearchPolicy>());
    case Controller::AiHard:
        return std::make_unique<IsmctsPlayer>(HardBudget,
                                              std::make_shared<rowing::RowingSearchPolicy>());
    }
    return nullptr;
}

} // namespace cw
