// The built-in tile library against docs/rules/visions.md, "Map tiles": the Start and Finish, six
// double-sided straights with the required sides, seven double-sided curves; and tiles written
// and read back unchanged.
#include "VisionsCourseTestSupport.h"

#include <set>

using namespace cw;
using namespace cw::visions;

namespace {

bool allRows(const TileSide &side, auto predicate)
{
    return std::all_of(side.rows.begin(), side.rows.end(), predicate);
}

} // namespace

class TestVisionsTiles : public QObject {
    Q_OBJECT

private slots:
    void everyTileReads()
    {
        QCOMPARE(VisionsTileLibrary::all().size(), std::size_t(VisionsTileLibrary::ids().size()));
        QCOMPARE(VisionsTileLibrary::ids().size(), 15);
    }

    // Start: two pieces, 22 rows of 3 flat lanes, start spaces 1-21 in its first 7 rows.
    void startTile()
    {
        const VisionsTile *start = VisionsTileLibrary::find(QStringLiteral("S"));
        QVERIFY(start);
        QCOMPARE(start->role, TileRole::Start);
        QCOMPARE(start->pieces, 2);
        QCOMPARE(start->sides.size(), std::size_t(1));
        const TileSide &side = start->sides.front();
        QCOMPARE(side.rows.size(), std::size_t(22));
        QCOMPARE(side.startRows, 7);
        QVERIFY(allRows(side, [](const RoadRow &row) {
            return row.lanes == 3 && row.terrain == RoadTerrain::Flats;
        }));
    }

    // Finish: two pieces, 22 rows, 3 lanes; flats on one side, sprint on the other.
    void finishTile()
    {
        const VisionsTile *finish = VisionsTileLibrary::find(QStringLiteral("F"));
        QVERIFY(finish);
        QCOMPARE(finish->role, TileRole::Finish);
        QCOMPARE(finish->pieces, 2);
        QCOMPARE(finish->sides.size(), std::size_t(2));
        std::set<RoadTerrain> terrains;
        for (const TileSide &side : finish->sides) {
            QCOMPARE(side.rows.size(), std::size_t(22));
            QVERIFY(allRows(side, [&](const RoadRow &row) {
                return row.lanes == 3 && row.terrain == side.rows.front().terrain;
            }));
            terrains.insert(side.rows.front().terrain);
        }
        QCOMPARE(terrains, (std::set<RoadTerrain>{RoadTerrain::Flats, RoadTerrain::Sprint}));
    }

    // Six straights of 10 rows, double-sided, among their sides: 3-lane flats, sprint and
    // descent; 2-lane mountain and cobbles; a side narrowing 3→2 and one widening 2→3.
    void straightTiles()
    {
        bool flats = false, sprint = false, descent = false, mountain2 = false, cobbles2 = false,
             narrows = false, widens = false;
        for (int number = 1; number <= 6; ++number) {
            const VisionsTile *tile = VisionsTileLibrary::find(QString::number(number));
            QVERIFY(tile);
            QCOMPARE(tile->role, TileRole::Road);
            QCOMPARE(tile->sides.size(), std::size_t(2));
            for (const TileSide &side : tile->sides) {
                QVERIFY(!side.shape.isCurve());
                QCOMPARE(side.rows.size(), std::size_t(10));
                const RoadRow &first = side.rows.front();
                const RoadRow &last = side.rows.back();
                const bool same = allRows(side, [&](const RoadRow &row) {
                    return row.lanes == first.lanes && row.terrain == first.terrain;
                });
                flats |= same && first.lanes == 3 && first.terrain == RoadTerrain::Flats;
                sprint |= same && first.lanes == 3 && first.terrain == RoadTerrain::Sprint;
                descent |= same && first.lanes == 3 && first.terrain == RoadTerrain::Descent;
                mountain2 |= same && first.lanes == 2 && first.terrain == RoadTerrain::Mountain;
                cobbles2 |= same && first.lanes == 2 && first.terrain == RoadTerrain::Cobbles;
                narrows |= first.lanes == 3 && last.lanes == 2;
                widens |= first.lanes == 2 && last.lanes == 3;
            }
        }
        QVERIFY(flats && sprint && descent && mountain2 && cobbles2 && narrows && widens);
    }

