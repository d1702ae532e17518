#pragma once

#include "course/PageSpec.h"

#include <QFutureWatcher>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>

class QPrinter;
class QWidget;

namespace cw {

// File > Print… and File > Export as PDF / SVG / PNG… for the editor: asks for the printer or the
// file, then prints or exports with editor/print (cw::print::printCourse, exportCourse) on a
// worker thread, so the window stays responsive. One job at a time; progress() and finished()
// carry status-bar messages. Courses of any kind: the print side picks the layout by "kind".
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

    // Asks where to write (`format` "pdf", "svg" or "png"; the name suggested from `coursePath`),
    // then starts the export on the course's own paper.
    void exportCourse(const QJsonObject &course, const QString &format, const QString &coursePath,
                      QWidget *dialogParent);
    // Shows QPrintDialog (set up for the course's paper), then starts printing.
    void print(const QJsonObject &course, QWidget *dialogParent);

    // Starts exporting without asking (tests, scripts). False when a job is running already or the
    // format is unknown.
    bool startExport(const QJsonObject &course, const QString &format, const QString &out);
    // Blocks until the running job (if any) has finished and finished() was emitted.
    void waitForFinished();
    const Result &lastResult() const { return m_last; }

signals:
    void progress(const QString &message);
    // `message` says what was written or why it failed.
    void finished(bool ok, const QString &message);

private:
    void start(const std::function<Result()> &job, const QString &message);
    void done();

    QFutureWatcher<Result> m_watcher;
    std::shared_ptr<QPrinter> m_printer; // alive while a print job runs
    Result m_last;
};

} // namespace cw
