#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cw {

// One entry of the move list as the receiving seat reads it (docs/protocol.md, "position").
struct OnlineMove {
    int seat = -1;
    QString name;

    bool operator==(const OnlineMove &) const = default;
};

// A host's `position` message (docs/protocol.md), already read and checked by the online client:
// what the session of a game played online shows. Plain data, so that the session never depends
// on the network and the client never on the session.
struct OnlinePosition {
    int seat = -1;    // the receiver's seat, -1 for a spectator
    int move = 0;     // actions taken
    int current = -1; // the seat to act, -1 once over
    bool over = false;
    QList<int> ranks;  // once over: each seat's rank, 1 = winner
    QByteArray copy;   // the seat's copy (core/SeatCopy.h), decoded from base64
    QStringList log;   // the new log lines (public sentences), oldest first
    int movesFrom = 0; // `moves` replace the move list's entries from this index on
    QList<OnlineMove> moves;
    QJsonObject record; // once over: the whole game record (GameRecord JSON), else empty
};

} // namespace cw
