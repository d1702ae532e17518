#pragma once

#include "lab/CourseLab.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

namespace cw {

// Runs a CourseLab off the GUI thread for the editor: progress, an estimate of the time left and
// the report of the games finished so far arrive as signals on the GUI thread (a few times a
// second), then the final report. One run at a time; cancel() returns at once, and the run ends
// within a second (the games in progress stop at their next move).
class LabRunner : public QObject {
    Q_OBJECT
public:
    explicit LabRunner(QObject *parent = nullptr);
    ~LabRunner() override; // cancels and waits for a run in progress

    // Starts a run; false (nothing started) while another runs.
    bool start(const TournamentConfig &config);
    void cancel();
    bool isRunning() const { return m_lab != nullptr; }

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

    struct Outcome {
        std::optional<LabReport> report;
        QString error;
    };
    std::unique_ptr<CourseLab> m_lab;
    QFutureWatcher<Outcome> m_watcher;
    QTimer m_poll;
    QElapsedTimer m_clock;
    std::shared_ptr<std::atomic<int>> m_finished;
    int m_total = 0;
    int m_reported = -1;
};

} // namespace cw
