// Niagara printed: the river board is one piece at true scale (NiagaraCourseGeometry's
// millimetres), tiled over as many pages as PageTiler says on A4 and Letter, with a space's disc
// measured on a page rendered with pdftoppm; the paddle-card sheets hold each seat's 7 cards, as
// many sheets as the paper needs (turned where more fit), a card measuring 63 × 88 mm between its
// cut lines; PNG export
// writes one file per page. Needs poppler-utils (scripts/packages.txt).
#include "PrintTestSupport.h"
#include "niagara/NiagaraActions.h"
#include "niagara/NiagaraCardSheets.h"
#include "niagara/NiagaraCourseGeometry.h"
#include "niagara/NiagaraCoursePainter.h"
#include "niagara/NiagaraPrintPieces.h"
#include "print/CoursePrint.h"
#include "print/PageTiler.h"
#include "print/PrintExport.h"
#include "print/SheetPacker.h"

#include <QDir>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cw;
using namespace cw::print;
using namespace cw::niagara;
using namespace printtest;

namespace {

NiagaraCourse twinFalls()
{
    NiagaraCourse river = NiagaraCourse::standard();
    river.mainLength = 4;
    river.leftArm = 3;
    river.places[Blue] = QStringList{QStringLiteral("L5"), QStringLiteral("R5")};
    river.places[Red] = QStringList{QStringLiteral("L7"), QStringLiteral("R6")};
    river.places[Violet] = QStringList{QStringLiteral("2")};
    river.places[Clear] = QStringList{QStringLiteral("3")};
    river.places[Yellow] = QStringList{QStringLiteral("4")};
    return river;
}

} // namespace

