#pragma once

#include <QString>

#include <optional>

namespace cw {

// The secrets that name a game and a seat (docs/protocol.md, "Codes, seats and tokens"), drawn
// from the system's generator (QRandomGenerator::system), never from a game's seeded one.
namespace HostCode {

// A new game code: 10 characters of Crockford's base32 (50 bits), "7KQ2M-XD9RA".
QString newGameCode();
// `text` as a game code in its written form, reading case, a missing hyphen and the letters
// Crockford's alphabet confuses (I, L as 1, O as 0) as people type them; nullopt when it cannot
// be one.
std::optional<QString> readGameCode(const QString &text);

// A new seat token: 32 hexadecimal digits (128 bits).
QString newToken();
// Whether `text` has a token's form (what it is checked against is its hash).
bool isTokenForm(const QString &text);
// What the host keeps of a token (SHA-256, hexadecimal): enough to recognise it, never to send it.
QString tokenHash(const QString &token);

} // namespace HostCode

} // namespace cw
