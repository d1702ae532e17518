#pragma once

// The games a saved position is loaded into by the state fuzzer and its seed writer: every
// registered game on its default course, with each seat count that course takes (the context
// GameState::load reads the course and seats from; docs/seat-copy.md).
#include "core/Game.h"
#include "core/GameRegistry.h"

#include <QFile>
#include <QJsonDocument>

#include <memory>
#include <vector>

namespace cw::fuzz {

inline std::unique_ptr<Game> defaultCourseGame(const GameInfo &info, int seats, std::uint64_t seed)
{
    GameSetup setup;
    setup.gameId = info.id;
    setup.courseSource = info.defaultCourse;
    QFile course(info.defaultCourse);
    if (!info.defaultCourse.isEmpty() && course.open(QIODevice::ReadOnly))
        setup.course = QJsonDocument::fromJson(course.readAll()).object();
    for (int seat = 0; seat < seats; ++seat)
        setup.seats.append(SeatConfig{QStringLiteral("Seat %1").arg(seat + 1),
                                      defaultSeatColour(seat), Controller::AiEasy});
    setup.seed = seed;
    QString error;
    return GameRegistry::create(setup, &error);
}

inline const std::vector<std::unique_ptr<Game>> &stateContexts()
{
    static const std::vector<std::unique_ptr<Game>> contexts = [] {
        std::vector<std::unique_ptr<Game>> out;
        for (const GameInfo &info : GameRegistry::games())
            for (int seats = info.minSeats; seats <= info.maxSeats; ++seats)
                if (auto game = defaultCourseGame(info, seats, 1))
                    out.push_back(std::move(game));
        return out;
    }();
    return contexts;
}

} // namespace cw::fuzz
