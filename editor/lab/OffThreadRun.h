#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <functional>

namespace cw {

// What the lab's runners share (LabRunner, FairerCourseRunner): one piece of long work on a
// thread of its own, never the GUI thread. While it runs, ticked() comes on the GUI thread a few
// times a second (for progress); finished() comes on the GUI thread once the work has returned,
// after whatever it wrote is visible there. cancel() asks the work to stop, through the function
// given with it, and returns at once; the destructor cancels and waits, so the work may use what
// its owner holds as long as the owner declares this run after it (destroyed first).
class OffThreadRun : public QObject {
    Q_OBJECT
public:
    explicit OffThreadRun(QObject *parent = nullptr);
    ~OffThreadRun() override;

    // Starts `work`; false (nothing started) while another runs. `stop` must be safe to call from
    // the GUI thread while `work` runs.
    bool start(std::function<void()> work, std::function<void()> stop);
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void ticked();
    void finished();

private:
    void done();

    QFutureWatcher<void> m_watcher;
    QTimer m_tick;
    std::function<void()> m_stop;
    bool m_running = false;
};

} // namespace cw
