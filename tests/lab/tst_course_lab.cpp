// The course lab on real games: equal AIs come out fair, a stronger AI's rotating seat shows its
// advantage, the report does not depend on the thread count, a cancel stops within a second, and
// each game's events are reported where they happen, and every built-in course's Easy games
// differ (no identical games presented as evidence).
#include "course/CourseFile.h"
#include "lab/CourseLab.h"
#include "salmon/SalmonCourse.h"
#include "salmon/SalmonCourseMap.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <atomic>
#include <thread>

using namespace cw;

class TestCourseLab : public QObject {
    Q_OBJECT

private slots:
    void equalLevelsAreFair();
    void strongerAiShowsOnItsRotatingSeat();
    void sameReportOnAnyThreadCount();
    void cancelStopsWithinASecond();
    void snapshotsGrowWhileRunning();
    void rowingReportsCrabsAtSplitLines();
    void salmonReportsFatigueAndBearsOnHexes();
    void gameForCourse();
    void builtInCoursesGiveVariedGames_data();
    void builtInCoursesGiveVariedGames();

private:
    static TournamentConfig config(const QString &file, const QString &gameId,
                                   QList<Controller> players, int games, int threads = 2)
    {
        TournamentConfig c;
        c.gameId = gameId;
        c.courseSource = QStringLiteral(":/courses/") + file;
        CourseProblems problems;
        c.course = CourseFile::read(c.courseSource, &problems).value_or(QJsonObject());
        c.players = std::move(players);
        c.games = games;
        c.threads = threads;
        return c;
    }
    static QList<Controller> easy(int seats)
    {
        return QList<Controller>(seats, Controller::AiEasy);
    }
};

// Six Easy boats on the standard course: every listed player (rotating through the seats) has a
// win share and a mean rank whose 95 % intervals include the fair share.
void TestCourseLab::equalLevelsAreFair()
{
    CourseLab lab(
        config(QStringLiteral("rowing-standard.json"), QStringLiteral("rowing"), easy(6), 600));
    QString error;
    const std::optional<LabReport> report = lab.run({}, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->gamesPlayed, 600);
    QCOMPARE(report->fairMeanRank, 3.5); // no shared places in a race
    for (std::size_t p = 0; p < report->standings.size(); ++p) {
        const LabStanding &s = report->standings[p];
        QCOMPARE(s.games, 600);
        QVERIFY2(s.winInterval.contains(report->fairWinShare),
                 qPrintable(QStringLiteral("player %1 wins %2").arg(p + 1).arg(s.winShare)));
        QVERIFY2(s.rankInterval.contains(report->fairMeanRank),
                 qPrintable(QStringLiteral("player %1 mean rank %2").arg(p + 1).arg(s.meanRank)));
    }
    int seatWins = 0;
    for (const LabStanding &s : report->seats) {
        QCOMPARE(s.games, 600);
        seatWins += s.wins;
    }
    QCOMPARE(seatWins, 600);
}

// One stronger AI among Easy ones (Normal: Hard takes seconds a race, too slow for a test; the
// statistics do not care which level it is): its rotating seat wins more than the fair share and
// ranks better, beyond the 95 % intervals.
void TestCourseLab::strongerAiShowsOnItsRotatingSeat()
{
    CourseLab lab(config(
        QStringLiteral("rowing-standard.json"), QStringLiteral("rowing"),
        {Controller::AiNormal, Controller::AiEasy, Controller::AiEasy, Controller::AiEasy}, 24));
    QString error;
    const std::optional<LabReport> report = lab.run({}, &error);
    QVERIFY2(report, qPrintable(error));
    const LabStanding &strong = report->standings[0];
    QVERIFY2(strong.winInterval.low > report->fairWinShare,
             qPrintable(QString::number(strong.winInterval.low)));
    QVERIFY2(strong.rankInterval.high < report->fairMeanRank,
             qPrintable(QString::number(strong.rankInterval.high)));
    for (std::size_t p = 1; p < report->standings.size(); ++p)
        QVERIFY(report->standings[p].meanRank > strong.meanRank);
}

