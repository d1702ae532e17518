#pragma once

#include "Game.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>

namespace cw {

// A seat's copy (docs/seat-copy.md): what the online host sends a seat, the position as that seat
// may know it. It is the saved form (core/GameState.h) of a clone whose hidden information was
// dealt again from the seat's view (Game::resampleHidden(seat, sessionRng)): other hands, the
// order of every draw pile and the generator are replaced, never copied, so the copy depends only
// on viewFor(seat) and the session's generator, and never holds the game's seed. `sessionRng`
// is a generator the session keeps to itself (never the game's); each copy draws from it.
QByteArray makeSeatCopy(const Game &game, int seat, Rng &sessionRng);

// The position a seat's copy holds, loaded with every check of GameState::load: `context` is a
// game on the course, seats and options the copy was made for. nullptr and *error when refused.
std::unique_ptr<Game> loadSeatCopy(const Game &context, QByteArrayView copy, QString *error);

} // namespace cw
