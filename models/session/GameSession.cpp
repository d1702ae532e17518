// GameSession: the record, the live game, browsing, and AI turns computed on the thread pool.
//
// Threading contract: the live game is touched only on the session's thread. An AI search works
// on its own clone and its own AiPlayer, so it shares nothing with the session; its result comes
// back through m_search (a QFutureWatcher, delivered on the session's thread) and is applied only
// if m_aiGeneration has not moved on since the search started (new game, load, browse).
#include "GameSession.h"

#include "OnlinePlay.h"
#include "SeatLens.h"
#include "ai/AiFactory.h"
#include "core/GameRegistry.h"

#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace cw {

GameSession::GameSession(QObject *parent)
    : QObject(parent), m_aiTimer(new QTimer(this)), m_lens(new SeatLens(this))
{
    m_aiTimer->setSingleShot(true);
    connect(m_aiTimer, &QTimer::timeout, this, &GameSession::onAiTimer);
    connect(&m_search, &QFutureWatcherBase::finished, this,
            [this] { onSearchFinished(m_searchGeneration); });
}

// A search still running holds only its own clone, but it must not outlive the session's
// watcher: wait for it (AI searches are bounded, so quitting while the AI thinks is safe).
GameSession::~GameSession()
{
    ++m_aiGeneration;
    m_search.disconnect(this);
    m_search.waitForFinished();
}

bool GameSession::start(const GameSetup &setup, QString *error)
{
    return begin(setup, QString(), error);
}

bool GameSession::begin(const GameSetup &setup, const QString &path, QString *error)
{
    QString why;
    std::unique_ptr<Game> game = GameRegistry::create(setup, &why);
    if (!game) {
        *error = why;
        return false;
    }
    adopt(std::move(game), GameRecord{setup, {}}, path);
    const QStringList opening = m_live->takeLog();
    if (!opening.isEmpty())
        emit logAppended(opening);
    advance();
    return true;
}

bool GameSession::load(const QString &path, QString *error)
{
    std::optional<GameRecord> record = GameRecord::load(path, error);
    if (!record)
        return false;
    QString why;
    std::unique_ptr<Game> game = record->replay(-1, &why);
    if (!game) {
        *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    }
    adopt(std::move(game), std::move(*record), path);
    if (m_live->isOver())
        emit gameOver();
    advance();
    return true;
}

void GameSession::adopt(std::unique_ptr<Game> game, GameRecord record, const QString &path,
                        std::unique_ptr<OnlinePlay> online)
{
    discardSearch();
    game->setRecordLog(true);
    m_live = std::move(game);
    m_online = std::move(online);
    m_lastSeat = -1;
    m_lastAction = -1;
    m_browsed.reset();
    m_record = std::move(record);
    m_viewedMove = moveCount();
    m_filePath = path;
    setModified(false);
    emit gameStarted();
    emit positionChanged();
}

bool GameSession::save(const QString &path, QString *error)
{
    if (isOnline()) {
        *error = tr("An online game can be saved once it is over.");
        return false;
    }
    if (!m_record.save(path, error))
        return false;
    m_filePath = path;
    setModified(false);
    return true;
}

bool GameSession::switchObserved(QPointer<GameSession> &current, QObject *candidate,
                                 QObject *observer)
{
    auto *session = qobject_cast<GameSession *>(candidate);
    if (session == current)
        return false;
    if (current)
        current->disconnect(observer);
    current = session;
    return true;
}

const Game *GameSession::shownGame() const
{
    return m_browsed ? m_browsed.get() : m_live.get();
}

// Browsing replays the record into m_browsed; returning to the last move resumes the live game
// (and its AI, whose interrupted search is simply started again with the same seed).
void GameSession::setViewedMove(int move)
{
    if (!m_live)
        return;
    if (isOnline())
        return setViewedOnlineMove(move);
    move = std::clamp(move, 0, moveCount());
    if (move == m_viewedMove)
        return;
    if (move == moveCount()) {
        m_browsed.reset();
        m_viewedMove = move;
        emit positionChanged();
        advance();
        return;
    }
    QString why;
    std::unique_ptr<Game> earlier = m_record.replay(move, &why);
    if (!earlier) // the record was replayed once already, so this cannot fail in practice
        return;
    discardSearch();
    m_browsed = std::move(earlier);
    m_viewedMove = move;
    emit positionChanged();
}

bool GameSession::restart(QString *error)
{
    if (isOnline()) {
        *error = tr("An online game cannot be started again here: the host runs it.");
        return false;
    }
    return begin(GameSetup(m_record.setup), m_filePath, error);
}

int GameSession::lastHumanDecision() const
{
    if (!m_live || isOnline() || m_record.actions.empty())
        return -1;
    QString why;
    std::unique_ptr<Game> game = GameRegistry::create(m_record.setup, &why);
    int last = -1;
    for (int i = 0; game && i < moveCount(); ++i) {
        const int seat = game->currentSeat();
        if (seat >= 0 && seat < m_record.setup.seats.size() &&
            !isAi(m_record.setup.seats[seat].controller))
            last = i;
        const Action action = m_record.actions[std::size_t(i)];
        if (!game->isLegal(action))
            break; // a record the session holds replays; stop short if it does not
        game->apply(action);
    }
    return last;
}

bool GameSession::takeBack()
{
    const int to = lastHumanDecision();
    if (to < 0)
        return false;
    if (to == 0) { // back to the first move: the opening lines are written again
        QString error;
        const bool restarted = restart(&error);
        setModified(true);
        return restarted;
    }
    QString why;
    std::unique_ptr<Game> game = m_record.replay(to, &why);
    if (!game)
        return false;
    GameRecord record = m_record;
    record.actions.resize(std::size_t(to));
    adopt(std::move(game), std::move(record), m_filePath);
    m_live->takeLog(); // the docks rewrite the history from the record on gameStarted
    setModified(true);
    return true;
}

