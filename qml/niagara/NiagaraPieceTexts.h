#pragma once

#include <QStringList>

namespace cw {
class Game;
}

namespace cw::niagara {

// How Niagara's pieces and places read (issue 54, BoardEntry::pieceTexts): each canoe (on the
// beach, on a river space with its gem, or lost), each river space with the canoes on it, and
// the gems each seat has landed. Only public facts (the chosen paddle cards are not named).
QStringList pieceTexts(const Game &position, int seat, const QStringList &seatNames);

} // namespace cw::niagara
