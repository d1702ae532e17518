// The Easy player of every registered game varies its play from its decision's seed
// (core/ScoreJitter.h), so AI-only games on one course differ: the same setup played from two
// seed bases gives two games, the same base the same game, and Easy still plays legally and
// still beats an opponent that moves at random (half the time, where random play never ends).
#include "GameSetupBuilder.h"
#include "ai/AiFactory.h"
#include "core/GameRegistry.h"

#include <QTest>

#include <set>

using namespace cw;

class TestEasyVariety : public QObject {
    Q_OBJECT

private slots:
    void sameSeedSameGame_data();
    void sameSeedSameGame();
    void seedsVaryTheGame_data();
    void seedsVaryTheGame();
    void easyStillBeatsRandomPlay_data();
    void easyStillBeatsRandomPlay();
};

namespace {

constexpr int MoveCap = 100000; // far beyond any game Easy plays: reaching it fails the test

// The actions of one game of `setup` with Easy in every seat, its decision at move m drawn from
// seed base * 1000003 + m. Fails the test (and returns what was played) on an illegal action.
std::vector<Action> easyGame(const GameSetup &setup, std::uint64_t base)
{
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
    [&] { QVERIFY2(game, qPrintable(error)); }();
    std::vector<Action> actions;
    if (!game)
        return actions;
    const auto easy = makeAiPlayer(setup.gameId, Controller::AiEasy);
    while (!game->isOver() && int(actions.size()) < MoveCap) {
        const Action action = easy->choose(*game, base * 1000003 + game->moveNumber());
        if (!game->isLegal(action)) {
            [&] { QFAIL(qPrintable(QStringLiteral("illegal action %1").arg(action))); }();
            return actions;
        }
        game->apply(action);
        actions.push_back(action);
    }
    return actions;
}

void addGameRows()
{
    QTest::addColumn<QString>("game");
    for (const GameInfo &info : GameRegistry::games())
        QTest::newRow(qPrintable(info.id)) << info.id;
}

} // namespace

void TestEasyVariety::sameSeedSameGame_data()
{
    addGameRows();
}

void TestEasyVariety::sameSeedSameGame()
{
    QFETCH(QString, game);
    const GameSetup setup = test::gameSetup(game).fewestSeats().seed(11);
    const std::vector<Action> first = easyGame(setup, 5);
    QVERIFY(!first.empty());
    QCOMPARE(easyGame(setup, 5), first);
}

void TestEasyVariety::seedsVaryTheGame_data()
{
    addGameRows();
}

// One setup (the same deals and draws), four decision seed bases: four different games.
void TestEasyVariety::seedsVaryTheGame()
{
    QFETCH(QString, game);
    const GameSetup setup = test::gameSetup(game).fewestSeats().seed(11);
    std::set<std::vector<Action>> games;
    for (std::uint64_t base = 1; base <= 4; ++base)
        games.insert(easyGame(setup, base));
    QCOMPARE(games.size(), std::size_t(4));
}

void TestEasyVariety::easyStillBeatsRandomPlay_data()
{
    addGameRows();
}

// Easy against a seat that moves at random (half the time, the other half as Easy, where random
// play never ends: ConformanceFacts::randomPlayEnds), seats alternating: Easy finishes first
// alone in at least 3 games of 4.
void TestEasyVariety::easyStillBeatsRandomPlay()
{
    QFETCH(QString, game);
    const GameInfo &info = *GameRegistry::find(game);
    const auto easy = makeAiPlayer(info.id, Controller::AiEasy);
    constexpr int Games = 24;
    int easyWins = 0;
    ActionList legal;
    for (int g = 0; g < Games; ++g) {
        QString error;
        std::unique_ptr<Game> state =
            GameRegistry::create(test::gameSetup(info.id).fewestSeats().seed(100 + g), &error);
        QVERIFY2(state, qPrintable(error));
        const int easySeat = g % 2;
        Rng random(std::uint64_t(900 + g));
        for (int moves = 0; !state->isOver(); ++moves) {
            QVERIFY2(moves < MoveCap, "the game never ends");
            const std::uint64_t seed = std::uint64_t(g) * 1000003 + state->moveNumber();
            const bool randomMove = state->currentSeat() != easySeat &&
                                    (info.conformance.randomPlayEnds || random.below(2) == 0);
            state->legalActions(legal);
            const Action action = randomMove ? legal[random.below(std::uint32_t(legal.size()))]
                                             : easy->choose(*state, seed);
            QVERIFY(state->isLegal(action));
            state->apply(action);
        }
        const std::vector<int> ranks = state->ranks();
        easyWins += ranks[std::size_t(easySeat)] == 1 && ranks[std::size_t(1 - easySeat)] > 1;
    }
    QVERIFY2(easyWins * 4 >= Games * 3,
             qPrintable(QStringLiteral("Easy won %1 of %2").arg(easyWins).arg(Games)));
}

QTEST_GUILESS_MAIN(TestEasyVariety)
#include "tst_easy_variety.moc"
