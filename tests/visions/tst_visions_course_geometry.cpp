// VisionsCourseGeometry: spaces in millimetres on the table, curves as curves with the outside
// pseudo-spaces longer, tile outlines joined end to end, the bounding box, and the overlap test
// (the built-in roads never overlap; a road that loops onto itself does).
#include "VisionsCourseTestSupport.h"

#include "visions/VisionsCourseGeometry.h"

#include <cmath>
#include <numbers>

using namespace cw;
using namespace cw::visions;

namespace {

double length(const QLineF &line)
{
    return line.length();
}

// The length of a space along its lane: the distance between the middles of its entry and exit
// edges, measured along the outline's left edge points (curves are sampled finely).
double spaceLength(const RoadSpace &space)
{
    // The outline runs along the left edge then back along the right edge: half its points each.
    const std::size_t half = space.outline.size() / 2;
    double left = 0, right = 0;
    for (std::size_t i = 1; i < half; ++i)
        left += QLineF(space.outline[i - 1], space.outline[i]).length();
    for (std::size_t i = half + 1; i < space.outline.size(); ++i)
        right += QLineF(space.outline[i - 1], space.outline[i]).length();
    return (left + right) / 2;
}

} // namespace

class TestVisionsCourseGeometry : public QObject {
    Q_OBJECT

private slots:
    // A straight row is one space long and a lane one space wide.
    void straightSpacesAreSquares()
    {
        const VisionsCourse road = builtInRoad(QStringLiteral("short"));
        const VisionsCourseMap map(road);
        const VisionsCourseGeometry geometry(road, map);
        const RoadSpace *space = geometry.space({3, 1, 0});
        QVERIFY(space);
        const QRectF bounds = boundsOf(space->outline);
        QCOMPARE(bounds.width(), road.print.spaceMm);
        QCOMPARE(bounds.height(), road.print.spaceMm);
        QCOMPARE(space->centre, QPointF(3.5 * 22, 0)); // the Start runs along +x from the origin
        QCOMPARE(length(geometry.across(0)), 3 * 22.0);
    }

    // On a curve the outside lane is longer than the inside lane; its two pseudo-spaces are each
    // about as long as an inside space, and the priority (inside) lane is the shortest.
    void curveOutsideLaneIsLonger()
    {
        const VisionsCourse road =
            roadOf({QStringLiteral("SA"), QStringLiteral("C1A"), QStringLiteral("FA")});
        const VisionsCourseMap map(road);
        const VisionsCourseGeometry geometry(road, map);
        const int row = map.firstRow(1) + 1;
        const double inside = spaceLength(*geometry.space({row, 0, 0}));
        const double middle = spaceLength(*geometry.space({row, 1, 0}));
        const double outsideFront = spaceLength(*geometry.space({row, 2, 1}));
        const double outsideRear = spaceLength(*geometry.space({row, 2, 0}));
        QVERIFY2(inside < middle, qPrintable(QStringLiteral("%1 %2").arg(inside).arg(middle)));
        QVERIFY(middle < 2 * outsideFront);
        QCOMPARE(qRound(outsideFront * 100), qRound(outsideRear * 100));
        // Radius 3.5 spaces: the lane centres at 2.5, 3.5 and 4.5 spaces, a row 22.5°.
        const double quarter = std::numbers::pi / 2 / 4;
        QVERIFY(std::abs(inside - 2.5 * 22 * quarter) < 0.2);
        QVERIFY(std::abs(2 * outsideFront - 4.5 * 22 * quarter) < 0.2);
    }

