// What the Salmon Run search (SalmonSearchPolicy) offers its tree, seen through the coach that
// shows its ranking (ai/MoveAdvice.h). Issue 55: the coach ranked "Play Bear" first while the board
// said the card would be played for nothing, because with no bear on the river a Bear card played
// before the swims or after them reaches the same position and the search split its visits
// between the orders.
#include "SalmonTestSupport.h"
#include "ai/MoveAdvice.h"
#include "salmon/SalmonSearchPolicy.h"

#include <QTest>

#include <algorithm>

using namespace cw;
using namespace cw::salmon;
using namespace cw::salmon::test;

class TestSalmonSearch : public QObject {
    Q_OBJECT

private slots:
    void wastedBearIsTheTurnsLastPlay();
    void coachRanksTheSwimBeforeAWastedBear();
};

namespace {

// Salmon 0 low on a plain river, no bear on it, holding a Bear card and swims.
SalmonGame bearWithoutBears()
{
    SalmonGame game = gameOn(TestRiver(7, 10));
    place(game, 0, {1, 0});
    place(game, 1, {5, 2});
    setCards(game, 0, {Card::Bear, Card::SwimForward, Card::SwimForward, Card::SwimLeft},
             {Card::SwimForward, Card::SwimForward, Card::SwimRight, Card::SwimForward});
    setCards(game, 1, {Card::SwimForward, Card::SwimForward, Card::SwimLeft, Card::SwimRight},
             {Card::SwimForward, Card::SwimForward, Card::SwimRight, Card::SwimForward});
    return game;
}

bool offers(const ActionList &actions, Action action)
{
    return std::find(actions.begin(), actions.end(), action) != actions.end();
}

} // namespace

void TestSalmonSearch::wastedBearIsTheTurnsLastPlay()
{
    SalmonGame game = bearWithoutBears();
    QVERIFY(game.playWasted(Card::Bear));
    const SalmonSearchPolicy policy;
    ActionList tree;
    policy.treeActions(game, tree);
    QVERIFY(offers(tree, action::PlayBear));
    QVERIFY(offers(tree, action::playSwim(SwimMove::Forward)));
    PLAY(game, action::PlayBear);
    // Still legal, but the same swim after the Bear is the swim before it.
    QVERIFY(game.isLegal(action::playSwim(SwimMove::Forward)));
    policy.treeActions(game, tree);
    QCOMPARE(tree, (ActionList{action::EndTurn}));

    // With a bear on the river the card acts, and nothing is held back.
    SalmonGame bear = bearWithoutBears();
    setBears(bear, {{4, 6}});
    PLAY(bear, action::PlayBear);
    PLAY(bear, bear.legalActions().front()); // the bear's move
    policy.treeActions(bear, tree);
    QVERIFY(offers(tree, action::playSwim(SwimMove::Forward)));
}

// After one swim, the Hard coach ranked the wasted Bear first on 4 seeds of 10 before the fix:
// the Bear then a swim, or the swim then the Bear, are one position.
void TestSalmonSearch::coachRanksTheSwimBeforeAWastedBear()
{
    SalmonGame game = bearWithoutBears();
    PLAY(game, action::playSwim(SwimMove::Forward));
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const MoveAdvice advice =
            adviseMove(game, QStringLiteral("salmon"), Controller::AiHard, seed);
        QVERIFY(!advice.ranked.empty());
        QVERIFY2(advice.ranked.front().action != action::PlayBear,
                 qPrintable(QStringLiteral("seed %1").arg(seed)));
    }
}

QTEST_GUILESS_MAIN(TestSalmonSearch)
#include "tst_salmon_search.moc"
