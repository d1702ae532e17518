// Rule tests for one rowing turn: setup, stroke rates, playing cards, pace and Instability,
// replenishing and the cluttered hand (rulebook "Game Setup" to "Cluttered Hand";
// docs/rules/rowing.md, "Setup" to "5. Replenish").
// Each test sets up an exact position and asserts exact spaces and pile counts.
#include "RowingTestSupport.h"

#include <QJsonArray>
#include <QTest>

using namespace cw;
using namespace cw::rowing;
using namespace cw::rowing::test;

namespace {

int discarded(const RowingGame &game, int seat, Card card)
{
    return game.boat(seat).pile.countInDiscard(card);
}

std::vector<Rate> rates(std::initializer_list<Rate> list)
{
    return std::vector<Rate>(list);
}

} // namespace

class TestRowingTurn : public QObject {
    Q_OBJECT
private slots:
    // --- Game Setup -------------------------------------------------------------------------

    void setupDealsSevenCardsAt45()
    {
        const RowingGame game = standardGame(6, 42);
        QCOMPARE(game.seatCount(), 6);
        for (int seat = 0; seat < 6; ++seat) {
            const Boat &boat = game.boat(seat);
            QCOMPARE(boat.hand.total(), HandSize);
            QCOMPARE(boat.hand[Card::Stamina], 0);
            QCOMPARE(boat.pile.drawCount(), 15 - HandSize);
            QCOMPARE(boat.pile.discardCount(), 0);
            QCOMPARE(boat.staminaPile, 6);
            QCOMPARE(boat.rate, Rate::Spm45);
            QCOMPARE(boat.space, 0);
            QCOMPARE(boat.turnsTaken, 0);
        }
        const std::vector<int> census = game.cardCensus();
        QCOMPARE(int(census.size()), 6 * CardTypeCount);
        for (int seat = 0; seat < 6; ++seat) {
            const std::vector<int> deck(census.begin() + seat * 5, census.begin() + seat * 5 + 5);
            QCOMPARE(deck, (std::vector<int>{4, 4, 4, 3, 6}));
        }
        QCOMPARE(game.phase(), Phase::ChooseRate);
        QCOMPARE(game.state().round, 1);
    }

    void setupIsDeterminedBySeed()
    {
        const RowingGame a = standardGame(6, 7);
        const RowingGame b = standardGame(6, 7);
        const RowingGame c = standardGame(6, 8);
        QVERIFY(a.state().boats == b.state().boats);
        QVERIFY(a.state().rng == b.state().rng);
        QVERIFY(!(a.state().boats == c.state().boats));
    }

    void boatsRowInLaneOfSeatPlusOne()
    {
        const RowingGame game = standardGame(3);
        const QJsonArray boats = game.viewFor(-1).value(QStringLiteral("boats")).toArray();
        QCOMPARE(boats.size(), 3);
        for (int seat = 0; seat < 3; ++seat)
            QCOMPARE(boats.at(seat).toObject().value(QStringLiteral("lane")).toInt(), seat + 1);
    }

    // --- Stroke Rate ----------------------------------------------------------------------------

