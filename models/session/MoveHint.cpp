// The coach's hint in the app (MoveHint.h): the search runs on a worker thread and is stopped and
// forgotten as soon as the position changes.
#include "MoveHint.h"

#include "GameSession.h"
#include "SeatLens.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace cw {

MoveHint::MoveHint(GameSession *session, QObject *parent) : QObject(parent), m_session(session)
{
    connect(&m_search, &QFutureWatcherBase::finished, this, &MoveHint::onFinished);
    connect(session, &GameSession::positionChanged, this, &MoveHint::drop);
    connect(session, &GameSession::gameStarted, this, &MoveHint::drop);
    connect(session, &GameSession::languageChanged, this, &MoveHint::changed);
    // The device passed, or the seat shown changed: a hint belongs to the seat it was asked for.
    connect(session->lens(), &SeatLens::changed, this, &MoveHint::drop);
}

MoveHint::~MoveHint()
{
    m_search.disconnect(this);
    if (m_stop)
        m_stop->store(true);
    m_search.waitForFinished();
}

bool MoveHint::isAvailable() const
{
    // Only for the seat the window shows: never behind the privacy screen (SeatLens).
    const SeatLens &lens = *m_session->lens();
    return m_session->humanToAct() && lens.seat() == lens.actingSeat();
}

QStringList MoveHint::lines() const
{
    const SeatLens &lens = *m_session->lens();
    QStringList lines;
    if (!m_session->hasGame())
        return lines;
    // Names only: the search's estimates are not chances of winning (README, "The coach ranks
    // moves"), so the coach shows its order and no percentage.
    for (const AdvisedAction &choice : m_advice.ranked)
        lines.append(lens.actionName(choice.action));
    return lines;
}

void MoveHint::request()
{
    if (!isAvailable() || m_thinking)
        return;
    // The search starts from the seat's own copy (its view, the rest dealt again).
    const Game &live = *m_session->lens()->position();
    std::shared_ptr<const Game> position(live.clone());
    const QString gameId = live.gameId();
    const std::uint64_t seed = m_session->decisionSeed(live.moveNumber());
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_advice = {};
    m_thinking = true;
    m_searchGeneration = m_generation;
    m_search.setFuture(QtConcurrent::run([position, gameId, seed, stop = m_stop] {
        return adviseMove(*position, gameId, Controller::AiHard, seed, 3, stop.get());
    }));
    emit changed();
}

void MoveHint::cancel()
{
    if (!m_thinking)
        return;
    m_stop->store(true);
    ++m_generation; // its answer, when it comes, is not wanted
    m_thinking = false;
    emit changed();
}

bool MoveHint::playBest()
{
    if (m_advice.ranked.empty() || !isAvailable())
        return false;
    return m_session->submit(m_advice.ranked.front().action);
}

void MoveHint::setPractice(bool on)
{
    if (m_practice == on)
        return;
    m_practice = on;
    emit changed();
    askForPractice();
}

void MoveHint::askForPractice()
{
    if (!m_practice || m_thinking || !m_advice.ranked.empty() || !isAvailable())
        return;
    const QList<SeatConfig> &seats = m_session->record().setup.seats;
    const auto humans = std::count_if(seats.begin(), seats.end(), [](const SeatConfig &seat) {
        return seat.controller == Controller::Human;
    });
    if (humans == 1)
        request();
}

void MoveHint::drop()
{
    if (m_thinking)
        m_stop->store(true);
    ++m_generation;
    m_thinking = false;
    m_advice = {};
    emit changed(); // availability follows the position too
    askForPractice();
}

void MoveHint::onFinished()
{
    // Taken unless cancelled, or asked about a position that has moved on.
    if (m_searchGeneration == m_generation && m_search.future().isValid()) {
        m_thinking = false;
        m_advice = m_search.result();
        emit changed();
    }
    emit searchEnded();
}

} // namespace cw
