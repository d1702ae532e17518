#pragma once

#include <QStringList>

namespace cw {
class Game;
}

namespace cw::linecards {

class LineCardsGame;

// How Line cards' pieces and places read (issue 54, BoardEntry::pieceTexts): each card laid on
// the table, with its square, owner and exits (the open ones said apart); the grid's squares
// read the same words (LineCardsTableModel). Only public facts (hands are not named).
QStringList pieceTexts(const Game &position, int seat, const QStringList &seatNames);

// The card on grid square `square` as it reads ("C4: Anna's Straight, exits up and down, open
// up"); empty for an empty square.
QString laidCardText(const LineCardsGame &game, int square, const QStringList &seatNames);

} // namespace cw::linecards
