#include "SeatCopy.h"

#include "GameState.h"

namespace cw {

QByteArray makeSeatCopy(const Game &game, int seat, Rng &sessionRng)
{
    std::unique_ptr<Game> lens = game.clone();
    lens->resampleHidden(seat, sessionRng);
    return GameState::save(*lens);
}

std::unique_ptr<Game> loadSeatCopy(const Game &context, QByteArrayView copy, QString *error)
{
    return GameState::load(context, copy, error);
}

} // namespace cw
