#pragma once

#include "Game.h"
#include "GameSetup.h"

#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace cw {

// What the application knows about one game kind, without knowing its rules.
struct GameInfo {
    QString id;          // "rowing"
    QString displayName; // translated name
    int minSeats = 1;
    int maxSeats = 6;      // most seats a course of this game may hold
    QString defaultCourse; // resource path of the course a new game starts on
    // Builds the initial state; returns nullptr and sets *error when the setup is unusable
    // (a course that does not parse, more seats than lanes…).
    std::function<std::unique_ptr<Game>(const GameSetup &, QString *error)> create;
};

// The list of games, filled once by registerAllGames() (models/Games.cpp). Explicit
// registration, because static-initialiser registration is silently dropped from static libraries.
class GameRegistry {
public:
    static const std::vector<GameInfo> &games();
    static const GameInfo *find(const QString &id);
    static std::unique_ptr<Game> create(const GameSetup &setup, QString *error);
};

} // namespace cw
