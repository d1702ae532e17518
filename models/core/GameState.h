#pragma once

#include "Game.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>

namespace cw {

// A position saved whole and loaded back (docs/seat-copy.md): a short header (magic, format
// version, game id, seat count) and the game's own fields (Game::writeState, its <Game>StateCodec).
// A loaded position continues exactly as the saved one: the same views, legal actions and future.
namespace GameState {

inline constexpr int FormatVersion = 1;
// No game's position comes near it (the largest is well under 4 KB: benchmarks/bench_seat_copy):
// bytes beyond it are refused before anything is read.
inline constexpr qsizetype MaxBytes = 64 * 1024;

QByteArray save(const Game &game);

// The position `bytes` hold, loaded into a clone of `context`: any position of a game on the
// course, seats and options the copy was made for (the start position its setup creates will do;
// only the course and setup are read from it). Refuses, with *error naming the field ("salmon[2].
// hex: …"), bytes that are too many, truncated, another game's or another seat count's, out of
// range or inconsistent, and positions the loading game's shared checks refuse: cards that do not
// add up to the context's census, a seat to act that is not one, no legal action while not over,
// or a broken invariant of the game (GameInfo::conformance.brokenInvariant). Bounded: it reads
// each byte at most once and allocates no more than the game's own state.
std::unique_ptr<Game> load(const Game &context, QByteArrayView bytes, QString *error);

} // namespace GameState

} // namespace cw
