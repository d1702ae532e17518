#include "HostError.h"

namespace cw {

QString HostError::key(Code code)
{
    switch (code) {
    case Code::BinaryFrame:
        return QStringLiteral("binary-frame");
    case Code::BadJson:
        return QStringLiteral("bad-json");
    case Code::BadVersion:
        return QStringLiteral("bad-version");
    case Code::UnknownType:
        return QStringLiteral("unknown-type");
    case Code::BadField:
        return QStringLiteral("bad-field");
    case Code::UnknownGame:
        return QStringLiteral("unknown-game");
    case Code::RateLimited:
        return QStringLiteral("rate-limited");
    case Code::BadToken:
        return QStringLiteral("bad-token");
    case Code::SeatUnavailable:
        return QStringLiteral("seat-unavailable");
    case Code::NoSpectators:
        return QStringLiteral("no-spectators");
    case Code::NotOwner:
        return QStringLiteral("not-owner");
    case Code::WrongPhase:
        return QStringLiteral("wrong-phase");
    case Code::SeatsOpen:
        return QStringLiteral("seats-open");
    case Code::NotYourTurn:
        return QStringLiteral("not-your-turn");
    case Code::StaleMove:
        return QStringLiteral("stale-move");
    case Code::IllegalAction:
        return QStringLiteral("illegal-action");
    case Code::BadCourse:
        return QStringLiteral("bad-course");
    case Code::BadSetup:
        return QStringLiteral("bad-setup");
    case Code::TooManyGames:
        return QStringLiteral("too-many-games");
    case Code::TooManyConnections:
        return QStringLiteral("too-many-connections");
    case Code::TooManyErrors:
        return QStringLiteral("too-many-errors");
    case Code::Storage:
        return QStringLiteral("storage");
    }
    return {};
}

QJsonObject HostError::toJson(const QString &request) const
{
    QJsonObject json{{QStringLiteral("v"), 1},
                     {QStringLiteral("type"), QStringLiteral("error")},
                     {QStringLiteral("error"), key(code)},
                     {QStringLiteral("field"), field},
                     {QStringLiteral("message"), message}};
    if (!request.isEmpty())
        json.insert(QStringLiteral("request"), request);
    return json;
}

} // namespace cw
