#pragma once

#include <QStringList>

namespace cw {
class Game;
}

namespace cw::salmon {

// How Salmon Run's pieces and places read (issue 54, BoardEntry::pieceTexts): each salmon with
// its hex, each bear with its hex, and each river hex that is more than plain water (rock,
// waterfall, current, symbol, start, spawning ground, a bear). Only public facts.
QStringList pieceTexts(const Game &position, int seat, const QStringList &seatNames);

} // namespace cw::salmon
