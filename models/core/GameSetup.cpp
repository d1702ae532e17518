#include "GameSetup.h"

namespace cw {

QString controllerKey(Controller controller)
{
    switch (controller) {
    case Controller::Human:
        return QStringLiteral("human");
    case Controller::AiEasy:
        return QStringLiteral("easy");
    case Controller::AiNormal:
        return QStringLiteral("normal");
    case Controller::AiHard:
        return QStringLiteral("hard");
    }
    return QString();
}

bool controllerFromKey(const QString &key, Controller *out)
{
    for (Controller c :
         {Controller::Human, Controller::AiEasy, Controller::AiNormal, Controller::AiHard}) {
        if (controllerKey(c) == key) {
            *out = c;
            return true;
        }
    }
    return false;
}

QStringList GameSetup::seatNames() const
{
    QStringList names;
    for (const SeatConfig &seat : seats)
        names.append(seat.name);
    return names;
}

} // namespace cw
