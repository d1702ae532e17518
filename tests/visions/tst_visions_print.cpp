// A Visions of Rainbows road assembled from scratch in the editor is saved, reopened equal,
// validated and printed: the PDF's page count (pdfinfo) is the tiling's, a Start piece measures
// its true size and the assembly map's 100 mm bar measures 100 mm on a pdftoppm render. Needs
// poppler-utils (scripts/packages.txt). The print-and-play sheets: page count on A4 portrait and
// landscape, a card measures 63 × 88 mm.
#include "PrintTestSupport.h"
#include "course/CourseFile.h"
#include "print/CoursePrint.h"
#include "print/PageTiler.h"
#include "print/PrintExport.h"
#include "visions/VisionsCardSheets.h"
#include "visions/VisionsCourseDocument.h"
#include "visions/VisionsCoursePainter.h"
#include "visions/VisionsCourseValidator.h"
#include "visions/VisionsPaletteDrop.h"
#include "visions/VisionsPrintPieces.h"

#include <QImage>
#include <QPainter>
#include <QPolygonF>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;
using namespace cw::visions;
using namespace cw::print;
using namespace printtest;

namespace {

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

// The runs within 6 px of `first` + k × `step` px, k = 0…3: a card's cut lines.
QList<double> cutLines(const QList<double> &runs, double first, double step)
{
    QList<double> lines;
    for (int k = 0; k <= 3; ++k)
        for (const double run : runs)
            if (std::abs(run - (first + k * step)) <= 6) {
                lines << run;
                break;
            }
    return lines;
}

// `road` painted at 10 px/mm onto white, from `topLeftMm` on the table: the whole road without
// labels (VisionsCoursePainter) when `piece` is null, else the print piece as printed (clipped,
// labelled).
QImage paintAt(const VisionsCoursePainter &road, const PrintPiece *piece, const QPointF &topLeftMm,
               const QSizeF &sizeMm)
{
    QImage image(qCeil(sizeMm.width() * 10), qCeil(sizeMm.height() * 10), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(10, 10);
    if (piece) {
        piece->draw(painter);
    } else {
        painter.translate(-topLeftMm);
        road.paint(painter);
    }
    return image;
}

bool priorityGrey(QRgb pixel)
{
    auto near = [](int channel) { return std::abs(channel - 0xb0) <= 12; };
    return near(qRed(pixel)) && near(qGreen(pixel)) && near(qBlue(pixel));
}

} // namespace

class TestVisionsPrint : public QObject {
    Q_OBJECT

private slots:
    void roadFromScratchSavedReopenedValidatedPrinted()
    {
        QTemporaryDir dir;
        // Assembled from the palette: Start, two straights, a U-turn, a straight, the Finish.
        VisionsCourse empty;
        empty.name = QStringLiteral("From scratch");
        VisionsCourseDocument document(empty);
        for (const char *side : {"S:A", "2:A", "1:A", "C1:B", "C2:B", "3:A", "F:A"}) {
            if (!document.road().tiles.empty())
                document.selectTile(int(document.road().tiles.size()) - 1);
            const QStringList tileSide = QString::fromLatin1(side).split(u':');
            QVERIFY(document.addFromPalette(
                VisionsPaletteDrop::tileEntryId(tileSide[0], tileSide[1]), std::nullopt));
        }
        const QString path = dir.filePath(QStringLiteral("scratch.cwcourse"));
        QString error;
        QVERIFY2(CourseFile::write(path, document.toJson(), &error), qPrintable(error));
        CourseProblems problems;
        const std::optional<QJsonObject> json = CourseFile::read(path, &problems);
        QVERIFY2(json, qPrintable(problemTexts(problems).join(u'\n')));
        const std::optional<VisionsCourse> reopened = VisionsCourse::read(*json, &problems);
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

    // The print-and-play set: 7 × 17 Action cards, 17 Events, 11 Tactics; 42 rider chits, the
    // Available Rider indicator, 80 fatigue chits, 6 bonus chits, 4 bonus-ability chits, 6 line
    // chits; 14 team mat sides and the podium. On A4 portrait (190 × 277 mm printable) 9 cards
    // fit a sheet upright, the chits (in rows of one size) two sheets, two team mats a sheet and
    // the podium its own; on landscape 9 cards turned, the chits two sheets, two team mats turned
    // a sheet and the podium turned. The PDF has one page per sheet and no assembly map.
    void visionsSheetsPageCount_data()
    {
        QTest::addColumn<bool>("landscape");
        QTest::addColumn<int>("cardsPerSheet");
        QTest::addColumn<int>("chitSheets");
        QTest::addColumn<int>("matSheets");
        QTest::newRow("A4 portrait") << false << 9 << 2 << 7 + 1;
        QTest::newRow("A4 landscape") << true << 9 << 2 << 7 + 1;
    }
    void visionsSheetsPageCount()
    {
        QFETCH(bool, landscape);
        QFETCH(int, cardsPerSheet);
        QFETCH(int, chitSheets);
        QFETCH(int, matSheets);
        using Sheets = VisionsCardSheets;
        QCOMPARE(Sheets::count(Sheets::Part::Card), 7 * 17 + 17 + 11);
        QCOMPARE(Sheets::count(Sheets::Part::Chit), 42 + 1 + 50 + 30 + 3 + 3 + 4 + 5 + 1);
        QCOMPARE(Sheets::count(Sheets::Part::Mat), 7 * 2 + 1);
        const PageSpec page{Paper::A4, landscape};
        const PrintLayout layout = Sheets::layout(page);
        const int cardSheets = (7 * 17 + 17 + 11 + cardsPerSheet - 1) / cardsPerSheet;
        QCOMPARE(int(layout.pieces.size()), cardSheets + chitSheets + matSheets);
        QVERIFY(!layout.assemblyMap);
        const PageTiling tiling = PageTiler(page).tile(layout);
        QCOMPARE(tiling.tiles.size(), layout.pieces.size()); // every sheet fits one page
        const QString pdf = m_dir.filePath(QStringLiteral("visions-%1.pdf").arg(landscape));
        QString error;
        QVERIFY2(PrintExport::writePdf(layout, tiling, pdf, nullptr, &error), qPrintable(error));
        QCOMPARE(pdfPages(pdf), int(layout.pieces.size()));
    }

    // The cut lines of the first sheet's cards, found on the rendered page (10 px/mm): 880 px
    // apart down the sheet's left edge and 630 px apart across its top.
    void visionsCardMeasures63By88mm()
    {
        const PageSpec page{Paper::A4, false};
        const PrintLayout layout = VisionsCardSheets::layout(page);
        const PageTiling tiling = PageTiler(page).tile(layout);
        const QString pdf = m_dir.filePath(QStringLiteral("visions-measure.pdf"));
        QString error;
        QVERIFY2(PrintExport::writePdf(layout, tiling, pdf, nullptr, &error), qPrintable(error));
        const QImage image = renderPage(pdf, 1, m_dir.filePath(QStringLiteral("visions-page")));
        QVERIFY(!image.isNull());
        const QPointF origin = tiling.tiles.front().originMm;
        // Just inside the first card, between its cut line and its face.
        const QList<double> rows =
            cutLines(darkRuns(image, int(std::lround((origin.x() + 1) * 10)), true, 200),
                     origin.y() * 10, 880);
        const QList<double> columns =
            cutLines(darkRuns(image, int(std::lround((origin.y() + 1) * 10)), false, 200),
                     origin.x() * 10, 630);
        QCOMPARE(rows.size(), 4);
        QCOMPARE(columns.size(), 4);
        for (int k = 0; k < 3; ++k) {
            QVERIFY2(std::abs(rows[k + 1] - rows[k] - 880) <= 3,
                     qPrintable(QString::number(rows[k + 1] - rows[k])));
            QVERIFY2(std::abs(columns[k + 1] - columns[k] - 630) <= 3,
                     qPrintable(QString::number(columns[k + 1] - columns[k])));
        }
    }

    // The print entry refuses a road with nothing to draw.
    // The printed Start (issue 33): its pieces' labels ("Sa · 1 of 7") lie on the road side and
    // cover no space (one covered start space 6), and the start numbers sit on plates of their
    // row's terrain, so that the priority line stops short of a number instead of running
    // through it. Measured on the first piece painted at 10 px/mm: inside every space (0.5 mm
    // in from its edges) the printed piece equals the road painted without labels; along the
    // priority line on either side of each start number, the line's grey is not there.
    void startPieceLabelAndNumbersStayClear()
    {
        CourseProblems problems;
        const std::optional<QJsonObject> json =
            CourseFile::read(QStringLiteral(":/courses/visions-short.json"), &problems);
        QVERIFY(json);
        const std::optional<QJsonObject> opened = CourseFile::open(*json, &problems);
        QVERIFY(opened);
        const std::optional<VisionsCourse> road = VisionsCourse::read(*opened, &problems);
        QVERIFY2(road, qPrintable(problemTexts(problems).join(u'\n')));
        const PrintLayout layout = VisionsPrintPieces::layout(*road);
        QVERIFY(!layout.pieces.empty());
        const PrintPiece &piece = layout.pieces.front();
        QCOMPARE(piece.shortName, QStringLiteral("Sa"));
        VisionsCoursePainter::Options options;
        options.tileLabels = false;
        const VisionsCoursePainter painter(*road, options);
        const QPointF origin = painter.geometry().boundingBox().topLeft() + piece.positionMm;
        const QImage printed = paintAt(painter, &piece, origin, piece.sizeMm);
        const QImage plain = paintAt(painter, nullptr, origin, piece.sizeMm);

        const PlacedTile &start = painter.geometry().tiles().front();
        const TileSide *side = road->sideOf(road->tiles.front());
        QVERIFY(start.shape && side && side->startRows > 0);
        const double rows = painter.map().rowsOf(0) / 2.0; // the first of its two pieces
        auto pixelOf = [&](const QPointF &local) { return (start.entry.map(local) - origin) * 10; };
        int spacesChecked = 0, covered = 0;
        for (const SpaceOutline &space : start.shape->spaces()) {
            if (space.row + 1 > rows)
                continue;
            QPolygonF outline;
            for (const QPointF &point : space.outline)
                outline << pixelOf(point);
            const QRect box = outline.boundingRect().toAlignedRect() & printed.rect();
            for (int y = box.top(); y <= box.bottom(); ++y)
                for (int x = box.left(); x <= box.right(); ++x) {
                    bool inside = true;
                    for (const QPointF &step : {QPointF(5, 0), QPointF(-5, 0), QPointF(0, 5),
                                                QPointF(0, -5), QPointF(0, 0)})
                        inside =
                            inside && outline.containsPoint(QPointF(x, y) + step, Qt::OddEvenFill);
                    if (!inside)
                        continue;
                    const QRgb a = printed.pixel(x, y), b = plain.pixel(x, y);
                    if (std::abs(qGray(a) - qGray(b)) > 40)
                        ++covered;
                }
            ++spacesChecked;
        }
        qInfo("label over the spaces of piece Sa: %d px differ in %d spaces", covered,
              spacesChecked);
        QVERIFY(spacesChecked >= 6);
        QCOMPARE(covered, 0);

        // The priority line either side of each start number: samples 1.3 to 4 mm from the
        // number's centre towards the next priority space, on the line's middle.
        const double spaceMm = start.shape->spaceMm();
        auto priorityCentre = [&](int row) {
            for (const SpaceOutline &space : start.shape->spaces())
                if (space.row == row && space.lane == side->rows[std::size_t(row)].priority)
                    return space.centre;
            return QPointF();
        };
        int samples = 0, grey = 0;
        for (int r = 0; r < side->startRows; ++r) {
            const QPointF centre = priorityCentre(r);
            for (const int next : {r - 1, r + 1}) {
                if (next < 0 || next + 1 > rows)
                    continue;
                const QLineF towards(centre, priorityCentre(next));
                if (towards.length() > spaceMm * 1.5)
                    continue;
                for (double t = 0.06; t <= 0.18; t += 0.01) {
                    const QPointF at = pixelOf(towards.pointAt(t * spaceMm / towards.length()));
                    ++samples;
                    grey += priorityGrey(plain.pixel(at.toPoint()));
                }
            }
        }
        qInfo("priority line through the start numbers: %d of %d samples grey", grey, samples);
        QVERIFY(samples >= 20);
        QVERIFY2(grey * 10 <= samples, qPrintable(QString::number(grey)));
    }

    void emptyRoadIsRefused()
    {
        VisionsCourse road;
        CourseProblems problems;
        QVERIFY(!VisionsPrintPieces::coursePrint(road.toJson(), &problems));
        QCOMPARE(problemTexts(problems),
                 QStringList{QStringLiteral("tiles: the road has no tiles that can be printed")});
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestVisionsPrint)
#include "tst_visions_print.moc"
