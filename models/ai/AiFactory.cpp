// makeAiPlayer (AiPlayer.h): which AI plays each game at each level. Adding a game means adding
// its Easy player and, if random playouts are weak for it, its SearchPolicy here.
#include "AiPlayer.h"
#include "Ismcts.h"
#include "rowing/RowingEasyAi.h"
#include "rowing/RowingSearchPolicy.h"

namespace cw {

namespace {

// Decision budgets, counted in iterations so that play does not depend on the machine. Sized for
// a mid-race rowing decision on one core: Normal within 250 ms, Hard within 1 s at the 95th
// percentile (benchmarks/bench_ai_decision).
constexpr SearchBudget NormalBudget{2500, 60, 0.7};
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
