// The course lab's statistics on known cases: Wilson intervals, means with their interval,
// histograms, and a report built from hand-made games (a game that reports no events included,
// shared first places, games repeated move for move or nearly so).
#include "lab/LabReport.h"
#include "lab/LabStatistics.h"

#include <QJsonObject>
#include <QTest>

using namespace cw;

class TestLabStatistics : public QObject {
    Q_OBJECT

private slots:
    void wilsonKnownValues();
    void summaryKnownValues();
    void histogramBins();
    void reportFromKnownGames();
    void gameWithoutEventsStillHasLengthAndRanks();
    void csvQuotesAndRows();
    void sharedFirstPlacesAreSplit();
    void identicalGamesAreNotEvidence();
    void repeatedAndNearlyIdenticalGamesAreSaid();
    void variedGamesAreEvidence();
};

void TestLabStatistics::wilsonKnownValues()
{
    // Reference values (Wilson 1927, z = 1.96): 5/10 → 0.2366–0.7634; 0/10 → 0–0.2775;
    // 50/100 → 0.4038–0.5962.
    LabInterval i = labstats::wilson(5, 10);
    QVERIFY(qAbs(i.low - 0.2366) < 1e-3 && qAbs(i.high - 0.7634) < 1e-3);
    i = labstats::wilson(0, 10);
    QVERIFY(qAbs(i.low) < 1e-9 && qAbs(i.high - 0.2775) < 1e-3);
    i = labstats::wilson(50, 100);
    QVERIFY(qAbs(i.low - 0.4038) < 1e-3 && qAbs(i.high - 0.5962) < 1e-3);
    i = labstats::wilson(0, 0);
    QCOMPARE(i.low, 0.0);
    QCOMPARE(i.high, 1.0);
}

void TestLabStatistics::summaryKnownValues()
{
    const labstats::Summary s = labstats::summarize({2, 4, 4, 4, 5, 5, 7, 9});
    QCOMPARE(s.count, 8);
    QCOMPARE(s.mean, 5.0);
    QVERIFY(qAbs(s.sd - 2.13809) < 1e-4); // sample standard deviation
    const double half = 1.959964 * 2.13809 / std::sqrt(8.0);
    QVERIFY(qAbs(s.interval.low - (5.0 - half)) < 1e-4);
    QVERIFY(qAbs(s.interval.high - (5.0 + half)) < 1e-4);
    const labstats::Summary one = labstats::summarize({3});
    QCOMPARE(one.sd, 0.0);
    QCOMPARE(one.interval.low, 3.0);
}

void TestLabStatistics::histogramBins()
{
    labstats::Histogram h = labstats::histogram({14, 15, 15, 16});
    QCOMPARE(h.start, 14);
    QCOMPARE(h.width, 1);
    QCOMPARE(h.counts, (std::vector<int>{1, 2, 1}));
    std::vector<int> wide;
    for (int v = 0; v < 100; ++v)
        wide.push_back(v);
    h = labstats::histogram(wide, 10);
    QCOMPARE(h.width, 10);
    QCOMPARE(int(h.counts.size()), 10);
    QCOMPARE(h.counts[9], 10);
}

