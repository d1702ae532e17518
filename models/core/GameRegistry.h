#pragma once

#include "GameInfo.h"

#include <QString>

#include <memory>
#include <vector>

namespace cw {

// The games this program knows: each game's folder registers its GameInfo
// (CW_REGISTER(GameInfo, …) in models/<game>/<Game>Registration.cpp; Registry.h), in the order of
// CW_GAMES. Read only after main() has begun.
class GameRegistry {
public:
    static const std::vector<GameInfo> &games();
    static const GameInfo *find(const QString &id);
    static std::unique_ptr<Game> create(const GameSetup &setup, QString *error);
};

} // namespace cw
