#pragma once

#include <QIcon>
#include <QString>

namespace cw {

// A seat's colour with a light rim, so that a dark team colour still shows on a dark panel, and
// the seat's number from 1 in it: the mark every board shows besides the colour (SeatMark.qml),
// so that two seats whose colours look alike are still told apart (issue 54). For the Players
// dock and the online lobby.
QIcon seatSwatch(const QString &colour, int seat);

} // namespace cw
