#include "GameSetup.h"

#include <iterator>

namespace cw {

QString defaultSeatColour(int seat)
{
    // Okabe & Ito's colour-blind-safe set (2008) without its black, ordered so that the first
    // seats are the furthest apart: vermillion, blue, sky blue, yellow, reddish purple, bluish
    // green, orange. tst_seat_palette checks every pair in normal and dichromat vision.
    static const char *const Colours[] = {"#d55e00", "#0072b2", "#56b4e9", "#f0e442",
                                          "#cc79a7", "#009e73", "#e69f00"};
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