class TestNiagaraPrint : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void registered()
    {
        const auto &kinds = CoursePrinting::kinds();
        QVERIFY(std::any_of(kinds.begin(), kinds.end(), [](const CoursePrintKind &kind) {
            return kind.kind == QLatin1String("niagara-river");
        }));
        const auto &sheets = CoursePrinting::cardSheets();
        QVERIFY(std::any_of(sheets.begin(), sheets.end(), [](const CardSheetsKind &kind) {
            return kind.gameId == QLatin1String("niagara");
        }));
        CourseProblems problems;
        const std::optional<CoursePrint> print =
            CoursePrinting::prepare(NiagaraCourse::standard().toJson(), &problems);
        QVERIFY(print);
        QCOMPARE(print->layout.pieces.size(), std::size_t(1));
    }

    // The board: the landing, one column of SpaceMm per space along the longer path, a waterfall
    // and the margins across; three rows of spaces, then the weather track, down.
    void boardIsOnePieceAtTrueScale_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("standard") << 0;
        QTest::newRow("twin falls") << 1;
    }
    void boardIsOnePieceAtTrueScale()
    {
        QFETCH(int, which);
        const NiagaraCourse river = which == 0 ? NiagaraCourse::standard() : twinFalls();
        using G = NiagaraCourseGeometry;
        const double width =
            2 * G::MarginMm + G::LandMm +
            (river.mainLength + std::max(river.leftArm, river.rightArm)) * G::SpaceMm +
            G::WaterfallMm;
        const double height = 2 * G::MarginMm + 3 * G::SpaceMm + G::SpaceMm / 4 + G::WeatherStepMm;
        const PrintLayout layout = NiagaraPrintPieces::layout(river);
        QCOMPARE(layout.pieces.size(), std::size_t(1));
        QCOMPARE(layout.pieces.front().sizeMm, QSizeF(width, height));
        QCOMPARE(layout.title, river.name);
    }

    void boardPageCount_data()
    {
        QTest::addColumn<int>("paper");
        QTest::addColumn<bool>("landscape");
        QTest::newRow("A4 landscape") << int(Paper::A4) << true;
        QTest::newRow("Letter landscape") << int(Paper::Letter) << true;
        QTest::newRow("A4 portrait") << int(Paper::A4) << false;
    }
    void boardPageCount()
    {
        QFETCH(int, paper);
        QFETCH(bool, landscape);
        const PageSpec page{Paper(paper), landscape};
        const PrintLayout layout = NiagaraPrintPieces::layout(NiagaraCourse::standard());
        const PageTiling tiling = PageTiler(page).tile(layout);
        // Wider than any printable area: tiled, with the assembly map first.
        QVERIFY(layout.pieces.front().sizeMm.width() > page.printableMm().width());
        QVERIFY(tiling.tiles.size() >= 2);
        const QString pdf =
            m_dir.filePath(QStringLiteral("board-%1-%2.pdf").arg(paper).arg(landscape));
        QString error;
        QVERIFY2(PrintExport::write(layout, page, ExportFormat::Pdf, pdf, nullptr, &error),
                 qPrintable(error));
        QCOMPARE(pdfPages(pdf), tiling.pageCount());
        QCOMPARE(tiling.pageCount(), int(tiling.tiles.size()) + 1);
    }

    // Space 1's disc (SpaceMm less 2 mm each side) measured on the page that shows it whole: its
    // outline crossed 10 mm below its centre is a chord of 2·√(16² − 10²) mm.
    void spaceDiscMeasuresTrueScale()
    {
        const NiagaraCourse river = NiagaraCourse::standard();
        const PageSpec page{Paper::A4, true};
        const PrintLayout layout = NiagaraPrintPieces::layout(river);
        const PageTiling tiling = PageTiler(page).tile(layout);
        const QString pdf = m_dir.filePath(QStringLiteral("measure.pdf"));
        QString error;
        QVERIFY2(PrintExport::writePdf(layout, tiling, pdf, nullptr, &error), qPrintable(error));
        const QRectF space = NiagaraCourseGeometry(river).spaceMm(0);
        const auto tile =
            std::find_if(tiling.tiles.begin(), tiling.tiles.end(),
                         [&](const PageTile &t) { return t.layoutMm.contains(space); });
        QVERIFY(tile != tiling.tiles.end());
        const QPointF centre = tile->originMm + (space.center() - tile->layoutMm.topLeft());
        const QImage image = renderPage(pdf, tiling.pageOfTile(int(tile - tiling.tiles.begin())),
                                        m_dir.filePath(QStringLiteral("measure-page")));
        QVERIFY(!image.isNull());
        const double radius = NiagaraCourseGeometry::SpaceMm / 2 - 2;
        const double half = std::sqrt(radius * radius - 100);
        const QList<double> runs =
            darkRuns(image, int(std::lround((centre.y() + 10) * 10)), false, 150);
        const double left = runNear(runs, (centre.x() - half) * 10, 8);
        const double right = runNear(runs, (centre.x() + half) * 10, 8);
        QVERIFY2(!std::isnan(left) && !std::isnan(right), "no disc outline where expected");
        qInfo("space 1's chord: %.1f px (expected %.1f)", right - left, 20 * half);
        QVERIFY2(std::abs(right - left - 20 * half) <= 3,
                 qPrintable(QString::number(right - left)));
    }

    // Issue 56: an arm set to 0 spaces left a water-coloured disc beyond its waterfall (the
    // fork's round end, drawn to the waterfall's centre, is wider than the waterfall). Just past
    // each waterfall there is grass, as in the margin.
    void noWaterBeyondAnEmptyArmsWaterfall()
    {
        NiagaraCourse river = NiagaraCourse::standard();
        river.leftArm = 0;
        river.rightArm = 0;
        const NiagaraCoursePainter painter(river);
        const NiagaraCourseGeometry &geometry = painter.geometry();
        constexpr double PixelsPerMm = 4;
        QImage image((geometry.boundsMm().size() * PixelsPerMm).toSize(), QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter target(&image);
        target.scale(PixelsPerMm, PixelsPerMm);
        painter.paint(target);
        target.end();
        const auto pixel = [&](const QPointF &mm) {
            return image.pixel((mm * PixelsPerMm).toPoint());
        };
        const QRgb grass = pixel(geometry.boundsMm().topLeft() + QPointF(1, 1));
        for (const auto arm : {NiagaraCourseGeometry::LeftArm, NiagaraCourseGeometry::RightArm}) {
            const QRectF waterfall = geometry.waterfallMm(arm);
            for (double dx : {1.0, 2.0, 3.0})
                QCOMPARE(QColor(pixel(QPointF(waterfall.right() + dx, waterfall.center().y()))),
                         QColor(grass));
        }
    }

    void sevenPaddleCardsPerSeat()
    {
        const std::vector<NiagaraCardSheets::PrintedCard> cards = NiagaraCardSheets::allCards();
        QCOMPARE(int(cards.size()), NiagaraCardSheets::Seats * 7);
        for (int seat = 0; seat < NiagaraCardSheets::Seats; ++seat) {
            QList<int> faces;
            for (const auto &card : cards)
                if (card.seat == seat)
                    faces << card.card;
            std::sort(faces.begin(), faces.end());
            QCOMPARE(faces, (QList<int>{0, 1, 2, 3, 4, 5, actions::CloudCard}));
        }
    }

    void cardSheetsPageCount_data()
    {
        QTest::addColumn<int>("paper");
        QTest::addColumn<int>("perSheet");
        QTest::newRow("A4 portrait: 3 × 3") << int(Paper::A4) << 9;
        // Letter's printable area holds 3 × 2 upright or 2 × 4 turned: turned.
        QTest::newRow("Letter portrait: 2 × 4 turned") << int(Paper::Letter) << 8;
    }
    void cardSheetsPageCount()
    {
        QFETCH(int, paper);
        QFETCH(int, perSheet);
        const PageSpec page{Paper(paper), false};
        QCOMPARE(SheetPacker::perSheet(
                     QSizeF(NiagaraCardSheets::CardWidthMm, NiagaraCardSheets::CardHeightMm), page),
                 perSheet);
        const PrintLayout layout = NiagaraCardSheets::layout(page);
        const int sheets = (35 + perSheet - 1) / perSheet;
        QCOMPARE(int(layout.pieces.size()), sheets);
        QVERIFY(!layout.assemblyMap);
        const QString pdf = m_dir.filePath(QStringLiteral("cards-%1.pdf").arg(paper));
        QString error;
        QVERIFY2(PrintExport::write(layout, page, ExportFormat::Pdf, pdf, nullptr, &error),
                 qPrintable(error));
        QCOMPARE(pdfPages(pdf), sheets);
    }

    void cardMeasures63By88mm()
    {
        const PageSpec page{Paper::A4, false};
        const PrintLayout layout = NiagaraCardSheets::layout(page);
        const PageTiling tiling = PageTiler(page).tile(layout);
        const QString pdf = m_dir.filePath(QStringLiteral("cards-measure.pdf"));
        QString error;
        QVERIFY2(PrintExport::writePdf(layout, tiling, pdf, nullptr, &error), qPrintable(error));
        const QImage image = renderPage(pdf, 1, m_dir.filePath(QStringLiteral("cards-page")));
        QVERIFY(!image.isNull());
        const QPointF origin = tiling.tiles.front().originMm;
        // Just inside the first card's cell, between the cut line and the card's frame.
        const QList<double> down =
            darkRuns(image, int(std::lround((origin.x() + 1) * 10)), true, 200);
        const QList<double> across =
            darkRuns(image, int(std::lround((origin.y() + 1) * 10)), false, 200);
        for (int k = 0; k < 3; ++k) {
            const double top = runNear(down, (origin.y() + k * 88) * 10, 6);
            const double bottom = runNear(down, (origin.y() + (k + 1) * 88) * 10, 6);
            const double left = runNear(across, (origin.x() + k * 63) * 10, 6);
            const double right = runNear(across, (origin.x() + (k + 1) * 63) * 10, 6);
            QVERIFY2(!std::isnan(top) && !std::isnan(bottom), "no horizontal cut line");
            QVERIFY2(!std::isnan(left) && !std::isnan(right), "no vertical cut line");
            QVERIFY2(std::abs(bottom - top - 880) <= 3, qPrintable(QString::number(bottom - top)));
            QVERIFY2(std::abs(right - left - 630) <= 3, qPrintable(QString::number(right - left)));
        }
    }

    void pngExportWritesEveryPage()
    {
        const PageSpec page{Paper::A4, true};
        const PrintLayout layout = NiagaraPrintPieces::layout(NiagaraCourse::standard());
        const QString out = m_dir.filePath(QStringLiteral("png/board.png"));
        QDir().mkpath(m_dir.filePath(QStringLiteral("png")));
        QStringList written;
        QString error;
        QVERIFY2(PrintExport::write(layout, page, ExportFormat::Png, out, &written, &error),
                 qPrintable(error));
        QCOMPARE(written.size(), PageTiler(page).tile(layout).pageCount());
        for (const QString &file : written)
            QVERIFY2(!QImage(file).isNull(), qPrintable(file));
    }
};

QTEST_MAIN(TestNiagaraPrint)
#include "tst_niagara_print.moc"
