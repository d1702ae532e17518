#pragma once

#include "HostMessage.h"
#include "core/GameSetup.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace cw {

// One seat of a hosted game as the host keeps it.
struct HostSeat {
    HostMessage::SeatKind kind = HostMessage::SeatKind::Open;
    QString reservedFor; // Reserved: the name that may take it
    QString name;
    QString colour;
    QString tokenHash; // HostCode::tokenHash of its player's token; empty while nobody has it
    bool left = false; // its player left during play: Easy plays it to the end

    bool isAi() const
    {
        return kind == HostMessage::SeatKind::Easy || kind == HostMessage::SeatKind::Normal ||
               kind == HostMessage::SeatKind::Hard;
    }
    // Taken by a person (who may have left since), or an AI's: a game starts once every seat is.
    bool filled() const { return isAi() || !tokenHash.isEmpty() || left; }
};

// The lobby of a hosted game: its seats, the creator's choices and the game's phase. It is what
// HostStore keeps as the game's lobby JSON (toStored: token hashes included, never tokens), and
// the `lobby` message shows it without the hashes (HostGame adds who is connected).
struct HostLobby {
    enum class Phase { Lobby, Playing, Over };

    std::vector<HostSeat> seats;
    int owner = 0; // the seat that may start and rematch
    bool spectators = true;
    HostMessage::DropPolicy drop;
    Phase phase = Phase::Lobby;

    static QString phaseKey(Phase phase);

    QJsonObject toStored() const;
    // nullopt and *error ("lobby.<field>: <reason>") when `json` is not one toStored() wrote.
    static std::optional<HostLobby> fromStored(const QJsonObject &json, QString *error);

    // The seat whose token this is, or -1 (a seat that left has no token any more).
    int seatOfToken(const QString &token) const;
    // Who sits in each seat when the game starts: people by the names they gave, AI by level.
    QList<SeatConfig> seatConfigs() const;
};

} // namespace cw