    // A left curve turns the road up the table (towards -y), a right one down; the next tile
    // starts at the curve's exit, heading the new way.
    void curvesTurnTheRoad()
    {
        for (const bool left : {true, false}) {
            const VisionsCourse road =
                roadOf({QStringLiteral("SA"), left ? QStringLiteral("C1A") : QStringLiteral("C1B"),
                        QStringLiteral("FA")});
            const VisionsCourseMap map(road);
            const VisionsCourseGeometry geometry(road, map);
            const Pose finish = geometry.tiles()[2].entry;
            const double radius = 3.5 * 22;
            QVERIFY(std::abs(finish.at.x() - (22 * 22 + radius)) < 1e-6);
            QVERIFY(std::abs(finish.at.y() - (left ? -radius : radius)) < 1e-6);
            QVERIFY(std::abs(finish.heading - (left ? -1 : 1) * std::numbers::pi / 2) < 1e-9);
            // The finish's last space lies up or down the table.
            const RoadSpace *last = geometry.space({map.rowCount() - 1, 1, 0});
            QVERIFY(left ? last->centre.y() < -400 : last->centre.y() > 400);
        }
    }

    // Every space of the road lies within its tile's outline's bounds and the bounding box.
    void spacesLieWithinTheLayout()
    {
        const VisionsCourse road = builtInRoad(QStringLiteral("long"));
        const VisionsCourseMap map(road);
        const VisionsCourseGeometry geometry(road, map);
        int count = 0;
        for (const MapRow &row : map.rows())
            for (const int pseudo : row.road.pseudo)
                count += pseudo;
        QCOMPARE(int(geometry.spaces().size()), count);
        const QRectF box = geometry.boundingBox().adjusted(-1e-6, -1e-6, 1e-6, 1e-6);
        for (const RoadSpace &space : geometry.spaces()) {
            const PlacedTile &tile =
                geometry.tiles()[std::size_t(map.row(space.position.row).placement)];
            QVERIFY(tile.bounds.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(space.centre));
            QVERIFY(box.contains(boundsOf(space.outline)));
        }
        QVERIFY(geometry.fits({1800, 900}));
        QVERIFY(!geometry.fits({600, 300}));
    }

    void builtInRoadsNeverOverlap()
    {
        for (const QString &name :
             {QStringLiteral("short"), QStringLiteral("medium"), QStringLiteral("long")}) {
            const VisionsCourse road = builtInRoad(name);
            const VisionsCourseMap map(road);
            const VisionsCourseGeometry geometry(road, map);
            QVERIFY2(geometry.overlaps().empty(), qPrintable(name));
            // Neighbours touch along their joint, which is not an overlap.
            QVERIFY(!geometry.overlap(0, 1));
        }
    }

    // Four left curves after the Start close a circle: the last curve runs back over the Start
    // and the Finish over the first curve.
    void aLoopOntoItselfIsCaught()
    {
        const VisionsCourse road =
            roadOf({QStringLiteral("SA"), QStringLiteral("C1A"), QStringLiteral("C2A"),
                    QStringLiteral("C3A"), QStringLiteral("C4A"), QStringLiteral("FA")});
        const VisionsCourseMap map(road);
        const VisionsCourseGeometry geometry(road, map);
        const auto overlaps = geometry.overlaps();
        QVERIFY(std::find(overlaps.begin(), overlaps.end(), std::pair(0, 4)) != overlaps.end());
        QVERIFY(std::find(overlaps.begin(), overlaps.end(), std::pair(1, 5)) != overlaps.end());
        QVERIFY(!geometry.overlap(1, 2));
    }

    // The separating-axis test: squares that share an edge touch, squares that cross overlap.
    void convexOverlapTest()
    {
        const Polygon a{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
        const Polygon touching{{10, 0}, {20, 0}, {20, 10}, {10, 10}};
        const Polygon crossing{{9, 9}, {19, 9}, {19, 19}, {9, 19}};
        const Polygon diamond{{15, 5}, {20, 0}, {25, 5}, {20, 10}};
        QVERIFY(!convexOverlap(a, touching, VisionsCourseGeometry::TouchMm));
        QVERIFY(convexOverlap(a, crossing, VisionsCourseGeometry::TouchMm));
        QVERIFY(!convexOverlap(a, diamond, VisionsCourseGeometry::TouchMm));
    }
};

QTEST_GUILESS_MAIN(TestVisionsCourseGeometry)
#include "tst_visions_course_geometry.moc"
