#include "GameRegistry.h"

#include "Echoed.h"
#include "Registry.h"
#include "StartPositions.h"

#include <algorithm>

namespace cw {

const std::vector<GameInfo> &GameRegistry::games()
{
    return Registry<GameInfo>::entries();
}

const GameInfo *GameRegistry::find(const QString &id)
{
    const auto &list = games();
    const auto it = std::find_if(list.begin(), list.end(), [&](const GameInfo &info) {
        return info.id == id || info.formerIds.contains(id);
    });
    return it == list.end() ? nullptr : &*it;
}

std::unique_ptr<Game> GameRegistry::create(const GameSetup &setup, QString *error)
{
    const GameInfo *info = find(setup.gameId);
    if (!info) {
        *error = QStringLiteral("game: unknown game \"%1\"").arg(echoed(setup.gameId));
        return nullptr;
    }
    // Every game reads its own options; a key none of them reads is refused here for all. Start
    // positions are read by the games that have them (StartPositions.h), checked here.
    QJsonObject options = setup.options;
    if (info->startsInSetup) {
        if (!StartPositions::read(setup, error))
            return nullptr;
        options.remove(StartPositions::key());
    }
    if (!GameOption::checkKeys(info->options, options, info->displayName.text(), error))
        return nullptr;
    return info->create(setup, error);
}

} // namespace cw
