#pragma once

#include "CyclingTestSupport.h"
#include "VisionsTestSupport.h"
#include "cycling/VisionsGame.h"

#include <memory>

// Positions for Event and Tactics tests: a game on a road of known terrain, its setup played out,
// then riders put where the test needs them.

// Start (rows 0-21, flats), then 10 rows each of flats (22-31), sprint (32-41, a sprint line
// before row 35), descent (42-51), mountain (52-61) and cobbles (62-71), every row 3 lanes wide
// with one space each; then the Finish. Five straights: a medium game.
inline cw::cycling::CyclingRoad terrainRoad()
{
    cw::cycling::CyclingRoad road = roadOf(
        {QStringLiteral("SA"), QStringLiteral("1A"), QStringLiteral("2A"), QStringLiteral("3A"),
         QStringLiteral("5A"), QStringLiteral("6A"), QStringLiteral("FA")});
    road.bonusLines.push_back({cw::cycling::BonusLine::Type::Sprint, 2, 3});
    return road;
}

constexpr int FlatsRow = 22;
constexpr int SprintRow = 32;
constexpr int DescentRow = 42;
constexpr int MountainRow = 52;
constexpr int CobblesRow = 62;

// A game of `teams` teams on terrainRoad() with every rider placed (each seat places its first
// waiting rider).
inline std::unique_ptr<cw::cycling::VisionsGame> placedGame(int teams = 3, std::uint64_t seed = 7)
{
    auto game = std::make_unique<cw::cycling::VisionsGame>(terrainRoad(), teams, seed);
    cw::cycling::test::placeAll(*game);
    return game;
}

// Every rider off the road (waiting), with no fatigue: the test puts the ones it needs.
inline void clearRoad(cw::cycling::VisionsGame &game)
{
    for (auto &rider : game.mutableState().riders)
        rider = cw::cycling::VisionsRider{};
}

inline int cellOf(const cw::cycling::VisionsGame &game, int row, int lane)
{
    return game.track().cellAt({row, lane, 0});
}

inline void put(cw::cycling::VisionsGame &game, int rider, int row, int lane)
{
    auto &r = game.mutableState().riders[std::size_t(rider)];
    r.where = cw::cycling::VisionsRider::Where::Road;
    r.cell = std::int16_t(cellOf(game, row, lane));
}

inline int rowOf(const cw::cycling::VisionsGame &game, int rider)
{
    return game.track().position(game.state().riders[std::size_t(rider)].cell).row;
}

inline const cw::cycling::VisionsRider &riderOf(const cw::cycling::VisionsGame &game, int rider)
{
    return game.state().riders[std::size_t(rider)];
}

// Rider `slot` of `team` in a game of 3 teams (6 riders each).
constexpr int rid(int team, int slot)
{
    return team * 6 + slot;
}
