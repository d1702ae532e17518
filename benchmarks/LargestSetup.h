#pragma once

// The game the AI benchmarks that cover every registered game play: its default course, the
// most seats that course takes, seat 0 the person and every other seat an AI of `level`.
#include "core/GameRegistry.h"
#include "course/CourseFile.h"

namespace cw::bench {

inline GameSetup largestSetup(const GameInfo &info, Controller level, std::uint64_t seed)
{
    GameSetup setup;
    setup.gameId = info.id;
    setup.courseSource = info.defaultCourse;
    if (!info.defaultCourse.isEmpty()) {
        CourseProblems problems;
        setup.course = CourseFile::read(info.defaultCourse, &problems).value_or(QJsonObject());
    }
    const int seats = info.suggestedSeats ? info.suggestedSeats(setup.course) : info.maxSeats;
    for (int seat = 0; seat < seats; ++seat)
        setup.seats.append({QStringLiteral("Seat %1").arg(seat + 1), QStringLiteral("#888888"),
                            seat == 0 ? Controller::Human : level});
    setup.seed = seed;
    return setup;
}

} // namespace cw::bench
