// The rowing canvas's row layout: the course wrapped at the print strips' boundaries. The number
// of strips per row shows the course largest for the view's shape (one row when wide, a strip a
// row when tall); every strip is in exactly one row, in order; course x → scene → course x is the
// identity; a scene point belongs to the row nearest it; a lane cut at the rows' boundaries covers
// the lane once.
#include "rowing/RowingCanvasLayout.h"
#include "rowing/RowingCourse.h"
#include "rowing/RowingCourseGeometry.h"

#include <QTest>

#include <cmath>

using namespace cw::rowing;

namespace {

constexpr double GapPx = 88; // about what the canvas keeps between rows

// 100 spaces of 25 mm, 10 a strip: strips of 275, 250 × 8 and 275 mm, 6 lanes of 30 mm.
RowingCourseGeometry standard()
{
    return RowingCourseGeometry(RowingCourse::standard());
}

// 23 spaces, 5 a strip: 5 strips, the last of 3 spaces.
RowingCourseGeometry uneven()
{
    RowingCourse course = RowingCourse::standard();
    course.spaces = 23;
    course.print.stripSpaces = 5;
    course.splitLines.clear();
    return RowingCourseGeometry(course);
}

} // namespace

class TestRowingCanvasLayout : public QObject {
    Q_OBJECT
private slots:
    void rowsSuitTheViewsShape_data()
    {
        QTest::addColumn<QSizeF>("room");
        QTest::addColumn<int>("stripsPerRow");
        QTest::newRow("very wide") << QSizeF(5000, 300) << 10;
        QTest::newRow("editor at 1400x860") << QSizeF(1018, 560) << 5;
        QTest::newRow("square") << QSizeF(800, 800) << 4;
        QTest::newRow("tall and narrow") << QSizeF(300, 3000) << 1;
    }
    void rowsSuitTheViewsShape()
    {
        QFETCH(QSizeF, room);
        QFETCH(int, stripsPerRow);
        const RowingCourseGeometry geometry = standard();
        const int best = RowingCanvasLayout::bestStripsPerRow(geometry, room, GapPx);
        QCOMPARE(best, stripsPerRow);
        const double scale = RowingCanvasLayout::fitScale(geometry, best, room, GapPx);
        QVERIFY(scale > 0);
        for (int perRow = 1; perRow <= 12; ++perRow)
            QVERIFY2(RowingCanvasLayout::fitScale(geometry, perRow, room, GapPx) <= scale,
                     qPrintable(QString::number(perRow)));

        // The fitted layout fills the room at that scale, rows GapPx apart on screen.
        const RowingCanvasLayout layout = RowingCanvasLayout::fitted(geometry, room, GapPx);
        QCOMPARE(layout.stripsPerRow(), best);
        QVERIFY(qAbs(layout.gapMm() * scale - GapPx) < 1e-6);
        const QRectF scene = layout.sceneRect();
        QVERIFY(scene.width() * scale <= room.width() + 1e-6);
        QVERIFY(scene.height() * scale <= room.height() + 1e-6);
        QVERIFY(qAbs(scene.width() * scale - room.width()) < 1e-6 ||
                qAbs(scene.height() * scale - room.height()) < 1e-6);
    }

    void wrappingMakesTheStandardCourseLargerInTheEditor()
    {
        // The editor's canvas at 1400x860: one row would give lanes of 12 px.
        const RowingCourseGeometry geometry = standard();
        const QSizeF room(1018, 560);
        const double oneRow = RowingCanvasLayout::fitScale(geometry, 10, room, GapPx);
        const double best = RowingCanvasLayout::fitScale(
            geometry, RowingCanvasLayout::bestStripsPerRow(geometry, room, GapPx), room, GapPx);
        QVERIFY(geometry.laneMm() * oneRow < 13);
        QVERIFY(best > 1.9 * oneRow);
    }

    void aRoomTooSmallFitsNothing()
    {
        QCOMPARE(RowingCanvasLayout::fitScale(standard(), 1, QSizeF(300, 500), GapPx), 0.0);
        QCOMPARE(RowingCanvasLayout::fitScale(standard(), 10, QSizeF(0, 500), GapPx), 0.0);
        // Still a layout, one row (the widest that fits nothing either).
        QCOMPARE(RowingCanvasLayout::fitted(standard(), QSizeF(0, 0), GapPx).rowCount(), 1);
    }

    void everyStripIsInExactlyOneRow()
    {
        for (const RowingCourseGeometry &geometry : {standard(), uneven()}) {
            const std::vector<RowingCourseGeometry::Strip> strips = geometry.strips();
            for (int perRow = 1; perRow <= int(strips.size()) + 2; ++perRow) {
                const RowingCanvasLayout layout(geometry, perRow, 40);
                std::vector<int> seen(strips.size(), 0);
                int next = 0;
                for (int row = 0; row < layout.rowCount(); ++row) {
                    const RowingCanvasLayout::Row &r = layout.rows()[std::size_t(row)];
                    QCOMPARE(r.firstStrip, next); // in order, none skipped
                    QVERIFY(r.lastStrip - r.firstStrip < perRow);
                    QVERIFY(r.lastStrip == int(strips.size()) - 1 ||
                            r.lastStrip - r.firstStrip == perRow - 1);
                    for (int strip = r.firstStrip; strip <= r.lastStrip; ++strip) {
                        ++seen[std::size_t(strip)];
                        QCOMPARE(layout.rowOfX(strips[std::size_t(strip)].rect.center().x()), row);
                    }
                    QCOMPARE(r.fromX, strips[std::size_t(r.firstStrip)].rect.left());
                    QCOMPARE(r.toX, strips[std::size_t(r.lastStrip)].rect.right());
                    next = r.lastStrip + 1;
                    if (row > 0) // below the row before, the gap between
                        QCOMPARE(layout.rowSceneRect(row).top(),
                                 layout.rowSceneRect(row - 1).bottom() + 40);
                }
                QCOMPARE(next, int(strips.size()));
                for (int count : seen)
                    QCOMPARE(count, 1);
                QCOMPARE(layout.rowCount(), int(std::ceil(double(strips.size()) / perRow)));
            }
        }
    }

