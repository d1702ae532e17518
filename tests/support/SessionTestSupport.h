#pragma once

#include "core/GameRegistry.h"
#include "core/GameSetup.h"
#include "course/CourseFile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <vector>

namespace cw::test {

// A rowing race on the built-in standard course with the given controllers, one seat each.
inline GameSetup rowingSetup(const std::vector<Controller> &controllers, std::uint64_t seed)
{
    static const char *const colours[] = {"#e4572e", "#29335c", "#f3a712",
                                          "#4ea5d9", "#8fc93a", "#a23b72"};
    GameSetup setup;
    setup.gameId = QStringLiteral("rowing");
    setup.courseSource = QStringLiteral(":/courses/rowing-standard.json");
    QFile course(setup.courseSource);
    if (course.open(QIODevice::ReadOnly))
        setup.course = QJsonDocument::fromJson(course.readAll()).object();
    for (std::size_t i = 0; i < controllers.size(); ++i)
        setup.seats.append(
            {QStringLiteral("Rower %1").arg(i + 1), QLatin1String(colours[i % 6]), controllers[i]});
    setup.seed = seed;
    return setup;
}

// A game of `gameId` on its default course: seat 0 played by `first`, the others (as many as the
// game's minimum, at least two) by Easy AIs.
inline GameSetup defaultSetup(const QString &gameId, Controller first, std::uint64_t seed)
{
    const GameInfo &info = *GameRegistry::find(gameId);
    GameSetup setup;
    setup.gameId = gameId;
    setup.courseSource = info.defaultCourse;
    CourseProblems problems;
    if (!info.defaultCourse.isEmpty())
        setup.course = CourseFile::read(info.defaultCourse, &problems).value_or(QJsonObject());
    for (int seat = 0; seat < std::max(2, info.minSeats); ++seat)
        setup.seats.append({QStringLiteral("Player %1").arg(seat + 1),
                            seat == 0 ? QStringLiteral("#c0392b") : QStringLiteral("#2980b9"),
                            seat == 0 ? first : Controller::AiEasy});
    setup.seed = seed;
    return setup;
}

} // namespace cw::test
