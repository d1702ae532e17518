// Find a Fairer Course (models/lab/FairerCourseSearch): every kind with a course makes variations
// of each built-in course, and every one the search returns passes the one gate; the search is
// deterministic for a seed (on any number of threads); cancel stops it; a kind without variations
// says so. Runs are small (a few dozen games).
#include "LabTestSupport.h"
#include "core/GameRegistry.h"
#include "course/CourseVariations.h"
#include "lab/FairerCourseSearch.h"

#include <QJsonArray>
#include <QTest>

#include <atomic>
#include <thread>

using namespace cw;

namespace {

FairerCourseConfig smallSearch(const QJsonObject &course, int seats, int threads = 2)
{
    FairerCourseConfig config;
    config.course = course;
    config.players = QList<Controller>(seats, Controller::AiEasy);
    config.screenGames = 8;
    config.confirmGames = 16;
    config.candidates = 3;
    config.best = 2;
    config.seed = 7;
    config.threads = threads;
    return config;
}

} // namespace

class TestFairerCourse : public QObject {
    Q_OBJECT

private slots:
    void everyBuiltInCourseHasVariations_data();
    void everyBuiltInCourseHasVariations();
    void searchKeepsOnlyValidCoursesAndRanksThem();
    void sameSeedSameResultOnAnyThreads();
    void cancelStopsTheSearch();
    void courseWithErrorsIsRefused();
    void fairnessScoresSpreadAndLength();
};

void TestFairerCourse::everyBuiltInCourseHasVariations_data()
{
    QTest::addColumn<QString>("file");
    for (const char *file :
         {"rowing-standard.json", "rowing-sprint-1000.json", "rowing-eight-lanes.json",
          "salmon-beginner.json", "salmon-short.json", "salmon-long.json", "salmon-expert.json",
          "salmon-marathon.json", "visions-short.json", "visions-medium.json", "visions-long.json",
          "niagara-standard.json", "niagara-twin-falls.json"})
        QTest::newRow(file) << QString::fromLatin1(file);
}

// Each kind's generator makes variations that differ from the course, and some of them pass the
// validator (the search has something to try on every built-in course).
void TestFairerCourse::everyBuiltInCourseHasVariations()
{
    QFETCH(QString, file);
    const QJsonObject course = test::builtInCourse(file);
    QVERIFY(!course.isEmpty());
    const CourseVariationKind *kind =
        CourseVariationKind::find(course.value(QStringLiteral("kind")).toString());
    QVERIFY(kind);
    QVERIFY(!kind->scope.text().isEmpty());
    const std::vector<CourseVariation> variations = kind->variations(course);
    QVERIFY(!variations.empty());
    int valid = 0;
    for (const CourseVariation &variation : variations) {
        QVERIFY(variation.course != course);
        QVERIFY(!variation.change.isEmpty());
        valid += CourseFile::errors(variation.course).isEmpty();
    }
    QVERIFY2(valid > 0, qPrintable(file));
    // The same course gives the same variations in the same order.
    const std::vector<CourseVariation> again = kind->variations(course);
    QCOMPARE(again.size(), variations.size());
    for (std::size_t i = 0; i < again.size(); ++i)
        QCOMPARE(again[i].course, variations[i].course);
}

void TestFairerCourse::searchKeepsOnlyValidCoursesAndRanksThem()
{
    const QJsonObject course = test::builtInCourse(QStringLiteral("salmon-short.json"));
    FairerCourseSearch search(smallSearch(course, 3));
    QString error;
    int lastPlayed = 0, total = 0;
    const std::optional<FairerCourseResult> result = search.run(
        [&](int played, int all) {
            QVERIFY(played >= lastPlayed);
            lastPlayed = played;
            total = all;
        },
        &error);
    QVERIFY2(result, qPrintable(error));
    QCOMPARE(result->gameId, QStringLiteral("salmon"));
    QVERIFY(!result->cancelled);
    QVERIFY(result->valid > 0 && result->valid <= result->variations);
    QCOMPARE(result->tried, std::min(3, result->valid));
    QCOMPARE(total, (1 + result->tried) * 8 + (1 + std::min(result->tried, 4)) * 16);
    QCOMPARE(lastPlayed, total);
    QCOMPARE(result->original.course, course);
    QCOMPARE(result->original.report.gamesPlayed, 16);
    QVERIFY(!result->best.empty() && int(result->best.size()) <= 2);
    for (std::size_t i = 0; i < result->best.size(); ++i) {
        const FairerCandidate &candidate = result->best[i];
        QVERIFY(CourseFile::errors(candidate.course).isEmpty());
        QVERIFY(candidate.course != course);
        QVERIFY(!candidate.change.isEmpty());
        QCOMPARE(candidate.report.gamesPlayed + candidate.report.gamesUnfinished, 16);
        // Fairer only when measurably so (tst_fairer_course_chance), then by score.
        if (candidate.fairer)
            QVERIFY(candidate.fairness.score < result->original.fairness.score &&
                    result->original.fairness.measurablyUnfair());
        if (i > 0 && result->best[i - 1].fairer == candidate.fairer)
            QVERIFY(result->best[i - 1].fairness.score <= candidate.fairness.score);
    }
}

