#pragma once

#include "lab/FairerCourseSearch.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

namespace cw {

// Runs Find a Fairer Course (FairerCourseSearch) off the GUI thread for the editor: progress
// arrives on the GUI thread a few times a second, then the result. One search at a time;
// cancel() returns at once and the search ends within a second (the games in progress stop at
// their next move).
class FairerCourseRunner : public QObject {
    Q_OBJECT
public:
    explicit FairerCourseRunner(QObject *parent = nullptr);
    ~FairerCourseRunner() override; // cancels and waits for a search in progress

    // Starts a search; false (nothing started) while another runs.
    bool start(const FairerCourseConfig &config);
    void cancel();
    bool isRunning() const { return m_search != nullptr; }

signals:
    void progressed(int played, int total);
    // The search ended: complete, cancelled (result.cancelled) or failed (error set).
    void finished(const cw::FairerCourseResult &result, const QString &error);

private:
    void poll();
    void done();

    struct Outcome {
        std::optional<FairerCourseResult> result;
        QString error;
    };
    std::unique_ptr<FairerCourseSearch> m_search;
    QFutureWatcher<Outcome> m_watcher;
    QTimer m_poll;
    std::shared_ptr<std::atomic<int>> m_played, m_total;
};

} // namespace cw
