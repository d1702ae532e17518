#include "OffThreadRun.h"

#include <QtConcurrent/QtConcurrentRun>

namespace cw {

namespace {
constexpr int TickMs = 250;
}

OffThreadRun::OffThreadRun(QObject *parent) : QObject(parent)
{
    m_tick.setInterval(TickMs);
    connect(&m_tick, &QTimer::timeout, this, &OffThreadRun::ticked);
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, &OffThreadRun::done);
}

OffThreadRun::~OffThreadRun()
{
    if (m_running) {
        m_stop();
        m_watcher.waitForFinished();
    }
}

bool OffThreadRun::start(std::function<void()> work, std::function<void()> stop)
{
    if (m_running)
        return false;
    m_running = true;
    m_stop = std::move(stop);
    // Not on the global pool's behalf: the lab runs its own pool of workers, and this thread
    // only waits for them.
    m_watcher.setFuture(QtConcurrent::run(std::move(work)));
    m_tick.start();
    return true;
}

void OffThreadRun::cancel()
{
    if (m_running)
        m_stop();
}

void OffThreadRun::done()
{
    m_tick.stop();
    m_running = false;
    m_stop = nullptr;
    emit finished();
}

} // namespace cw
