// RowingCourseGeometry: the one place positions on a rowing course are computed, for the board,
// the editor and the printer.
#include "rowing/RowingCourseGeometry.h"

#include <QTest>

using namespace cw::rowing;

class TestRowingGeometry : public QObject {
    Q_OBJECT

private slots:
    void spacesAreCellsFromTheStartLine()
    {
        const RowingCourseGeometry geometry(RowingCourse::standard());
        QCOMPARE(geometry.spaceMm(), 25.0);
        QCOMPARE(geometry.length(), 2500.0);
        QCOMPARE(geometry.width(), 180.0);
        QCOMPARE(geometry.cell(0, 1), QRectF(0, 0, 25, 30));
        QCOMPARE(geometry.cell(5, 100), QRectF(2475, 150, 25, 30));
        QCOMPARE(geometry.water(), QRectF(-25, 0, 2550, 180));
        QCOMPARE(geometry.laneRect(2), QRectF(-25, 60, 2550, 30));
    }

    // The 500 m line is crossed on reaching space 25 (docs/rules/rowing.md, "The course"): it
    // lies on the far edge of cell 25.
    void splitLinesSitAtTheirDistance()
    {
        RowingCourse course = RowingCourse::standard();
        course.splitLines = {{1750, 8}, {510, 4}};
        const auto lines = RowingCourseGeometry(course).splitLines();
        QCOMPARE(int(lines.size()), 2);
        QCOMPARE(lines[0].metres, 510);
        QCOMPARE(lines[0].index, 1);
        QCOMPARE(lines[0].crossingSpace, 26);
        QCOMPARE(lines[0].x, 510 / 20.0 * 25);
        QCOMPARE(lines[1].x, 2187.5);
    }

    void sectorBandsAndMarks()
    {
        RowingCourse course = RowingCourse::standard();
        course.sectorMetres = 600;
        const RowingCourseGeometry geometry(course);
        const auto bands = geometry.sectorBands();
        QCOMPARE(int(bands.size()), 4);
        QCOMPARE(bands.back().fromMetres, 1800);
        QCOMPARE(bands.back().toMetres, 2000);
        QCOMPARE(bands.back().toX, 2500.0);
        const auto marks = geometry.metreMarks();
        QCOMPARE(int(marks.size()), 21);
        QVERIFY(marks[5].major);
        QVERIFY(!marks[6].major);
        QCOMPARE(marks[6].x, 750.0);
    }

    // The largest course the reader accepts (RowingCourseLimits) draws a bounded number of
    // things: a 1 m band on a 1000 km course once made a million (issue 23).
    void largestAcceptedCourseIsBounded()
    {
        QJsonObject json = RowingCourse::standard().toJson();
        json.insert(QStringLiteral("lanes"), RowingCourse::MaxLanes);
        json.insert(QStringLiteral("spaces"), RowingCourse::MaxSpaces);
        json.insert(QStringLiteral("metresPerSpace"), RowingCourseLimits::MaxMetresPerSpace);
        json.insert(QStringLiteral("sectorMetres"), RowingCourseLimits::MinSectorMetres);
        json.remove(QStringLiteral("laneStyles"));
        cw::CourseProblems problems;
        const std::optional<RowingCourse> course = RowingCourse::read(json, &problems);
        QVERIFY2(course, qPrintable(cw::problemTexts(problems).join(QLatin1Char('\n'))));
        const RowingCourseGeometry geometry(*course);
        QCOMPARE(int(geometry.sectorBands().size()), 1000);
        QCOMPARE(int(geometry.metreMarks().size()), 1001);

        json.insert(QStringLiteral("sectorMetres"), RowingCourseLimits::MinSectorMetres - 1);
        QVERIFY(!RowingCourse::read(json, &problems));
        json.insert(QStringLiteral("sectorMetres"), RowingCourseLimits::MinSectorMetres);
        json.insert(QStringLiteral("metresPerSpace"), RowingCourseLimits::MaxMetresPerSpace + 1);
        QVERIFY(!RowingCourse::read(json, &problems));
    }

    // Strips of stripSpaces spaces, the start area on the first and the finish area on the last.
    void stripsCoverTheWholeWater()
    {
        RowingCourse course = RowingCourse::standard();
        course.print.stripSpaces = 30;
        const RowingCourseGeometry geometry(course);
        const auto strips = geometry.strips();
        QCOMPARE(int(strips.size()), 4);
        QCOMPARE(strips[0].firstSpace, 1);
        QCOMPARE(strips[0].lastSpace, 30);
        QCOMPARE(strips[0].rect, QRectF(-25, 0, 775, 180));
        QCOMPARE(strips[1].rect, QRectF(750, 0, 750, 180));
        QCOMPARE(strips[3].firstSpace, 91);
        QCOMPARE(strips[3].lastSpace, 100);
        QCOMPARE(strips[3].rect, QRectF(2250, 0, 275, 180));
        QCOMPARE(strips.front().rect.left(), geometry.water().left());
        QCOMPARE(strips.back().rect.right(), geometry.water().right());
    }

    void oneStripForAShortCourse()
    {
        RowingCourse course = RowingCourse::standard();
        course.spaces = 5;
        course.splitLines.clear();
        const auto strips = RowingCourseGeometry(course).strips();
        QCOMPARE(int(strips.size()), 1);
        QCOMPARE(strips[0].rect, QRectF(-25, 0, 175, 180));
    }
};

QTEST_GUILESS_MAIN(TestRowingGeometry)
#include "tst_rowing_geometry.moc"
