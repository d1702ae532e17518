#include "CourseExporter.h"

#include "CourseFileNames.h"
#include "CoursePrinter.h"
#include "print/CoursePrint.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

namespace cw {

namespace {
const QString ExportDirKey = QStringLiteral("courseEditor/exportDirectory");

// The paper the course asks for, from its "print" object (A4 landscape when it says nothing).
PageSpec coursePage(const QJsonObject &course)
{
    CourseProblems problems;
    if (const auto prepared = print::CoursePrinting::prepare(course, &problems))
        return prepared->page;
    return PageSpec{};
}
} // namespace

CourseExporter::CourseExporter(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Result>::finished, this, &CourseExporter::done);
}

CourseExporter::~CourseExporter()
{
    // A job still running holds copies of everything it needs but reports here: wait for it.
    m_watcher.waitForFinished();
}

void CourseExporter::exportCourse(const QJsonObject &course, const QString &format,
                                  const QString &coursePath, QWidget *dialogParent)
{
    if (isBusy())
        return;
    const QString suggestion = CourseFileNames::exportPath(
        course, coursePath, format, QSettings().value(ExportDirKey).toString());
    const QString filter = format == QLatin1String("pdf")   ? tr("PDF documents (*.pdf)")
                           : format == QLatin1String("svg") ? tr("SVG images (*.svg)")
                                                            : tr("PNG images (*.png)");
    QString out =
        QFileDialog::getSaveFileName(dialogParent, tr("Export Course"), suggestion, filter);
    if (out.isEmpty())
        return;
    if (QFileInfo(out).suffix().isEmpty())
        out += QLatin1Char('.') + format;
    QSettings().setValue(ExportDirKey, QFileInfo(out).absolutePath());
    if (!startExport(course, format, out,
                     coursePath.isEmpty() ? QStringList() : QStringList{coursePath}))
        return;
    // Shown once the export has taken half a second; closed when it finishes.
    auto *dialog = new QProgressDialog(tr("Exporting to %1…").arg(QFileInfo(out).fileName()),
                                       tr("Cancel"), 0, 0, dialogParent);
    dialog->setWindowTitle(tr("Export Course"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAutoReset(false);
    dialog->setMinimumDuration(500);
    connect(this, &CourseExporter::pagesDone, dialog, [dialog](int done, int total) {
        dialog->setMaximum(total);
        dialog->setValue(done);
        dialog->setLabelText(tr("Exporting page %1 of %2…").arg(done).arg(total));
    });
    connect(dialog, &QProgressDialog::canceled, this, &CourseExporter::cancel);
    connect(this, &CourseExporter::finished, dialog, &QProgressDialog::close);
}

bool CourseExporter::startExport(const QJsonObject &course, const QString &format,
                                 const QString &out, const QStringList &inputs)
{
    const std::optional<print::ExportFormat> kind = print::PrintExport::formatFromKey(format);
    if (isBusy() || !kind)
        return false;
    const PageSpec page = coursePage(course);
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    print::ExportOptions options;
    options.inputs = inputs;
    // Called on the export's thread: the signal reaches the window through its event loop.
    options.progress = [this, cancelled = m_cancelled](int done, int total) {
        emit pagesDone(done, total);
        return !cancelled->load();
    };
    start(
        [course, page, kind, out, options] {
            Result result;
            result.ok = print::exportCourse(course, page, *kind, out, &result.written,
                                            &result.error, options);
            return result;
        },
        tr("Exporting to %1…").arg(QFileInfo(out).fileName()));
    return true;
}

void CourseExporter::cancel()
{
    m_cancelled->store(true);
}

void CourseExporter::print(const QJsonObject &course, QWidget *dialogParent)
{
    if (isBusy())
        return;
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    print::CoursePrinter::preparePrinter(*printer, coursePage(course));
    QPrintDialog dialog(printer.get(), dialogParent);
    dialog.setWindowTitle(tr("Print Course"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_printer = printer;
    // QPainter may paint on a QPrinter from another thread (Qt's threading rules allow QImage,
    // QPrinter and QPicture); the GUI thread does not touch the printer until the job is done.
    start(
        [course, printer] {
            Result result;
            result.ok = print::CoursePrinter::printCourse(course, *printer, &result.error);
            return result;
        },
        tr("Printing…"));
}

void CourseExporter::start(const std::function<Result()> &job, const QString &message)
{
    m_watcher.setFuture(QtConcurrent::run(job));
    emit progress(message);
}

void CourseExporter::waitForFinished()
{
    if (!m_watcher.isRunning() && !m_watcher.isFinished())
        return;
    m_watcher.waitForFinished();
    // The watcher reports through the event loop; deliver it now.
    QCoreApplication::sendPostedEvents(&m_watcher);
}

void CourseExporter::done()
{
    m_last = m_watcher.result();
    const bool printing = m_printer != nullptr;
    m_printer.reset();
    QString message;
    if (!m_last.ok)
        message = m_last.error;
    else if (printing)
        message = tr("The course was sent to the printer.");
    else if (m_last.written.size() == 1)
        message = tr("Exported %1").arg(QDir::toNativeSeparators(m_last.written.front()));
    else
        message =
            tr("Exported %n file(s) to %1", nullptr, int(m_last.written.size()))
                .arg(QDir::toNativeSeparators(QFileInfo(m_last.written.value(0)).absolutePath()));
    emit finished(m_last.ok, message);
}

} // namespace cw
