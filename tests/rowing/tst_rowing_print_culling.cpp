// A printed page of a rowing strip draws only its part of the strip (issue 31: RowingPrintPieces
// hands RowingCoursePainter the page's visible rectangle), and shows exactly what the whole strip
// drawn under the page's clip shows: every page, rasterised, is compared pixel by pixel with the
// same page drawn from the whole strip (within antialiasing's rounding). The course is made so that
// things straddle page edges: 5 mm spaces (a metre label every space, wider than its space), sector
// bands of one space (their labels cross several bands), a split line every 10 spaces, dashed lane
// ropes.
#include "print/PageRenderer.h"
#include "print/PageTiler.h"
#include "rowing/RowingCoursePainter.h"
#include "rowing/RowingPrintPieces.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <cstdlib>
#include <memory>

using namespace cw;
using namespace cw::rowing;

class TestRowingPrintCulling : public QObject {
    Q_OBJECT

private slots:
    void everyPageShowsWhatTheWholeStripShows();
};

namespace {

RowingCourse straddlingCourse()
{
    RowingCourse course;
    course.name = QStringLiteral("Straddling");
    course.lanes = 8;
    course.spaces = 130;
    course.metresPerSpace = 100;
    course.sectorMetres = 100;
    for (int metres = 1000; metres < 13000; metres += 1000)
        course.splitLines.push_back({metres, 6});
    course.print.spaceMm = 5;
    course.print.laneMm = 30;
    course.print.stripSpaces = 130;
    course.print.page.landscape = true;
    return course;
}

// The same layout, each strip drawn whole on every page (what a page showed before culling).
print::PrintLayout wholeStrips(const RowingCourse &course)
{
    print::PrintLayout layout = RowingPrintPieces::layout(course);
    const auto painter = std::make_shared<const RowingCoursePainter>(course);
    const std::vector<RowingCourseGeometry::Strip> strips = painter->geometry().strips();
    for (size_t index = 0; index < strips.size(); ++index) {
        const QRectF rect = strips[index].rect;
        layout.pieces[index].draw = [painter, rect](QPainter &target) {
            target.save();
            target.translate(-rect.topLeft());
            painter->paint(target, rect);
            target.restore();
        };
    }
    return layout;
}

// Equal but for antialiasing's rounding: a stroke ending at a page's clip may cover a pixel a
// hair differently when its neighbours were culled (seen: one unit of green and blue on 2 pixels
// of a page). Anything culled by mistake differs by far more than MaxRounding.
bool sameColour(QRgb a, QRgb b)
{
    constexpr int MaxRounding = 4;
    return std::abs(qRed(a) - qRed(b)) <= MaxRounding &&
           std::abs(qGreen(a) - qGreen(b)) <= MaxRounding &&
           std::abs(qBlue(a) - qBlue(b)) <= MaxRounding;
}

QImage rasterise(const print::PrintLayout &layout, const print::PageTiling &tiling, int page)
{
    constexpr double DotsPerInch = 150;
    const QSizeF paper = tiling.page.sizeMm();
    QImage image(qRound(paper.width() * DotsPerInch / 25.4),
                 qRound(paper.height() * DotsPerInch / 25.4), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    print::PageRenderer::setMillimetres(painter, DotsPerInch, DotsPerInch);
    print::PageRenderer(layout, tiling).paintPage(painter, page);
    return image;
}

} // namespace

void TestRowingPrintCulling::everyPageShowsWhatTheWholeStripShows()
{
    const RowingCourse course = straddlingCourse();
    const print::PrintLayout culled = RowingPrintPieces::layout(course);
    const print::PrintLayout whole = wholeStrips(course);
    QCOMPARE(culled.pieces.size(), size_t(1));
    const print::PageTiling tiling = print::PageTiler(course.print.page).tile(culled);
    QVERIFY2(tiling.tiles.size() >= 4, "the strip must span several pages each way");
    for (int page = 0; page < tiling.pageCount(); ++page) {
        const QImage shown = rasterise(culled, tiling, page);
        const QImage expected = rasterise(whole, tiling, page);
        int differing = 0;
        QPoint first(-1, -1);
        for (int y = 0; y < shown.height(); ++y) {
            const auto *a = reinterpret_cast<const QRgb *>(shown.constScanLine(y));
            const auto *b = reinterpret_cast<const QRgb *>(expected.constScanLine(y));
            for (int x = 0; x < shown.width(); ++x) {
                if (!sameColour(a[x], b[x]) && differing++ == 0)
                    first = QPoint(x, y);
            }
        }
        QVERIFY2(differing == 0, qPrintable(QStringLiteral("page %1: %2 pixels differ, the first "
                                                           "at (%3, %4)")
                                                .arg(page)
                                                .arg(differing)
                                                .arg(first.x())
                                                .arg(first.y())));
    }
}

QTEST_MAIN(TestRowingPrintCulling)
#include "tst_rowing_print_culling.moc"