void TestCourseLab::sameReportOnAnyThreadCount()
{
    const auto json = [](int threads) {
        CourseLab lab(config(QStringLiteral("salmon-beginner.json"), QStringLiteral("salmon"),
                             easy(3), 60, threads));
        QString error;
        return QJsonDocument(lab.run({}, &error).value_or(LabReport()).toJson()).toJson();
    };
    const QByteArray one = json(1);
    QVERIFY(one.contains("\"gamesPlayed\": 60"));
    QCOMPARE(json(2), one);
}

void TestCourseLab::cancelStopsWithinASecond()
{
    // Counted in games, not timed (speed is a benchmark's business): after cancel() only the
    // games already being played on the two threads may still finish. A rowing race with Easy
    // boats takes well under a millisecond, so that is far within a second
    // (bench_course_lab measures the pace).
    CourseLab lab(
        config(QStringLiteral("rowing-standard.json"), QStringLiteral("rowing"), easy(6), 1000000));
    std::optional<LabReport> report;
    std::thread runner([&] {
        QString error;
        report = lab.run({}, &error);
    });
    QTRY_VERIFY(lab.snapshot().gamesPlayed > 0);
    lab.cancel();
    const int playedAtCancel = lab.snapshot().gamesPlayed;
    runner.join();
    QVERIFY(report);
    QVERIFY(report->cancelled);
    QVERIFY2(
        report->gamesPlayed <= playedAtCancel + 2,
        qPrintable(
            QStringLiteral("%1 games after the cancel").arg(report->gamesPlayed - playedAtCancel)));
    QCOMPARE(report->seats[0].games, report->gamesPlayed);
}

// Results as they come: snapshots taken while the lab runs cover the games finished so far.
void TestCourseLab::snapshotsGrowWhileRunning()
{
    CourseLab lab(
        config(QStringLiteral("rowing-standard.json"), QStringLiteral("rowing"), easy(6), 400, 1));
    std::vector<int> seen;
    QString error;
    const std::optional<LabReport> report = lab.run(
        [&](int finished, int) {
            if (finished % 100 == 0)
                seen.push_back(lab.snapshot().gamesPlayed);
        },
        &error);
    QVERIFY(report);
    QCOMPARE(int(seen.size()), 4);
    for (std::size_t i = 0; i < seen.size(); ++i)
        QVERIFY2(seen[i] >= int(i + 1) * 100, qPrintable(QString::number(seen[i])));
    QCOMPARE(report->gamesPlayed, 400);
}

void TestCourseLab::rowingReportsCrabsAtSplitLines()
{
    const TournamentConfig c =
        config(QStringLiteral("rowing-standard.json"), QStringLiteral("rowing"), easy(6), 300);
    const int lines = int(c.course.value(QStringLiteral("splitLines")).toArray().size());
    CourseLab lab(c);
    QString error;
    const std::optional<LabReport> report = lab.run({}, &error);
    QVERIFY(report);
    QCOMPARE(report->lengthUnit, QStringLiteral("rounds"));
    QVERIFY(report->length.mean > 5);
    for (const QString &key : {QStringLiteral("crab"), QStringLiteral("splitPaid")}) {
        const LabRuleStats *rule = report->rule(key);
        QVERIFY(rule);
        QCOMPARE(rule->element, QStringLiteral("splitLine"));
        QVERIFY2(!rule->heat.empty(), qPrintable(key));
        int count = 0;
        for (const LabHeatCell &cell : rule->heat) {
            QVERIFY(cell.location >= 0 && cell.location < lines);
            QVERIFY2(cell.name.endsWith(QStringLiteral(" m")), qPrintable(cell.name));
            count += cell.count;
        }
        QCOMPARE(count, rule->count);
    }
    QVERIFY(report->rule(QStringLiteral("instability"))->perGame > 1);
    QCOMPARE(report->rule(QStringLiteral("round"))->perGame, report->length.mean);
}