void TestFairerCourse::sameSeedSameResultOnAnyThreads()
{
    const QJsonObject course = test::builtInCourse(QStringLiteral("rowing-sprint-1000.json"));
    QString error;
    const std::optional<FairerCourseResult> one =
        FairerCourseSearch(smallSearch(course, 4, 1)).run({}, &error);
    const std::optional<FairerCourseResult> two =
        FairerCourseSearch(smallSearch(course, 4, 2)).run({}, &error);
    QVERIFY2(one && two, qPrintable(error));
    QCOMPARE(one->best.size(), two->best.size());
    QCOMPARE(one->original.report.toJson(), two->original.report.toJson());
    for (std::size_t i = 0; i < one->best.size(); ++i) {
        QCOMPARE(one->best[i].course, two->best[i].course);
        QCOMPARE(one->best[i].change, two->best[i].change);
        QCOMPARE(one->best[i].report.toJson(), two->best[i].report.toJson());
    }
    // Another seed samples other games (the reports differ).
    FairerCourseConfig other = smallSearch(course, 4, 2);
    other.seed = 8;
    const std::optional<FairerCourseResult> three = FairerCourseSearch(other).run({}, &error);
    QVERIFY(three);
    QVERIFY(three->original.report.toJson() != one->original.report.toJson());
}

// Cancelled from another thread once the first games are played: the search stops, reports
// itself cancelled and plays far fewer games than planned.
void TestFairerCourse::cancelStopsTheSearch()
{
    FairerCourseConfig config =
        smallSearch(test::builtInCourse(QStringLiteral("rowing-standard.json")), 6);
    config.candidates = 20;
    FairerCourseSearch search(config);
    std::atomic<int> played{0};
    std::atomic<int> total{0};
    std::thread canceller([&] {
        while (played.load() < 4)
            std::this_thread::yield();
        search.cancel();
    });
    QString error;
    const std::optional<FairerCourseResult> result = search.run(
        [&](int count, int all) {
            played.store(count);
            total.store(all);
        },
        &error);
    canceller.join();
    QVERIFY2(result, qPrintable(error));
    QVERIFY(result->cancelled);
    QVERIFY(result->best.empty());
    QVERIFY2(played.load() < total.load() / 2,
             qPrintable(QStringLiteral("%1 of %2").arg(played.load()).arg(total.load())));
}

void TestFairerCourse::courseWithErrorsIsRefused()
{
    QJsonObject course = test::builtInCourse(QStringLiteral("rowing-standard.json"));
    QJsonArray lines = course.value(QStringLiteral("splitLines")).toArray();
    QJsonObject line = lines[0].toObject();
    line.insert(QStringLiteral("metres"), 999999);
    lines[0] = line;
    course.insert(QStringLiteral("splitLines"), lines);
    QString error;
    QVERIFY(!FairerCourseSearch(smallSearch(course, 6)).run({}, &error));
    QVERIFY2(error.startsWith(QStringLiteral("course: ")), qPrintable(error));
}

// Built by hand: the score is the larger spread plus a quarter of the relative length change,
// each spread with its margin; the chi-square of 100 games 70/30 against 50/50 is 16.
void TestFairerCourse::fairnessScoresSpreadAndLength()
{
    LabReport report;
    report.fairWinShare = 0.5;
    report.gamesPlayed = 100;
    report.seats.resize(2);
    report.seats[0].winShare = 0.7;
    report.seats[0].winPoints = 70;
    report.seats[0].games = 100;
    report.seats[1].winShare = 0.3;
    report.seats[1].winPoints = 30;
    report.seats[1].games = 100;
    report.length.mean = 120;
    report.judge();
    const CourseFairness f = CourseFairness::of(report, 100);
    QCOMPARE(f.seatSpread, 0.4);
    QCOMPARE(f.startSpread, 0.0);
    QCOMPARE(f.outsideFair, 2);
    QVERIFY(qAbs(f.score - (0.4 + 0.25 * 0.2)) < 1e-12);
    // sd of 0.7 − 0.3 over 100 games: √((0.21 + 0.21 + 0.42) / 100).
    QVERIFY(qAbs(f.seatMargin - 1.959964 * std::sqrt(0.0084)) < 1e-5);
    QCOMPARE(f.scoreMargin, f.seatMargin);
    QVERIFY(qAbs(f.chiSquare - 16.0) < 1e-12);
    QCOMPARE(f.degrees, 1);
    QVERIFY(f.measurablyUnfair());
    // Against itself no variation is fairer: the one-sided chance is one half.
    QVERIFY(qAbs(CourseFairness::fairerP(f, f) - 0.5) < 1e-12);
}

QTEST_GUILESS_MAIN(TestFairerCourse)
#include "tst_fairer_course.moc"
