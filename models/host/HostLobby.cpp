#include "HostLobby.h"

#include "HostCode.h"
#include "core/GameRecord.h"
#include "core/HexColour.h"

#include <QJsonArray>

namespace cw {

QString HostLobby::phaseKey(Phase phase)
{
    switch (phase) {
    case Phase::Lobby:
        return QStringLiteral("lobby");
    case Phase::Playing:
        return QStringLiteral("playing");
    case Phase::Over:
        return QStringLiteral("over");
    }
    return {};
}

QJsonObject HostLobby::toStored() const
{
    QJsonArray seatArray;
    for (const HostSeat &seat : seats) {
        seatArray.append(QJsonObject{{QStringLiteral("kind"), HostMessage::seatKindKey(seat.kind)},
                                     {QStringLiteral("reservedFor"), seat.reservedFor},
                                     {QStringLiteral("name"), seat.name},
                                     {QStringLiteral("colour"), seat.colour},
                                     {QStringLiteral("tokenHash"), seat.tokenHash},
                                     {QStringLiteral("left"), seat.left}});
    }
    return {{QStringLiteral("seats"), seatArray},
            {QStringLiteral("owner"), owner},
            {QStringLiteral("spectators"), spectators},
            {QStringLiteral("drop"),
             QJsonObject{{QStringLiteral("policy"),
                          drop.easy ? QStringLiteral("easy") : QStringLiteral("wait")},
                         {QStringLiteral("delay"), drop.delaySeconds}}},
            {QStringLiteral("phase"), phaseKey(phase)}};
}

std::optional<HostLobby> HostLobby::fromStored(const QJsonObject &json, QString *error)
{
    auto fail = [error](const QString &field) {
        *error = QStringLiteral("lobby.%1: not as the host stores it").arg(field);
        return std::nullopt;
    };
    HostLobby lobby;
    const QJsonArray seatArray = json.value(QStringLiteral("seats")).toArray();
    if (seatArray.isEmpty() || seatArray.size() > GameRecord::MaxSeats)
        return fail(QStringLiteral("seats"));
    for (const QJsonValue &value : seatArray) {
        const QJsonObject object = value.toObject();
        HostSeat seat;
        const std::optional<HostMessage::SeatKind> kind =
            HostMessage::seatKindFromKey(object.value(QStringLiteral("kind")).toString());
        if (!kind)
            return fail(QStringLiteral("seats.kind"));
        seat.kind = *kind;
        seat.reservedFor = object.value(QStringLiteral("reservedFor")).toString();
        seat.name = object.value(QStringLiteral("name")).toString();
        seat.colour = object.value(QStringLiteral("colour")).toString();
        seat.tokenHash = object.value(QStringLiteral("tokenHash")).toString();
        seat.left = object.value(QStringLiteral("left")).toBool();
        if (seat.name.size() > GameRecord::MaxNameLength || !HexColour::isValid(seat.colour))
            return fail(QStringLiteral("seats.name"));
        lobby.seats.push_back(seat);
    }
    lobby.owner = json.value(QStringLiteral("owner")).toInt(-1);
    if (lobby.owner < 0 || lobby.owner >= int(lobby.seats.size()))
        return fail(QStringLiteral("owner"));
    lobby.spectators = json.value(QStringLiteral("spectators")).toBool(true);
    const QJsonObject drop = json.value(QStringLiteral("drop")).toObject();
    lobby.drop.easy = drop.value(QStringLiteral("policy")).toString() != QLatin1String("wait");
    lobby.drop.delaySeconds =
        std::clamp(drop.value(QStringLiteral("delay")).toInt(HostMessage::DefaultDropDelaySeconds),
                   1, HostMessage::MaxDropDelaySeconds);
    const QString phase = json.value(QStringLiteral("phase")).toString();
    for (Phase candidate : {Phase::Lobby, Phase::Playing, Phase::Over})
        if (phaseKey(candidate) == phase)
            lobby.phase = candidate;
    if (phaseKey(lobby.phase) != phase)
        return fail(QStringLiteral("phase"));
    return lobby;
}

int HostLobby::seatOfToken(const QString &token) const
{
    const QString hash = HostCode::tokenHash(token);
    for (std::size_t i = 0; i < seats.size(); ++i)
        if (!seats[i].tokenHash.isEmpty() && seats[i].tokenHash == hash)
            return int(i);
    return -1;
}

QList<SeatConfig> HostLobby::seatConfigs() const
{
    QList<SeatConfig> configs;
    for (const HostSeat &seat : seats) {
        SeatConfig config{seat.name, seat.colour, Controller::Human};
        switch (seat.kind) {
        case HostMessage::SeatKind::Easy:
            config.controller = Controller::AiEasy;
            break;
        case HostMessage::SeatKind::Normal:
            config.controller = Controller::AiNormal;
            break;
        case HostMessage::SeatKind::Hard:
            config.controller = Controller::AiHard;
            break;
        case HostMessage::SeatKind::Open:
        case HostMessage::SeatKind::Reserved:
            break;
        }
        configs.append(config);
    }
    return configs;
}

} // namespace cw
