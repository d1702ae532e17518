// The Easy salmon's rules of thumb (salmon/SalmonEasyAi.h), one scenario each on a small river
// built in code, and its contract: a legal action, from the seat's view alone.
#include "SalmonTestSupport.h"
#include "ai/AiFactory.h"
#include "salmon/SalmonEasyAi.h"
#include "salmon/SalmonRiverProgress.h"

#include <QTest>

using namespace cw;
using namespace cw::salmon;
using namespace cw::salmon::test;

class TestSalmonEasyAi : public QObject {
    Q_OBJECT

private slots:
    void distanceCountsStepsAndJumps();
    void playsTheSwimThatGainsMost();
    void steersAroundABear();
    void jumpsAWaterfallWhenItGains();
    void swimsOntoTheSpawningGround();
    void prefersASwimSymbol();
    void playsAFatigueOnlyTurn();
    void bearBitesTheLeadingOpponent();
    void eagleTargetsTheLeader();
    void countersACurrentThatWouldCostIt();
    void letsAHelpfulCurrentCarryIt();
    void reedsRemoveFatigue();
    void discardsFatigueFirst();
    void choosesLegalActionsThroughWholeGames();
    void decidesTheSameOnResampledViews();
};

namespace {

Action easy(const SalmonGame &game)
{
    ActionList scratch;
    return SalmonEasyAi::ruleAction(game, scratch);
}

// Applies Easy's choice, after checking it is legal.
bool step(SalmonGame &game)
{
    const Action action = easy(game);
    if (!game.isLegal(action))
        return false;
    game.apply(action);
    return true;
}

} // namespace

void TestSalmonEasyAi::distanceCountsStepsAndJumps()
{
    TestRiver river(7, 10);
    for (int col = 0; col < 7; ++col)
        river.terrain({col, 5}, Terrain::Waterfall);
    const auto map = river.map();
    const SalmonRiverProgress progress(*map);
    QCOMPARE(progress.distance({2, 9}), 0.0);
    QCOMPARE(progress.distance({2, 8}), 1.0);
    // Below the waterfall only a jump leads on: two Forward steps and its Fatigue card.
    QCOMPARE(progress.distance({2, 4}), 2 + SalmonRiverProgress::JumpEffort + 3);
    QCOMPARE(progress.distance({2, 5}), SalmonRiverProgress::Unreachable);
    QCOMPARE(progress.distance({-1, 0}), SalmonRiverProgress::Unreachable);
}

void TestSalmonEasyAi::playsTheSwimThatGainsMost()
{
    SalmonGame game = gameOn(TestRiver());
    place(game, 0, {2, 0});
    setCards(game, 0, {Card::SwimLeft, Card::SwimForward, Card::DoubleForward});
    QCOMPARE(easy(game), action::playSwim(SwimMove::DoubleForward));
    game.apply(easy(game));
    // Swim Left from an even column stays on its row: no progress, so Forward comes next.
    QCOMPARE(easy(game), action::playSwim(SwimMove::Forward));
}

void TestSalmonEasyAi::steersAroundABear()
{
    SalmonGame game = gameOn(TestRiver());
    place(game, 0, {3, 0}); // an odd column: Forward and Left both gain a row
    setBears(game, {{3, 1}});
    setCards(game, 0, {Card::SwimForward, Card::SwimLeft});
    QCOMPARE(easy(game), action::playSwim(SwimMove::Left));
}

void TestSalmonEasyAi::jumpsAWaterfallWhenItGains()
{
    TestRiver river(7, 10);
    for (int col = 0; col < 7; ++col)
        river.terrain({col, 5}, Terrain::Waterfall);
    SalmonGame game = gameOn(river);
    place(game, 0, {2, 4});
    setCards(game, 0, {Card::SwimForward, Card::SwimForward, Card::Bear});
    const Action jump = action::jump(SwimMove::Forward, SwimMove::Forward);
    QVERIFY(game.isLegal(jump));
    QCOMPARE(easy(game), jump);
}