    // Seven curves of 4 rows, 3 lanes, the outside lane in 2 pseudo-spaces, the priority line on
    // the inside lane; side A turns left and B right; 3 flats, 2 mountain, 1 descent, 1 sprint.
    void curveTiles()
    {
        std::multiset<RoadTerrain> terrains;
        for (int number = 1; number <= 7; ++number) {
            const VisionsTile *tile = VisionsTileLibrary::find(QStringLiteral("C%1").arg(number));
            QVERIFY(tile);
            QCOMPARE(tile->sides.size(), std::size_t(2));
            for (const TileSide &side : tile->sides) {
                QVERIFY(side.shape.isCurve());
                QCOMPARE(side.shape.left, side.side == QLatin1String("A"));
                QCOMPARE(side.rows.size(), std::size_t(4));
                const int inside = side.shape.left ? 0 : 2;
                const int outside = 2 - inside;
                QVERIFY(allRows(side, [&](const RoadRow &row) {
                    return row.lanes == 3 && row.priority == inside &&
                           row.pseudo[std::size_t(outside)] == 2 &&
                           row.pseudo[std::size_t(inside)] == 1 && row.pseudo[1] == 1;
                }));
            }
            QCOMPARE(tile->sides[0].rows.front().terrain, tile->sides[1].rows.front().terrain);
            terrains.insert(tile->sides[0].rows.front().terrain);
        }
        QCOMPARE(terrains.count(RoadTerrain::Flats), std::size_t(3));
        QCOMPARE(terrains.count(RoadTerrain::Mountain), std::size_t(2));
        QCOMPARE(terrains.count(RoadTerrain::Descent), std::size_t(1));
        QCOMPARE(terrains.count(RoadTerrain::Sprint), std::size_t(1));
    }

    void tilesRoundTrip()
    {
        for (const VisionsTile &tile : VisionsTileLibrary::all()) {
            CourseProblems problems;
            const std::optional<VisionsTile> back =
                VisionsTile::read(tile.toJson(), tile.id, &problems);
            QVERIFY2(back, qPrintable(problemTexts(problems).join(u';')));
            QCOMPARE(*back, tile);
        }
    }

    // Tile reading errors name the field's path.
    void tileErrorsByPath_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("problem");
        const QByteArray side = R"("side": "A", "shape": {"kind": "straight"}, )";
        QTest::newRow("lanes")
            << QByteArray(R"({"id": "X", "sides": [{)" + side +
                          R"("rows": [{"lanes": 5, "priority": 0, "terrain": "flats"}]}]})")
            << QStringLiteral("t.sides[0].rows[0].lanes: must be between 1 and 4, found 5");
        QTest::newRow("priority")
            << QByteArray(R"({"id": "X", "sides": [{)" + side +
                          R"("rows": [{"lanes": 2, "priority": 2, "terrain": "flats"}]}]})")
            << QStringLiteral("t.sides[0].rows[0].priority: must be between 0 and 1, found 2");
        QTest::newRow("terrain")
            << QByteArray(R"({"id": "X", "sides": [{)" + side +
                          R"("rows": [{"lanes": 2, "priority": 0, "terrain": "ice"}]}]})")
            << QStringLiteral("t.sides[0].rows[0].terrain: must be flats, mountain, descent, "
                              "sprint or cobbles, found \"ice\"");
        QTest::newRow("pseudo")
            << QByteArray(
                   R"({"id": "X", "sides": [{)" + side +
                   R"("rows": [{"lanes": 2, "priority": 0, "terrain": "flats", "pseudo": [1, 3]}]}]})")
            << QStringLiteral("t.sides[0].rows[0].pseudo[1]: must be 1 or 2");
        QTest::newRow("too many rows")
            << QByteArray(
                   R"({"id": "X", "sides": [{)" + side +
                   R"("rows": [{"count": 40, "lanes": 2, "priority": 0, "terrain": "flats"}, {"count": 40, "lanes": 2, "priority": 0, "terrain": "flats"}]}]})")
            << QStringLiteral("t.sides[0].rows[1].count: a tile side has at most 60 rows");
        QTest::newRow("tight curve")
            << QByteArray(
                   R"({"id": "X", "sides": [{"side": "A", "shape": {"kind": "curve", "turn": "left", "radius": 1.5}, "rows": [{"lanes": 3, "priority": 0, "terrain": "flats"}]}]})")
            << QStringLiteral("t.sides[0].shape.radius: must be at least 2: half the widest row "
                              "and half a space");
        QTest::newRow("turn")
            << QByteArray(
                   R"({"id": "X", "sides": [{"side": "A", "shape": {"kind": "curve", "turn": "up", "radius": 3}, "rows": [{"lanes": 3, "priority": 0, "terrain": "flats"}]}]})")
            << QStringLiteral("t.sides[0].shape.turn: must be \"left\" or \"right\", found \"up\"");
        QTest::newRow("no sides") << QByteArray(R"({"id": "X", "sides": []})")
                                  << QStringLiteral("t.sides: a tile needs at least one side");
    }

    void tileErrorsByPath()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, problem);
        const QJsonDocument document = QJsonDocument::fromJson(json);
        QVERIFY(document.isObject());
        CourseProblems problems;
        QVERIFY(!VisionsTile::read(document.object(), QStringLiteral("t"), &problems));
        QVERIFY2(problemTexts(problems).contains(problem),
                 qPrintable(problemTexts(problems).join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestVisionsTiles)
#include "tst_visions_tiles.moc"
