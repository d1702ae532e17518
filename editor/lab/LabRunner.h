#pragma once

#include "OffThreadRun.h"
#include "lab/CourseLab.h"

#include <QElapsedTimer>
#include <QObject>

#include <atomic>
#include <memory>

namespace cw {

// Runs a CourseLab off the GUI thread for the editor (OffThreadRun): progress, an estimate of the
// time left and the report of the games finished so far arrive as signals on the GUI thread (a
// few times a second), then the final report. One run at a time; cancel() returns at once, and
// the run ends within a second (the games in progress stop at their next move).
class LabRunner : public QObject {
    Q_OBJECT
public:
    explicit LabRunner(QObject *parent = nullptr);

    // Starts a run; false (nothing started) while another runs.
    bool start(const TournamentConfig &config);
    void cancel() { m_run.cancel(); }
    bool isRunning() const { return m_run.isRunning(); }

    // Milliseconds left by the pace so far; -1 before the first game finished.
    static qint64 estimateLeft(qint64 elapsedMs, int finished, int total);

signals:
    void progressed(int finished, int total, qint64 millisecondsLeft);
    void reportUpdated(const cw::LabReport &report);
    // The run ended: complete, cancelled (report.cancelled) or failed (error set, report empty).
    void finished(const cw::LabReport &report, const QString &error);

private:
    void poll();
    void done();

    std::unique_ptr<CourseLab> m_lab;
    std::optional<LabReport> m_report; // written by the run, read once it finished
    QString m_error;
    QElapsedTimer m_clock;
    std::atomic<int> m_finished{0};
    int m_total = 0;
    int m_reported = -1;
    OffThreadRun m_run; // last: cancelled and waited for before the lab goes
};

} // namespace cw
