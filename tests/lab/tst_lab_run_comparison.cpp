// "Compare with the previous run": runs of another game are never compared, and whatever else
// differs between two runs of one game (course, edits, seats, games, seed) is named.
#include "lab/LabRunComparison.h"

#include <QTest>

using namespace cw;

class TestLabRunComparison : public QObject {
    Q_OBJECT

private slots:
    void anotherGameIsNotCompared();
    void sameRunHasNoDifference();
    void eachDifferenceIsNamed();
};

namespace {

LabRun run(const QString &game, const QString &course, int games = 100, std::uint64_t seed = 1)
{
    LabRun r;
    r.report.gameId = game;
    r.report.courseName = course;
    r.report.players = {Controller::AiEasy, Controller::AiEasy};
    r.report.gamesPlanned = games;
    r.report.gamesPlayed = games;
    r.report.seed = seed;
    r.course = QJsonObject{{QStringLiteral("name"), course}};
    return r;
}

} // namespace

void TestLabRunComparison::anotherGameIsNotCompared()
{
    const LabRunComparison c(run(QStringLiteral("salmon"), QStringLiteral("Beginner")),
                             run(QStringLiteral("niagara"), QStringLiteral("Niagara River")));
    QVERIFY(!c.comparable());
    QVERIFY2(c.summary().contains(QStringLiteral("Salmon Run")), qPrintable(c.summary()));
}

void TestLabRunComparison::sameRunHasNoDifference()
{
    const LabRunComparison c(run(QStringLiteral("rowing"), QStringLiteral("Standard")),
                             run(QStringLiteral("rowing"), QStringLiteral("Standard")));
    QVERIFY(c.comparable());
    QVERIFY(c.differences().isEmpty());
    QVERIFY(c.summary().isEmpty());
}

void TestLabRunComparison::eachDifferenceIsNamed()
{
    LabRun edited = run(QStringLiteral("rowing"), QStringLiteral("Standard"), 500, 9);
    edited.course.insert(QStringLiteral("spaces"), 60);
    edited.report.players = {Controller::AiEasy, Controller::AiHard};
    const LabRunComparison c(edited, run(QStringLiteral("rowing"), QStringLiteral("Standard")));
    QVERIFY(c.comparable());
    QCOMPARE(c.differences().size(), 4); // edited, seats, games, seed
    QVERIFY2(c.summary().contains(QStringLiteral("edited")), qPrintable(c.summary()));
    QVERIFY2(c.summary().contains(QStringLiteral("easy, hard")), qPrintable(c.summary()));
    QVERIFY2(c.summary().contains(QStringLiteral("number of games was 500")),
             qPrintable(c.summary()));
    QVERIFY2(c.summary().contains(QStringLiteral("seed was 9")), qPrintable(c.summary()));

    const LabRunComparison other(run(QStringLiteral("rowing"), QStringLiteral("Sprint")),
                                 run(QStringLiteral("rowing"), QStringLiteral("Standard")));
    QVERIFY(other.comparable());
    QVERIFY2(other.summary().contains(QStringLiteral("another course (“Sprint”)")),
             qPrintable(other.summary()));
}

QTEST_GUILESS_MAIN(TestLabRunComparison)
#include "tst_lab_run_comparison.moc"
