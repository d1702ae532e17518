#include "LabRunner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace cw {

namespace {
constexpr int PollMs = 250;
}

LabRunner::LabRunner(QObject *parent) : QObject(parent)
{
    m_poll.setInterval(PollMs);
    connect(&m_poll, &QTimer::timeout, this, &LabRunner::poll);
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &LabRunner::done);
}

LabRunner::~LabRunner()
{
    if (m_lab) {
        m_lab->cancel();
        m_watcher.waitForFinished();
    }
}

qint64 LabRunner::estimateLeft(qint64 elapsedMs, int finished, int total)
{
    if (finished <= 0)
        return -1;
    return qint64(double(elapsedMs) / finished * (total - finished));
}

bool LabRunner::start(const TournamentConfig &config)
{
    if (m_lab)
        return false;
    m_lab = std::make_unique<CourseLab>(config);
    m_finished = std::make_shared<std::atomic<int>>(0);
    m_total = config.games;
    m_reported = -1;
    m_clock.start();
    CourseLab *lab = m_lab.get();
    const std::shared_ptr<std::atomic<int>> finished = m_finished;
    // Not on the global pool: the lab's tournament runs its own pool of config.threads workers,
    // and this thread only waits for them.
    m_watcher.setFuture(QtConcurrent::run([lab, finished] {
        Outcome outcome;
        outcome.report =
            lab->run([finished](int count, int) { finished->store(count); }, &outcome.error);
        return outcome;
    }));
    m_poll.start();
    emit progressed(0, m_total, -1);
    return true;
}

void LabRunner::cancel()
{
    if (m_lab)
        m_lab->cancel();
}

void LabRunner::poll()
{
    if (!m_lab)
        return;
    const int count = m_finished->load();
    emit progressed(count, m_total, estimateLeft(m_clock.elapsed(), count, m_total));
    if (count != m_reported) {
        m_reported = count;
        emit reportUpdated(m_lab->snapshot());
    }
}

void LabRunner::done()
{
    m_poll.stop();
    Outcome outcome = m_watcher.result();
    m_lab.reset();
    if (outcome.report)
        emit progressed(outcome.report->gamesPlayed, m_total, 0);
    emit finished(outcome.report.value_or(LabReport()), outcome.error);
}

} // namespace cw
