// Exported courses read back with real tools: pdfinfo for page count and size, pdftoppm to
// measure that 100 mm on the course is 100 mm on paper; SVG and PNG files named and sized as
// documented; errors instead of crashes. Needs poppler-utils (scripts/packages.txt).
#include "core/CoursePrinter.h"
#include "course/CourseFile.h"
#include "print/CoursePrint.h"
#include "print/PageTiler.h"
#include "print/PrintExport.h"
#include "rowing/RowingCourse.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent>

#include <algorithm>

using namespace cw;
using namespace cw::print;

class TestPrintExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void pdfPagesAndSize_data();
    void pdfPagesAndSize();
    void calibrationBarMeasures100mm();
    void fourSpacesMeasure100mm();
    void courseBuiltInCodeWithTwoRowsPerStrip();
    void onePageLayoutWritesExactlyOut();
    void svgFilesAreNamedAndTrueScale();
    void pngFilesHave300Dpi();
    void runsOnAWorkerThread();
    void printsOnAPrinter();
    void unwritableOutputIsAnError_data();
    void unwritableOutputIsAnError();
    void unreadableCourseIsAnError();

private:
    QTemporaryDir m_dir;
    QJsonObject m_standard;
};

namespace {

const PageSpec A4Landscape{Paper::A4, true};
const PageSpec LetterLandscape{Paper::Letter, true};

// Runs a poppler tool; fails the test when it cannot run.
QString runTool(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        qWarning("%s failed: %s", qPrintable(program),
                 qPrintable(QString::fromUtf8(process.readAllStandardError())));
        return QString();
    }
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString pdfInfoField(const QString &info, const QString &field)
{
    const QRegularExpression line(QStringLiteral("^%1:\\s*(.*)$").arg(field),
                                  QRegularExpression::MultilineOption);
    return line.match(info).captured(1).trimmed();
}

// Page `page` (from 1) of `pdf` in grey at 254 dots per inch: 10 pixels per millimetre.
QImage renderPage(const QString &pdf, int page, const QString &prefix)
{
    runTool(QStringLiteral("pdftoppm"),
            {QStringLiteral("-r"), QStringLiteral("254"), QStringLiteral("-gray"),
             QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
             QString::number(page), QStringLiteral("-singlefile"), pdf, prefix});
    return QImage(prefix + QStringLiteral(".pgm"));
}

bool dark(const QImage &image, int x, int y, int threshold)
{
    return qGray(image.pixel(x, y)) < threshold;
}

// The longest run of dark pixels in row y.
int longestDarkRun(const QImage &image, int y)
{
    int best = 0, run = 0;
    for (int x = 0; x < image.width(); ++x) {
        run = dark(image, x, y, 128) ? run + 1 : 0;
        best = std::max(best, run);
    }
    return best;
}

// Centres (in pixels) of the runs of pixels darker than `threshold` along row y from x0 to x1.
QList<double> lineCentres(const QImage &image, int y, int x0, int x1, int threshold)
{
    QList<double> centres;
    int start = -1;
    for (int x = x0; x <= x1; ++x) {
        const bool isDark = x < x1 && dark(image, x, y, threshold);
        if (isDark && start < 0)
            start = x;
        if (!isDark && start >= 0) {
            centres << (start + x - 1) / 2.0;
            start = -1;
        }
    }
    return centres;
}

} // namespace

void TestPrintExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    CourseProblems problems;
    const std::optional<QJsonObject> course =
        CourseFile::read(QStringLiteral(":/courses/rowing-standard.json"), &problems);
    QVERIFY2(course, qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
    m_standard = *course;
    QProcess pdfinfo;
    pdfinfo.start(QStringLiteral("pdfinfo"), {QStringLiteral("-v")});
    QVERIFY2(pdfinfo.waitForFinished() && pdfinfo.exitStatus() == QProcess::NormalExit,
             "pdfinfo and pdftoppm (poppler-utils) are needed: ./scripts/test installs them");
}

void TestPrintExport::pdfPagesAndSize_data()
{
    QTest::addColumn<bool>("letter");
    QTest::addColumn<int>("pages");
    QTest::addColumn<QString>("size");
    // A4 landscape: ten strips of 275 × 180 mm, one a page. Letter (259.4 mm printable) halves
    // the first and last strips, which carry the start and finish areas.
    QTest::newRow("A4 landscape") << false << 1 + 10 << QStringLiteral("841.89 x 595.276 pts");
    QTest::newRow("Letter landscape") << true << 1 + 12 << QStringLiteral("792 x 612 pts");
}

