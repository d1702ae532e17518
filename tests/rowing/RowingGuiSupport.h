#pragma once

// Rowing set-ups shared by the board test, the screenshot tool, the board player and the shared
// session, app and AI tests that drive a rowing race.
#include "SessionTestSupport.h"
#include "core/GameSetup.h"

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
            {defaultSeatName(setup.gameId, int(i)), QLatin1String(colours[i % 6]), controllers[i]});
    setup.seed = seed;
    return setup;
}

} // namespace cw::test
