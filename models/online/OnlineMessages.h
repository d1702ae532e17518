#pragma once

#include "session/OnlineLobby.h"
#include "session/OnlinePosition.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace cw {

// A host's `joined` message (docs/protocol.md): the seat taken and what a client needs to build
// the game a seat's copy loads into.
struct OnlineJoined {
    QString code;       // the game code as written ("7KQ2M-XD9RA")
    int seat = -1;      // -1: a spectator
    QString token;      // only in the answer to create and join; empty otherwise
    QString gameId;     // a registered game ("rowing")
    QJsonObject course; // read and checked as a course file is (CourseFile); {} for a game without
    QJsonObject options;
    int seats = 0;

    bool operator==(const OnlineJoined &) const = default;
};

// A host's `chat` message: one line from a seat, plain text.
struct OnlineChat {
    int seat = -1;
    QString name;
    QString text;

    bool operator==(const OnlineChat &) const = default;
};

// A host's `error` message: a request refused (docs/protocol.md, "Errors").
struct OnlineError {
    QString code;    // "seat-unavailable"…, as the protocol writes it
    QString field;   // the request's field at fault, or empty
    QString message; // the host's English text: the app shows its own (OnlineErrorText)
    QString request; // the type of the message refused, or empty

    bool operator==(const OnlineError &) const = default;
};

// The readers of every message a host sends. Each message comes from another machine: every field
// is checked for its type and bounds, nothing is taken on trust, and a message refused sets *error
// to "<message>.<field>: <reason>" naming the field ("lobby.seats[2].colour: …").
namespace OnlineMessages {

// The protocol version this client speaks (the envelope's "v").
inline constexpr int Version = 1;
// The most seats a hosted game has (GameRecord::MaxSeats).
inline constexpr int MaxSeats = 16;
// A log line and the lines of one position: the host sends at most HostNarration::MaxLogHistory
// lines of a few names each; these bounds are far above.
inline constexpr int MaxLogLines = 1000;
inline constexpr int MaxLogLineLength = 2000;
// A move's name as the move list shows it ("Play 3 of Rapids").
inline constexpr int MaxMoveNameLength = 500;
// An error's English text and field.
inline constexpr int MaxErrorTextLength = 2000;

// The object one text frame holds and its type. nullopt with *error when it is not a JSON object,
// `v` is not Version (*otherVersion set then, so the app can say so plainly), or `type` is not a
// string.
std::optional<QJsonObject> readEnvelope(const QByteArray &frame, QString *type, QString *error,
                                        bool *otherVersion);

// Each returns false and sets *error when the message is refused; *out is then unspecified.
bool readJoined(const QJsonObject &json, OnlineJoined *out, QString *error);
bool readLobby(const QJsonObject &json, OnlineLobby *out, QString *error);
bool readPosition(const QJsonObject &json, OnlinePosition *out, QString *error);
bool readChat(const QJsonObject &json, OnlineChat *out, QString *error);
bool readError(const QJsonObject &json, OnlineError *out, QString *error);

} // namespace OnlineMessages

} // namespace cw
