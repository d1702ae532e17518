// Salmon Run special hex rules, one named test per rule. Rulebook (salmon-run.fr.txt): HEXAGONES
// SPÉCIAUX (taking from the supply, empty supply piles), HEXAGONE SWIM, HEXAGONE DOUBLE SWIM,
// DRAW+1, AIGLE, HEXAGONE FATIGUE, HEXAGONE COURANT, RAPIDES, ROSEAUX (reeds, double reeds),
// CARTE WILD (the hex) and OURS (the paw gives a Bear card). docs/rules/salmon.md: Entering a
// hex, Symbols.
// Each test builds an explicit position on a small river of water hexes (SalmonTestSupport.h) and
// checks the exact outcome; docs/rules/salmon.md names the test for each rule.
#include "SalmonTestSupport.h"

#include <QTest>

using namespace cw;
using namespace cw::salmon;
using namespace cw::salmon::test;

class TestSalmonHexes : public QObject {
    Q_OBJECT
private slots:
    // ---- Hex symbols ----
    void swimHexChoosesFromSupply()
    {
        SalmonGame game = gameOn(TestRiver().symbol({2, 3}, Symbol::Swim));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward});
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(game.phase(), Phase::ChooseSupply);
        QCOMPARE(game.currentSeat(), 0);
        QCOMPARE(game.legalActions(),
                 (ActionList{action::takeCard(Card::SwimForward), action::takeCard(Card::SwimLeft),
                             action::takeCard(Card::SwimRight)}));
        PLAY(game, action::takeCard(Card::SwimLeft));
        QCOMPARE(inDiscard(game, 0, Card::SwimLeft), 1);
        QCOMPARE(game.state().supply[Card::SwimLeft], additionalDeck()[Card::SwimLeft] - 1);
        QCOMPARE(game.phase(), Phase::PlayCards);
    }

    void emptySupplyGivesNothing()
    {
        TestRiver river;
        river.symbol({2, 3}, Symbol::Eagle).symbol({2, 4}, Symbol::Swim);
        SalmonGame game = gameOn(river);
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::SwimForward});
        SalmonState &s = game.mutableState();
        s.supply[Card::Eagle] = 0;
        s.supply[Card::SwimForward] = 0;
        s.supply[Card::SwimLeft] = 0; // only Swim Right left: taken without asking
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(salmonOf(game, 0).pile.discardCount(), 0);
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(game.phase(), Phase::PlayCards);
        QCOMPARE(inDiscard(game, 0, Card::SwimRight), 1);
        s.supply[Card::SwimRight] = 0; // nothing left at all
        s.cardsPlayed = s.swimsPlayed = 0;
        place(game, 0, {2, 3});
        setCards(game, 0, {Card::SwimForward});
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(game.phase(), Phase::PlayCards);
        QCOMPARE(salmonOf(game, 0).pile.discardCount(), 0);
    }

    void doubleSwimHex()
    {
        SalmonGame game = gameOn(TestRiver().symbol({2, 3}, Symbol::DoubleSwim));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward});
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(game.legalActions(), (ActionList{action::takeCard(Card::DoubleForward),
                                                  action::takeCard(Card::DoubleLeft),
                                                  action::takeCard(Card::DoubleRight)}));
        PLAY(game, action::takeCard(Card::DoubleRight));
        QCOMPARE(inDiscard(game, 0, Card::DoubleRight), 1);
    }

    void doubleSwimMiddleHexApplies()
    {
        TestRiver river;
        river.symbol({2, 3}, Symbol::Eagle).symbol({2, 4}, Symbol::Wild);
        SalmonGame game = gameOn(river);
        place(game, 0, {2, 2});
        setBears(game, {{2, 3}});
        setCards(game, 0, {Card::DoubleForward});
        PLAY(game, action::playSwim(SwimMove::DoubleForward));
        QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 4}));
        QCOMPARE(inDiscard(game, 0, Card::Eagle), 1);
        QCOMPARE(inDiscard(game, 0, Card::Wild), 1);
        QCOMPARE(fatigueInDiscard(game, 0), 1); // the bear on the middle hex
    }

    void drawOneReshuffles()
    {
        SalmonGame game = gameOn(TestRiver().symbol({2, 3}, Symbol::DrawOne));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward}, {}, {Card::Rapids});
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(salmonOf(game, 0).hand[Card::Rapids], 1);
        QCOMPARE(salmonOf(game, 0).pile.discardCount(), 0);
        // Both piles empty: nothing.
        SalmonGame empty = gameOn(TestRiver().symbol({2, 3}, Symbol::DrawOne));
        place(empty, 0, {2, 2});
        setCards(empty, 0, {Card::SwimForward});
        PLAY(empty, action::playSwim(SwimMove::Forward));
        QCOMPARE(salmonOf(empty, 0).hand.total(), 0);
        // The top of the draw pile first.
        SalmonGame top = gameOn(TestRiver().symbol({2, 3}, Symbol::DrawOne));
        place(top, 0, {2, 2});
        setCards(top, 0, {Card::SwimForward}, {Card::Bear, Card::Eagle}, {Card::Rapids});
        PLAY(top, action::playSwim(SwimMove::Forward));
        QCOMPARE(salmonOf(top, 0).hand[Card::Eagle], 1);
    }

    void eagleHex() { checkTakes(Symbol::Eagle, Card::Eagle); }
    void currentHex() { checkTakes(Symbol::Current, Card::Current); }
    void rapidsHex() { checkTakes(Symbol::Rapids, Card::Rapids); }
    void wildHex() { checkTakes(Symbol::Wild, Card::Wild); }
    void bearPawGivesBearCard() { checkTakes(Symbol::BearPaw, Card::Bear); }

    void fatigueHex()
    {
        SalmonGame game = gameOn(TestRiver().symbol({2, 3}, Symbol::Fatigue));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward});
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(fatigueInDiscard(game, 0), 1);
        QCOMPARE(game.state().fatigueDeck, FatigueDeckSize - 1);
    }

    void currentOrRapidsChoice()
    {
        SalmonGame game = gameOn(TestRiver().symbol({2, 3}, Symbol::CurrentOrRapids));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::SwimForward});
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(game.legalActions(),
                 (ActionList{action::takeCard(Card::Current), action::takeCard(Card::Rapids)}));
        PLAY(game, action::takeCard(Card::Rapids));
        QCOMPARE(inDiscard(game, 0, Card::Rapids), 1);
        // Only Current left: taken without asking.
        game.mutableState().supply[Card::Rapids] = 0;
        place(game, 0, {2, 2});
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(game.phase(), Phase::PlayCards);
        QCOMPARE(inDiscard(game, 0, Card::Current), 1);
    }

    void reedsRemoveFromHandDrawDiscard()
    {
        SalmonGame game = gameOn(TestRiver().symbol({2, 3}, Symbol::Reeds));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::Bear}, {Card::Eagle}, {Card::Fatigue});
        game.mutableState().fatigueDeck = 10;
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(game.phase(), Phase::Reeds);
        QCOMPARE(game.legalActions(),
                 (ActionList{action::reedsRemove(action::Hand, Card::Bear),
                             action::reedsRemove(action::DrawPile, Card::Eagle),
                             action::reedsRemove(action::DiscardPile, Card::Fatigue),
                             action::ReedsDone}));
        PLAY(game, action::reedsRemove(action::DiscardPile, Card::Fatigue));
        QCOMPARE(game.state().fatigueDeck, 11); // Fatigue goes back to the Fatigue deck
        QCOMPARE(fatigueInDiscard(game, 0), 0);
        QCOMPARE(game.phase(), Phase::PlayCards); // one removal only
        // From the hand, to the supply; or stop at once.
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::Bear});
        PLAY(game, action::playSwim(SwimMove::Forward));
        PLAY(game, action::reedsRemove(action::Hand, Card::Bear));
        QCOMPARE(salmonOf(game, 0).hand[Card::Bear], 0);
        QCOMPARE(game.state().supply[Card::Bear], additionalDeck()[Card::Bear] + 1);
        setCards(game, 0, {Card::SwimForward, Card::Bear});
        game.mutableState().cardsPlayed = 0;
        place(game, 0, {2, 2});
        PLAY(game, action::playSwim(SwimMove::Forward));
        PLAY(game, action::ReedsDone);
        QCOMPARE(salmonOf(game, 0).hand[Card::Bear], 1);
    }

    void doubleReedsRemovesTwo()
    {
        SalmonGame game = gameOn(TestRiver().symbol({2, 3}, Symbol::DoubleReeds));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::Wild}, {}, {Card::Eagle});
        PLAY(game, action::playSwim(SwimMove::Forward));
        PLAY(game, action::reedsRemove(action::Hand, Card::Wild));
        QCOMPARE(game.phase(), Phase::Reeds);
        QCOMPARE(game.pending()->count, 1);
        PLAY(game, action::reedsRemove(action::DiscardPile, Card::Eagle));
        QCOMPARE(game.phase(), Phase::PlayCards);
        QCOMPARE(game.state().supply[Card::Wild], additionalDeck()[Card::Wild] + 1);
        QCOMPARE(game.state().supply[Card::Eagle], additionalDeck()[Card::Eagle] + 1);
    }

    void reedsReshufflesDrawPile()
    {
        SalmonGame game = gameOn(TestRiver().symbol({2, 3}, Symbol::Reeds));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward},
                 {Card::Bear, Card::Eagle, Card::Wild, Card::Current, Card::Rapids, Card::Fatigue},
                 {Card::SwimLeft});
        PLAY(game, action::playSwim(SwimMove::Forward));
        const Rng before = game.state().rng;
        SalmonGame fromDiscard(game.state());
        PLAY(game, action::reedsRemove(action::DrawPile, Card::Eagle));
        QVERIFY(!(game.state().rng == before)); // the draw pile was shuffled
        const Salmon &salmon = salmonOf(game, 0);
        QCOMPARE(salmon.pile.drawCount(), 5);
        QCOMPARE(salmon.pile.countInDraw(Card::Eagle), 0);
        QCOMPARE(salmon.pile.discardCount(), 1); // not shuffled with the discard pile
        QCOMPARE(salmon.pile.countInDiscard(Card::SwimLeft), 1);
        // A removal from the discard pile shuffles nothing.
        PLAY(fromDiscard, action::reedsRemove(action::DiscardPile, Card::SwimLeft));
        QVERIFY(fromDiscard.state().rng == before);
    }

    // HEXAGONES SPÉCIAUX: what a hex gives is what the supply holds when the salmon arrives. A
    // Double Swim over a Current-or-Rapids hex and then a Current hex, with one Current left: the
    // choice on the first hex comes first and may take that Current; the second hex then gives
    // nothing.
    void supplyChoiceSettledOnArrival()
    {
        TestRiver river;
        river.symbol({2, 3}, Symbol::CurrentOrRapids).symbol({2, 4}, Symbol::Current);
        SalmonGame game = gameOn(river);
        game.mutableState().supply[Card::Current] = 1;
        game.mutableState().supply[Card::Rapids] = 1;
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::DoubleForward});
        PLAY(game, action::playSwim(SwimMove::DoubleForward));
        QCOMPARE(game.phase(), Phase::ChooseSupply);
        QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 3})); // the second hex is not entered yet
        QCOMPARE(game.legalActions(),
                 (ActionList{action::takeCard(Card::Current), action::takeCard(Card::Rapids)}));
        PLAY(game, action::takeCard(Card::Current));
        QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 4}));
        QCOMPARE(inDiscard(game, 0, Card::Current), 1);
        QCOMPARE(inDiscard(game, 0, Card::Rapids), 0);
        QCOMPARE(game.state().supply[Card::Rapids], 1);
        QCOMPARE(game.phase(), Phase::PlayCards);
    }

    // Rulebook "Roseaux": "Les cartes retirées sont remises dans leurs decks respectifs". A card
    // of the player's starting deck leaves the game (the supply never holds more than the
    // additional deck); a card taken from the supply goes back to its pile; the census balances.
    void reedsReturnCardsWhereTheyCameFrom()
    {
        TestRiver river;
        river.symbol({2, 3}, Symbol::Reeds);
        river.symbol({2, 5}, Symbol::Wild).symbol({2, 6}, Symbol::Reeds);
        // A real setup: every card of the hands and draw piles comes from a starting deck. The
        // first seed whose seat 0 holds a Swim Forward and a Wild.
        std::uint64_t seed = 1;
        for (; seed < 200; ++seed) {
            const SalmonGame probe(river.map(), 2, seed);
            const CardCounts &hand = probe.state().salmon[0].hand;
            if (hand[Card::SwimForward] > 0 && hand[Card::Wild] > 0)
                break;
        }
        SalmonGame game(river.map(), 2, seed);
        SalmonState &s = game.mutableState();
        s.active = s.firstPlayer = 0;
        setBears(game, {});
        place(game, 0, {2, 2});
        const std::vector<int> census = game.cardCensus();
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(game.phase(), Phase::Reeds);
        PLAY(game, action::reedsRemove(action::Hand, Card::Wild));
        QCOMPARE(game.state().supply[Card::Wild], additionalDeck()[Card::Wild]); // not 7 of 6
        QVERIFY(game.cardCensus() == census);
        // A Wild taken from the supply goes back to its pile when removed.
        place(game, 0, {2, 4});
        ++s.salmon[0].hand[Card::SwimForward];
        PLAY(game, action::playSwim(SwimMove::Forward)); // takes a Wild: 5 left
        QCOMPARE(game.state().supply[Card::Wild], additionalDeck()[Card::Wild] - 1);
        ++s.salmon[0].hand[Card::SwimForward];
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(game.phase(), Phase::Reeds);
        PLAY(game, action::reedsRemove(action::DiscardPile, Card::Wild));
        QCOMPARE(game.state().supply[Card::Wild], additionalDeck()[Card::Wild]);
    }

private:
    void checkTakes(Symbol symbol, Card card)
    {
        SalmonGame game = gameOn(TestRiver().symbol({2, 3}, symbol));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward});
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(game.phase(), Phase::PlayCards);
        QCOMPARE(inDiscard(game, 0, card), 1);
        QCOMPARE(salmonOf(game, 0).pile.discardCount(), 1);
        QCOMPARE(game.state().supply[card], additionalDeck()[card] - 1);
    }
};

QTEST_GUILESS_MAIN(TestSalmonHexes)
#include "tst_salmon_hexes.moc"
