#include "HostMoveList.h"

namespace cw {

void HostMoveList::add(const Game &game, Action action)
{
    const int seat = game.currentSeat();
    Move move{seat, game.actionName(action), {}, true};
    for (int viewer = -1; viewer < game.seatCount(); ++viewer)
        if (viewer != seat && game.actionNameFor(action, viewer) != move.name)
            move.revealed = false;
    if (!move.revealed) {
        for (int viewer = -1; viewer < game.seatCount(); ++viewer)
            move.othersSee.append(viewer == seat ? move.name : game.actionNameFor(action, viewer));
        if (m_firstSecret < 0)
            m_firstSecret = int(m_moves.size());
    }
    m_moves.push_back(move);
}

int HostMoveList::revealed(const Game &game)
{
    if (m_firstSecret < 0 || game.secretsPending())
        return -1;
    // Secrets are revealed together: every one taken so far reads as its seat named it.
    const int first = m_firstSecret;
    for (std::size_t i = std::size_t(first); i < m_moves.size(); ++i) {
        m_moves[i].revealed = true;
        m_moves[i].othersSee.clear();
    }
    m_firstSecret = -1;
    return first;
}

QString HostMoveList::name(int move, int viewer) const
{
    const Move &entry = m_moves[std::size_t(move)];
    if (entry.revealed || viewer == entry.seat)
        return entry.name;
    return entry.othersSee.value(viewer + 1);
}

void HostMoveList::clear()
{
    m_moves.clear();
    m_firstSecret = -1;
}

} // namespace cw
