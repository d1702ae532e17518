#pragma once

#include "GameInfo.h"

#include <QString>

#include <memory>
#include <vector>

namespace cw {

// The list of games, filled once by models/GameList.cpp, one line per game. Explicit
// registration, because static-initialiser registration is silently dropped from static libraries.
class GameRegistry {
public:
    static const std::vector<GameInfo> &games();
    static const GameInfo *find(const QString &id);
    static std::unique_ptr<Game> create(const GameSetup &setup, QString *error);
};

} // namespace cw
