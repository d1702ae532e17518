// The list of games Coursewright knows. Adding a game means adding its GameInfo here.
#include "core/GameRegistry.h"
#include "cycling/VisionsGameInfo.h"
#include "linecards/LineCardsGameInfo.h"
#include "niagara/NiagaraGameInfo.h"
#include "rowing/RowingGameInfo.h"
#include "salmon/SalmonGameInfo.h"

#include <algorithm>

namespace cw {

const std::vector<GameInfo> &GameRegistry::games()
{
    static const std::vector<GameInfo> list{rowing::gameInfo(), salmon::gameInfo(),
                                            linecards::gameInfo(), niagara::gameInfo(),
                                            cycling::visionsGameInfo()};
    return list;
}

const GameInfo *GameRegistry::find(const QString &id)
{
    const auto &list = games();
    const auto it =
        std::find_if(list.begin(), list.end(), [&](const GameInfo &info) { return info.id == id; });
    return it == list.end() ? nullptr : &*it;
}

std::unique_ptr<Game> GameRegistry::create(const GameSetup &setup, QString *error)
{
    const GameInfo *info = find(setup.gameId);
    if (!info) {
        *error = QStringLiteral("game: unknown game \"%1\"").arg(setup.gameId);
        return nullptr;
    }
    return info->create(setup, error);
}

} // namespace cw
