// VisionsCourseMap: global rows, the lanes every lane leads to (docs/rules/visions.md, "The road"),
// the start spaces in number order, the finish line, bonus lines and the order of positions; the
// race track's tables read from them (ranks row by row, the bonus lines up to each row).
#include "VisionsCourseTestSupport.h"

#include "visions/VisionsCourseMap.h"
#include "visions/VisionsRaceTrack.h"

using namespace cw;
using namespace cw::visions;

Q_DECLARE_METATYPE(std::vector<std::vector<int>>)

class TestVisionsCourseMap : public QObject {
    Q_OBJECT

private slots:
    // One formula gives every lane change of docs/rules/visions.md, "The road": 3→2 the outer lanes
    // keep their side and the middle one chooses; 2→3 each lane chooses between the two on its
    // side; 1→2 and 4→2.
    void laneSuccessors_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<std::vector<std::vector<int>>>("successors");
        using L = std::vector<std::vector<int>>;
        QTest::newRow("3→3") << 3 << 3 << L{{0}, {1}, {2}};
        QTest::newRow("3→2") << 3 << 2 << L{{0}, {0, 1}, {1}};
        QTest::newRow("2→3") << 2 << 3 << L{{0, 1}, {1, 2}};
        QTest::newRow("1→2") << 1 << 2 << L{{0, 1}};
        QTest::newRow("4→2") << 4 << 2 << L{{0}, {0}, {1}, {1}};
        QTest::newRow("2→4") << 2 << 4 << L{{0, 1}, {2, 3}};
        QTest::newRow("4→3") << 4 << 3 << L{{0}, {0, 1}, {1, 2}, {2}};
        QTest::newRow("2→1") << 2 << 1 << L{{0}, {0}};
    }
    void laneSuccessors()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(std::vector<std::vector<int>>, successors);
        for (int lane = 0; lane < from; ++lane)
            QCOMPARE(VisionsCourseMap::successorLanes(from, to, lane),
                     successors[std::size_t(lane)]);
    }

    // Global rows run through the tiles in order; the narrowing side 1B changes lanes in its
    // middle, and the last row leads nowhere.
    void globalRowsAndNarrowing()
    {
        const VisionsCourse road = roadOf({QStringLiteral("SA"), QStringLiteral("1B"),
                                           QStringLiteral("4B"), QStringLiteral("FA")});
        const VisionsCourseMap map(road);
        QCOMPARE(map.rowCount(), 22 + 10 + 10 + 22);
        QCOMPARE(map.firstRow(1), 22);
        QCOMPARE(map.rowsOf(2), 10);
        QCOMPARE(map.row(27).placement, 1);
        QCOMPARE(map.row(27).tileRow, 5);
        QCOMPARE(map.row(26).road.lanes, 3);
        QCOMPARE(map.row(27).road.lanes, 2);
        QCOMPARE(map.row(27).road.terrain, RoadTerrain::Mountain);
        QCOMPARE(map.successorLanes(26, 1), (std::vector<int>{0, 1}));
        QCOMPARE(map.successorLanes(26, 2), (std::vector<int>{1}));
        QCOMPARE(map.successorLanes(20, 2), (std::vector<int>{2}));
        QCOMPARE(map.successorLanes(map.rowCount() - 1, 0), std::vector<int>{});
        QCOMPARE(map.finishRow(), map.rowCount() - 1);
        QCOMPARE(VisionsCourseMap(roadOf({QStringLiteral("SA"), QStringLiteral("2A")})).finishRow(),
                 -1);
    }

    // Start spaces 1-21: the front start row first, in a row the priority lane first, then by
    // distance from it (equal distance: the lower lane).
    void startSpacesInNumberOrder()
    {
        const VisionsCourseMap map(builtInRoad(QStringLiteral("short")));
        const std::vector<RoadPosition> &spaces = map.startSpaces();
        QCOMPARE(spaces.size(), std::size_t(21));
        QCOMPARE(spaces[0], (RoadPosition{6, 0, 0})); // the Start's priority line is lane 0
        QCOMPARE(spaces[1], (RoadPosition{6, 1, 0}));
        QCOMPARE(spaces[2], (RoadPosition{6, 2, 0}));
        QCOMPARE(spaces[3], (RoadPosition{5, 0, 0}));
        QCOMPARE(spaces[20], (RoadPosition{0, 2, 0}));

        // A start whose priority line is the middle lane numbers it first, then the lower lane.
        VisionsCourse custom = roadOf({QStringLiteral("S2A"), QStringLiteral("FA")});
        VisionsTile start = *VisionsTileLibrary::find(QStringLiteral("S"));
        start.id = QStringLiteral("S2");
        for (RoadRow &row : start.sides.front().rows)
            row.priority = 1;
        custom.customTiles.push_back(start);
        const VisionsCourseMap middle(custom);
        QCOMPARE(middle.startSpaces()[0], (RoadPosition{6, 1, 0}));
        QCOMPARE(middle.startSpaces()[1], (RoadPosition{6, 0, 0}));
        QCOMPARE(middle.startSpaces()[2], (RoadPosition{6, 2, 0}));
    }

    // Position: further row first; in a row nearer the priority line; in a lane the front
    // pseudo-space first.
    void positionOrder()
    {
        const VisionsCourse road =
            roadOf({QStringLiteral("SA"), QStringLiteral("C1B"), QStringLiteral("FA")});
        const VisionsCourseMap map(road);
        const int curve = map.firstRow(1);
        // C1B turns right: the priority line is the inside lane 2, the outside lane 0 has two
        // pseudo-spaces.
        QVERIFY(map.before({curve, 2, 0}, {curve, 1, 0}));
        QVERIFY(map.before({curve, 1, 0}, {curve, 0, 1}));
        QVERIFY(map.before({curve, 0, 1}, {curve, 0, 0}));
        QVERIFY(map.before({curve + 1, 0, 0}, {curve, 2, 0}));
        const std::vector<RoadPosition> order = map.positionsInOrder();
        int spaces = 0;
        for (const MapRow &row : map.rows())
            for (const int pseudo : row.road.pseudo)
                spaces += pseudo;
        QCOMPARE(int(order.size()), spaces);
        for (std::size_t i = 1; i < order.size(); ++i)
            QVERIFY(map.before(order[i - 1], order[i]));
        QCOMPARE(order.front().row, map.rowCount() - 1);
    }

    // Bonus lines lie before a global row, in road order whatever their order in the file.
    void bonusLinesOnTheRoad()
    {
        const VisionsCourse road = builtInRoad(QStringLiteral("long"));
        const VisionsCourseMap map(road);
        QCOMPARE(map.bonusLines().size(), road.bonusLines.size());
        for (const MapBonusLine &line : map.bonusLines()) {
            const BonusLine &source = road.bonusLines[std::size_t(line.index)];
            QCOMPARE(line.row, map.firstRow(source.placement) + source.row);
            QCOMPARE(line.type, source.type);
        }
        for (std::size_t i = 1; i < map.bonusLines().size(); ++i)
            QVERIFY(map.bonusLines()[i - 1].row <= map.bonusLines()[i].row);
    }

    // Grupo Compacto walks the rows ahead of a rider by rank: a row's cells have consecutive
    // ranks, the last row's from 0, each row's after those of the row ahead of it.
    void raceTrackRanksRowByRow()
    {
        const VisionsRaceTrack track{VisionsCourseMap(builtInRoad(QStringLiteral("long")))};
        for (int row = 0; row < track.rowCount(); ++row) {
            const int first = row + 1 < track.rowCount() ? track.roadSideRank(row + 1) + 1 : 0;
            QCOMPARE(track.roadSideRank(row) - first + 1,
                     track.firstCell(row + 1) - track.firstCell(row));
            for (int rank = first; rank <= track.roadSideRank(row); ++rank) {
                const int cell = track.cellOfRank(rank);
                QCOMPARE(track.position(cell).row, row);
                QCOMPARE(track.rank(cell), rank);
            }
        }
    }

    // A rider moving forward from one row to another crosses the bonus lines between them.
    void raceTrackBonusLinesUpToARow()
    {
        const VisionsRaceTrack track{VisionsCourseMap(builtInRoad(QStringLiteral("long")))};
        const std::vector<MapBonusLine> &lines = track.bonusLines();
        QVERIFY(!lines.empty());
        for (int from = -1; from <= track.rowCount(); ++from)
            for (int to = from + 1; to <= track.rowCount(); ++to) {
                std::uint64_t crossed = 0;
                for (std::size_t i = 0; i < lines.size(); ++i)
                    if (from < lines[i].row && lines[i].row <= to)
                        crossed |= std::uint64_t(1) << i;
                QCOMPARE(track.bonusLinesUpTo(to) & ~track.bonusLinesUpTo(from), crossed);
            }
    }
};

QTEST_GUILESS_MAIN(TestVisionsCourseMap)
#include "tst_visions_course_map.moc"
