// The sample game, registered from this folder alone (SampleRaceRegistration.cpp), goes through
// the same shared suites as every built-in game (tests/shared/suites: conformance, registry, seat
// copy), and they check it; and
// AI-only play stops a game that reaches its maximum length and reports it unfinished.
#include "SampleRaceGameInfo.h"
#include "SampleRaceWithQuestion.h"
#include "ai/Tournament.h"
#include "core/GameRegistry.h"
#include "core/Registry.h"
#include "lab/CourseLab.h"
#include "suites/ConformanceSuite.h"
#include "suites/RegistrySuite.h"
#include "suites/SeatCopySuite.h"
#include "suites/SeatPrivacy.h"

#include <QTest>

#include <atomic>

using namespace cw;

namespace {

const QString SampleId = QStringLiteral("sample-race");
const QString ShortId = QStringLiteral("sample-race-short");

// The sample with a maximum length no game reaches the finish within: a runner needs at least
// four cards (4 + 4 + 4 + 3) to run 15 spaces, so with two seats the race takes at least 7
// actions.
GameInfo shortSampleRace()
{
    GameInfo info = sample::sampleRaceGameInfo();
    info.id = ShortId;
    info.maxGameLength = 6;
    return info;
}

// The shared seat privacy check over random races of three and four runners with a question
// asked as `asked` says, at every position.
suites::SeatPrivacy privacyOver(sample::SampleRaceWithQuestion::Asked asked)
{
    suites::SeatPrivacy privacy;
    ActionList actions;
    for (int g = 0; g < 20; ++g) {
        sample::SampleRaceWithQuestion race(3 + g % 2, std::uint64_t(g) + 1, asked);
        Rng rng(std::uint64_t(g) + 100);
        while (!race.isOver()) {
            privacy.check(race, rng);
            race.legalActions(actions);
            race.apply(actions[rng.below(std::uint32_t(actions.size()))]);
        }
    }
    return privacy;
}

} // namespace

CW_REGISTER(GameInfo, shortSampleRace);

class TestSampleRace : public QObject {
    Q_OBJECT

private slots:
    // The registry holds the sample, registered from its folder, beside the built-in games.
    void registryHoldsTheSample()
    {
        const GameInfo *info = GameRegistry::find(SampleId);
        QVERIFY(info);
        QCOMPARE(info->displayName.text(), QStringLiteral("Sample race"));
        QVERIFY(GameRegistry::games().size() > 2);
    }

    // The seat privacy check can fail: a question asked of a runner only when it holds a 4 (as
    // Salmon Run's Rapids discard and Visions of Rainbows' Counter-attack once were) is caught;
    // the same question asked whatever the runner holds passes.
    void seatPrivacyCatchesAQuestionThatTellsWhatASeatHolds()
    {
        const suites::SeatPrivacy leaky =
            privacyOver(sample::SampleRaceWithQuestion::Asked::OnlyAHolderOfAFour);
        QVERIFY(leaky.sampledDiffering() > 0);
        QVERIFY(!leaky.leaks().isEmpty());
        QVERIFY2(leaky.leaks().front().contains(QLatin1String("is asked in one")),
                 qPrintable(leaky.leaks().front()));
        const suites::SeatPrivacy honest =
            privacyOver(sample::SampleRaceWithQuestion::Asked::Always);
        QVERIFY(honest.sampledDiffering() > 0);
        QCOMPARE(honest.leaks(), QStringList());
    }

    // Every game of a tournament stops at the maximum length: reported unfinished, no ranks, in no
    // standing, and the run is neither failed nor cancelled.
    void tournamentReportsGamesStoppedAtTheMaximumLength()
    {
        TournamentConfig config;
        config.gameId = ShortId;
        config.players = {Controller::AiEasy, Controller::AiEasy};
        config.games = 10;
        std::atomic<int> stopped{0}; // games handed over unfinished after 6 actions
        config.finished = [&](int, Game &state) {
            if (!state.isOver() && state.moveNumber() == 6)
                ++stopped;
        };
        config.threads = 1;
        Tournament tournament(config);
        QString error;
        const std::optional<TournamentResult> result = tournament.run({}, &error);
        QVERIFY2(result, qPrintable(error));
        QCOMPARE(stopped.load(), 10);
        QCOMPARE(int(result->unfinished.size()), 10);
        QCOMPARE(result->unfinished.front(), 0);
        QCOMPARE(result->maxGameLength, 6);
        QVERIFY(!result->cancelled);
        for (const TournamentStanding &standing : result->standings)
            QCOMPARE(standing.games, 0);
        for (const std::vector<int> &ranks : result->ranks)
            QVERIFY(ranks.empty());
    }

