// Salmon Run bear rules, one named test per rule. Rulebook (salmon-run.fr.txt): OURS (the Bear card
// moves a bear two hexes through any terrain, stopping on salmon; bites when a salmon and a bear
// share a hex). docs/rules/salmon.md: Bear card, Entering a hex (bites), End of the game
// (spawned salmon are bitten too).
// Each test builds an explicit position on a small river of water hexes (SalmonTestSupport.h) and
// checks the exact outcome; docs/rules/salmon.md names the test for each rule.
#include "SalmonTestSupport.h"

#include <QTest>

using namespace cw;
using namespace cw::salmon;
using namespace cw::salmon::test;

class TestSalmonBears : public QObject {
    Q_OBJECT
private slots:
    // ---- Bears ----
    void bearMovesTwoThroughAnyTerrain()
    {
        TestRiver river;
        river.terrain({4, 4}, Terrain::Rock).terrain({4, 5}, Terrain::Land);
        SalmonGame game = gameOn(river);
        place(game, 0, {0, 0});
        place(game, 1, {6, 0});
        setBears(game, {{4, 3}});
        setCards(game, 0, {Card::Bear});
        PLAY(game, action::PlayBear);
        QCOMPARE(game.phase(), Phase::MoveBear);
        // Off the boards is never offered: (4, 3) has six neighbours on the board, and from each
        // one only the on-board second steps.
        const ActionList actions = game.legalActions();
        for (Action a : actions) {
            const int index = a - action::MoveBear;
            QVERIFY(index >= 0 && index < 42);
        }
        PLAY(game, action::moveBear(0, Direction::North, int(Direction::North)));
        QCOMPARE(game.state().bears[0], (Hex{4, 5})); // through rock onto land
        QCOMPARE(game.phase(), Phase::PlayCards);
        // Next to the board's edge, steps off the board are not offered.
        SalmonGame edge = gameOn(river);
        setBears(edge, {{0, 5}});
        setCards(edge, 0, {Card::Bear});
        place(edge, 0, {6, 0});
        place(edge, 1, {6, 2});
        PLAY(edge, action::PlayBear);
        QVERIFY(!listed(edge, action::moveBear(0, Direction::NorthWest)));
        QVERIFY(!listed(edge, action::moveBear(0, Direction::North, int(Direction::NorthWest))));
        QVERIFY(listed(edge, action::moveBear(0, Direction::North, int(Direction::North))));
    }

    void bearStopsOnSalmon()
    {
        SalmonGame game = gameOn(TestRiver());
        setBears(game, {{2, 2}});
        place(game, 0, {0, 0});
        place(game, 1, {2, 3}); // north of the bear
        setCards(game, 0, {Card::Bear});
        PLAY(game, action::PlayBear);
        QVERIFY(listed(game, action::moveBear(0, Direction::North)));
        for (int second = 0; second < DirectionCount; ++second)
            QVERIFY(!listed(game, action::moveBear(0, Direction::North, second)));
        PLAY(game, action::moveBear(0, Direction::North));
        QCOMPARE(fatigueInDiscard(game, 1), 1); // bitten
        QCOMPARE(fatigueInDiscard(game, 0), 0);
    }

    void bearMayStepOutAndBack()
    {
        SalmonGame game = gameOn(TestRiver());
        setBears(game, {{2, 2}});
        place(game, 0, {0, 0});
        place(game, 1, {2, 2}); // on the bear's hex: stepping back there bites it
        setCards(game, 0, {Card::Bear});
        PLAY(game, action::PlayBear);
        PLAY(game, action::moveBear(0, Direction::North, int(Direction::South)));
        QCOMPARE(game.state().bears[0], (Hex{2, 2}));
        QCOMPARE(fatigueInDiscard(game, 1), 1);
    }

    void bearCardWithoutBears()
    {
        SalmonGame game = gameOn(TestRiver());
        setCards(game, 0, {Card::Bear, Card::SwimForward});
        PLAY(game, action::PlayBear);
        QCOMPARE(game.phase(), Phase::PlayCards);
        QCOMPARE(game.state().cardsPlayed, 1);
    }

    void salmonEnteringBearHexTakesFatigue()
    {
        SalmonGame game = gameOn(TestRiver());
        place(game, 0, {2, 2});
        setBears(game, {{2, 3}, {2, 3}}); // two bears: still one bite
        setCards(game, 0, {Card::SwimForward});
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(fatigueInDiscard(game, 0), 1);
    }

    // Rulebook "Ours": "Chaque fois qu'un Saumon occupe le même hexagone qu'un pion Ours, le joueur
    // doit ajouter une carte Fatigue à sa défausse. Cela inclut le mouvement de l'Ours vers le
    // Saumon": a spawned salmon is bitten too (it used to be spared, which the rulebook does not
    // say; Fatigue decides a shared spawn). It still stops the bear.
    void bearBitesSpawnedSalmon()
    {
        SalmonGame game = gameOn(TestRiver(), 3);
        setBears(game, {{2, 7}});
        place(game, 0, {0, 0});
        place(game, 1, {2, 8});
        game.mutableState().salmon[1].spawned = true;
        game.mutableState().fatigueDeck = 10;
        setCards(game, 0, {Card::Bear});
        PLAY(game, action::PlayBear);
        for (int second = 0; second < DirectionCount; ++second)
            QVERIFY(!listed(game, action::moveBear(0, Direction::North, second)));
        PLAY(game, action::moveBear(0, Direction::North));
        QCOMPARE(game.state().bears[0], (Hex{2, 8}));
        QCOMPARE(fatigueInDiscard(game, 1), 1);
        QCOMPARE(game.fatigueCount(1), 1);
    }

    // The rulebook says a Bear card moves a bear "de 2 hexagones"; a bear that meets a salmon
    // stops after one, and the rulebook lets a bear step out and back. Ruling: a bear may also
    // stop after one step anywhere.
    void bearMayMoveOneHex()
    {
        SalmonGame game = gameOn(TestRiver());
        setBears(game, {{4, 4}});
        place(game, 0, {0, 0});
        place(game, 1, {6, 0});
        setCards(game, 0, {Card::Bear});
        PLAY(game, action::PlayBear);
        PLAY(game, action::moveBear(0, Direction::North));
        QCOMPARE(game.state().bears[0], (Hex{4, 5}));
        QCOMPARE(game.phase(), Phase::PlayCards);
    }
};

QTEST_GUILESS_MAIN(TestSalmonBears)
#include "tst_salmon_bears.moc"
