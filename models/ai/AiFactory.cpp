#include "AiFactory.h"

#include "Ismcts.h"
#include "core/GameRegistry.h"

namespace cw {

std::unique_ptr<AiPlayer> makeAiPlayer(const QString &gameId, Controller level)
{
    const GameInfo *info = GameRegistry::find(gameId);
    if (!info || !info->ai.easy)
        return nullptr;
    const auto policy = [&] {
        return info->ai.policy ? info->ai.policy() : std::make_shared<const SearchPolicy>();
    };
    switch (level) {
    case Controller::Human:
        return nullptr;
    case Controller::AiEasy:
        return info->ai.easy();
    case Controller::AiNormal:
        return std::make_unique<IsmctsPlayer>(info->ai.normal, policy());
    case Controller::AiHard:
        return std::make_unique<IsmctsPlayer>(info->ai.hard, policy());
    }
    return nullptr;
}

} // namespace cw
