// OnlinePlay (OnlinePlay.h): the checks a host's position passes before the session shows it, the
// move list as the seat reads it, and the bounded history of positions received.
#include "OnlinePlay.h"

#include "core/GameRecord.h"
#include "core/SeatCopy.h"

#include <algorithm>

namespace cw {

OnlinePlay::OnlinePlay(std::unique_ptr<Game> context, int seat)
    : m_context(std::move(context)), m_seat(seat)
{
}

// The copy is the only source of the position; the message's other fields must agree with it, so
// that what the status line or the move list says is what the board shows. A copy does not say
// which seat it was made for (docs/seat-copy.md, "The form"): the message's `seat` is checked,
// and the seat lens copies the position again for this seat, so a copy made for another seat
// cannot show that seat's hand (tst_online_session).
std::unique_ptr<Game> OnlinePlay::read(const OnlinePosition &position, QString *error) const
{
    const auto refuse = [error](const QString &why) {
        *error = why;
        return std::unique_ptr<Game>();
    };
    if (position.seat != m_seat)
        return refuse(QStringLiteral("seat: %1, but this game is shown to seat %2")
                          .arg(position.seat)
                          .arg(m_seat));
    if (position.move < m_move || position.move > GameRecord::MaxActions)
        return refuse(QStringLiteral("move: %1 is before the position shown (%2) or past %3")
                          .arg(position.move)
                          .arg(m_move)
                          .arg(GameRecord::MaxActions));
    QString why;
    std::unique_ptr<Game> game = loadSeatCopy(*m_context, position.copy, &why);
    if (!game)
        return refuse(QStringLiteral("copy: %1").arg(why));
    if (game->moveNumber() != position.move)
        return refuse(QStringLiteral("move: %1, but the copy is at move %2")
                          .arg(position.move)
                          .arg(game->moveNumber()));
    if (game->currentSeat() != position.current)
        return refuse(QStringLiteral("current: %1, but seat %2 is to act in the copy")
                          .arg(position.current)
                          .arg(game->currentSeat()));
    if (game->isOver() != position.over)
        return refuse(QStringLiteral("over: the copy says the opposite"));
    if (position.over &&
        std::vector<int>(position.ranks.begin(), position.ranks.end()) != game->ranks())
        return refuse(QStringLiteral("ranks: not the copy's"));
    if (position.movesFrom < 0 || position.movesFrom > m_moves.size())
        return refuse(QStringLiteral("movesFrom: %1 is not in 0…%2")
                          .arg(position.movesFrom)
                          .arg(m_moves.size()));
    if (position.movesFrom + position.moves.size() != position.move)
        return refuse(QStringLiteral("moves: %1 from %2 do not make the %3 moves taken")
                          .arg(position.moves.size())
                          .arg(position.movesFrom)
                          .arg(position.move));
    for (int i = 0; i < position.moves.size(); ++i) {
        const int seat = position.moves[i].seat;
        if (seat < -1 || seat >= game->seatCount())
            return refuse(QStringLiteral("moves[%1].seat: %2 is not a seat").arg(i).arg(seat));
    }
    return game;
}

void OnlinePlay::accept(const OnlinePosition &position, int round)
{
    m_move = position.move;
    m_moves.resize(position.movesFrom);
    m_moves.append(position.moves);
    // The same move again (a resume) replaces the position kept for it.
    if (!m_received.empty() && m_received.back().move == position.move)
        m_received.pop_back();
    m_received.push_back({position.move, position.copy, position.log, round});
    while (m_received.size() > std::size_t(MaxKeptPositions))
        m_received.pop_front();
    m_waiting = false;
}

const OnlinePlay::Received *OnlinePlay::keptAtOrBefore(int move) const
{
    if (m_received.empty())
        return nullptr;
    const auto after = std::upper_bound(
        m_received.begin(), m_received.end(), move,
        [](int wanted, const Received &received) { return wanted < received.move; });
    return after == m_received.begin() ? &m_received.front() : &*std::prev(after);
}

} // namespace cw
