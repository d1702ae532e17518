#pragma once

#include <QString>

namespace cw {

// How a seat's piece is named for people: `possessive` with the seat's name ("Anna's boat",
// "Bateau d'Anna"), or the seat's name alone when it is the game's default name for that seat
// ("Boat 2", "Salmon 2"), which already names the piece: never "Boat 2's boat" (issue 54).
QString seatPiece(const QString &gameId, int seat, const QString &seatName,
                  const QString &possessive);

} // namespace cw
