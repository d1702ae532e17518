#include "LastGame.h"

#include "core/GameSetup.h"

#include <QFileInfo>
#include <QSettings>

namespace cw::LastGame {

namespace {

const QString GameKey = QStringLiteral("lastGame/game");

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

} // namespace cw::LastGame
