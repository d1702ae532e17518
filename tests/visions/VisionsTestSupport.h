#pragma once

#include "VisionsCourseTestSupport.h"
#include "visions/VisionsGame.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cw::visions::test {

// A game on a built-in road ("short", "medium", "long") with `teams` teams.
inline VisionsGame newGame(const QString &road = QStringLiteral("short"), int teams = 3,
                           std::uint64_t seed = 1)
{
    return VisionsGame(builtInRoad(road), teams, seed);
}

// Places every rider by taking the first legal placement, so that the game is at its first
// activation.
inline void placeAll(VisionsGame &game)
{
    while (game.state().stage == VisionsStage::Place)
        game.apply(game.legalActions().front());
}

// The road of tests/visions/long-custom-road.json, embedded as :/test-roads/ in the tests that
// race on it: 344 rows of custom straights with 1 to 4 lanes, narrowing and widening (a long
// game). An empty road, with a warning, when it cannot be played.
inline VisionsCourse longCustomRoad()
{
    CourseProblems problems;
    const std::optional<VisionsCourse> road = VisionsCourse::fromJson(
        readJsonFile(QStringLiteral(":/test-roads/long-custom-road.json")), &problems);
    if (!road)
        qWarning("long-custom-road.json: %s", qPrintable(problemTexts(problems).join(u';')));
    return road.value_or(VisionsCourse{});
}

inline QByteArray viewBytes(const Game &game, int seat)
{
    return QJsonDocument(game.viewFor(seat)).toJson(QJsonDocument::Compact);
}

} // namespace cw::visions::test