void TestPrintExport::pdfPagesAndSize()
{
    QFETCH(bool, letter);
    QFETCH(int, pages);
    QFETCH(QString, size);
    const PageSpec page = letter ? LetterLandscape : A4Landscape;
    const QString out = m_dir.filePath(QStringLiteral("standard-%1.pdf").arg(page.key()));
    QStringList written;
    QString error;
    QElapsedTimer timer;
    timer.start();
    QVERIFY2(exportCourse(m_standard, page, ExportFormat::Pdf, out, &written, &error),
             qPrintable(error));
    qInfo("exported %s in %lld ms", qPrintable(out), timer.elapsed());
    QCOMPARE(written, QStringList{out});

    const std::optional<CoursePrint> print = CoursePrinting::prepare(m_standard, nullptr);
    QVERIFY(print);
    QCOMPARE(PageTiler(page).tile(print->layout).pageCount(), pages);

    const QString info = runTool(QStringLiteral("pdfinfo"), {out});
    QCOMPARE(pdfInfoField(info, QStringLiteral("Pages")), QString::number(pages));
    QVERIFY2(pdfInfoField(info, QStringLiteral("Page size")).startsWith(size), qPrintable(info));
    QCOMPARE(pdfInfoField(info, QStringLiteral("Title")), QStringLiteral("Standard 2000 m"));
}

// The map's calibration bar: the only dark band about 100 mm long and 2 mm high on the page.
void TestPrintExport::calibrationBarMeasures100mm()
{
    for (const PageSpec &page : {A4Landscape, LetterLandscape}) {
        const QString out = m_dir.filePath(QStringLiteral("bar-%1.pdf").arg(page.key()));
        QString error;
        QVERIFY2(exportCourse(m_standard, page, ExportFormat::Pdf, out, nullptr, &error),
                 qPrintable(error));
        const QImage map =
            renderPage(out, 1, m_dir.filePath(QStringLiteral("bar-%1").arg(page.key())));
        QVERIFY(!map.isNull());
        QVERIFY(qAbs(map.width() - page.sizeMm().width() * 10) <= 1.5);
        QList<int> runs;
        int bestHeight = 0;
        QList<int> bestRuns;
        for (int y = 0; y <= map.height(); ++y) {
            const int run = y < map.height() ? longestDarkRun(map, y) : 0;
            if (run >= 500 && run <= 1500) {
                runs << run;
                continue;
            }
            if (runs.size() > bestHeight) {
                bestHeight = int(runs.size());
                bestRuns = runs;
            }
            runs.clear();
        }
        QVERIFY2(bestHeight >= 15, qPrintable(QString::number(bestHeight)));
        std::sort(bestRuns.begin(), bestRuns.end());
        const int measured = bestRuns.at(bestRuns.size() / 2);
        qInfo("%s: calibration bar %d px at 10 px/mm, %d px high", qPrintable(page.key()), measured,
              bestHeight);
        QVERIFY2(qAbs(measured - 1000) <= 4, qPrintable(QString::number(measured)));
    }
}

// On strip 1 (page 2, A4 landscape), the cell outlines along the middle of a lane: four spaces
// of 25 mm are 1000 px apart.
void TestPrintExport::fourSpacesMeasure100mm()
{
    const QString out = m_dir.filePath(QStringLiteral("strip.pdf"));
    QString error;
    QVERIFY2(exportCourse(m_standard, A4Landscape, ExportFormat::Pdf, out, nullptr, &error),
             qPrintable(error));
    const std::optional<CoursePrint> print = CoursePrinting::prepare(m_standard, nullptr);
    QVERIFY(print);
    const PageTiling tiling = PageTiler(A4Landscape).tile(print->layout);
    const PageTile &first = tiling.tiles.front();
    QCOMPARE(first.label, QStringLiteral("P1-1"));
    const QImage page =
        renderPage(out, tiling.pageOfTile(0), m_dir.filePath(QStringLiteral("strip")));
    QVERIFY(!page.isNull());
    // Lane 2, a little above its middle: clear of lane names, numbers and labels. The strip
    // starts with the 25 mm start area, so the start line is 25 mm into the content.
    const int y = qRound((first.originMm.y() + 30 + 12) * 10);
    const int x0 = qRound((first.originMm.x() + 25 - 3) * 10);
    const int x1 = qRound((first.originMm.x() + first.regionMm.width() - 3) * 10);
    const QList<double> centres = lineCentres(page, y, x0, x1, 190);
    // The start line (which is cell 1's left edge), then the right edges of cells 1 to 9.
    QVERIFY2(centres.size() == 10, qPrintable(QString::number(centres.size())));
    for (int i = 0; i + 4 < int(centres.size()); ++i) {
        const double measured = centres[i + 4] - centres[i];
        QVERIFY2(qAbs(measured - 1000) <= 4, qPrintable(QString::number(measured)));
    }
    qInfo("4 spaces: %.1f px, 8 spaces: %.1f px", centres[5] - centres[1], centres[9] - centres[1]);
    QVERIFY(qAbs(centres[9] - centres[1] - 2000) <= 4);
    // The start line sits 25 mm (the start area) from the content's left edge.
    QVERIFY(qAbs(centres[0] - (first.originMm.x() + 25) * 10) <= 4);
}

