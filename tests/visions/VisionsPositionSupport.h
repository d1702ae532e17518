#pragma once

#include "VisionsCourseTestSupport.h"
#include "VisionsTestSupport.h"
#include "visions/VisionsGame.h"
#include "visions/VisionsTactics.h"

#include <algorithm>
#include <memory>

// Positions for Event and Tactics tests: a game on a road of known terrain, its setup played out,
// then riders put where the test needs them.

// Start (rows 0-21, flats), then 10 rows each of flats (22-31), sprint (32-41, a sprint line
// before row 35), descent (42-51), mountain (52-61) and cobbles (62-71), every row 3 lanes wide
// with one space each; then the Finish. Five straights: a medium game.
inline cw::visions::VisionsCourse terrainRoad()
{
    cw::visions::VisionsCourse road = roadOf(
        {QStringLiteral("SA"), QStringLiteral("1A"), QStringLiteral("2A"), QStringLiteral("3A"),
         QStringLiteral("5A"), QStringLiteral("6A"), QStringLiteral("FA")});
    road.bonusLines.push_back({cw::visions::BonusLine::Type::Sprint, 2, 3});
    return road;
}

constexpr int FlatsRow = 22;
constexpr int SprintRow = 32;
constexpr int DescentRow = 42;
constexpr int MountainRow = 52;
constexpr int CobblesRow = 62;

// A game of `teams` teams on terrainRoad() with every rider placed (each seat places its first
// waiting rider).
inline std::unique_ptr<cw::visions::VisionsGame> placedGame(int teams = 3, std::uint64_t seed = 7)
{
    auto game = std::make_unique<cw::visions::VisionsGame>(terrainRoad(), teams, seed);
    cw::visions::test::placeAll(*game);
    return game;
}

// Every rider off the road (waiting), with no fatigue: the test puts the ones it needs.
inline void clearRoad(cw::visions::VisionsGame &game)
{
    for (auto &rider : game.mutableState().riders)
        rider = cw::visions::VisionsRider{};
}

inline int cellOf(const cw::visions::VisionsGame &game, int row, int lane)
{
    return game.track().cellAt({row, lane, 0});
}

inline void put(cw::visions::VisionsGame &game, int rider, int row, int lane)
{
    auto &r = game.mutableState().riders[std::size_t(rider)];
    r.where = cw::visions::VisionsRider::Where::Road;
    r.cell = std::int16_t(cellOf(game, row, lane));
}

inline int rowOf(const cw::visions::VisionsGame &game, int rider)
{
    return game.track().position(game.state().riders[std::size_t(rider)].cell).row;
}

inline const cw::visions::VisionsRider &riderOf(const cw::visions::VisionsGame &game, int rider)
{
    return game.state().riders[std::size_t(rider)];
}

// Rider `slot` of `team` in a game of 3 teams (6 riders each).
constexpr int rid(int team, int slot)
{
    return team * 6 + slot;
}

// `seat` holds `hand` as Action cards and will draw plain actions (no Making Headlines).
inline void giveHand(cw::visions::VisionsGame &game, int seat,
                     std::array<std::int8_t, cw::visions::HandSize> hand)
{
    cw::visions::VisionsTeam &team = game.mutableState().team[std::size_t(seat)];
    team.hand = hand;
    team.handCount = cw::visions::HandSize;
    team.deck.clear();
    for (int card = 5; card < 11; ++card)
        team.deck.putOnDrawPile(std::int8_t(card));
}

// `seat` holds `card` as its only Tactics card, and nobody else holds any: the cards not played
// are removed unseen.
inline void holdOnly(cw::visions::VisionsGame &game, int seat, cw::visions::Tactic card)
{
    cw::visions::VisionsTacticsState &t = game.mutableState().tactics;
    std::vector<std::int8_t> played;
    for (int i = 0; i < t.deck.discardCount(); ++i)
        played.push_back(t.deck.discardAt(i));
    t.deck.clear();
    for (std::int8_t c : played)
        t.deck.discard(c);
    for (int c = 0; c < cw::visions::TacticsCardCount; ++c)
        if (c != int(card) && std::find(played.begin(), played.end(), c) == played.end())
            t.deck.putOnDrawPile(std::int8_t(c));
    t.handCount = {};
    t.hand[std::size_t(seat)][0] = std::int8_t(card);
    t.handCount[std::size_t(seat)] = 1;
}
