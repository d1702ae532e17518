// Salmon Run rules of the cards that act on every salmon or on a hand, one named test per rule.
// Rulebook (salmon-run.fr.txt): COURANT (CURRENT) (the Current card: arrows, the die for two
// arrows, waterfalls push further, special hexes apply), RAPIDES and NOMBRE DE FLÈCHES COURANT
// (the Rapids card: one discard per outgoing arrow), AIGLE (EAGLE) (the Eagle card: look at a
// hand, discard one of its cards) and CARTES DE CONTRE (counters, also of one's own card, not a
// played card, nothing counters a Bear). docs/rules/salmon.md: Current card, Rapids card (discards
// chosen), Eagle card, Counters (in turn order), Hidden information.
// Each test builds an explicit position on a small river of water hexes (SalmonTestSupport.h) and
// checks the exact outcome; docs/rules/salmon.md names the test for each rule.
#include "SalmonTestSupport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <array>

using namespace cw;
using namespace cw::salmon;
using namespace cw::salmon::test;

class TestSalmonRiverEffects : public QObject {
    Q_OBJECT
private slots:
    // ---- Current and rapids ----
    void currentFollowsArrow()
    {
        SalmonGame game = gameOn(TestRiver().arrows({2, 5}, Direction::South));
        place(game, 0, {0, 0});
        place(game, 1, {2, 5});
        setCards(game, 0, {Card::Current});
        PLAY(game, action::PlayCurrent);
        declineCounters(game); // seat 1 is asked, though it holds no Current
        QCOMPARE(salmonOf(game, 1).hex, (Hex{2, 4}));
        QCOMPARE(salmonOf(game, 0).hex, (Hex{0, 0})); // no arrow: stays
        QCOMPARE(game.state().cardsPlayed, 1);
    }