// Eight lanes of 30 mm are 240 mm across: each strip takes two page rows on A4
// landscape.
void TestPrintExport::courseBuiltInCodeWithTwoRowsPerStrip()
{
    rowing::RowingCourse course;
    course.name = QStringLiteral("Eight lanes, 600 m");
    course.setLanes(8);
    course.spaces = 30;
    course.metresPerSpace = 20;
    course.splitLines = {{300, 4}};
    course.laneStyles[2].name = QStringLiteral("Green Hornets");
    course.laneStyles[2].colour = QStringLiteral("#2e8b57");
    const QString out = m_dir.filePath(QStringLiteral("eight.pdf"));
    QString error;
    QVERIFY2(exportCourse(course.toJson(), A4Landscape, ExportFormat::Pdf, out, nullptr, &error),
             qPrintable(error));
    const std::optional<CoursePrint> print = CoursePrinting::prepare(course.toJson(), nullptr);
    QVERIFY(print);
    QCOMPARE(int(print->layout.pieces.size()), 3);
    const PageTiling tiling = PageTiler(A4Landscape).tile(print->layout);
    QStringList labels;
    for (const PageTile &tile : tiling.tiles)
        labels << tile.label;
    QCOMPARE(labels.join(QLatin1Char(' ')), QStringLiteral("P1-1 P2-1 P3-1 P4-1 P5-1 P6-1"));
    const QString info = runTool(QStringLiteral("pdfinfo"), {out});
    QCOMPARE(pdfInfoField(info, QStringLiteral("Pages")), QStringLiteral("7"));
}

void TestPrintExport::onePageLayoutWritesExactlyOut()
{
    rowing::RowingCourse course;
    course.name = QStringLiteral("Tiny");
    course.setLanes(2);
    course.spaces = 8;
    course.splitLines = {{100, 3}};
    for (ExportFormat format : {ExportFormat::Pdf, ExportFormat::Svg, ExportFormat::Png}) {
        const QString out =
            m_dir.filePath(QStringLiteral("tiny.") + PrintExport::formatKey(format));
        QStringList written;
        QString error;
        QVERIFY2(exportCourse(course.toJson(), A4Landscape, format, out, &written, &error),
                 qPrintable(error));
        QCOMPARE(written, QStringList{out});
        QVERIFY(QFile::exists(out));
    }
    const QString info =
        runTool(QStringLiteral("pdfinfo"), {m_dir.filePath(QStringLiteral("tiny.pdf"))});
    QCOMPARE(pdfInfoField(info, QStringLiteral("Pages")), QStringLiteral("1"));
}

void TestPrintExport::svgFilesAreNamedAndTrueScale()
{
    const QString out = m_dir.filePath(QStringLiteral("svg/standard.v1.svg"));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("svg")));
    QStringList written;
    QString error;
    QVERIFY2(exportCourse(m_standard, A4Landscape, ExportFormat::Svg, out, &written, &error),
             qPrintable(error));
    QStringList expected{m_dir.filePath(QStringLiteral("svg/standard.v1/standard.v1-map.svg"))};
    for (const char *label :
         {"P1-1", "P2-1", "P3-1", "P4-1", "P5-1", "P6-1", "P7-1", "P8-1", "P9-1", "P10-1"})
        expected << m_dir.filePath(
            QStringLiteral("svg/standard.v1/standard.v1-%1.svg").arg(QLatin1String(label)));
    QCOMPARE(written, expected);
    QCOMPARE(QDir(m_dir.filePath(QStringLiteral("svg/standard.v1"))).entryList(QDir::Files).size(),
             11);
    QFile file(expected.at(1));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.read(4096);
    QVERIFY2(svg.contains("width=\"297mm\"") && svg.contains("height=\"210mm\""), svg.constData());
    QVERIFY2(svg.contains("viewBox=\"0 0 2970 2100\""), svg.constData());
}

void TestPrintExport::pngFilesHave300Dpi()
{
    const QString out = m_dir.filePath(QStringLiteral("png/letter.png"));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("png")));
    QStringList written;
    QString error;
    QVERIFY2(exportCourse(m_standard, LetterLandscape, ExportFormat::Png, out, &written, &error),
             qPrintable(error));
    QCOMPARE(written.size(), 13);
    QCOMPARE(written.first(), m_dir.filePath(QStringLiteral("png/letter/letter-map.png")));
    QCOMPARE(written.at(1), m_dir.filePath(QStringLiteral("png/letter/letter-P1-1.png")));
    QCOMPARE(written.at(2), m_dir.filePath(QStringLiteral("png/letter/letter-P1-2.png")));
    QCOMPARE(written.last(), m_dir.filePath(QStringLiteral("png/letter/letter-P10-2.png")));
    for (const QString &file : {written.first(), written.at(1)}) {
        const QImage image(file);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(3300, 2550)); // 11 × 8.5 in at 300 dpi
        QCOMPARE(image.dotsPerMeterX(), 11811);
        QCOMPARE(image.dotsPerMeterY(), 11811);
    }
}