void TestSalmonEasyAi::swimsOntoTheSpawningGround()
{
    TestRiver river(7, 10);
    river.symbol({1, 8}, Symbol::DoubleSwim);
    SalmonGame game = gameOn(river);
    place(game, 0, {2, 8});
    setCards(game, 0, {Card::SwimLeft, Card::SwimForward});
    QCOMPARE(easy(game), action::playSwim(SwimMove::Forward));
}

void TestSalmonEasyAi::prefersASwimSymbol()
{
    TestRiver river(7, 10);
    river.symbol({2, 1}, Symbol::Swim);
    SalmonGame game = gameOn(river);
    place(game, 0, {3, 0});
    // Forward to (3, 1) and Left to (2, 1) gain the same; the Swim hex decides.
    setCards(game, 0, {Card::SwimForward, Card::Wild});
    QCOMPARE(easy(game), action::playSwim(SwimMove::WildLeft));
}

void TestSalmonEasyAi::playsAFatigueOnlyTurn()
{
    SalmonGame game = gameOn(TestRiver());
    place(game, 0, {2, 0});
    setCards(game, 0, {Card::Fatigue, Card::Fatigue, Card::SwimLeft, Card::Eagle});
    QCOMPARE(easy(game), action::PlayFatigue);
    game.apply(action::PlayFatigue);
    QCOMPARE(easy(game), action::PlayFatigue);
    game.apply(action::PlayFatigue);
    QCOMPARE(easy(game), action::EndTurn); // anything else would forfeit the returned card
}

void TestSalmonEasyAi::bearBitesTheLeadingOpponent()
{
    SalmonGame game = gameOn(TestRiver(), 3);
    place(game, 0, {2, 1});
    place(game, 1, {4, 6}); // the leader
    place(game, 2, {4, 3});
    setBears(game, {{4, 4}});
    setCards(game, 0, {Card::Bear});
    QCOMPARE(easy(game), action::PlayBear);
    game.apply(action::PlayBear);
    QCOMPARE(game.phase(), Phase::MoveBear);
    QVERIFY(step(game));
    QCOMPARE(game.state().bears[0], (Hex{4, 6}));
}

void TestSalmonEasyAi::eagleTargetsTheLeader()
{
    SalmonGame game = gameOn(TestRiver(), 4);
    place(game, 0, {2, 1});
    place(game, 1, {4, 3});
    place(game, 2, {4, 7}); // the leader
    place(game, 3, {1, 5});
    for (int seat = 1; seat < 4; ++seat)
        setCards(game, seat, {Card::SwimForward, Card::DoubleForward});
    setCards(game, 0, {Card::Eagle});
    QCOMPARE(easy(game), action::PlayEagle);
    game.apply(action::PlayEagle);
    QCOMPARE(game.phase(), Phase::EagleTarget);
    QCOMPARE(easy(game), action::eagleTarget(2));
    game.apply(action::eagleTarget(2));
    QCOMPARE(game.phase(), Phase::Counter); // the target is asked; without an Eagle it declines
    QCOMPARE(easy(game), action::NoCounter);
    game.apply(action::NoCounter);
    QCOMPARE(game.phase(), Phase::EagleDiscard);
    QCOMPARE(easy(game), action::discard(Card::DoubleForward)); // the best card goes
}

void TestSalmonEasyAi::countersACurrentThatWouldCostIt()
{
    TestRiver river(7, 10);
    river.arrows({2, 5}, Direction::South);
    SalmonGame game = gameOn(river);
    place(game, 0, {4, 1});
    place(game, 1, {2, 5});
    setCards(game, 0, {Card::Current});
    setCards(game, 1, {Card::Current, Card::SwimLeft});
    game.apply(action::PlayCurrent);
    QCOMPARE(game.phase(), Phase::Counter);
    QCOMPARE(game.currentSeat(), 1);
    QCOMPARE(easy(game), action::Counter);
}

