// Every engine plays exactly the games it played when its fingerprint was recorded: speed work
// (cached step lists, fixed arrays, bitboards) must not change a single rule outcome. For each
// registered game, seeded games on each of its built-in courses are played by a fixed test policy
// (no AI: the AI levels change on their own), and one 64-bit FNV-1a digest covers every legal
// action list offered, every action taken, and each game's move count, card census and, when it
// ended, ranks. A deliberate rules change changes the digest: the failure message prints the new
// one to record, after checking that the change was meant. Each game's test folder records its
// own digest (tests/<game>/<Game>Fingerprints.cpp, suites/EngineFingerprint.h): this file names
// no game, and a registered game without a recorded digest fails here, saying where to record it.
#include "core/GameRegistry.h"
#include "core/Rng.h"
#include "suites/EngineFingerprint.h"
#include "suites/SuiteGames.h"

#include <QTest>

#include <vector>

using namespace cw;

namespace {

constexpr int GamesPerCourse = 40;
constexpr int ActionCap = 4000; // games of the test policy that loop are cut here, still digested

// The digests the game folders record for `gameId`: one, unless a folder is broken.
std::vector<quint64> recordedDigests(const QString &gameId)
{
    std::vector<quint64> digests;
    for (const suites::EngineFingerprint &fingerprint :
         Registry<suites::EngineFingerprint>::entries())
        if (fingerprint.gameId == gameId)
            digests.push_back(fingerprint.digest);
    return digests;
}

// Where a game's digest is recorded, for the failure messages.
QString whereToRecord(const QString &gameId)
{
    return QStringLiteral("tests/<%1's folder>/<Game>Fingerprints.cpp: "
                          "CW_REGISTER(cw::suites::EngineFingerprint, …) with id \"%1\", added to "
                          "tst_engine_fingerprints by that folder's CMakeLists.txt "
                          "(target_sources(tst_engine_fingerprints PRIVATE …))")
        .arg(gameId);
}

struct Digest {
    quint64 value = 14695981039346656037ull;
    void add(qint64 number)
    {
        for (int byte = 0; byte < 8; ++byte) {
            value ^= quint64(number >> (8 * byte)) & 0xff;
            value *= 1099511628211ull;
        }
    }
};

// The test policy: the first legal action half the time (games move on), the last one a quarter
// (a stage's "done"), a uniformly random one otherwise.
Action pick(const ActionList &actions, Rng &rng)
{
    switch (rng.below(4)) {
    case 0:
    case 1:
        return actions.front();
    case 2:
        return actions.back();
    default:
        return actions[rng.below(std::uint32_t(actions.size()))];
    }
}

// The digest of a game's series and how many games it covers.
quint64 digestOf(const GameInfo &info, int *games)
{
    Digest digest;
    ActionList actions;
    std::uint64_t seed = 1;
    for (const QString &course : suites::testCourses(info)) {
        for (int g = 0; g < GamesPerCourse; ++g, ++seed) {
            const int seats = info.minSeats + g % (info.maxSeats - info.minSeats + 1);
            const std::unique_ptr<Game> game = suites::gameOnCourse(info, course, seats, seed);
            if (!game)
                continue; // the course does not take that many seats
            ++*games;
            Rng rng(seed * 7919);
            for (int n = 0; n < ActionCap && !game->isOver(); ++n) {
                game->legalActions(actions);
                digest.add(qint64(actions.size()));
                for (Action action : actions)
                    digest.add(action);
                const Action chosen = pick(actions, rng);
                digest.add(chosen);
                game->apply(chosen);
            }
            digest.add(game->moveNumber());
            for (int cards : game->cardCensus())
                digest.add(cards);
            if (game->isOver())
                for (int rank : game->ranks())
                    digest.add(rank);
        }
    }
    return digest.value;
}

} // namespace

class TstEngineFingerprints : public QObject {
    Q_OBJECT

private slots:
    void sameGamesAsRecorded_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }

    void sameGamesAsRecorded()
    {
        QFETCH(QString, gameId);
        const GameInfo *info = GameRegistry::find(gameId);
        QVERIFY(info);
        int games = 0;
        const quint64 digest = digestOf(*info, &games);
        QVERIFY2(games > 0, "no game could be set up");
        const std::vector<quint64> recorded = recordedDigests(gameId);
        QVERIFY2(!recorded.empty(),
                 qPrintable(QStringLiteral("no digest recorded for %1 (now 0x%2): record it in %3")
                                .arg(gameId)
                                .arg(digest, 16, 16, QLatin1Char('0'))
                                .arg(whereToRecord(gameId))));
        QVERIFY2(recorded.size() == 1,
                 qPrintable(QStringLiteral("%1 digests recorded for %2: one only")
                                .arg(recorded.size())
                                .arg(gameId)));
        QVERIFY2(digest == recorded.front(),
                 qPrintable(QStringLiteral("%1 plays other games than recorded: digest 0x%2, "
                                           "recorded 0x%3 (%4 games)")
                                .arg(gameId)
                                .arg(digest, 16, 16, QLatin1Char('0'))
                                .arg(recorded.front(), 16, 16, QLatin1Char('0'))
                                .arg(games)));
    }

    // Every recorded digest is of a registered game (a renamed game's folder records its new id).
    void everyDigestIsOfARegisteredGame()
    {
        const auto &fingerprints = Registry<suites::EngineFingerprint>::entries();
        QVERIFY2(!fingerprints.empty(), "no digest recorded: the game folders' "
                                        "<Game>Fingerprints.cpp are not linked into the suite");
        for (const suites::EngineFingerprint &fingerprint : fingerprints)
            QVERIFY2(GameRegistry::find(fingerprint.gameId),
                     qPrintable(QStringLiteral("a digest is recorded for %1, which is no "
                                               "registered game")
                                    .arg(fingerprint.gameId)));
    }
};

QTEST_GUILESS_MAIN(TstEngineFingerprints)
#include "tst_engine_fingerprints.moc"
