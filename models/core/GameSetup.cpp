#include "GameSetup.h"

#include <iterator>

namespace cw {

QString defaultSeatColour(int seat)
{
    static const char *const Colours[] = {"#e63946", "#f4a261", "#2a9d8f", "#457b9d",
                                          "#9b5de5", "#e9c46a", "#ff70a6"};
    constexpr int Count = int(std::size(Colours));
    return QString::fromLatin1(Colours[((seat % Count) + Count) % Count]);
}

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
