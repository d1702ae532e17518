#include "SeatPiece.h"

#include "core/GameRegistry.h"

namespace cw {

QString seatPiece(const QString &gameId, int seat, const QString &seatName,
                  const QString &possessive)
{
    const GameInfo *info = GameRegistry::find(gameId);
    if (info && seatName == info->seats.defaultName.text().arg(seat + 1))
        return seatName;
    return possessive.arg(seatName);
}

} // namespace cw
