// The editor's export (CourseExporter, issue 31): it reports each page as it is done, Cancel stops
// it with nothing written, a course with errors is refused with validate's lines, and the course's
// own file is never written over.
#include "../../benchmarks/HeavyCourses.h"
#include "core/CourseExporter.h"
#include "course/CourseFile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;

class TestCourseExporter : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void pagesAreReported();
    void cancelWritesNothing();
    void stripExportReportsAndCancels();
    void courseWithErrorsIsRefused();
    void courseFileIsNotWrittenOver();

private:
    QJsonObject m_standard;
    QTemporaryDir m_dir;
};

namespace {

QJsonObject readCourse(const QString &path)
{
    CourseProblems problems;
    return CourseFile::read(path, &problems).value_or(QJsonObject());
}

QStringList filesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}

} // namespace

void TestCourseExporter::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_standard = readCourse(QStringLiteral(":/courses/rowing-standard.json"));
    QVERIFY(!m_standard.isEmpty());
}

void TestCourseExporter::pagesAreReported()
{
    CourseExporter exporter;
    QSignalSpy pages(&exporter, &CourseExporter::pagesDone);
    const QString out = m_dir.filePath(QStringLiteral("reported.svg"));
    QVERIFY(exporter.startExport(m_standard, QStringLiteral("svg"), out));
    exporter.waitForFinished();
    QVERIFY2(exporter.lastResult().ok, qPrintable(exporter.lastResult().error));
    QCOMPARE(exporter.lastResult().written.size(), 11);
    QTRY_COMPARE(pages.size(), 11);
    for (int page = 0; page < 11; ++page)
        QCOMPARE(pages.at(page), (QVariantList{page + 1, 11}));
}

// Cancel after the first page: the export fails, and neither the set nor its hidden folder is
// left behind.
void TestCourseExporter::cancelWritesNothing()
{
    for (const QString &format : {QStringLiteral("svg"), QStringLiteral("pdf")}) {
        QTemporaryDir dir;
        CourseExporter exporter;
        connect(&exporter, &CourseExporter::pagesDone, &exporter, &CourseExporter::cancel,
                Qt::DirectConnection);
        QVERIFY(exporter.startExport(m_standard, format,
                                     dir.filePath(QStringLiteral("cancelled.") + format)));
        exporter.waitForFinished();
        QVERIFY(!exporter.lastResult().ok);
        QCOMPARE(exporter.lastResult().error, dir.filePath(QStringLiteral("cancelled.") + format) +
                                                  QStringLiteral(": cancelled"));
        QVERIFY(exporter.lastResult().written.isEmpty());
        QCOMPARE(filesIn(dir.path()), QStringList());
    }
}

// The heaviest rowing print (issue 31): 8 lanes of 1,000 spaces as one 5,010 mm strip on 39
// pages. Each format reports its pages one by one, and Cancel on the third leaves nothing, not
// even the earlier export it would have replaced.
void TestCourseExporter::stripExportReportsAndCancels()
{
    const QJsonObject strip = bench::longRowingCourse(5, 1000); // as bench_course_export
    for (const QString &format : {QStringLiteral("pdf"), QStringLiteral("svg")}) {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("strip.") + format);
        CourseExporter exporter;
        QList<int> done;
        connect(
            &exporter, &CourseExporter::pagesDone, &exporter,
            [&](int page, int total) {
                done << page;
                QCOMPARE(total, 39);
                if (page == 3)
                    exporter.cancel();
            },
            Qt::DirectConnection);
        QVERIFY(exporter.startExport(strip, format, out));
        exporter.waitForFinished();
        QVERIFY(!exporter.lastResult().ok);
        QCOMPARE(exporter.lastResult().error, out + QStringLiteral(": cancelled"));
        QCOMPARE(done, (QList<int>{1, 2, 3}));
        QCOMPARE(filesIn(dir.path()), QStringList());
    }
}

void TestCourseExporter::courseWithErrorsIsRefused()
{
    const QJsonObject course =
        readCourse(qEnvironmentVariable("CW_SOURCE_DIR") +
                   QStringLiteral("/tests/errors/course-split-line-outside.json"));
    QVERIFY(!course.isEmpty());
    const CourseProblems errors = CourseFile::errors(course);
    QVERIFY(!errors.isEmpty());
    CourseExporter exporter;
    const QString out = m_dir.filePath(QStringLiteral("refused.pdf"));
    QVERIFY(exporter.startExport(course, QStringLiteral("pdf"), out));
    exporter.waitForFinished();
    QVERIFY(!exporter.lastResult().ok);
    QCOMPARE(exporter.lastResult().error, problemTexts(errors).join(QLatin1Char('\n')));
    QVERIFY(!QFile::exists(out));
}

void TestCourseExporter::courseFileIsNotWrittenOver()
{
    const QString file = m_dir.filePath(QStringLiteral("mine.json"));
    QString error;
    QVERIFY2(CourseFile::write(file, m_standard, &error), qPrintable(error));
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray before = in.readAll();
    in.close();
    CourseExporter exporter;
    QVERIFY(exporter.startExport(m_standard, QStringLiteral("pdf"), file, {file}));
    exporter.waitForFinished();
    QVERIFY(!exporter.lastResult().ok);
    QCOMPARE(exporter.lastResult().error,
             file + QStringLiteral(": is the course being exported: refusing to write over it"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QCOMPARE(in.readAll(), before);
}

QTEST_MAIN(TestCourseExporter)
#include "tst_course_exporter.moc"