    // The same games in the course lab: counted unfinished in the report and its JSON and CSV,
    // left out of every figure; the run is complete, not cancelled.
    void labReportsGamesStoppedAtTheMaximumLength()
    {
        TournamentConfig config;
        config.gameId = ShortId;
        config.players = {Controller::AiEasy, Controller::AiEasy, Controller::AiEasy};
        config.games = 12;
        CourseLab lab(config);
        QString error;
        const std::optional<LabReport> report = lab.run({}, &error);
        QVERIFY2(report, qPrintable(error));
        QCOMPARE(report->gamesUnfinished, 12);
        QCOMPARE(report->gamesPlayed, 0);
        QVERIFY(!report->cancelled);
        QCOMPARE(report->toJson().value(QStringLiteral("gamesUnfinished")).toInt(), 12);
        QVERIFY(report->toCsv().contains(QStringLiteral("games,,,unfinished,12\r\n")));
    }

    // Games that end within the maximum are reported as finished, none unfinished.
    void gamesWithinTheMaximumFinish()
    {
        TournamentConfig config;
        config.gameId = SampleId;
        config.players = {Controller::AiEasy, Controller::AiNormal, Controller::AiEasy};
        config.games = 9;
        Tournament tournament(config);
        QString error;
        const std::optional<TournamentResult> result = tournament.run({}, &error);
        QVERIFY2(result, qPrintable(error));
        QVERIFY(result->unfinished.empty());
        for (const TournamentStanding &standing : result->standings)
            QCOMPARE(standing.games, 9);
    }
};

// After the suites ran: every check of each suite completed on the sample.
class TestSuitesRanOnTheSample : public QObject {
    Q_OBJECT

public:
    TestSuitesRanOnTheSample(const suites::ConformanceSuite &conformance,
                             const suites::RegistrySuite &registry,
                             const suites::SeatCopySuite &seatCopy)
        : m_conformance(conformance), m_registry(registry), m_seatCopy(seatCopy)
    {
    }

private slots:
    void everyCheckRanOnTheSample()
    {
        const auto ran = [](const QObject &suite, const suites::SuiteLedger &ledger) {
            QStringList missing;
            const QStringList checks = suites::SuiteLedger::checks(*suite.metaObject());
            for (const QString &check : checks)
                if (!ledger.gamesChecked(check).contains(SampleId))
                    missing.append(check);
            return checks.size() >= 4 ? missing : QStringList{QStringLiteral("(no checks)")};
        };
        const QStringList conformance = ran(m_conformance, m_conformance.ledger());
        QVERIFY2(conformance.isEmpty(), qPrintable(conformance.join(u' ')));
        const QStringList registry = ran(m_registry, m_registry.ledger());
        QVERIFY2(registry.isEmpty(), qPrintable(registry.join(u' ')));
        const QStringList seatCopy = ran(m_seatCopy, m_seatCopy.ledger());
        QVERIFY2(seatCopy.isEmpty(), qPrintable(seatCopy.join(u' ')));
    }

private:
    const suites::ConformanceSuite &m_conformance;
    const suites::RegistrySuite &m_registry;
    const suites::SeatCopySuite &m_seatCopy;
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    TestSampleRace sample;
    suites::ConformanceSuite conformance({SampleId});
    suites::RegistrySuite registry({SampleId});
    suites::SeatCopySuite seatCopy({SampleId});
    TestSuitesRanOnTheSample ran(conformance, registry, seatCopy);
    int failed = 0;
    for (QObject *test :
         std::initializer_list<QObject *>{&sample, &conformance, &registry, &seatCopy, &ran})
        failed += QTest::qExec(test, argc, argv);
    return failed;
}

#include "tst_sample_race.moc"