    void courseToSceneAndBackIsTheIdentity()
    {
        for (const RowingCourseGeometry &geometry : {standard(), uneven()}) {
            const QRectF water = geometry.water();
            for (int perRow : {1, 2, 3, 5, 10}) {
                const RowingCanvasLayout layout(geometry, perRow, 35);
                for (double x = water.left(); x <= water.right(); x += 7.5) {
                    for (double y : {0.0, 13.0, geometry.width()}) {
                        const QPointF course(x, y);
                        const QPointF scene = layout.toScene(course);
                        QVERIFY(layout.rowSceneRect(layout.rowOfX(x)).contains(scene));
                        QCOMPARE(layout.rowAt(scene), layout.rowOfX(x));
                        const QPointF back = layout.toCourse(scene);
                        QVERIFY2(qAbs(back.x() - x) < 1e-9 && qAbs(back.y() - y) < 1e-9,
                                 qPrintable(QStringLiteral("%1 strips a row, x %2: %3")
                                                .arg(perRow)
                                                .arg(x)
                                                .arg(back.x())));
                    }
                }
            }
        }
    }

    void aBoundaryBetweenRowsBelongsToTheLaterRow()
    {
        const RowingCourseGeometry geometry = standard();
        const RowingCanvasLayout layout(geometry, 5, 50);
        QCOMPARE(layout.rowCount(), 2);
        const double boundary = geometry.xOfMetres(1000); // strips 5 | 6
        QCOMPARE(layout.rows()[0].toX, boundary);
        QCOMPARE(layout.rowOfX(boundary - 0.01), 0);
        QCOMPARE(layout.rowOfX(boundary), 1);
        QCOMPARE(layout.toScene(QPointF(boundary, 0)), QPointF(geometry.water().left(), 230));
        // Either side of the course clamps to the first and the last row.
        QCOMPARE(layout.rowOfX(-1000), 0);
        QCOMPARE(layout.rowOfX(geometry.water().right()), 1);
        QCOMPARE(layout.rowOfX(1e6), 1);
    }

    void aScenePointBelongsToTheNearestRow()
    {
        const RowingCourseGeometry geometry = standard(); // rows 180 mm tall
        const RowingCanvasLayout layout(geometry, 3, 60); // 4 rows, tops 0, 240, 480, 720
        QCOMPARE(layout.rowCount(), 4);
        QCOMPARE(layout.rowAt(QPointF(100, -500)), 0);
        QCOMPARE(layout.rowAt(QPointF(100, 90)), 0);
        QCOMPARE(layout.rowAt(QPointF(100, 205)), 0); // upper half of the gap
        QCOMPARE(layout.rowAt(QPointF(100, 215)), 1); // lower half: the grips of row 1
        QCOMPARE(layout.rowAt(QPointF(100, 500)), 2);
        QCOMPARE(layout.rowAt(QPointF(100, 5000)), 3);
        // x is clamped to the row under the point: right of a row is its end.
        const QPointF beyond = layout.toCourse(QPointF(5000, 250));
        QCOMPARE(beyond.x(), layout.rows()[1].toX);
        QCOMPARE(beyond.y(), 10.0);
        QCOMPARE(layout.toCourse(QPointF(-5000, 250)).x(), layout.rows()[1].fromX);
    }

    void aLaneIsCutAtTheRowsBoundaries()
    {
        const RowingCourseGeometry geometry = standard();
        const RowingCanvasLayout layout(geometry, 4, 50); // 4, 4 and 2 strips
        const std::vector<QRectF> rects = layout.toSceneRects(geometry.laneRect(2));
        QCOMPARE(int(rects.size()), 3);
        double width = 0;
        for (std::size_t row = 0; row < rects.size(); ++row) {
            QVERIFY(layout.rowSceneRect(int(row)).contains(rects[row]));
            QCOMPARE(rects[row].height(), geometry.laneMm());
            QCOMPARE(rects[row].top(), layout.rows()[row].top + 2 * geometry.laneMm());
            width += rects[row].width();
        }
        QCOMPARE(width, geometry.water().width());
        // A rectangle inside one row stays whole.
        QCOMPARE(int(layout.toSceneRects(geometry.cell(0, 15)).size()), 1);
    }

    void oneRowIsTheCourseItself()
    {
        const RowingCourseGeometry geometry = standard();
        const RowingCanvasLayout layout(geometry, 10, 50);
        QCOMPARE(layout.rowCount(), 1);
        QCOMPARE(layout.sceneRect(), geometry.water());
        QCOMPARE(layout.toScene(QPointF(1234, 56)), QPointF(1234, 56));
        QCOMPARE(layout.toCourse(QPointF(1234, 56)), QPointF(1234, 56));
        QVERIFY(layout == RowingCanvasLayout(geometry, 10, 50));
        QVERIFY(!(layout == RowingCanvasLayout(geometry, 5, 50)));
        QVERIFY(!(layout == RowingCanvasLayout(geometry, 10, 51)));
    }
};

QTEST_GUILESS_MAIN(TestRowingCanvasLayout)
#include "tst_rowing_canvas_layout.moc"
