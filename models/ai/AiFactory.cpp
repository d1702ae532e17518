#include "AiFactory.h"

#include "core/GameRegistry.h"

namespace cw {

std::unique_ptr<AiPlayer> makeAiPlayer(const QString &gameId, Controller level)
{
    const GameInfo *info = GameRegistry::find(gameId);
    if (!info || !info->ai.easy)
        return nullptr;
    if (level == Controller::AiEasy)
        return info->ai.easy();
    return makeSearchPlayer(gameId, level);
}

std::unique_ptr<IsmctsPlayer> makeSearchPlayer(const QString &gameId, Controller level)
{
    const GameInfo *info = GameRegistry::find(gameId);
    if (!info || !info->ai.easy || (level != Controller::AiNormal && level != Controller::AiHard))
        return nullptr;
    auto policy = info->ai.policy ? info->ai.policy() : std::make_shared<const SearchPolicy>();
    return std::make_unique<IsmctsPlayer>(
        level == Controller::AiHard ? info->ai.hard : info->ai.normal, std::move(policy));
}

} // namespace cw
