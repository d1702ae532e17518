#pragma once

#include <QJsonObject>
#include <QString>

namespace cw {

// Why the host refused a message (docs/protocol.md, "Errors"): a stable code the app translates,
// the field at fault and an English text. A refused message changes nothing.
struct HostError {
    enum class Code {
        BinaryFrame,
        BadJson,
        BadVersion,
        UnknownType,
        BadField,
        UnknownGame,
        RateLimited,
        BadToken,
        SeatUnavailable,
        NoSpectators,
        NotOwner,
        WrongPhase,
        SeatsOpen,
        NotYourTurn,
        StaleMove,
        IllegalAction,
        BadCourse,
        BadSetup,
        TooManyGames,
        TooManyConnections,
        TooManyErrors,
        Storage,
    };

    Code code = Code::BadJson;
    QString field;   // the message's field at fault ("seats[2].kind"), or empty
    QString message; // English: the server's texts are for clients, which translate by code

    // "bad-field", as the protocol writes it.
    static QString key(Code code);

    // The `error` message, answering a request of type `request` (empty when unknown).
    QJsonObject toJson(const QString &request) const;
};

} // namespace cw
