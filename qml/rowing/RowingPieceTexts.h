#pragma once

#include <QStringList>

namespace cw {
class Game;
}

namespace cw::rowing {

// How the rowing race's pieces and places read (issue 54, BoardEntry::pieceTexts): each boat
// (lane, space and metres, stroke rate, stamina, finish), each lane with the boat in it, each
// split line (metres, space, pace limit). Only public facts: what every seat may know.
QStringList pieceTexts(const Game &position, int seat, const QStringList &seatNames);

} // namespace cw::rowing
