#pragma once

#include "course/PageSpec.h"

#include <QFutureWatcher>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

class QPrinter;
class QWidget;

namespace cw {

// File > Print… and File > Export as PDF / SVG / PNG… for the editor: asks for the printer or the
// file, then prints or exports (print::CoursePrinter, print::exportCourse) on a worker thread, so
// the window stays responsive. One job at a time; progress() and finished() carry status-bar
// messages, pagesDone() the pages exported so far, which a progress dialog with Cancel shows
// for an export asked for through exportCourse(). Courses of any kind: the print side picks the
// layout by "kind".
class CourseExporter : public QObject {
    Q_OBJECT
public:
    struct Result {
        bool ok = false;
        QStringList written; // files written (export)
        QString error;       // "<file>: <reason>" or the course's problems
    };

    explicit CourseExporter(QObject *parent = nullptr);
    ~CourseExporter() override;

    bool isBusy() const { return m_watcher.isRunning(); }

    // Asks where to write (`format` "pdf", "svg" or "png"; the name suggested from `coursePath`,
    // which the export never writes over), then starts the export on the course's own paper,
    // with a progress dialog that can cancel it.
    void exportCourse(const QJsonObject &course, const QString &format, const QString &coursePath,
                      QWidget *dialogParent);
    // Shows QPrintDialog (set up for the course's paper), then starts printing.
    void print(const QJsonObject &course, QWidget *dialogParent);

    // Starts exporting without asking (tests, scripts); `inputs` are files the export must not
    // write over (the course's own file). False when a job is running already or the format is
    // unknown.
    bool startExport(const QJsonObject &course, const QString &format, const QString &out,
                     const QStringList &inputs = {});
    // Asks the running export to stop after the page it is on: it then finishes with ok false,
    // having written nothing.
    void cancel();
    // Blocks until the running job (if any) has finished and finished() was emitted.
    void waitForFinished();
    const Result &lastResult() const { return m_last; }

signals:
    void progress(const QString &message);
    // Pages exported so far and in all, as the export goes.
    void pagesDone(int done, int total);
    // `message` says what was written or why it failed.
    void finished(bool ok, const QString &message);

private:
    void start(const std::function<Result()> &job, const QString &message);
    void done();

    QFutureWatcher<Result> m_watcher;
    std::shared_ptr<QPrinter> m_printer; // alive while a print job runs
    // Set by cancel(), read by the running export; a new one for each job.
    std::shared_ptr<std::atomic<bool>> m_cancelled = std::make_shared<std::atomic<bool>>(false);
    Result m_last;
};

} // namespace cw
