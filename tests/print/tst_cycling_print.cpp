// A Visions of Rainbows road assembled from scratch in the editor is saved, reopened equal,
// validated and printed: the PDF's page count (pdfinfo) is the tiling's, a Start piece measures
// its true size and the assembly map's 100 mm bar measures 100 mm on a pdftoppm render. Needs
// poppler-utils (scripts/packages.txt).
#include "course/CourseFile.h"
#include "cycling/CyclingPrintPieces.h"
#include "cycling/CyclingRoadDocument.h"
#include "cycling/RoadValidator.h"
#include "print/CoursePrint.h"
#include "print/PageTiler.h"
#include "print/PrintExport.h"

#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;
using namespace cw::cycling;
using namespace cw::print;

namespace {

QString runTool(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0)
        return QString();
    return QString::fromUtf8(process.readAllStandardOutput());
}

// Page `page` (from 1) in grey at 254 dots per inch: 10 pixels per millimetre.
QImage renderPage(const QString &pdf, int page, const QString &prefix)
{
    runTool(QStringLiteral("pdftoppm"),
            {QStringLiteral("-r"), QStringLiteral("254"), QStringLiteral("-gray"),
             QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
             QString::number(page), QStringLiteral("-singlefile"), pdf, prefix});
    return QImage(prefix + QStringLiteral(".pgm"));
}

bool dark(const QImage &image, int x, int y)
{
    return qGray(image.pixel(x, y)) < 160;
}

// The longest run of dark pixels along row y.
int longestDarkRun(const QImage &image, int y)
{
    int best = 0, run = 0;
    for (int x = 0; x < image.width(); ++x) {
        run = dark(image, x, y) ? run + 1 : 0;
        best = std::max(best, run);
    }
    return best;
}

} // namespace

class TestCyclingPrint : public QObject {
    Q_OBJECT

private slots:
    void roadFromScratchSavedReopenedValidatedPrinted()
    {
        QTemporaryDir dir;
        // Assembled from the palette: Start, two straights, a U-turn, a straight, the Finish.
        CyclingRoad empty;
        empty.name = QStringLiteral("From scratch");
        CyclingRoadDocument document(empty);
        for (const char *side : {"S:A", "2:A", "1:A", "C1:B", "C2:B", "3:A", "F:A"}) {
            if (!document.road().tiles.empty())
                document.selectTile(int(document.road().tiles.size()) - 1);
            QVERIFY(document.addFromPalette(
                CyclingRoadDocument::tileEntryPrefix() + QString::fromLatin1(side), std::nullopt));
        }
        const QString path = dir.filePath(QStringLiteral("scratch.cwcourse"));
        QString error;
        QVERIFY2(CourseFile::write(path, document.toJson(), &error), qPrintable(error));
        CourseProblems problems;
        const std::optional<QJsonObject> json = CourseFile::read(path, &problems);
        QVERIFY2(json, qPrintable(problemTexts(problems).join(u'\n')));
        const std::optional<CyclingRoad> reopened = CyclingRoad::read(*json, &problems);
        QVERIFY(reopened);
        QCOMPARE(*reopened, document.road());
        QVERIFY2(CourseFile::check(*json).isEmpty(),
                 qPrintable(problemTexts(CourseFile::check(*json)).join(u'\n')));

        const std::optional<CoursePrint> print = CoursePrinting::prepare(*json, &problems);
        QVERIFY(print);
        // Start and Finish in two pieces each, five more tiles.
        QCOMPARE(print->layout.pieces.size(), std::size_t(9));
        const PageSpec page = reopened->print.page;
        const PageTiling tiling = PageTiler(page).tile(print->layout);
        const QString pdf = dir.filePath(QStringLiteral("scratch.pdf"));
        QVERIFY2(exportCourse(*json, page, ExportFormat::Pdf, pdf, nullptr, &error),
                 qPrintable(error));
        const QString info = runTool(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY2(!info.isEmpty(), "pdfinfo and pdftoppm (poppler-utils) are needed");
        const QRegularExpression pages(QStringLiteral("^Pages:\\s*(\\d+)"),
                                       QRegularExpression::MultilineOption);
        QCOMPARE(pages.match(info).captured(1).toInt(), tiling.pageCount());
        QCOMPARE(tiling.pageCount(), 1 + 9); // the assembly map, then one page per piece

        // The map's calibration bar: a dark band 100 mm long and about 2 mm high.
        const QImage map = renderPage(pdf, 1, dir.filePath(QStringLiteral("map")));
        QVERIFY(!map.isNull());
        int bestHeight = 0, height = 0, measured = 0;
        for (int y = 0; y < map.height(); ++y) {
            const int run = longestDarkRun(map, y);
            height = run >= 950 && run <= 1050 ? height + 1 : 0;
            if (height > bestHeight) {
                bestHeight = height;
                measured = run;
            }
        }
        QVERIFY2(bestHeight >= 15, qPrintable(QString::number(bestHeight)));
        QVERIFY2(qAbs(measured - 1000) <= 4, qPrintable(QString::number(measured)));

        // The Start's first piece: 11 rows of 22 mm along the road side, whole on its page.
        const QImage start =
            renderPage(pdf, tiling.pageOfTile(0), dir.filePath(QStringLiteral("s")));
        QVERIFY(!start.isNull());
        const PageTile &tile = tiling.tiles.front();
        const double shoulder = 0.2 * 22; // the middle of the road side above lane 1
        const int y = qRound((tile.originMm.y() + shoulder) * 10);
        const int length = longestDarkRun(start, y);
        QVERIFY2(qAbs(length - 11 * 220) <= 6, qPrintable(QString::number(length)));
    }

    // The print entry refuses a road with nothing to draw.
    void emptyRoadIsRefused()
    {
        CyclingRoad road;
        CourseProblems problems;
        QVERIFY(!CyclingPrintPieces::coursePrint(road.toJson(), &problems));
        QCOMPARE(problemTexts(problems),
                 QStringList{QStringLiteral("tiles: the road has no tiles that can be printed")});
    }
};

QTEST_MAIN(TestCyclingPrint)
#include "tst_cycling_print.moc"
