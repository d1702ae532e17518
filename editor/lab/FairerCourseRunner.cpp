#include "FairerCourseRunner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace cw {

namespace {
constexpr int PollMs = 250;
}

FairerCourseRunner::FairerCourseRunner(QObject *parent) : QObject(parent)
{
    m_poll.setInterval(PollMs);
    connect(&m_poll, &QTimer::timeout, this, &FairerCourseRunner::poll);
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &FairerCourseRunner::done);
}

FairerCourseRunner::~FairerCourseRunner()
{
    if (m_search) {
        m_search->cancel();
        m_watcher.waitForFinished();
    }
}

bool FairerCourseRunner::start(const FairerCourseConfig &config)
{
    if (m_search)
        return false;
    m_search = std::make_unique<FairerCourseSearch>(config);
    m_played = std::make_shared<std::atomic<int>>(0);
    m_total = std::make_shared<std::atomic<int>>(0);
    FairerCourseSearch *search = m_search.get();
    // This thread only waits: each lab of the search runs its own pool of config.threads.
    m_watcher.setFuture(QtConcurrent::run([search, played = m_played, total = m_total] {
        Outcome outcome;
        outcome.result = search->run(
            [played, total](int count, int all) {
                played->store(count);
                total->store(all);
            },
            &outcome.error);
        return outcome;
    }));
    m_poll.start();
    emit progressed(0, 0);
    return true;
}

void FairerCourseRunner::cancel()
{
    if (m_search)
        m_search->cancel();
}

void FairerCourseRunner::poll()
{
    if (m_search)
        emit progressed(m_played->load(), m_total->load());
}

void FairerCourseRunner::done()
{
    m_poll.stop();
    Outcome outcome = m_watcher.result();
    m_search.reset();
    emit finished(outcome.result.value_or(FairerCourseResult()), outcome.error);
}

} // namespace cw