    void rate35PlaysOneCard()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(1, 1, 1, 1), {Card::Pace1, Card::Pace1, Card::Pace1});
        place(game, 0, 10, Rate::Spm35);
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm35)));
        const ActionList plays = game.legalActions();
        QCOMPARE(int(plays.size()), 4);
        for (Action play : plays)
            QCOMPARE(playedCardsOf(play).total(), 1);
        QVERIFY(act(game, playAction(cards(0, 0, 1))));
        QCOMPARE(game.boat(0).space, 13);
    }

    void rate40PlaysTwo()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(2, 1, 1, 1), {Card::Pace1, Card::Pace1, Card::Pace1});
        place(game, 0, 10, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm40)));
        const ActionList plays = game.legalActions();
        // {1,1} {1,2} {1,3} {1,I} {2,3} {2,I} {3,I}
        QCOMPARE(int(plays.size()), 7);
        for (Action play : plays)
            QCOMPARE(playedCardsOf(play).total(), 2);
        QVERIFY(act(game, playAction(cards(0, 1, 1))));
        QCOMPARE(game.boat(0).space, 15);
    }

    void rate45PlaysFour()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(2, 2, 2, 1), {Card::Pace1, Card::Pace1, Card::Pace1});
        place(game, 0, 0, Rate::Spm45, 0);
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm45)));
        const ActionList plays = game.legalActions();
        // Without Instability: 3 of shape {2,2,0} + 3 of {2,1,1}; with one: 6 of {2,1,0} + {1,1,1}.
        QCOMPARE(int(plays.size()), 13);
        for (Action play : plays)
            QCOMPARE(playedCardsOf(play).total(), 4);
        QVERIFY(act(game, playAction(cards(0, 2, 2))));
        QCOMPARE(game.boat(0).space, 10);
    }

    void cooldownReturnsUpToTwoStamina()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(1, 0, 0, 0, 3),
                 {Card::Pace2, Card::Pace2, Card::Pace2, Card::Pace2, Card::Pace2, Card::Pace2,
                  Card::Pace2, Card::Pace2},
                 {}, 3);
        place(game, 0, 10, Rate::Spm35);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm35, cards(1)));
        // No Pace card left in hand, so no Discard step: the turn is over.
        QCOMPARE(game.currentSeat(), 1);
        const Boat &boat = game.boat(0);
        QCOMPARE(boat.staminaPile, 5);
        QCOMPARE(boat.hand[Card::Stamina], 1);
        QCOMPARE(boat.hand[Card::Pace2], 6);
        QCOMPARE(boat.pile.drawCount(), 2);
    }

    void cooldownReturnsTheOnlyStaminaCard()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(1, 0, 0, 0, 1), {Card::Pace2, Card::Pace2, Card::Pace2},
                 {Card::Pace3, Card::Pace3, Card::Pace3, Card::Pace3}, 5);
        place(game, 0, 10, Rate::Spm35);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm35, cards(1)));
        QCOMPARE(game.boat(0).staminaPile, 6);
        QCOMPARE(game.boat(0).hand[Card::Stamina], 0);
        QCOMPARE(game.boat(0).hand.total(), HandSize);
    }

    void noCooldownAbove35()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(0, 2, 0, 0, 2),
                 {Card::Pace1, Card::Pace1, Card::Pace1, Card::Pace1}, {}, 4);
        place(game, 0, 10, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 2)));
        QCOMPARE(game.boat(0).staminaPile, 4);
        QCOMPARE(game.boat(0).hand[Card::Stamina], 2);
    }

    void strainMovesOneStaminaButNotOnFirstTurn()
    {
        RowingGame game = standardGame(2, 3);
        QVERIFY(act(game, rateAction(Rate::Spm45)));
        QCOMPARE(game.boat(0).staminaPile, 6); // first turn: no strain
        QVERIFY(act(game, game.legalActions().front()));
        QVERIFY(endTurn(game));
        QCOMPARE(game.boat(0).turnsTaken, 1);
        QCOMPARE(game.boat(0).staminaPile, 6);

        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm45)));
        QCOMPARE(game.boat(0).staminaPile, 5);
        QCOMPARE(discarded(game, 0, Card::Stamina), 1);
    }

    void strainWithEmptyPileHasNoEffect()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(4, 0, 0, 0, 3), {Card::Pace1}, {}, 0);
        place(game, 0, 10, Rate::Spm45);
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm45)));
        QCOMPARE(game.boat(0).staminaPile, 0);
        QCOMPARE(discarded(game, 0, Card::Stamina), 0);
        QCOMPARE(game.phase(), Phase::PlayCards);
    }

    void freeOneStepRateChange()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(4), {}, {}, 0);
        place(game, 0, 10, Rate::Spm40);
        giveTurn(game, 0);
        // From 40 spm every rate is one step away: all free, even with an empty Stamina Pile.
        QCOMPARE(game.legalRates(), rates({Rate::Spm35, Rate::Spm40, Rate::Spm45}));
        QVERIFY(act(game, rateAction(Rate::Spm35)));
        QCOMPARE(game.boat(0).rate, Rate::Spm35);
        QCOMPARE(discarded(game, 0, Card::Stamina), 0);

        place(game, 0, 10, Rate::Spm45, 0);
        setCards(game, 0, cards(4), {}, {}, 2);
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm40)));
        QCOMPARE(game.boat(0).staminaPile, 2);
    }

    void jump35To45CostsOneStamina()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(4), {}, {}, 6);
        place(game, 0, 10, Rate::Spm35, 0); // no strain on a first turn: the jump alone
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm45)));
        QCOMPARE(game.boat(0).staminaPile, 5);
        QCOMPARE(discarded(game, 0, Card::Stamina), 1);
    }

    void jumpAndStrainBothPay()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(4), {}, {}, 6);
        place(game, 0, 10, Rate::Spm35, 3);
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm45)));
        QCOMPARE(game.boat(0).staminaPile, 4);
        QCOMPARE(discarded(game, 0, Card::Stamina), 2);
    }

    void jump45To35CostsOneStamina()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(4), {}, {}, 6);
        place(game, 0, 10, Rate::Spm45);
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm35)));
        QCOMPARE(game.boat(0).staminaPile, 5);
        QCOMPARE(game.boat(0).rate, Rate::Spm35);
    }

    void jumpNotAllowedWithEmptyPile()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(4), {}, {}, 0);
        place(game, 0, 10, Rate::Spm35);
        giveTurn(game, 0);
        QCOMPARE(game.legalRates(), rates({Rate::Spm35, Rate::Spm40}));
        QCOMPARE(game.legalActions(),
                 (ActionList{rateAction(Rate::Spm35), rateAction(Rate::Spm40)}));
        place(game, 0, 10, Rate::Spm45);
        QCOMPARE(game.legalRates(), rates({Rate::Spm40, Rate::Spm45}));
    }

    // --- Set Pace and Move ----------------------------------------------------------------------

    void paceIsTheSumOfPlayedCards()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(1, 1, 1), {Card::Pace1, Card::Pace1});
        place(game, 0, 10, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 1, 1)));
        QCOMPARE(game.boat(0).space, 15);
        QCOMPARE(game.state().turnPace, 5);
    }

    void instabilityRevealsUntilPaceCard()
    {
        RowingGame game = standardGame();
        // Top of the draw pile: Stamina, then Instability, then the Pace 2 that ends the reveal.
        setCards(game, 0, cards(3, 0, 1, 1),
                 {Card::Pace1, Card::Pace2, Card::Instability, Card::Stamina}, {}, 5);
        place(game, 0, 10, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 1, 1)));
        const Boat &boat = game.boat(0);
        QCOMPARE(boat.space, 15);
        QVERIFY(boat.played == cards(0, 1, 1, 2, 1));
        QCOMPARE(boat.pile.drawCount(), 1);
        QCOMPARE(game.phase(), Phase::Discard);
        QVERIFY(endTurn(game));
        // Revealed cards were discarded with the played ones, then reshuffled to refill the hand.
        QCOMPARE(boat.hand.total(), HandSize);
        QCOMPARE(boat.pile.drawCount() + boat.pile.discardCount(), 2);
    }

    void twoInstabilityCardsRevealSeparately()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(0, 0, 0, 2), {Card::Pace2, Card::Pace3, Card::Pace1});
        place(game, 0, 10, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 0, 2)));
        QCOMPARE(game.boat(0).space, 14); // 1, then 3
    }

    void instabilityReshufflesWhenDrawPileEmpty()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(2, 0, 0, 1), {}, {Card::Pace3});
        place(game, 0, 10, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(1, 0, 0, 1)));
        QCOMPARE(game.boat(0).space, 14);
    }

    void instabilityWithNoPaceLeftAddsNothing()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(0, 2, 0, 1), {Card::Stamina, Card::Instability}, {Card::Stamina},
                 3);
        place(game, 0, 10, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 1, 0, 1)));
        const Boat &boat = game.boat(0);
        QCOMPARE(boat.space, 12);
        QVERIFY(boat.played == cards(0, 1, 0, 2, 2));
        QVERIFY(boat.pile.empty());
    }

    void playedCardsNotReshuffledUntilDiscarded()
    {
        RowingGame game = standardGame();
        // The discard pile holds only Stamina: the reveal may not find the Pace 3 just played.
        setCards(game, 0, cards(0, 0, 1, 1, 1), {}, {Card::Stamina}, 4);
        place(game, 0, 10, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 1, 1)));
        QCOMPARE(game.boat(0).space, 13);
        QCOMPARE(game.currentSeat(), 1);
        // Replenished from the discard pile, which then held the played and revealed cards.
        QCOMPARE(game.boat(0).hand.total(), 4);
    }

    // --- Replenish Hand -------------------------------------------------------------------------

    void replenishDiscardsThenPlayedThenCooldownThenDraws()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(1, 1, 0, 0, 2),
                 {Card::Pace3, Card::Pace3, Card::Pace3, Card::Pace3, Card::Pace3}, {}, 4);
        place(game, 0, 10, Rate::Spm35);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm35, cards(1)));
        QCOMPARE(game.phase(), Phase::Discard);
        QVERIFY(act(game, discardAction(cards(0, 1))));
        // Step 1 discarded the 2, step 2 the played 1, step 3 returned both Stamina cards, so
        // step 4 drew seven cards: the five 3s, then the reshuffled 1 and 2.
        const Boat &boat = game.boat(0);
        QVERIFY(boat.hand == cards(1, 1, 5));
        QCOMPARE(boat.staminaPile, 6);
        QVERIFY(boat.pile.empty());
        QCOMPARE(boat.turnsTaken, 2);
    }

    void replenishDrawsUpToSeven()
    {
        RowingGame game = standardGame(2, 5);
        QVERIFY(act(game, rateAction(Rate::Spm45)));
        // A play without Instability, so that nothing is revealed from the draw pile.
        const ActionList plays = game.legalActions();
        const auto paceOnly = std::find_if(plays.begin(), plays.end(), [](Action play) {
            return playedCardsOf(play)[Card::Instability] == 0;
        });
        QVERIFY(paceOnly != plays.end());
        QVERIFY(act(game, *paceOnly));
        QVERIFY(endTurn(game));
        QCOMPARE(game.boat(0).hand.total(), HandSize);
        QCOMPARE(game.boat(0).pile.drawCount(), 4);
        QCOMPARE(game.boat(0).pile.discardCount(), 4);
    }

    void reshuffleWhenDeckEmpty()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(0, 0, 1), {Card::Pace1, Card::Pace1},
                 {Card::Pace2, Card::Pace2, Card::Pace2, Card::Pace2, Card::Pace3, Card::Pace3,
                  Card::Pace3});
        place(game, 0, 10, Rate::Spm35);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm35, cards(0, 0, 1)));
        const Boat &boat = game.boat(0);
        QCOMPARE(boat.hand.total(), HandSize);
        QCOMPARE(boat.hand[Card::Pace1], 2);
        QCOMPARE(boat.pile.drawCount(), 3);
        QCOMPARE(boat.pile.discardCount(), 0);
    }

    void playedCardsAreDiscardedBeforeDrawing()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(0, 1), {}, {}, 6);
        place(game, 0, 10, Rate::Spm35);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm35, cards(0, 1)));
        QVERIFY(game.boat(0).hand == cards(0, 1));
        QVERIFY(game.boat(0).pile.empty());
    }

    void staminaCardsCannotBePlayedOrDiscarded()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(2, 1, 0, 0, 4), {Card::Pace3}, {}, 2);
        place(game, 0, 10, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm40)));
        // Three playable cards, four Stamina cards: only Pace pairs can be played.
        QCOMPARE(game.legalActions(), (ActionList{playAction(cards(2)), playAction(cards(1, 1))}));
        QVERIFY(act(game, playAction(cards(1, 1))));
        QCOMPARE(game.phase(), Phase::Discard);
        QCOMPARE(game.legalActions(),
                 (ActionList{discardAction(cards(0)), discardAction(cards(1))}));
        QVERIFY(act(game, discardAction(cards(1))));
        QCOMPARE(game.boat(0).hand[Card::Stamina], 4);
    }

    void discardAnyNumberOfPaceCards()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(3, 1, 1, 1, 1),
                 {Card::Pace3, Card::Pace3, Card::Pace3, Card::Pace3, Card::Pace3}, {}, 5);
        place(game, 0, 10, Rate::Spm35);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm35, cards(0, 0, 1)));
        // Hand: 1 1 1 2 I S. Sub-multisets of the Pace cards: 4 · 2 = 8, keeping all included.
        QCOMPARE(int(game.legalActions().size()), 8);
        QVERIFY(act(game, discardAction(cards(2))));
        const Boat &boat = game.boat(0);
        QCOMPARE(discarded(game, 0, Card::Pace1), 2);
        QCOMPARE(boat.hand[Card::Pace1], 1);
        QCOMPARE(boat.hand[Card::Instability], 1);
        QCOMPARE(boat.hand[Card::Pace3], 4);
    }

    void discardStepSkippedWithoutPaceCards()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(0, 0, 1, 2, 1), {Card::Pace1, Card::Pace1, Card::Pace1}, {}, 5);
        place(game, 0, 10, Rate::Spm35);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm35, cards(0, 0, 1)));
        QCOMPARE(game.currentSeat(), 1);
        QCOMPARE(game.phase(), Phase::ChooseRate);
    }

    // --- Cluttered Hand -------------------------------------------------------------------------

    void clutteredHandPlaysAllAndStays()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(1, 1, 0, 0, 5),
                 {Card::Pace3, Card::Pace3, Card::Pace3, Card::Pace3}, {}, 1);
        place(game, 0, 10, Rate::Spm45);
        place(game, 1, 10, Rate::Spm45); // level: Motivation would be offered after a move
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm45))); // strain empties the Stamina Pile
        QCOMPARE(game.legalActions(), ActionList{playAction(cards(1, 1))});
        QVERIFY(act(game, playAction(cards(1, 1))));
        const Boat &boat = game.boat(0);
        QCOMPARE(game.currentSeat(), 1); // straight to Replenish: no Motivation, no Discard
        QCOMPARE(boat.space, 10);
        QCOMPARE(boat.rate, Rate::Spm35);
        QCOMPARE(boat.staminaPile, 2); // the 35 spm cooldown applied in Replenish
        QVERIFY(boat.hand == cards(0, 0, 4, 0, 3));
        QCOMPARE(discarded(game, 0, Card::Pace1), 1);
        QCOMPARE(discarded(game, 0, Card::Pace2), 1);
        QCOMPARE(discarded(game, 0, Card::Stamina), 1);
    }

    void clutteredHandWithNoPlayableCard()
    {
        RowingGame game = standardGame();
        setCards(game, 0, cards(0, 0, 0, 0, 6), {}, {}, 0);
        place(game, 0, 10, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm35)));
        QCOMPARE(game.legalActions(), ActionList{playAction(CardCounts{})});
        QVERIFY(act(game, playAction(CardCounts{})));
        QCOMPARE(game.boat(0).space, 10);
        QCOMPARE(game.boat(0).staminaPile, 2);
        QCOMPARE(game.boat(0).hand[Card::Stamina], 4);
    }
};

QTEST_GUILESS_MAIN(TestRowingTurn)
#include "tst_rowing_turn.moc"
