#pragma once

// Niagara set-ups shared by the board test and the screenshot tool.
#include "SessionTestSupport.h"
#include "core/GameSetup.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <vector>

namespace cw {
class GameSession;
}

namespace cw::test {

// A Niagara game on a built-in river (":/courses/<river>.json") with the given controllers.
inline GameSetup niagaraSetup(const std::vector<Controller> &controllers, std::uint64_t seed,
                              const QString &river = QStringLiteral("niagara-standard"))
{
    static const char *const colours[] = {"#e63946", "#f4a261", "#2a9d8f", "#9b5de5", "#f1fa8c"};
    GameSetup setup;
    setup.gameId = QStringLiteral("niagara");
    setup.courseSource = QStringLiteral(":/courses/%1.json").arg(river);
    QFile course(setup.courseSource);
    if (course.open(QIODevice::ReadOnly))
        setup.course = QJsonDocument::fromJson(course.readAll()).object();
    for (std::size_t i = 0; i < controllers.size(); ++i)
        setup.seats.append(
            {defaultSeatName(setup.gameId, int(i)), QLatin1String(colours[i % 5]), controllers[i]});
    setup.seed = seed;
    return setup;
}

// Brings a session just started with the person in seat 0 and two AIs to the person's steal
// prompt (NiagaraStealScene.cpp); false when it did not come.
bool playToStealPrompt(GameSession &session);

} // namespace cw::test
