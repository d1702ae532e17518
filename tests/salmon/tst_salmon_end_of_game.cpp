// Salmon Run end of game rules, one named test per rule. Rulebook (salmon-run.fr.txt): GAGNER LA
// PARTIE (a spawn ends the round; a single spawned salmon wins; otherwise fewest Fatigue cards,
// equal counts share the victory). docs/rules/salmon.md: End of the game (spawned salmon stay;
// ranks, the unspawned by distance then fatigue, a ruling).
// Each test builds an explicit position on a small river of water hexes (SalmonTestSupport.h) and
// checks the exact outcome; docs/rules/salmon.md names the test for each rule.
#include "SalmonTestSupport.h"

#include <QTest>

using namespace cw;
using namespace cw::salmon;
using namespace cw::salmon::test;

class TestSalmonEndOfGame : public QObject {
    Q_OBJECT
private slots:
    // ---- End of game ----
    void spawnEndsRound()
    {
        SalmonGame game = gameOn(TestRiver(), 3);
        place(game, 0, {2, 8});
        place(game, 1, {4, 2});
        place(game, 2, {6, 2});
        setCards(game, 0, {Card::SwimForward, Card::Wild});
        game.setRecordLog(true);
        PLAY(game, action::playSwim(SwimMove::Forward));
        QVERIFY(salmonOf(game, 0).spawned);
        QVERIFY(!game.isOver());
        // A spawned salmon stays: its Swim cards no longer move it.
        PLAY(game, action::playSwim(SwimMove::WildForward));
        QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 9}));
        PLAY(game, action::EndTurn);
        PLAY(game, action::EndTurn); // seat 1
        QVERIFY(!game.isOver());
        QCOMPARE(game.state().active, 2);
        PLAY(game, action::EndTurn); // seat 2, the last of the round
        QVERIFY(game.isOver());
        QCOMPARE(game.currentSeat(), -1);
        QVERIFY(game.legalActions().empty());
        // Starting later in the round: ends before the first player plays again.
        SalmonGame later = gameOn(TestRiver(), 3, 1);
        later.mutableState().firstPlayer = 0;
        place(later, 1, {2, 8});
        setCards(later, 1, {Card::SwimForward});
        PLAY(later, action::playSwim(SwimMove::Forward));
        PLAY(later, action::EndTurn);
        QCOMPARE(later.state().active, 2);
        PLAY(later, action::EndTurn);
        QVERIFY(later.isOver());
    }

    // Ruling: a Double Swim whose first step reaches the spawning ground stops there; the second
    // hex is not entered (the salmon has arrived and stays).
    void doubleSwimStopsOnSpawning()
    {
        TestRiver river;
        river.cell({2, 5}).spawn = true;
        river.symbol({2, 6}, Symbol::Wild);
        SalmonGame game = gameOn(river);
        place(game, 0, {2, 4});
        setCards(game, 0, {Card::DoubleForward});
        PLAY(game, action::playSwim(SwimMove::DoubleForward));
        QVERIFY(salmonOf(game, 0).spawned);
        QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 5}));
        QCOMPARE(inDiscard(game, 0, Card::Wild), 0);
    }

    // Ruling: a spawned salmon has left the river's current. A Current card does not move it and
    // a Rapids card takes nothing from its hand, even on a hex with arrows; it is not asked to
    // counter either.
    void spawnedSalmonIgnoresCurrentAndRapids()
    {
        for (const Card card : {Card::Current, Card::Rapids}) {
            TestRiver river;
            river.arrows({2, 9}, Direction::South);
            SalmonGame game = gameOn(river);
            place(game, 0, {0, 0});
            place(game, 1, {2, 9});
            game.mutableState().salmon[1].spawned = true;
            setCards(game, 0, {card});
            setCards(game, 1, {Card::Bear, Card::Wild});
            PLAY(game, card == Card::Current ? action::PlayCurrent : action::PlayRapids);
            QCOMPARE(game.phase(), Phase::PlayCards);
            QCOMPARE(salmonOf(game, 1).hex, (Hex{2, 9}));
            QCOMPARE(salmonOf(game, 1).hand.total(), 2);
        }
    }

    void singleSpawnWins()
    {
        SalmonGame game = gameOn(TestRiver(), 3, 2);
        game.mutableState().firstPlayer = 0; // seat 2 plays last in the round
        place(game, 0, {2, 7});              // two from the spawning ground
        place(game, 1, {2, 8});              // one
        place(game, 2, {4, 8});
        setCards(game, 2, {Card::SwimForward});
        setCards(game, 0,
                 {Card::Fatigue, Card::Fatigue}); // fatigue does not matter for the spawner
        setCards(game, 2, {Card::SwimForward, Card::Fatigue, Card::Fatigue, Card::Fatigue});
        PLAY(game, action::playSwim(SwimMove::Forward));
        PLAY(game, action::EndTurn);
        QVERIFY(game.isOver());
        QCOMPARE(game.ranks(), (std::vector<int>{3, 2, 1}));
        QCOMPARE(salmonOf(game, 2).rank, 1);
    }

    void fewestFatigueWins()
    {
        SalmonGame game = gameOn(TestRiver(), 3, 2);
        game.mutableState().firstPlayer = 0;
        place(game, 0, {2, 9});
        game.mutableState().salmon[0].spawned = true;
        setCards(game, 0, {Card::Fatigue}, {Card::Fatigue}); // two
        place(game, 1, {0, 1});
        place(game, 2, {4, 8});
        setCards(game, 2, {Card::SwimForward}, {}, {Card::Fatigue}); // one
        game.mutableState().endingRound = true;
        PLAY(game, action::playSwim(SwimMove::Forward));
        PLAY(game, action::EndTurn);
        QVERIFY(game.isOver());
        QCOMPARE(game.ranks(), (std::vector<int>{2, 3, 1}));
    }

    void equalFatigueShares()
    {
        SalmonGame game = gameOn(TestRiver(), 4, 3);
        game.mutableState().firstPlayer = 0;
        place(game, 0, {2, 9});
        game.mutableState().salmon[0].spawned = true;
        setCards(game, 0, {Card::Fatigue});
        place(game, 3, {4, 8});
        setCards(game, 3, {Card::SwimForward}, {Card::Fatigue});
        place(game, 1, {2, 5});                 // four from the spawning ground
        place(game, 2, {4, 5});                 // four as well
        setCards(game, 2, {}, {Card::Fatigue}); // but more tired
        PLAY(game, action::playSwim(SwimMove::Forward));
        PLAY(game, action::EndTurn);
        QVERIFY(game.isOver());
        QCOMPARE(game.ranks(), (std::vector<int>{1, 3, 4, 1}));
        // Equal distance and fatigue share too.
        setCards(game, 2, {});
        QCOMPARE(game.ranks(), (std::vector<int>{1, 3, 3, 1}));
    }
};

QTEST_GUILESS_MAIN(TestSalmonEndOfGame)
#include "tst_salmon_end_of_game.moc"
