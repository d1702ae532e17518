// GameSession's online mode (GameSession.h, docs/play/online.md): the host runs the game, the
// session shows the positions it sends this seat and hands the seat's decisions to it.
#include "GameSession.h"

#include "OnlinePlay.h"
#include "core/GameRegistry.h"
#include "core/SeatCopy.h"

namespace cw {

bool GameSession::beginOnline(const GameSetup &context, int seat, QString *error)
{
    QString why;
    std::unique_ptr<Game> game = GameRegistry::create(context, &why);
    if (!game) {
        *error = why;
        return false;
    }
    if (seat < -1 || seat >= game->seatCount()) {
        *error = QStringLiteral("seat: %1 is not a seat of this game").arg(seat);
        return false;
    }
    auto online = std::make_unique<OnlinePlay>(game->clone(), seat);
    game->takeLog(); // the context's opening lines are not the host's: its lines come with it
    adopt(std::move(game), GameRecord{context, {}}, QString(), std::move(online));
    return true;
}

bool GameSession::showOnlinePosition(const OnlinePosition &position, QString *error)
{
    if (!isOnline()) {
        *error = QStringLiteral("not an online game");
        return false;
    }
    std::unique_ptr<Game> game = m_online->read(position, error);
    if (!game)
        return false;
    const bool wasOver = m_live->isOver();
    // The lines came with the move that ended the position shown so far: they belong to its round.
    m_online->accept(position, roundOf(*m_live));
    m_live = std::move(game);
    if (!m_browsed)
        m_viewedMove = moveCount();
    if (!position.log.isEmpty())
        emit logAppended(position.log);
    emit positionChanged();
    if (m_live->isOver() && !wasOver)
        emit gameOver();
    return true;
}

void GameSession::sendOnline(Action action)
{
    m_online->setWaiting(true);
    emit positionChanged(); // humanToAct() turned false: the board takes no second decision
    emit onlineActionChosen(moveCount(), action);
}

void GameSession::onlineActionRefused()
{
    if (!isOnline() || !waitingForHost() || m_online->received().empty())
        return;
    m_online->setWaiting(false);
    emit positionChanged();
}

bool GameSession::finishOnline(const GameRecord &record, QString *error)
{
    if (!isOnline() || !m_live->isOver()) {
        *error = QStringLiteral("the online game is not over");
        return false;
    }
    if (record.setup.gameId != gameId()) {
        *error = QStringLiteral("game: %1, but this game is %2").arg(record.setup.gameId, gameId());
        return false;
    }
    QString why;
    std::unique_ptr<Game> game = record.replay(-1, &why);
    if (!game) {
        *error = why;
        return false;
    }
    const int seat = onlineSeat();
    if (!game->isOver() || game->moveNumber() != moveCount() ||
        game->viewFor(seat) != m_live->viewFor(seat)) {
        *error = QStringLiteral("actions: the record does not end in the position shown");
        return false;
    }
    adopt(std::move(game), record, QString());
    setModified(true); // a game nobody has saved here yet
    emit gameOver();
    return true;
}

bool GameSession::finishOnline(const QJsonObject &record, QString *error)
{
    QString why;
    const std::optional<GameRecord> read = GameRecord::fromJson(record, &why);
    if (!read) {
        *error = QStringLiteral("record: %1").arg(why);
        return false;
    }
    return finishOnline(*read, error);
}

int GameSession::moveCount() const
{
    return isOnline() ? m_online->move() : int(m_record.actions.size());
}

bool GameSession::showsHostPosition() const
{
    return m_online && !m_online->received().empty();
}

int GameSession::onlineSeat() const
{
    return isOnline() ? m_online->seat() : -1;
}

bool GameSession::waitingForHost() const
{
    return isOnline() && m_online->isWaiting();
}

const QList<OnlineMove> &GameSession::onlineMoves() const
{
    static const QList<OnlineMove> none;
    return isOnline() ? m_online->moves() : none;
}

// Browsing online goes back through the positions received during this connection, not earlier:
// the session holds no record to replay (the host keeps the actions).
void GameSession::setViewedOnlineMove(int move)
{
    const OnlinePlay::Received *kept = m_online->keptAtOrBefore(move);
    if (!kept || kept->move >= moveCount()) {
        if (!m_browsed)
            return;
        m_browsed.reset();
        m_viewedMove = moveCount();
        emit positionChanged();
        return;
    }
    if (m_browsed && kept->move == m_viewedMove)
        return;
    QString why;
    std::unique_ptr<Game> earlier = loadSeatCopy(m_online->context(), kept->copy, &why);
    if (!earlier) // it loaded when it came, against the same context
        return;
    m_browsed = std::move(earlier);
    m_viewedMove = kept->move;
    emit positionChanged();
}

void GameSession::replayOnlineNarration(
    const std::function<void(const QStringList &lines, int round)> &step, int moves) const
{
    for (const OnlinePlay::Received &received : m_online->received()) {
        if (moves >= 0 && received.move > moves)
            return;
        step(received.log, received.round);
    }
}

} // namespace cw
