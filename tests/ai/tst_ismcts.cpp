// The generic information-set MCTS (ai/Ismcts.h) on toy games with known best moves: it must
// find them through the Game interface alone, decide from the acting seat's information only,
// and repeat its choice for the same seed.
#include "ToyGames.h"
#include "ai/Ismcts.h"

#include <QTest>

#include <atomic>

using namespace cw;
using namespace cw::test;

class TestIsmcts : public QObject {
    Q_OBJECT

private slots:
    void nimLeavesAMultipleOfFour_data();
    void nimLeavesAMultipleOfFour();
    void highCardDecidesOnItsOwnCard_data();
    void highCardDecidesOnItsOwnCard();
    void sameSeedSameChoice();
    void cutRolloutsAreScoredByThePolicy();
    void rankedRootPutsTheWinningMoveFirst();
    void stoppedSearchKeepsWhatItFound();
};

namespace {

IsmctsPlayer search(int iterations, int rolloutMoves = 0)
{
    return IsmctsPlayer(SearchBudget{iterations, rolloutMoves, 0.7}, nullptr);
}

// A policy whose evaluation of unfinished positions says "the seat to move is winning", which
// in Nim is true exactly when the heap is not a multiple of 4.
class NimHeuristic final : public SearchPolicy {
public:
    void evaluate(const Game &game, std::vector<double> &out) const override
    {
        if (game.isOver()) {
            out = game.returns();
            return;
        }
        const int heap = game.viewFor(-1).value(QStringLiteral("heap")).toInt();
        const bool moverWins = heap % 4 != 0;
        const int mover = game.currentSeat();
        out.assign(2, 0.0);
        out[std::size_t(moverWins ? mover : 1 - mover)] = 1.0;
    }
};

} // namespace

void TestIsmcts::nimLeavesAMultipleOfFour_data()
{
    QTest::addColumn<int>("heap");
    for (int heap : {2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15})
        QTest::addRow("heap %d", heap) << heap;
}

void TestIsmcts::nimLeavesAMultipleOfFour()
{
    QFETCH(int, heap);
    const IsmctsPlayer ai = search(20000);
    for (std::uint64_t seed = 1; seed <= 3; ++seed)
        QCOMPARE(ai.choose(NimGame(heap), seed), heap % 4);
}

void TestIsmcts::highCardDecidesOnItsOwnCard_data()
{
    QTest::addColumn<int>("mine");
    QTest::addColumn<int>("theirs");
    QTest::addColumn<int>("best");
    QTest::newRow("0 vs 1") << 0 << 1 << int(HighCardGame::Fold);
    QTest::newRow("0 vs 2") << 0 << 2 << int(HighCardGame::Fold);
    QTest::newRow("1 vs 0") << 1 << 0 << int(HighCardGame::Call);
    // Folding would be right if seat 0 could see the 2: it must not.
    QTest::newRow("1 vs 2") << 1 << 2 << int(HighCardGame::Call);
    QTest::newRow("2 vs 0") << 2 << 0 << int(HighCardGame::Call);
    QTest::newRow("2 vs 1") << 2 << 1 << int(HighCardGame::Call);
}

void TestIsmcts::highCardDecidesOnItsOwnCard()
{
    QFETCH(int, mine);
    QFETCH(int, theirs);
    QFETCH(int, best);
    const IsmctsPlayer ai = search(400);
    for (std::uint64_t seed = 1; seed <= 5; ++seed)
        QCOMPARE(ai.choose(HighCardGame(mine, theirs), seed), best);
}

void TestIsmcts::sameSeedSameChoice()
{
    // Heap 8 is lost whatever the move, so the choice rests on the search's own randomness.
    const IsmctsPlayer ai = search(200);
    QSet<Action> choices;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Action first = ai.choose(NimGame(8), seed);
        QCOMPARE(ai.choose(NimGame(8), seed), first);
        choices.insert(first);
    }
    QVERIFY(choices.size() > 1); // the seed does matter
}

void TestIsmcts::cutRolloutsAreScoredByThePolicy()
{
    // Rollouts cut after one move are scored by the heuristic, which knows the theory of Nim: a
    // small budget is then enough on a heap too deep for it otherwise.
    const IsmctsPlayer ai(SearchBudget{60, 1, 0.7}, std::make_shared<NimHeuristic>());
    for (int heap : {21, 22, 23, 25, 26, 27})
        QCOMPARE(ai.choose(NimGame(heap), 7), heap % 4);
}

void TestIsmcts::rankedRootPutsTheWinningMoveFirst()
{
    // Heap 6: taking 2 wins; taking 1 or 3 hands the opponent a winning move. The coach's ranking
    // puts the winning move first with a high mean, the losing ones after with lower means.
    const IsmctsPlayer ai = search(4000);
    const NimGame game(6);
    Rng rng(3);
    const SearchTree tree = ai.search(game, 0, rng);
    const std::vector<int> ranked = tree.rankedRootChildren({1, 2, 3});
    QCOMPARE(ranked.size(), std::size_t(3));
    const SearchTree::Node &best = tree.node(ranked[0]);
    QCOMPARE(best.action, Action(2));
    QVERIFY(best.reward / best.visits > 0.8);
    for (std::size_t i = 1; i < ranked.size(); ++i) {
        const SearchTree::Node &other = tree.node(ranked[i]);
        QVERIFY(other.visits <= tree.node(ranked[i - 1]).visits);
        QVERIFY(other.reward / other.visits < best.reward / best.visits);
    }
    // Only the listed actions are ranked: the coach asks about the root's own actions.
    QCOMPARE(tree.rankedRootChildren({3}).size(), std::size_t(1));
}

void TestIsmcts::stoppedSearchKeepsWhatItFound()
{
    const IsmctsPlayer ai = search(4000);
    const NimGame game(6);
    std::atomic<bool> stop{true};
    Rng rng(3);
    // Stopped before it began: no iteration, nothing ranked.
    QVERIFY(ai.search(game, 0, rng, &stop).rankedRootChildren({1, 2, 3}).empty());
    // Not stopped: every iteration of the budget reaches one root child.
    stop = false;
    const SearchTree tree = ai.search(game, 0, rng, &stop);
    int visits = 0;
    for (int child : tree.rankedRootChildren({1, 2, 3}))
        visits += tree.node(child).visits;
    QCOMPARE(visits, 4000);
}

QTEST_GUILESS_MAIN(TestIsmcts)
#include "tst_ismcts.moc"
