#pragma once

#include "OnlinePosition.h"
#include "core/Game.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <deque>
#include <memory>

namespace cw {

// A game played online as the session holds it (GameSession::beginOnline, docs/play/online.md):
// the host runs the game, the session only shows what the host sends this seat. It keeps the
// context a copy loads into, the move list as this seat reads it, and the positions received
// during this connection (bounded), for browsing and for the narration.
class OnlinePlay {
public:
    // The positions kept for browsing and the narration: the last ones received, so that a long
    // game costs a bounded memory (a copy is at most GameState::MaxBytes).
    static constexpr int MaxKeptPositions = 2000;

    // One position as received: its copy's bytes, and the log lines that came with it, written
    // during `round` (the round of the position before it, as the log dock heads them).
    struct Received {
        int move = 0;
        QByteArray copy;
        QStringList log;
        int round = 0;
    };

    // `context`: a game on the course, seats and options of the hosted game (its position and
    // seed do not matter); `seat`: the session's seat, -1 for a spectator.
    OnlinePlay(std::unique_ptr<Game> context, int seat);

    int seat() const { return m_seat; }
    const Game &context() const { return *m_context; }
    // The actions taken in the position shown (the last accepted).
    int move() const { return m_move; }
    const QList<OnlineMove> &moves() const { return m_moves; }
    const std::deque<Received> &received() const { return m_received; }
    // The seat has chosen its action (or no position has come yet): the session waits for the
    // host's next position.
    bool isWaiting() const { return m_waiting; }
    void setWaiting(bool waiting) { m_waiting = waiting; }

    // The position `position` holds, loaded from its copy (core/SeatCopy.h) against the context
    // and checked against the message's other fields and the position shown: nullptr and
    // *error ("field: reason", English, for logs and tests) when refused. Changes nothing.
    std::unique_ptr<Game> read(const OnlinePosition &position, QString *error) const;
    // Takes `position`, read by read(): the move list's entries from movesFrom replaced, the
    // position kept (the oldest dropped past MaxKeptPositions). `round`: see Received.
    void accept(const OnlinePosition &position, int round);
    // The kept position at or before `move` (the first kept when `move` is earlier), or null.
    const Received *keptAtOrBefore(int move) const;

private:
    std::unique_ptr<Game> m_context;
    int m_seat = -1;
    int m_move = 0;
    bool m_waiting = true;
    QList<OnlineMove> m_moves;
    std::deque<Received> m_received;
};

} // namespace cw
