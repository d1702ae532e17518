#pragma once

#include <QList>
#include <QString>

namespace cw {

// One seat of a hosted game as its lobby describes it (docs/protocol.md, "lobby").
struct OnlineSeat {
    QString kind; // "open", "reserved", "easy", "normal" or "hard", as the creator chose
    QString name;
    QString colour; // "#rrggbb", or empty
    bool taken = false;
    bool connected = false;
    QString playedBy; // "human", "easy", "normal", "hard", or empty while nobody plays it

    bool operator==(const OnlineSeat &) const = default;
};

// A host's `lobby` message, already read and checked by the online client: who sits where, who
// is connected and who plays for whom. Plain data, shown by the lobby and the status line.
struct OnlineLobby {
    enum class Phase { Lobby, Playing, Over };

    QString code; // the game code as written ("7KQ2M-XD9RA")
    Phase phase = Phase::Lobby;
    int owner = 0; // the creator's seat: it alone may start and rematch
    bool spectators = true;
    QString dropPolicy = QStringLiteral("easy"); // "wait" or "easy"
    int dropDelaySeconds = 60;
    int moves = 0;      // actions taken
    int spectating = 0; // spectators connected
    QList<OnlineSeat> seats;

    bool operator==(const OnlineLobby &) const = default;
};

} // namespace cw
