#include "LabRunner.h"

namespace cw {

LabRunner::LabRunner(QObject *parent) : QObject(parent)
{
    connect(&m_run, &OffThreadRun::ticked, this, &LabRunner::poll);
    connect(&m_run, &OffThreadRun::finished, this, &LabRunner::done);
}

qint64 LabRunner::estimateLeft(qint64 elapsedMs, int finished, int total)
{
    if (finished <= 0)
        return -1;
    return qint64(double(elapsedMs) / finished * (total - finished));
}

bool LabRunner::start(const TournamentConfig &config)
{
    if (m_run.isRunning())
        return false;
    m_lab = std::make_unique<CourseLab>(config);
    m_report.reset();
    m_error.clear();
    m_finished = 0;
    m_total = config.games;
    m_reported = -1;
    m_clock.start();
    CourseLab *lab = m_lab.get();
    m_run.start(
        [this, lab] {
            m_report = lab->run([this](int count, int) { m_finished = count; }, &m_error);
        },
        [lab] { lab->cancel(); });
    emit progressed(0, m_total, -1);
    return true;
}

void LabRunner::poll()
{
    const int count = m_finished;
    emit progressed(count, m_total, estimateLeft(m_clock.elapsed(), count, m_total));
    if (count != m_reported) {
        m_reported = count;
        emit reportUpdated(m_lab->snapshot());
    }
}

void LabRunner::done()
{
    m_lab.reset();
    if (m_report)
        emit progressed(m_report->gamesPlayed, m_total, 0);
    emit finished(m_report.value_or(LabReport()), m_error);
}

} // namespace cw
