// VisionsRandomCourse: the rulebook's lengths (3 straights short, 4-5 medium, 6 long), built-in
// tiles each once, and always valid (no error and no warning), from many seeds; one seed, one road.
#include "VisionsCourseTestSupport.h"

#include "visions/VisionsRandomCourse.h"

#include <set>

using namespace cw;
using namespace cw::visions;

class TestVisionsRandomCourse : public QObject {
    Q_OBJECT

private slots:
    void alwaysValid_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("fewest");
        QTest::addColumn<int>("most");
        QTest::newRow("short") << int(GameLength::Short) << 3 << 3;
        QTest::newRow("medium") << int(GameLength::Medium) << 4 << 5;
        QTest::newRow("long") << int(GameLength::Long) << 6 << 6;
    }
    void alwaysValid()
    {
        QFETCH(int, length);
        QFETCH(int, fewest);
        QFETCH(int, most);
        std::set<QStringList> different;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            Rng rng(seed);
            const VisionsCourse road = VisionsRandomCourse::make(GameLength(length), rng);
            const VisionsCourseValidator validator(road);
            QVERIFY2(validator.issues().empty(), qPrintable(issueTexts(validator).join(u'\n')));
            QVERIFY(road.straightCount() >= fewest && road.straightCount() <= most);
            QCOMPARE(int(road.lengthClass()), length);
            QVERIFY(road.customTiles.empty());
            QVERIFY(!road.bonusLines.empty());
            QStringList sides;
            for (const TilePlacement &placement : road.tiles)
                sides.append(placement.tile + placement.side);
            different.insert(sides);
        }
        QVERIFY(different.size() > 10);
    }

    void oneSeedOneRoad()
    {
        Rng first(42), second(42);
        QCOMPARE(VisionsRandomCourse::make(GameLength::Long, first),
                 VisionsRandomCourse::make(GameLength::Long, second));
    }
};

QTEST_GUILESS_MAIN(TestVisionsRandomCourse)
#include "tst_visions_random_course.moc"
