#pragma once

#include <QStringList>

namespace cw {
class Game;
}

namespace cw::visions {

// How Visions of Rainbows' pieces and places read (issue 54, BoardEntry::pieceTexts): every
// rider of every team (row, lane and space on the road, or waiting, on the road side, finished;
// fatigue and state), not only those in view, then each row of the road (its lanes and
// terrain). Only public facts (hands and chosen cards are not named).
QStringList pieceTexts(const Game &position, int seat, const QStringList &seatNames);

} // namespace cw::visions
