#pragma once

// Visions of Rainbows set-ups shared by the board test and the screenshot tool.
#include "core/GameSetup.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <vector>

namespace cw::test {

// A Visions of Rainbows race on a built-in road (":/courses/<road>.json"), a team per controller.
inline GameSetup visionsSetup(const std::vector<Controller> &controllers, std::uint64_t seed,
                              const QString &road = QStringLiteral("visions-short"))
{
    static const char *const names[] = {"Ann",    "Bruno", "Chiara", "Dmitri",
                                        "Esther", "Femi",  "Gus"};
    // New Game's default colours, so the pictures show what a player sees.
    static const char *const colours[] = {"#e63946", "#f4a261", "#2a9d8f", "#457b9d",
                                          "#9b5de5", "#e9c46a", "#ff70a6"};
    GameSetup setup;
    setup.gameId = QStringLiteral("visions");
    setup.courseSource = QStringLiteral(":/courses/%1.json").arg(road);
    QFile course(setup.courseSource);
    if (course.open(QIODevice::ReadOnly))
        setup.course = QJsonDocument::fromJson(course.readAll()).object();
    for (std::size_t i = 0; i < controllers.size(); ++i)
        setup.seats.append(
            {QLatin1String(names[i % 7]), QLatin1String(colours[i % 7]), controllers[i]});
    setup.seed = seed;
    return setup;
}

} // namespace cw::test