void TestCourseLab::salmonReportsFatigueAndBearsOnHexes()
{
    const TournamentConfig c =
        config(QStringLiteral("salmon-expert.json"), QStringLiteral("salmon"), easy(4), 200);
    CourseLab lab(c);
    QString error;
    const std::optional<LabReport> report = lab.run({}, &error);
    QVERIFY2(report, qPrintable(error));
    CourseProblems problems;
    const std::optional<salmon::SalmonCourse> river =
        salmon::SalmonCourse::read(c.course, &problems);
    QVERIFY(river);
    const salmon::SalmonCourseMap map(*river);
    int located = 0;
    for (const LabRuleStats &rule : report->rules) {
        if (rule.element.isEmpty())
            continue;
        QCOMPARE(rule.element, QStringLiteral("hex"));
        for (const LabHeatCell &cell : rule.heat) {
            QVERIFY(cell.location >= 0 && cell.location < map.cellCount());
            QCOMPARE(cell.name, salmon::hexLabel(map.hexAt(cell.location)));
            ++located;
        }
    }
    QVERIFY(located > 0);
    // Every Fatigue card taken says why: a bear, a Fatigue hex, a third Swim card or a jump; a
    // bite without a card only once the Fatigue deck is empty.
    const LabRuleStats *bites = report->rule(QStringLiteral("bearBite"));
    const LabRuleStats *fromBear = report->rule(QStringLiteral("fatigueBear"));
    QVERIFY(bites && fromBear && report->rule(QStringLiteral("fatigueHex")));
    QVERIFY(fromBear->count <= bites->count);
    QVERIFY2(report->rule(QStringLiteral("fatigueHex"))->count + fromBear->count > 0,
             "no Fatigue taken in 200 games on the expert river");
    const LabRuleStats *jumps = report->rule(QStringLiteral("jump"));
    const LabRuleStats *fromJumps = report->rule(QStringLiteral("fatigueJump"));
    QVERIFY(jumps && fromJumps && report->rule(QStringLiteral("fatigueThirdSwim")));
    QVERIFY(fromJumps->count <= jumps->count);
}

void TestCourseLab::gameForCourse()
{
    CourseProblems problems;
    const auto rowing =
        CourseFile::read(QStringLiteral(":/courses/rowing-sprint-1000.json"), &problems);
    const auto salmon = CourseFile::read(QStringLiteral(":/courses/salmon-short.json"), &problems);
    QVERIFY(rowing && salmon);
    QCOMPARE(CourseLab::gameFor(*rowing)->id, QStringLiteral("rowing"));
    QCOMPARE(CourseLab::gameFor(*salmon)->id, QStringLiteral("salmon"));
    QVERIFY(!CourseLab::gameFor(QJsonObject{{QStringLiteral("kind"), QStringLiteral("chess")}}));
}

void TestCourseLab::builtInCoursesGiveVariedGames_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file :
         QDir(QStringLiteral(":/courses")).entryList({QStringLiteral("*.json")}))
        QTest::newRow(qPrintable(file)) << file;
}

// Easy in every seat the course suggests, 40 games: every game differs, the length spreads, and
// the report says the games are evidence; a saved record (config.recorded) still arrives.
void TestCourseLab::builtInCoursesGiveVariedGames()
{
    QFETCH(QString, file);
    TournamentConfig c = config(file, {}, {}, 40);
    const GameInfo *game = CourseLab::gameFor(c.course);
    QVERIFY(game);
    c.gameId = game->id;
    c.players = easy(game->suggestedSeats ? game->suggestedSeats(c.course) : game->maxSeats);
    std::atomic<int> saved{0};
    c.recorded = [&saved](int, const GameRecord &) { ++saved; };
    CourseLab lab(c);
    QString error;
    const std::optional<LabReport> report = lab.run({}, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(saved.load(), 40);
    QCOMPARE(report->distinctGames, 40);
    QVERIFY(report->length.sd > 0);
    QCOMPARE(report->sameness, LabReport::Sameness::Varied);
    QVERIFY(report->samenessWarning().isEmpty());
}

QTEST_GUILESS_MAIN(TestCourseLab)
#include "tst_course_lab.moc"