void TestSalmonEasyAi::letsAHelpfulCurrentCarryIt()
{
    TestRiver river(7, 10);
    river.arrows({2, 5}, Direction::North);
    SalmonGame game = gameOn(river);
    place(game, 0, {4, 1});
    place(game, 1, {2, 5});
    setCards(game, 0, {Card::Current});
    setCards(game, 1, {Card::Current, Card::SwimLeft});
    game.apply(action::PlayCurrent);
    QCOMPARE(game.phase(), Phase::Counter);
    QCOMPARE(easy(game), action::NoCounter);
}

void TestSalmonEasyAi::reedsRemoveFatigue()
{
    TestRiver river(7, 10);
    river.symbol({2, 1}, Symbol::Reeds);
    SalmonGame game = gameOn(river);
    place(game, 0, {2, 0});
    setCards(game, 0, {Card::SwimForward, Card::SwimLeft}, {Card::Fatigue, Card::Wild},
             {Card::Fatigue});
    QCOMPARE(easy(game), action::playSwim(SwimMove::Forward));
    game.apply(action::playSwim(SwimMove::Forward));
    QCOMPARE(game.phase(), Phase::Reeds);
    const Action removal = easy(game);
    QVERIFY(removal == action::reedsRemove(action::DrawPile, Card::Fatigue) ||
            removal == action::reedsRemove(action::DiscardPile, Card::Fatigue));
}

void TestSalmonEasyAi::discardsFatigueFirst()
{
    SalmonGame game = gameOn(TestRiver());
    place(game, 0, {2, 0});
    setCards(game, 0,
             {Card::Fatigue, Card::Fatigue, Card::DoubleForward, Card::Wild, Card::SwimLeft,
              Card::SwimRight, Card::Rapids, Card::Eagle});
    // Double Forward, Wild and a Fatigue card to end the turn; five cards are left.
    while (game.phase() == Phase::PlayCards && game.currentSeat() == 0)
        QVERIFY(step(game));
    QCOMPARE(game.phase(), Phase::DiscardDown);
    QCOMPARE(easy(game), action::discard(Card::Fatigue));
}

void TestSalmonEasyAi::choosesLegalActionsThroughWholeGames()
{
    const auto river = beginnerRiver();
    QVERIFY(river);
    int spawned = 0;
    for (int g = 0; g < 60; ++g) {
        SalmonGame game(river, 2 + g % 3, std::uint64_t(300 + g));
        while (!game.isOver() && game.moveNumber() < 5000)
            QVERIFY2(
                step(game),
                qPrintable(
                    QStringLiteral("game %1, move %2: illegal").arg(g).arg(game.moveNumber())));
        QVERIFY2(game.isOver(), qPrintable(QStringLiteral("game %1 did not end").arg(g)));
        for (int seat = 0; seat < game.seatCount(); ++seat)
            spawned += game.state().salmon[std::size_t(seat)].spawned;
    }
    QVERIFY(spawned >= 60); // every game ends by a salmon spawning
}

void TestSalmonEasyAi::decidesTheSameOnResampledViews()
{
    const auto river = beginnerRiver();
    QVERIFY(river);
    const auto ai = makeAiPlayer(QStringLiteral("salmon"), Controller::AiEasy);
    QVERIFY(ai);
    int checked = 0;
    for (int g = 0; g < 12; ++g) {
        SalmonGame game(river, 4, std::uint64_t(900 + g));
        while (!game.isOver() && game.moveNumber() < 3000) {
            if (game.moveNumber() % 7 == 0 && game.legalActions().size() > 1) {
                const int seat = game.currentSeat();
                const Action original = ai->choose(game, 17);
                for (std::uint64_t world = 1; world <= 2; ++world) {
                    SalmonGame other = game;
                    Rng dealer(world * 1000 + std::uint64_t(game.moveNumber()));
                    other.resampleHidden(seat, dealer);
                    QCOMPARE(other.viewFor(seat), game.viewFor(seat));
                    QCOMPARE(ai->choose(other, 17), original);
                }
                ++checked;
            }
            QVERIFY(step(game));
        }
    }
    QVERIFY(checked > 100);
}

QTEST_GUILESS_MAIN(TestSalmonEasyAi)
#include "tst_salmon_easy_ai.moc"
