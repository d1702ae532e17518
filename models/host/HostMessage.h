#pragma once

#include "HostError.h"
#include "core/Game.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <variant>
#include <vector>

namespace cw {

// The messages a client sends the host (docs/protocol.md, "Client to host"), read from one text
// frame with every field checked against its limits: what the host acts on is never bigger or
// stranger than these types say.
namespace HostMessage {

// The protocol version this host speaks (the envelope's "v").
inline constexpr int Version = 1;
// The largest message or frame a connection may send (Qt's default is about 2 GiB).
inline constexpr qint64 MaxFrameBytes = 64 * 1024;
inline constexpr int MaxChatLength = 500;
inline constexpr int MaxDropDelaySeconds = 3600;
inline constexpr int DefaultDropDelaySeconds = 60;
// A client's language as it asks for it: a language tag ("fr", "fr-CA"), at most this long.
inline constexpr int MaxLanguageLength = 35;

// What a seat is when the game is created.
enum class SeatKind { Open, Reserved, Easy, Normal, Hard };
QString seatKindKey(SeatKind kind);
std::optional<SeatKind> seatKindFromKey(const QString &key);

struct SeatRequest {
    SeatKind kind = SeatKind::Open;
    QString reservedFor; // Reserved: the name that may take it
};

// What happens while a seat's player is away during its turn.
struct DropPolicy {
    bool easy = true; // false: the game waits
    int delaySeconds = DefaultDropDelaySeconds;
};

// A message of a seat: its game and token.
struct SeatKey {
    QString code; // in its written form (HostCode::readGameCode)
    QString token;
};

struct Create {
    QString gameId;
    QJsonObject course;
    QJsonObject options;
    std::vector<SeatRequest> seats;
    int seat = 0; // the creator's
    QString name;
    QString colour; // empty: the seat's default
    bool spectators = true;
    DropPolicy drop;
    // The language this client reads its log and move names in: one of
    // HostNarration::languages(), the fallback one for any other (or none asked).
    QString language;
};
struct Join {
    QString code;
    QString name;
    QString colour;
    int seat = -1;    // -1: the first open seat
    QString language; // as Create's
};
struct Spectate {
    QString code;
    QString language; // as Create's
};
struct Resume {
    SeatKey key;      // its token empty: a spectator's return
    QString language; // as Create's
};
struct Profile {
    SeatKey key;
    QString name;
    QString colour;
};
struct Start {
    SeatKey key;
};
struct Act {
    SeatKey key;
    int move = 0;
    Action action = 0;
};
struct Chat {
    SeatKey key;
    QString text;
};
struct Leave {
    SeatKey key;
};
struct Rematch {
    SeatKey key;
};

using Message =
    std::variant<Create, Join, Spectate, Resume, Profile, Start, Act, Chat, Leave, Rematch>;

// The message one text frame holds. nullopt with *error (naming the field) when it is not one;
// *type is the envelope's type when it could be read (for the error's "request"), else empty.
std::optional<Message> read(const QByteArray &frame, HostError *error, QString *type);

} // namespace HostMessage

} // namespace cw
