#pragma once

#include "core/Game.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace cw {

// A hosted game's move list as each viewer reads it (Game::actionNameFor): a secret move is named
// for the others as they learn of it until the game reveals it (Game::secretsPending turns
// false), then as its seat named it. Viewers are seats, or -1 for spectators.
class HostMoveList {
public:
    // Names `action`, about to be taken in `game` by its current seat.
    void add(const Game &game, Action action);
    // After the action was applied to `game`: when that revealed the secrets, the first move
    // renamed (every viewer's list must be sent again from there), else -1.
    int revealed(const Game &game);

    int size() const { return int(m_moves.size()); }
    int seat(int move) const { return m_moves[std::size_t(move)].seat; }
    QString name(int move, int viewer) const;
    void clear();

private:
    struct Move {
        int seat = -1;
        QString name;          // as its seat named it
        QStringList othersSee; // while secret: what viewer v (-1 first) reads
        bool revealed = true;
    };
    std::vector<Move> m_moves;
    int m_firstSecret = -1; // the first unrevealed move, or -1
};

} // namespace cw