// Two seats, three games: seat 0 wins twice; listed player 0 sits in seat 0 then seat 1.
void TestLabStatistics::reportFromKnownGames()
{
    const std::vector<LabEventKind> kinds{
        {QStringLiteral("round"), {}, {}},
        {QStringLiteral("crab"), {}, QStringLiteral("splitLine")},
    };
    LabGame a{30, 2, {1, 2}, {0, 1}, {{0, -1, -1, 1}, {0, -1, -1, 1}, {1, 0, 1, 1}}};
    LabGame b{20, 3, {1, 2}, {1, 0}, {{0, -1, -1, 1}, {0, -1, -1, 1}, {0, -1, -1, 1}}};
    LabGame c{25, 4, {2, 1}, {0, 1}, {{1, 1, 1, 2}, {1, 1, 0, 1}}};
    const std::map<std::pair<QString, int>, QString> names{
        {{QStringLiteral("splitLine"), 1}, QStringLiteral("500 m")}};
    const LabReport r = LabReport::build(QStringLiteral("toy"), QStringLiteral("Toy"),
                                         {Controller::AiEasy, Controller::AiHard}, 4, 7,
                                         {&a, &b, &c}, kinds, names);
    QCOMPARE(r.gamesPlayed, 3);
    QVERIFY(r.cancelled); // 4 planned
    QCOMPARE(r.lengthUnit, QStringLiteral("rounds"));
    QCOMPARE(r.length.mean, 3.0); // c's rounds are counted by CourseLab; here as given
    QCOMPARE(r.shortest, 2);
    QCOMPARE(r.longest, 4);
    QCOMPARE(r.seats[0].wins, 2);
    QCOMPARE(r.seats[1].wins, 1);
    QCOMPARE(r.seats[0].meanRank, 4.0 / 3.0);
    // Player 0 sat in seats 0, 1, 0: ranks 1, 2, 2.
    QCOMPARE(r.standings[0].wins, 1);
    QCOMPARE(r.standings[0].meanRank, 5.0 / 3.0);
    QCOMPARE(r.fairWinShare, 0.5);
    QCOMPARE(r.fairMeanRank, 1.5);
    const LabRuleStats *crab = r.rule(QStringLiteral("crab"));
    QVERIFY(crab);
    QCOMPARE(crab->count, 3);
    QCOMPARE(crab->amount, 4);
    QCOMPARE(crab->games, 2);
    QCOMPARE(int(crab->heat.size()), 2);
    QCOMPARE(crab->heat[0].location, 0);
    QCOMPARE(crab->heat[0].name, QStringLiteral("1")); // unnamed: numbered from 1
    QCOMPARE(crab->heat[1].name, QStringLiteral("500 m"));
    QCOMPARE(crab->heat[1].count, 2);
    QCOMPARE(crab->heat[1].amount, 3);
}

void TestLabStatistics::gameWithoutEventsStillHasLengthAndRanks()
{
    LabGame a{12, 0, {2, 1, 3}, {0, 1, 2}, {}};
    LabGame b{18, 0, {1, 3, 2}, {1, 2, 0}, {}};
    const LabReport r = LabReport::build(
        QStringLiteral("new"), QStringLiteral("New"),
        {Controller::AiEasy, Controller::AiEasy, Controller::AiEasy}, 2, 1, {&a, &b}, {}, {});
    QCOMPARE(r.lengthUnit, QStringLiteral("moves"));
    QCOMPARE(r.length.mean, 15.0);
    QVERIFY(r.rules.empty());
    QCOMPARE(r.seats[1].wins, 1);
    QCOMPARE(r.seats[0].meanRank, 1.5);
    QVERIFY(!r.cancelled);
}

void TestLabStatistics::csvQuotesAndRows()
{
    LabGame a{10, 0, {1, 2}, {0, 1}, {{0, 0, 2, 1}}};
    const std::vector<LabEventKind> kinds{{QStringLiteral("bear"), {}, QStringLiteral("hex")}};
    const LabReport r = LabReport::build(
        QStringLiteral("g"), QStringLiteral("C"), {Controller::AiEasy, Controller::AiEasy}, 1, 1,
        {&a}, kinds, {{{QStringLiteral("hex"), 2}, QStringLiteral("3,1")}});
    const QString csv = r.toCsv();
    QVERIFY(csv.startsWith(QStringLiteral("section,item,location,measure,value\r\n")));
    QVERIFY2(csv.contains(QStringLiteral("heat,bear,\"3,1\",count,1\r\n")), qPrintable(csv));
    QVERIFY(csv.contains(QStringLiteral("seat,1,,wins,1\r\n")));
}