// The editor exports through QtConcurrent: nothing may need the GUI thread.
void TestPrintExport::runsOnAWorkerThread()
{
    const QString out = m_dir.filePath(QStringLiteral("thread.pdf"));
    const QJsonObject course = m_standard;
    QFuture<QString> future = QtConcurrent::run([course, out] {
        QString error;
        return exportCourse(course, A4Landscape, ExportFormat::Pdf, out, nullptr, &error)
                   ? QString()
                   : error;
    });
    future.waitForFinished();
    QCOMPARE(future.result(), QString());
    QCOMPARE(pdfInfoField(runTool(QStringLiteral("pdfinfo"), {out}), QStringLiteral("Pages")),
             QStringLiteral("11"));
}

// File > Print…: a PDF printer stands in for a real one; the page range of the dialog is honoured.
void TestPrintExport::printsOnAPrinter()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString all = m_dir.filePath(QStringLiteral("printed.pdf"));
    printer.setOutputFileName(all);
    CoursePrinter::preparePrinter(printer, LetterLandscape);
    QCOMPARE(CoursePrinter::printerPage(printer), std::optional<PageSpec>(LetterLandscape));
    QString error;
    QVERIFY2(CoursePrinter::printCourse(m_standard, printer, &error), qPrintable(error));
    QString info = runTool(QStringLiteral("pdfinfo"), {all});
    QCOMPARE(pdfInfoField(info, QStringLiteral("Pages")), QStringLiteral("13"));
    QVERIFY2(
        pdfInfoField(info, QStringLiteral("Page size")).startsWith(QStringLiteral("792 x 612")),
        qPrintable(info));

    const QString range = m_dir.filePath(QStringLiteral("printed-range.pdf"));
    printer.setOutputFileName(range);
    printer.setPrintRange(QPrinter::PageRange);
    printer.setFromTo(2, 4);
    QVERIFY2(CoursePrinter::printCourse(m_standard, printer, &error), qPrintable(error));
    info = runTool(QStringLiteral("pdfinfo"), {range});
    QCOMPARE(pdfInfoField(info, QStringLiteral("Pages")), QStringLiteral("3"));

    printer.setPageSize(QPageSize(QPageSize::A3));
    QVERIFY(!CoursePrinter::printCourse(m_standard, printer, &error));
    QVERIFY2(error.startsWith(range + QStringLiteral(": ")), qPrintable(error));
}

void TestPrintExport::unwritableOutputIsAnError_data()
{
    QTest::addColumn<int>("format");
    QTest::newRow("pdf") << int(ExportFormat::Pdf);
    QTest::newRow("svg") << int(ExportFormat::Svg);
    QTest::newRow("png") << int(ExportFormat::Png);
}

void TestPrintExport::unwritableOutputIsAnError()
{
    QFETCH(int, format);
    const ExportFormat exportFormat = ExportFormat(format);
    const QString out = m_dir.filePath(QStringLiteral("no-such-folder/out.") +
                                       PrintExport::formatKey(exportFormat));
    QStringList written;
    QString error;
    QVERIFY(!exportCourse(m_standard, A4Landscape, exportFormat, out, &written, &error));
    QVERIFY(written.isEmpty());
    // A set of pages names its folder.
    const QString expectedFile = exportFormat == ExportFormat::Pdf
                                     ? out
                                     : m_dir.filePath(QStringLiteral("no-such-folder/out"));
    QVERIFY2(error.startsWith(expectedFile + QStringLiteral(": ")), qPrintable(error));
}

void TestPrintExport::unreadableCourseIsAnError()
{
    QString error;
    const QString out = m_dir.filePath(QStringLiteral("never.pdf"));
    QJsonObject broken = m_standard;
    broken.insert(QStringLiteral("lanes"), 12);
    QVERIFY(!exportCourse(broken, A4Landscape, ExportFormat::Pdf, out, nullptr, &error));
    QVERIFY2(error.startsWith(QStringLiteral("lanes: ")), qPrintable(error));
    QJsonObject unknown{{QStringLiteral("kind"), QStringLiteral("salmon")}};
    QVERIFY(!exportCourse(unknown, A4Landscape, ExportFormat::Pdf, out, nullptr, &error));
    QVERIFY2(error.startsWith(QStringLiteral("kind: ")), qPrintable(error));
    QVERIFY(!QFile::exists(out));
}

QTEST_MAIN(TestPrintExport)
#include "tst_print_export.moc"
