#pragma once

#include "OffThreadRun.h"
#include "lab/FairerCourseSearch.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace cw {

// Runs Find a Fairer Course (FairerCourseSearch) off the GUI thread for the editor
// (OffThreadRun): progress arrives on the GUI thread a few times a second, then the result. One
// search at a time; cancel() returns at once and the search ends within a second (the games in
// progress stop at their next move).
class FairerCourseRunner : public QObject {
    Q_OBJECT
public:
    explicit FairerCourseRunner(QObject *parent = nullptr);

    // Starts a search; false (nothing started) while another runs.
    bool start(const FairerCourseConfig &config);
    void cancel() { m_run.cancel(); }
    bool isRunning() const { return m_run.isRunning(); }

signals:
    void progressed(int played, int total);
    // The search ended: complete, cancelled (result.cancelled) or failed (error set).
    void finished(const cw::FairerCourseResult &result, const QString &error);

private:
    void done();

    std::unique_ptr<FairerCourseSearch> m_search;
    std::optional<FairerCourseResult> m_result; // written by the search, read once it finished
    QString m_error;
    std::atomic<int> m_played{0}, m_total{0};
    OffThreadRun m_run; // last: cancelled and waited for before the search goes
};

} // namespace cw
