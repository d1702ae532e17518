#include "LastGame.h"

#include "core/GameSetup.h"

#include <QFileInfo>
#include <QSettings>

namespace cw::LastGame {

namespace {

const QString GameKey = QStringLiteral("lastGame/game");
const QString PlayerNameKey = QStringLiteral("lastGame/playerName");
const QString PlayerColourKey = QStringLiteral("lastGame/playerColour");

QString courseKey(const QString &gameId)
{
    return QStringLiteral("lastGame/course/") + gameId;
}

} // namespace

void remember(const GameSetup &setup)
{
    QSettings settings;
    settings.setValue(GameKey, setup.gameId);
    if (!setup.courseSource.isEmpty())
        settings.setValue(courseKey(setup.gameId), setup.courseSource);
    for (const SeatConfig &seat : setup.seats) {
        if (seat.controller == Controller::Human) {
            settings.setValue(PlayerNameKey, seat.name);
            settings.setValue(PlayerColourKey, seat.colour);
            break;
        }
    }
}

QString game()
{
    return QSettings().value(GameKey).toString();
}

QString course(const QString &gameId)
{
    const QString source = QSettings().value(courseKey(gameId)).toString();
    return !source.isEmpty() && QFileInfo::exists(source) ? source : QString();
}

QString playerName()
{
    return QSettings().value(PlayerNameKey).toString();
}

QString playerColour()
{
    return QSettings().value(PlayerColourKey).toString();
}

} // namespace cw::LastGame
