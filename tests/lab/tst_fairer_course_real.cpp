// Find a Fairer Course on real games (the course lab and the Easy AI, no stand-in; issue 56, "a
// search that is honest about chance"): a planted rowing course that is really unfair is found
// unfair and fixed, and the fix holds on fresh games; built-in courses that are fair get a
// recommendation from at most labstats::ErrorRate of many searches. The suite plays about 60,000
// games and stays near 20 s on two cores (docs/lab-report.md, "Find a fairer course").
#include "LabTestSupport.h"
#include "lab/FairerCourseSearch.h"

#include <QJsonArray>
#include <QTest>

using namespace cw;

namespace {

// The planted course, tests/lab/fixtures/rowing-finish-line-limit-1.json: 4 lanes, 30 spaces,
// one split line, on the finish, with a pace limit of 1. The Easy boats wait on the space before
// it and cross it in the same round, each spending its whole Stamina Pile on the excess, so their
// reaches and rates tie and the rulebook's last tiebreak, the lower lane, ranks them
// (docs/rules/rowing.md, "End of the round"): lane 1 wins about 70 % (3,000 games, seed 77:
// 70/21/5/3 % by lane). With the line moved back to 500 m the boats no longer bunch: 34/28/22/17 %,
// the lane advantage every rowing course shows with four Easy boats (sprint 1000 m: 35/28/20/17).
constexpr int PlantedSeats = 4;

QJsonObject plantedCourse()
{
    const QString source = qEnvironmentVariable("CW_SOURCE_DIR");
    CourseProblems problems;
    return CourseFile::read(
               source + QStringLiteral("/tests/lab/fixtures/rowing-finish-line-limit-1.json"),
               &problems)
        .value_or(QJsonObject());
}

int finishLine(const QJsonObject &course)
{
    return course.value(QStringLiteral("splitLines"))
        .toArray()
        .first()
        .toObject()
        .value(QStringLiteral("metres"))
        .toInt();
}

// The lab's fairness of `course` on `games` Easy games from `seed`, two threads.
CourseFairness fairnessOf(const QString &gameId, const QJsonObject &course, int seats, int games,
                          std::uint64_t seed)
{
    TournamentConfig config;
    config.gameId = gameId;
    config.course = course;
    config.players = QList<Controller>(seats, Controller::AiEasy);
    config.games = games;
    config.seed = seed;
    config.threads = 2;
    QString error;
    const std::optional<LabReport> report = CourseLab(config).run({}, &error);
    return report ? CourseFairness::of(*report, report->length.mean) : CourseFairness();
}

FairerCourseConfig searchOn(const QJsonObject &course, int seats, std::uint64_t seed)
{
    FairerCourseConfig config;
    config.course = course;
    config.players = QList<Controller>(seats, Controller::AiEasy);
    config.seed = seed;
    config.threads = 2;
    return config;
}

} // namespace

class TestFairerCourseReal : public QObject {
    Q_OBJECT

private slots:
    void plantedUnfairnessIsFoundAndFixed();
    void fairCoursesGetFewRecommendations();
};

// On three seeds: the original is measurably unfair on the confirming games, the search
// recommends a variation that moves the finish line back, and replayed on 3,000 fresh games that
// variation is measurably fairer than the original (the same test, one comparison) with a lower
// score.
void TestFairerCourseReal::plantedUnfairnessIsFoundAndFixed()
{
    const QJsonObject planted = plantedCourse();
    QVERIFY2(!planted.isEmpty(), "the fixture cannot be read: is CW_SOURCE_DIR set?");
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        FairerCourseConfig config = searchOn(planted, PlantedSeats, seed);
        config.screenGames = 100;
        config.confirmGames = 400;
        QString error;
        const std::optional<FairerCourseResult> result = FairerCourseSearch(config).run({}, &error);
        QVERIFY2(result, qPrintable(error));
        QVERIFY(result->original.fairness.measurablyUnfair());
        QVERIFY2(result->anyFairer(), qPrintable(FairerCourseSearch::verdict(*result)));
        const FairerCandidate &best = result->best.front();
        QVERIFY2(finishLine(best.course) < finishLine(planted), qPrintable(best.change));

        constexpr int ReplayGames = 3000;
        const std::uint64_t fresh = 1000 + seed; // neither the screening's nor the confirming's
        const CourseFairness original =
            fairnessOf(result->gameId, planted, PlantedSeats, ReplayGames, fresh);
        const CourseFairness fixed =
            fairnessOf(result->gameId, best.course, PlantedSeats, ReplayGames, fresh);
        QCOMPARE(original.games, ReplayGames);
        QVERIFY(original.measurablyUnfair());
        QVERIFY2(CourseFairness::fairerP(original, fixed) < labstats::ErrorRate,
                 qPrintable(best.change));
        QVERIFY(fixed.startSpread + fixed.startMargin <
                original.startSpread - original.startMargin);
    }
}

// Salmon Run and Niagara draw each game's first player from its seed, and every built-in river
// has one start hex (Salmon) or the beach (Niagara): no seat can be favoured by the course, on
// the original or on any variation (5,000 games of each: every seat within its interval). Over
// 40 searches at 96 confirming games, recommendations are at most labstats::ErrorRate of them
// (measured: none). Rowing is not here: its lower-lane tiebreak makes every course measurably
// unfair to lane 4 with enough games, and the search rightly finds split lines that change it.
void TestFairerCourseReal::fairCoursesGetFewRecommendations()
{
    struct FairCourse {
        const char *file;
        int seats;
        int searches;
    };
    const FairCourse courses[] = {{"salmon-short.json", 4, 16}, {"niagara-standard.json", 5, 24}};
    int runs = 0, recommended = 0;
    for (const FairCourse &fair : courses) {
        const QJsonObject course = test::builtInCourse(QString::fromLatin1(fair.file));
        QVERIFY(!course.isEmpty());
        int here = 0, lower = 0;
        for (std::uint64_t seed = 1; seed <= std::uint64_t(fair.searches); ++seed) {
            FairerCourseConfig config = searchOn(course, fair.seats, seed);
            config.screenGames = 24;
            config.confirmGames = 96;
            config.candidates = 8;
            QString error;
            const std::optional<FairerCourseResult> result =
                FairerCourseSearch(config).run({}, &error);
            QVERIFY2(result, qPrintable(error));
            QCOMPARE(result->original.report.gamesPlayed, 96);
            here += result->anyFairer();
            // What the search called fairer before issue 56: any finalist scoring lower.
            lower += !result->best.empty() &&
                     result->best.front().fairness.score < result->original.fairness.score;
            if (!result->anyFairer())
                QVERIFY(FairerCourseSearch::verdict(*result).startsWith(
                    QStringLiteral("No variation is measurably fairer at 96 games")));
        }
        qInfo("%s: %d of %d searches recommended a variation (%d had one scoring lower)", fair.file,
              here, fair.searches, lower);
        runs += fair.searches;
        recommended += here;
    }
    QVERIFY2(recommended <= labstats::ErrorRate * runs,
             qPrintable(QStringLiteral("%1 of %2").arg(recommended).arg(runs)));
}

QTEST_GUILESS_MAIN(TestFairerCourseReal)
#include "tst_fairer_course_real.moc"