void GameSession::dealHiddenAgain(int seat, std::uint64_t seed)
{
    if (!m_live || isOnline())
        return;
    Rng rng(seed);
    m_live->resampleHidden(seat, rng);
    emit positionChanged();
}

std::uint64_t GameSession::decisionSeed(int move) const
{
    return m_record.decisionSeed(move);
}

bool GameSession::humanToAct() const
{
    if (!m_live || m_browsed || m_live->isOver())
        return false;
    const int seat = m_live->currentSeat();
    if (isOnline()) // the seat shown here, once the host's position has come
        return !waitingForHost() && seat >= 0 && seat == onlineSeat();
    return seat >= 0 && seat < m_record.setup.seats.size() &&
           !isAi(m_record.setup.seats[seat].controller);
}

bool GameSession::submit(int action)
{
    if (!humanToAct() || !m_live->isLegal(action))
        return false;
    if (isOnline()) {
        sendOnline(action);
        return true;
    }
    applyLive(action);
    advance();
    return true;
}

void GameSession::skipToHumanTurn()
{
    if (!m_live || isOnline() || m_browsed || m_live->isOver() || humanToAct())
        return;
    m_skipping = true;
    if (m_aiTimer->isActive()) { // a decision is waiting for its pause: play it now
        m_aiTimer->stop();
        onAiTimer();
    }
}

void GameSession::advance()
{
    if (!m_live || m_browsed || m_live->isOver() || humanToAct())
        m_skipping = false;
    // Online the host plays every seat but this one: no search ever starts here.
    if (!m_live || isOnline() || m_browsed || m_live->isOver() || m_thinking || humanToAct())
        return;
    m_aiTurnClock.start();
    m_aiTurnPaceMs = paceBefore(*m_live, m_lastSeat, m_lastAction, m_aiDelayMs);
    if (m_aiTurnPaceMs > 0 && !m_skipping)
        emit aiMovePaced(m_aiTurnPaceMs);
    const int seat = m_live->currentSeat();
    const Controller level =
        seat < m_record.setup.seats.size()
            ? m_record.setup.seats[seat].controller
            : Controller::AiEasy; // defensive: a seat without config plays Easy
    std::shared_ptr<const Game> position(m_live->clone());
    const QString gameId = m_live->gameId();
    const std::uint64_t seed = decisionSeed(m_live->moveNumber());
    m_searchGeneration = m_aiGeneration;
    setThinking(true);
    m_search.setFuture(QtConcurrent::run([position, gameId, level, seed] {
        const std::unique_ptr<AiPlayer> ai = makeAiPlayer(gameId, level);
        return ai ? ai->choose(*position, seed) : Action(-1);
    }));
}

void GameSession::onSearchFinished(quint64 generation)
{
    if (generation != m_aiGeneration || !m_search.future().isValid())
        return; // a search for a position that is no longer live
    m_aiAction = m_search.result();
    const qint64 pause = m_skipping ? 0 : m_aiTurnPaceMs - m_aiTurnClock.elapsed();
    m_aiTimer->start(int(std::max<qint64>(0, pause)));
}

void GameSession::onAiTimer()
{
    if (m_searchGeneration != m_aiGeneration)
        return;
    setThinking(false);
    // An AI that breaks its contract must not corrupt the game: the seat simply stays to move.
    if (!m_live || m_browsed || !m_live->isLegal(m_aiAction)) {
        qWarning("GameSession: the AI chose the illegal action %d", m_aiAction);
        return;
    }
    applyLive(m_aiAction);
    advance();
}

int GameSession::roundOf(const Game &game)
{
    return game.viewFor(-1).value(QStringLiteral("round")).toInt();
}

void GameSession::replayNarration(
    const std::function<void(const QStringList &lines, int round)> &step, int moves) const
{
    if (!hasGame())
        return;
    if (isOnline()) // the host's lines: the record here has none of its actions
        return replayOnlineNarration(step, moves);
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(m_record.setup, &error);
    if (!game)
        return;
    game->setRecordLog(true);
    step(game->takeLog(), roundOf(*game));
    const std::size_t count =
        moves < 0 ? m_record.actions.size() : std::min(m_record.actions.size(), std::size_t(moves));
    for (std::size_t i = 0; i < count; ++i) {
        const Action action = m_record.actions[i];
        if (!game->isLegal(action))
            return; // the session refuses such records; never apply an illegal action
        const int round = roundOf(*game);
        game->apply(action);
        step(game->takeLog(), round);
    }
}

void GameSession::applyLive(Action action)
{
    m_lastSeat = m_live->currentSeat();
    m_lastAction = action;
    m_live->apply(action);
    m_record.actions.push_back(action);
    m_viewedMove = moveCount();
    setModified(true);
    const QStringList lines = m_live->takeLog();
    if (!lines.isEmpty())
        emit logAppended(lines);
    emit positionChanged();
    if (m_live->isOver())
        emit gameOver();
}

void GameSession::discardSearch()
{
    ++m_aiGeneration;
    m_skipping = false;
    m_aiTimer->stop();
    setThinking(false);
}

void GameSession::setThinking(bool thinking)
{
    if (m_thinking == thinking)
        return;
    m_thinking = thinking;
    emit aiThinkingChanged(thinking);
}

void GameSession::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

} // namespace cw