    void currentTwoArrowsDie()
    {
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            SalmonGame game =
                gameOn(TestRiver().arrows({2, 5}, Direction::South, int(Direction::SouthWest)));
            game.mutableState().rng.reseed(seed);
            place(game, 0, {0, 0});
            place(game, 1, {2, 5});
            setCards(game, 0, {Card::Current});
            PLAY(game, action::PlayCurrent);
            declineCounters(game);
            const bool odd = game.state().lastDie % 2 == 1;
            QCOMPARE(salmonOf(game, 1).hex, odd ? (Hex{2, 4}) : (Hex{1, 4}));
        }
    }

    void currentWaterfallPushesFurther()
    {
        TestRiver river;
        river.arrows({2, 5}, Direction::South);
        river.terrain({2, 4}, Terrain::Waterfall).arrows({2, 4}, Direction::South);
        river.terrain({2, 3}, Terrain::Waterfall).arrows({2, 3}, Direction::SouthEast);
        SalmonGame game = gameOn(river);
        place(game, 0, {0, 0});
        place(game, 1, {2, 5});
        setCards(game, 0, {Card::Current});
        PLAY(game, action::PlayCurrent);
        declineCounters(game);
        QCOMPARE(salmonOf(game, 1).hex, (Hex{3, 2})); // two waterfalls further
    }

    void currentAppliesSpecialHex()
    {
        TestRiver river;
        river.arrows({2, 5}, Direction::South).symbol({2, 4}, Symbol::Swim);
        SalmonGame game = gameOn(river);
        place(game, 0, {0, 0});
        place(game, 1, {2, 5});
        setBears(game, {{2, 4}});
        setCards(game, 0, {Card::Current});
        PLAY(game, action::PlayCurrent);
        declineCounters(game);
        QCOMPARE(fatigueInDiscard(game, 1), 1);
        QCOMPARE(game.phase(), Phase::ChooseSupply); // seat 1 chooses
        QCOMPARE(game.currentSeat(), 1);
        PLAY(game, action::takeCard(Card::SwimRight));
        QCOMPARE(inDiscard(game, 1, Card::SwimRight), 1);
        QCOMPARE(game.currentSeat(), 0);
    }

    void currentMaySpawn()
    {
        SalmonGame game = gameOn(TestRiver().arrows({2, 8}, Direction::North));
        place(game, 0, {0, 0});
        place(game, 1, {2, 8});
        setCards(game, 0, {Card::Current});
        PLAY(game, action::PlayCurrent);
        declineCounters(game);
        QVERIFY(salmonOf(game, 1).spawned);
        QVERIFY(game.state().endingRound);
    }

    void rapidsDiscardPerArrow()
    {
        TestRiver river;
        river.arrows({2, 5}, Direction::South, int(Direction::SouthWest));
        river.arrows({4, 5}, Direction::South);
        SalmonGame game = gameOn(river, 3);
        place(game, 0, {0, 0});
        place(game, 1, {2, 5});
        place(game, 2, {4, 5});
        setCards(game, 0, {Card::Rapids, Card::SwimForward});
        setCards(game, 1, {Card::SwimForward, Card::Bear, Card::Eagle});
        setCards(game, 2, {Card::Wild, Card::Wild});
        PLAY(game, action::PlayRapids);
        declineCounters(game); // seats 1 and 2 are asked, though neither holds a Rapids
        QCOMPARE(salmonOf(game, 0).hand.total(), 1); // no arrow: untouched
        QCOMPARE(game.phase(), Phase::RapidsDiscard);
        QCOMPARE(game.currentSeat(), 1);
        QCOMPARE(game.pending()->count, 2);
        PLAY(game, action::discard(Card::Bear));
        QCOMPARE(game.currentSeat(), 1);
        PLAY(game, action::discard(Card::Eagle));
        QCOMPARE(salmonOf(game, 1).hand, cards({Card::SwimForward}));
        QCOMPARE(game.currentSeat(), 2); // one arrow: one of its two cards
        PLAY(game, action::discard(Card::Wild));
        QCOMPARE(salmonOf(game, 2).hand, cards({Card::Wild}));
        QCOMPARE(inDiscard(game, 2, Card::Wild), 1);
        QCOMPARE(game.phase(), Phase::PlayCards);
    }

    // Which seats are asked to discard for a Rapids shows nothing of their hands: a hand of a
    // single card type is asked all the same (it may only discard that type; skipping it would
    // tell everyone the rest of the hand), and only a discard of the whole hand, which the hand
    // size (public) decides, is made without asking.
    void rapidsDiscardAskedWhateverTheHandHolds()
    {
        TestRiver river;
        river.arrows({2, 5}, Direction::South, int(Direction::SouthWest));
        river.arrows({4, 5}, Direction::South);
        SalmonGame game = gameOn(river, 3);
        place(game, 0, {0, 0});
        place(game, 1, {2, 5});
        place(game, 2, {4, 5});
        setCards(game, 0, {Card::Rapids});
        setCards(game, 1,
                 {Card::Fatigue, Card::Fatigue, Card::Fatigue}); // two arrows: two of three
        setCards(game, 2, {Card::Bear});                         // one arrow: its whole hand
        PLAY(game, action::PlayRapids);
        declineCounters(game);
        QCOMPARE(game.phase(), Phase::RapidsDiscard);
        QCOMPARE(game.currentSeat(), 1);
        QCOMPARE(game.legalActions(), ActionList{action::discard(Card::Fatigue)});
        PLAY(game, action::discard(Card::Fatigue));
        QCOMPARE(game.currentSeat(), 1);
        PLAY(game, action::discard(Card::Fatigue));
        QCOMPARE(salmonOf(game, 1).hand, cards({Card::Fatigue}));
        // Seat 2's one card, one arrow: its whole hand goes without a question.
        QCOMPARE(salmonOf(game, 2).hand.total(), 0);
        QCOMPARE(inDiscard(game, 2, Card::Bear), 1);
        QCOMPARE(game.phase(), Phase::PlayCards);
    }

    // Rulebook "Courant" with "Roseaux" and the special hexes: within one Current the salmon move
    // one at a time, in turn order from the active player, and each one's hex is settled (its
    // choices answered) before the next salmon moves. Seat 1 reaches Reeds and returns a Swim
    // Forward to the empty supply before seat 2 moves onto a Swim hex and takes it.
    void currentSettlesEachSalmonInTurnOrder()
    {
        TestRiver river;
        river.arrows({2, 5}, Direction::South).symbol({2, 4}, Symbol::Reeds);
        river.arrows({4, 5}, Direction::South).symbol({4, 4}, Symbol::Swim);
        SalmonGame game = gameOn(river, 3);
        SalmonState &s = game.mutableState();
        s.supply[Card::SwimForward] = s.supply[Card::SwimLeft] = s.supply[Card::SwimRight] = 0;
        place(game, 0, {0, 0});
        place(game, 1, {2, 5});
        place(game, 2, {4, 5});
        setCards(game, 0, {Card::Current});
        setCards(game, 1, {Card::SwimForward});
        PLAY(game, action::PlayCurrent);
        while (game.phase() == Phase::Counter)
            PLAY(game, action::NoCounter);
        QCOMPARE(game.phase(), Phase::Reeds);
        QCOMPARE(game.currentSeat(), 1);
        QCOMPARE(salmonOf(game, 1).hex, (Hex{2, 4}));
        QCOMPARE(salmonOf(game, 2).hex, (Hex{4, 5})); // not moved before seat 1's hex is settled
        PLAY(game, action::reedsRemove(action::Hand, Card::SwimForward));
        QCOMPARE(salmonOf(game, 2).hex, (Hex{4, 4}));
        QCOMPARE(inDiscard(game, 2, Card::SwimForward), 1); // the one seat 1 gave back
        QCOMPARE(game.state().supply[Card::SwimForward], 0);
        QCOMPARE(game.phase(), Phase::PlayCards);
    }

    // ---- Counters ----
    // CARTES DE CONTRE with hidden hands: every affected seat is asked, holding the card or not
    // (a seat without one can only decline), so nobody learns from the prompts who holds one.
    void counterAskedOfEveryAffectedSeat()
    {
        std::array<QJsonObject, 2> views;
        for (int holder = 1; holder <= 2; ++holder) {
            TestRiver river;
            river.arrows({2, 5}, Direction::South).arrows({4, 5}, Direction::South);
            SalmonGame game = gameOn(river, 3);
            place(game, 0, {0, 0});
            place(game, 1, {2, 5});
            place(game, 2, {4, 5});
            setCards(game, 0, {Card::Current});
            setCards(game, 1, {holder == 1 ? Card::Current : Card::Rapids});
            setCards(game, 2, {holder == 2 ? Card::Current : Card::Rapids});
            PLAY(game, action::PlayCurrent);
            QCOMPARE(game.phase(), Phase::Counter);
            QCOMPARE(game.currentSeat(), 1);
            QCOMPARE(game.state().pendingCount, 2); // seats 1 and 2; seat 0 has no arrow
            const QJsonObject view = game.viewFor(0);
            views[std::size_t(holder - 1)] = QJsonObject{
                {QStringLiteral("pending"), view.value(QStringLiteral("pending"))},
                {QStringLiteral("currentSeat"), view.value(QStringLiteral("currentSeat"))}};
            // The seat without a Current can only decline.
            const int without = holder == 1 ? 2 : 1;
            if (without == 1) {
                QCOMPARE(game.legalActions(), ActionList{action::NoCounter});
                PLAY(game, action::NoCounter);
                QCOMPARE(game.legalActions(), (ActionList{action::Counter, action::NoCounter}));
                PLAY(game, action::Counter);
            } else {
                QCOMPARE(game.legalActions(), (ActionList{action::Counter, action::NoCounter}));
                PLAY(game, action::Counter);
                QCOMPARE(game.legalActions(), ActionList{action::NoCounter});
                PLAY(game, action::NoCounter);
            }
            QCOMPARE(salmonOf(game, holder).hex, holder == 1 ? (Hex{2, 5}) : (Hex{4, 5}));
            QCOMPARE(salmonOf(game, without).hex, without == 1 ? (Hex{2, 4}) : (Hex{4, 4}));
        }
        QCOMPARE(views[0], views[1]);
        // The eagle's target is asked too.
        SalmonGame eagle = gameOn(TestRiver());
        setCards(eagle, 0, {Card::Eagle});
        setCards(eagle, 1, {Card::Wild});
        PLAY(eagle, action::PlayEagle);
        PLAY(eagle, action::eagleTarget(1));
        QCOMPARE(eagle.phase(), Phase::Counter);
        QCOMPARE(eagle.legalActions(), ActionList{action::NoCounter});
        PLAY(eagle, action::NoCounter);
        QCOMPARE(eagle.phase(), Phase::EagleDiscard);
    }

    void counterCurrent()
    {
        SalmonGame game = gameOn(TestRiver().arrows({2, 5}, Direction::South), 3);
        place(game, 0, {0, 0});
        place(game, 1, {2, 5});
        place(game, 2, {2, 5});
        setCards(game, 0, {Card::Current});
        setCards(game, 1, {Card::Current});
        setCards(game, 2, {Card::Rapids}); // no Current: asked, and can only decline
        PLAY(game, action::PlayCurrent);
        QCOMPARE(game.phase(), Phase::Counter);
        QCOMPARE(game.currentSeat(), 1);
        PLAY(game, action::Counter);
        QCOMPARE(game.currentSeat(), 2);
        QCOMPARE(game.legalActions(), ActionList{action::NoCounter});
        PLAY(game, action::NoCounter);
        QCOMPARE(salmonOf(game, 1).hex, (Hex{2, 5}));
        QCOMPARE(inDiscard(game, 1, Card::Current), 1);
        QCOMPARE(salmonOf(game, 2).hex, (Hex{2, 4}));
        // Declining: carried along.
        SalmonGame decline = gameOn(TestRiver().arrows({2, 5}, Direction::South));
        place(decline, 1, {2, 5});
        setCards(decline, 0, {Card::Current});
        setCards(decline, 1, {Card::Current});
        PLAY(decline, action::PlayCurrent);
        PLAY(decline, action::NoCounter);
        QCOMPARE(salmonOf(decline, 1).hex, (Hex{2, 4}));
        QCOMPARE(salmonOf(decline, 1).hand[Card::Current], 1);
    }

    void counterRapids()
    {
        SalmonGame game = gameOn(TestRiver().arrows({2, 5}, Direction::South));
        place(game, 0, {0, 0});
        place(game, 1, {2, 5});
        setCards(game, 0, {Card::Rapids});
        setCards(game, 1, {Card::Rapids, Card::Bear, Card::Eagle});
        PLAY(game, action::PlayRapids);
        QCOMPARE(game.phase(), Phase::Counter);
        PLAY(game, action::Counter);
        QCOMPARE(salmonOf(game, 1).hand, cards({Card::Bear, Card::Eagle}));
        QCOMPARE(game.phase(), Phase::PlayCards);
    }

    void counterEagle()
    {
        SalmonGame game = gameOn(TestRiver());
        setCards(game, 0, {Card::Eagle});
        setCards(game, 1, {Card::Eagle, Card::Wild});
        PLAY(game, action::PlayEagle);
        PLAY(game, action::eagleTarget(1));
        QCOMPARE(game.phase(), Phase::Counter);
        QCOMPARE(game.currentSeat(), 1);
        PLAY(game, action::Counter);
        QCOMPARE(salmonOf(game, 1).hand, cards({Card::Wild}));
        QCOMPARE(inDiscard(game, 1, Card::Eagle), 1);
        QCOMPARE(game.phase(), Phase::PlayCards);
        // Declining lets the eagle strike.
        SalmonGame decline = gameOn(TestRiver());
        setCards(decline, 0, {Card::Eagle});
        setCards(decline, 1, {Card::Eagle, Card::Wild});
        PLAY(decline, action::PlayEagle);
        PLAY(decline, action::eagleTarget(1));
        PLAY(decline, action::NoCounter);
        QCOMPARE(decline.phase(), Phase::EagleDiscard);
        QCOMPARE(decline.currentSeat(), 0);
    }

    void counterOwnCard()
    {
        SalmonGame game = gameOn(TestRiver().arrows({2, 5}, Direction::South));
        place(game, 0, {2, 5});
        place(game, 1, {0, 0});
        setCards(game, 0, {Card::Current, Card::Current});
        PLAY(game, action::PlayCurrent);
        QCOMPARE(game.phase(), Phase::Counter);
        QCOMPARE(game.currentSeat(), 0);
        PLAY(game, action::Counter);
        QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 5}));
        // A single copy cannot counter itself: asked, the player can only decline.
        SalmonGame single = gameOn(TestRiver().arrows({2, 5}, Direction::South));
        place(single, 0, {2, 5});
        setCards(single, 0, {Card::Current});
        PLAY(single, action::PlayCurrent);
        QCOMPARE(single.legalActions(), ActionList{action::NoCounter});
        PLAY(single, action::NoCounter);
        QCOMPARE(salmonOf(single, 0).hex, (Hex{2, 4}));
    }

    void counterIsNotAPlayedCard()
    {
        SalmonGame game = gameOn(TestRiver().arrows({2, 5}, Direction::South));
        place(game, 0, {2, 5});
        setCards(game, 0, {Card::Current, Card::Current, Card::Fatigue, Card::Fatigue});
        PLAY(game, action::PlayCurrent);
        PLAY(game, action::Counter);
        QCOMPARE(game.state().cardsPlayed, 1);
        QCOMPARE(salmonOf(game, 0).played, cards({Card::Current}));
        QCOMPARE(inDiscard(game, 0, Card::Current), 1);
        PLAY(game, action::PlayFatigue);
        QCOMPARE(game.state().active, 0); // two cards played: the turn goes on
    }

    void nothingCountersBear()
    {
        SalmonGame game = gameOn(TestRiver());
        setBears(game, {{4, 4}});
        setCards(game, 0, {Card::Bear});
        setCards(game, 1, {Card::Bear, Card::Eagle, Card::Current, Card::Rapids});
        PLAY(game, action::PlayBear);
        QCOMPARE(game.phase(), Phase::MoveBear);
        QCOMPARE(game.currentSeat(), 0);
    }

    // ---- Eagle ----
    void eagleLooksAndDiscards()
    {
        SalmonGame game = gameOn(TestRiver(), 3);
        setCards(game, 0, {Card::Eagle});
        setCards(game, 2, {Card::Wild, Card::Wild, Card::Bear});
        PLAY(game, action::PlayEagle);
        QCOMPARE(game.phase(), Phase::EagleTarget);
        QCOMPARE(game.legalActions(), (ActionList{action::eagleTarget(0), action::eagleTarget(1),
                                                  action::eagleTarget(2)}));
        PLAY(game, action::eagleTarget(2));
        QCOMPARE(game.phase(), Phase::Counter); // asked, though it holds no Eagle
        PLAY(game, action::NoCounter);
        QCOMPARE(game.phase(), Phase::EagleDiscard);
        QCOMPARE(game.currentSeat(), 0);
        QCOMPARE(game.legalActions(),
                 (ActionList{action::discard(Card::Wild), action::discard(Card::Bear)}));
        // The active player sees the target's hand; nobody else does.
        const QJsonArray salmon = game.viewFor(0).value(QStringLiteral("salmon")).toArray();
        QVERIFY(salmon.at(2).toObject().contains(QStringLiteral("hand")));
        const QJsonArray others = game.viewFor(1).value(QStringLiteral("salmon")).toArray();
        QVERIFY(!others.at(2).toObject().contains(QStringLiteral("hand")));
        PLAY(game, action::discard(Card::Wild));
        QCOMPARE(salmonOf(game, 2).hand, cards({Card::Wild, Card::Bear}));
        QCOMPARE(inDiscard(game, 2, Card::Wild), 1);
        QCOMPARE(game.phase(), Phase::PlayCards);
        // An empty hand: nothing happens.
        SalmonGame empty = gameOn(TestRiver());
        setCards(empty, 0, {Card::Eagle});
        PLAY(empty, action::PlayEagle);
        PLAY(empty, action::eagleTarget(1));
        QCOMPARE(empty.phase(), Phase::PlayCards);
    }

    void eagleOnOwnHand()
    {
        SalmonGame game = gameOn(TestRiver());
        setCards(game, 0, {Card::Eagle, Card::Fatigue, Card::SwimLeft});
        PLAY(game, action::PlayEagle);
        PLAY(game, action::eagleTarget(0));
        PLAY(game, action::NoCounter); // its own hand: asked like any target
        QCOMPARE(game.legalActions(),
                 (ActionList{action::discard(Card::SwimLeft), action::discard(Card::Fatigue)}));
        PLAY(game, action::discard(Card::Fatigue));
        QCOMPARE(salmonOf(game, 0).hand, cards({Card::SwimLeft}));
        QCOMPARE(fatigueInDiscard(game, 0), 1);
    }
};

QTEST_GUILESS_MAIN(TestSalmonRiverEffects)
#include "tst_salmon_river_effects.moc"