void TestLabStatistics::sharedFirstPlacesAreSplit()
{
    // Three seats; game a: seats 0 and 1 share first; game b: seat 2 alone.
    LabGame a{10, 0, {1, 1, 3}, {0, 1, 2}, {}, 11};
    LabGame b{12, 0, {2, 3, 1}, {1, 2, 0}, {}, 12};
    const LabReport r = LabReport::build(
        QStringLiteral("g"), QStringLiteral("C"),
        {Controller::AiEasy, Controller::AiEasy, Controller::AiEasy}, 2, 1, {&a, &b}, {}, {});
    QCOMPARE(r.fairWinShare, 1.0 / 3);
    QCOMPARE(r.sharedFirstGames, 1);
    QCOMPARE(r.seats[0].wins, 1);
    QCOMPARE(r.seats[0].sharedWins, 1);
    QCOMPARE(r.seats[0].winPoints, 0.5);
    QCOMPARE(r.seats[0].winShare, 0.25);
    QCOMPARE(r.seats[2].winPoints, 1.0);
    QCOMPARE(r.seats[2].sharedWins, 0);
    double points = 0;
    for (const LabStanding &s : r.seats)
        points += s.winPoints;
    QCOMPARE(points, 2.0); // one win a game, whatever the ties
    QVERIFY(!r.sharedWinNote().isEmpty());
}

namespace {

// `count` two-seat games: game g has fingerprint fingerprints(g), length lengths(g), and seat
// g % 2 wins when `alternate`, else seat 0 always.
template <typename Fingerprint, typename Length>
LabReport reportOf(int count, Fingerprint fingerprints, Length lengths, bool alternate)
{
    std::vector<LabGame> games;
    for (int g = 0; g < count; ++g) {
        const int winner = alternate ? g % 2 : 0;
        games.push_back({lengths(g),
                         0,
                         {winner == 0 ? 1 : 2, winner == 1 ? 1 : 2},
                         {0, 1},
                         {},
                         fingerprints(g)});
    }
    std::vector<const LabGame *> pointers;
    for (const LabGame &game : games)
        pointers.push_back(&game);
    return LabReport::build(QStringLiteral("g"), QStringLiteral("C"),
                            {Controller::AiEasy, Controller::AiEasy}, count, 1, pointers, {}, {});
}

} // namespace

void TestLabStatistics::identicalGamesAreNotEvidence()
{
    const LabReport r = reportOf(
        30, [](int) { return std::uint64_t(77); }, [](int) { return 615; }, false);
    QCOMPARE(r.sameness, LabReport::Sameness::Identical);
    QCOMPARE(r.distinctGames, 1);
    QVERIFY(!r.isEvidence());
    QVERIFY(r.samenessWarning().contains(QStringLiteral("same game")));
    QCOMPARE(r.toJson()[u"sameness"].toObject()[u"verdict"].toString(),
             QStringLiteral("identical"));
}

void TestLabStatistics::repeatedAndNearlyIdenticalGamesAreSaid()
{
    // 30 games, only 10 different action lists.
    LabReport r = reportOf(
        30, [](int g) { return std::uint64_t(1 + g % 10); }, [](int g) { return 100 + g; }, true);
    QCOMPARE(r.sameness, LabReport::Sameness::Repeated);
    QCOMPARE(r.distinctGames, 10);
    QVERIFY(r.samenessWarning().contains(QStringLiteral("10 of 30")));
    // 40 different games, but only 4 different lengths and finishing orders.
    r = reportOf(
        40, [](int g) { return std::uint64_t(1 + g); }, [](int g) { return 100 + g % 2; }, true);
    QCOMPARE(r.sameness, LabReport::Sameness::NearlyIdentical);
    QCOMPARE(r.distinctOutcomes, 2); // length and winner go together here
    QVERIFY(!r.isEvidence());
}

void TestLabStatistics::variedGamesAreEvidence()
{
    const LabReport r = reportOf(
        40, [](int g) { return std::uint64_t(1 + g); }, [](int g) { return 100 + g; }, true);
    QCOMPARE(r.sameness, LabReport::Sameness::Varied);
    QVERIFY(r.isEvidence());
    QVERIFY(r.samenessWarning().isEmpty());
}

QTEST_GUILESS_MAIN(TestLabStatistics)
#include "tst_lab_statistics.moc"
