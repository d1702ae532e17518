#include "FairerCourseRunner.h"

namespace cw {

FairerCourseRunner::FairerCourseRunner(QObject *parent) : QObject(parent)
{
    connect(&m_run, &OffThreadRun::ticked, this, [this] { emit progressed(m_played, m_total); });
    connect(&m_run, &OffThreadRun::finished, this, &FairerCourseRunner::done);
}

bool FairerCourseRunner::start(const FairerCourseConfig &config)
{
    if (m_run.isRunning())
        return false;
    m_search = std::make_unique<FairerCourseSearch>(config);
    m_result.reset();
    m_error.clear();
    m_played = 0;
    m_total = 0;
    FairerCourseSearch *search = m_search.get();
    // This thread only waits: each lab of the search runs its own pool of config.threads.
    m_run.start(
        [this, search] {
            m_result = search->run(
                [this](int count, int all) {
                    m_played = count;
                    m_total = all;
                },
                &m_error);
        },
        [search] { search->cancel(); });
    emit progressed(0, 0);
    return true;
}

void FairerCourseRunner::done()
{
    m_search.reset();
    emit finished(m_result.value_or(FairerCourseResult()), m_error);
}

} // namespace cw
