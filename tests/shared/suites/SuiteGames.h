#pragma once

// What the shared suites (ConformanceSuite, RegistrySuite) use to set up and play any registered
// game through GameRegistry alone: its courses, setups, and the tests' mix of random and Easy
// moves.
#include "core/GameRecord.h"
#include "core/GameRegistry.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>

namespace cw::suites {

// Every registered game's id, in registry order.
QStringList registeredGameIds();

// The course at a resource or file path; an empty object for an empty path (a game played
// without a course) or a file that does not read.
QJsonObject readCourse(const QString &path);

// The courses a game is tested on: every built-in course (":/courses/") of its default course's
// kind; for a game played without a course, one empty path (its table).
QStringList testCourses(const GameInfo &info);

// A setup on `coursePath` (the default course when empty) with `seats` Easy seats.
GameSetup setupFor(const GameInfo &info, std::uint64_t seed, int seats,
                   const QString &coursePath = {});

// The largest seat count the default course accepts.
int largestSeatCount(const GameInfo &info);
// Game g of a series takes every seat count the game allows, in turn.
int seatsOfGame(const GameInfo &info, int g);

// A game on the default course with largestSeatCount() seats; fails the process when the game
// cannot be made (its registration is broken).
std::unique_ptr<Game> newGame(const GameInfo &info, std::uint64_t seed);
// A game on `course`; nullptr when the course does not take that many seats.
std::unique_ptr<Game> gameOnCourse(const GameInfo &info, const QString &course, int seats,
                                   std::uint64_t seed);

Action randomAction(const Game &game, Rng &rng, ActionList &buffer);

// The tests' play of a game (GameInfo::conformance.randomPlayEnds): uniformly random where that
// ends by the rules; else Easy's choice or, as often, a uniformly random legal action, which
// still tries every kind of action and always makes progress.
class TestPlay {
public:
    explicit TestPlay(const GameInfo &info);
    // Easy's moves mixed in whatever the game declares (for play on every course).
    static TestPlay mixed(const GameInfo &info);

    Action next(const Game &game, Rng &rng);

private:
    TestPlay(const GameInfo &info, bool withEasy);
    std::unique_ptr<AiPlayer> m_easy; // null: uniformly random play
    ActionList m_buffer;
};

// A whole game of `seats` Easy seats on the default course from `seed`, each decision taken with
// the seed the record gives its move (GameRecord::decisionSeed), as the AI plays in a session.
GameRecord easyGameRecord(const GameInfo &info, std::uint64_t seed, int seats);

// The game's own invariants (GameInfo::conformance.brokenInvariant): empty when they hold.
QString brokenInvariant(const GameInfo &info, const Game &game);

// One row per game (column "gameId"), and one row per test course of every game (columns
// "gameId" and "course": testCourses()).
void addGameRows(const QStringList &gameIds);
void addCourseRows(const QStringList &gameIds);

} // namespace cw::suites
