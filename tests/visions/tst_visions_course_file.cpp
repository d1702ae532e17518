// The "visions-road" file: written and read back equal (custom tiles embedded), read through
// CourseFile like every kind, the length class, and reading errors named by JSON path.
#include "VisionsCourseTestSupport.h"

#include "course/CourseFile.h"

#include <QTemporaryDir>

using namespace cw;
using namespace cw::visions;

class TestVisionsCourseFile : public QObject {
    Q_OBJECT

private slots:
    void builtInRoadsRoundTrip()
    {
        for (const QString &name :
             {QStringLiteral("short"), QStringLiteral("medium"), QStringLiteral("long")}) {
            const VisionsCourse road = builtInRoad(name);
            QVERIFY(!road.tiles.empty());
            CourseProblems problems;
            const std::optional<VisionsCourse> back = VisionsCourse::read(road.toJson(), &problems);
            QVERIFY2(back, qPrintable(problemTexts(problems).join(u';')));
            QCOMPARE(*back, road);
        }
    }

    // A custom tile travels inside the road that uses it, through a file on disk.
    void customTilesAreEmbedded()
    {
        VisionsCourse road = builtInRoad(QStringLiteral("short"));
        VisionsTile hill;
        hill.id = QStringLiteral("hill");
        hill.name = QStringLiteral("Hill");
        TileSide side;
        side.side = QStringLiteral("A");
        side.rows.assign(6, RoadRow{3, 1, RoadTerrain::Mountain, {1, 1, 1}});
        side.rows[5].terrain = RoadTerrain::Descent;
        hill.sides.push_back(side);
        road.customTiles.push_back(hill);
        road.tiles.insert(road.tiles.begin() + 1, {QStringLiteral("hill"), QStringLiteral("A")});
        road.length = GameLength::Long;
        road.print.spaceMm = 24;
        road.print.tableWidthCm = 200;

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("road.cwcourse"));
        QString error;
        QVERIFY2(CourseFile::write(path, road.toJson(), &error), qPrintable(error));
        CourseProblems problems;
        const std::optional<QJsonObject> json = CourseFile::read(path, &problems);
        QVERIFY2(json, qPrintable(problemTexts(problems).join(u';')));
        const std::optional<VisionsCourse> back = VisionsCourse::read(*json, &problems);
        QVERIFY(back);
        QCOMPARE(*back, road);
        QCOMPARE(back->findTile(QStringLiteral("hill"))->name, QStringLiteral("Hill"));
        QCOMPARE(back->lengthClass(), GameLength::Long);
        QCOMPARE(back->straightCount(), 4);
    }

    // docs/rules/visions.md, "Bonus lines and game length": up to 3 intermediate straights is
    // short, 4-5 medium, 6 or more long; curves, the Start and the Finish do not count; the file
    // may set the class.
    void lengthClassFromTheStraights()
    {
        VisionsCourse road =
            roadOf({QStringLiteral("SA"), QStringLiteral("1A"), QStringLiteral("C1A"),
                    QStringLiteral("3A"), QStringLiteral("4A"), QStringLiteral("FA")});
        QCOMPARE(road.straightCount(), 3);
        QCOMPARE(road.lengthClass(), GameLength::Short);
        road.tiles.insert(road.tiles.begin() + 1, {QStringLiteral("5"), QStringLiteral("A")});
        QCOMPARE(road.lengthClass(), GameLength::Medium);
        road.tiles.insert(road.tiles.begin() + 1, {QStringLiteral("6"), QStringLiteral("A")});
        QCOMPARE(road.lengthClass(), GameLength::Medium);
        road.tiles.insert(road.tiles.begin() + 1, {QStringLiteral("2"), QStringLiteral("A")});
        QCOMPARE(road.lengthClass(), GameLength::Long);
        road.length = GameLength::Short;
        QCOMPARE(road.lengthClass(), GameLength::Short);
    }

    void readingErrorsByPath_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("problem");
        const QByteArray head = R"({"kind": "visions-road", "formatVersion": 1, )";
        QTest::newRow("no tiles") << head + R"("name": "x"})" << QStringLiteral("tiles: missing");
        QTest::newRow("side") << head + R"("tiles": [{"tile": "S", "side": "C"}]})"
                              << QStringLiteral(
                                     "tiles[0].side: must be \"A\" or \"B\", found \"C\"");
        QTest::newRow("placement")
            << head + R"("tiles": [3]})" << QStringLiteral("tiles[0]: must be an object");
        QTest::newRow("bonus type")
            << head + R"("tiles": [], "bonusLines": [{"type": "climb", "tile": 1, "row": 2}]})"
            << QStringLiteral("bonusLines[0].type: must be \"sprint\" or \"mountain\", found "
                              "\"climb\"");
        QTest::newRow("bonus row")
            << head + R"("tiles": [], "bonusLines": [{"type": "sprint", "tile": 1, "row": 0}]})"
            << QStringLiteral("bonusLines[0].row: must be between 1 and 59, found 0");
        QTest::newRow("length") << head + R"("tiles": [], "length": "epic"})"
                                << QStringLiteral(
                                       "length: must be short, medium or long, found \"epic\"");
        QTest::newRow("space size")
            << head + R"("tiles": [], "print": {"spaceMm": 5}})"
            << QStringLiteral("print.spaceMm: must be between 15 and 60, found 5");
        QTest::newRow("table") << head + R"("tiles": [], "table": {"widthCm": 0}})"
                               << QStringLiteral(
                                      "table.widthCm: must be between 30 and 1000, found 0");
        QTest::newRow("custom tile")
            << head +
                   R"("tiles": [], "customTiles": [{"id": "X", "sides": [{"side": "A", "shape": {"kind": "straight"}, "rows": [{"lanes": 0, "priority": 0, "terrain": "flats"}]}]}]})"
            << QStringLiteral("customTiles[0].sides[0].rows[0].lanes: must be between 1 and 4, "
                              "found 0");
        QTest::newRow("custom ids")
            << head +
                   R"("tiles": [], "customTiles": [{"id": "X", "sides": [{"side": "A", "shape": {"kind": "straight"}, "rows": [{"lanes": 1, "priority": 0, "terrain": "flats"}]}]}, {"id": "X", "sides": [{"side": "A", "shape": {"kind": "straight"}, "rows": [{"lanes": 1, "priority": 0, "terrain": "flats"}]}]}]})"
            << QStringLiteral("customTiles[1].id: another custom tile already has the id \"X\"");
        QTest::newRow("too many tiles")
            << head + R"("tiles": [)" + QByteArray(R"({"tile": "1"},)").repeated(40) +
                   R"({"tile": "1"}]})"
            << QStringLiteral("tiles: at most 40 entries, found 41");
    }

    void readingErrorsByPath()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, problem);
        CourseProblems problems;
        QVERIFY(!CourseFile::parse(json, &problems));
        QVERIFY2(problemTexts(problems).contains(problem),
                 qPrintable(problemTexts(problems).join(u'\n')));
    }

    // The kind is registered: its default road is valid, and CourseFile checks it by its rules.
    void courseKindIsRegistered()
    {
        const CourseKind *kind = CourseKinds::find(QStringLiteral("visions-road"));
        QVERIFY(kind);
        const QJsonObject defaultRoad = kind->defaultCourse();
        QVERIFY2(CourseFile::check(defaultRoad).isEmpty(),
                 qPrintable(problemTexts(CourseFile::check(defaultRoad)).join(u';')));
        QCOMPARE(kind->summary(defaultRoad), QStringLiteral("7 tile(s)"));
        const QJsonObject broken =
            readJsonFile(sourceDir() + QStringLiteral("/tests/errors/road-overlap.json"));
        QVERIFY(hasErrors(CourseFile::check(broken)));
        CourseProblems problems;
        QVERIFY(!VisionsCourse::fromJson(broken, &problems));
        QVERIFY(VisionsCourse::fromJson(defaultRoad, &problems));
    }
};

QTEST_GUILESS_MAIN(TestVisionsCourseFile)
#include "tst_visions_course_file.moc"
