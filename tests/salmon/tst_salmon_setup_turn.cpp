// Salmon Run rules of setup and of the turn's frame, one named test per rule. Rulebook
// (salmon-run.fr.txt): MISE EN PLACE (bears on the paws, start hexes, four cards dealt, first
// player by the die), GAMEPLAY (up to three cards, fatigue from three Swim cards, a turn of
// Fatigue cards only), CARTES FATIGUE, TAILLE DE LA MAIN, DÉFAUSSE (drawing up to four with a
// reshuffle) and VARIANTE DECK DE DÉPART. docs/rules/salmon.md: Setup (starting deck, additional
// deck), A turn, Fatigue (empty Fatigue deck), End of the turn.
// Each test builds an explicit position on a small river of water hexes (SalmonTestSupport.h) and
// checks the exact outcome; docs/rules/salmon.md names the test for each rule.
#include "SalmonTestSupport.h"

#include <QTest>

using namespace cw;
using namespace cw::salmon;
using namespace cw::salmon::test;

class TestSalmonSetupTurn : public QObject {
    Q_OBJECT
private slots:
    // ---- Setup ----
    void setupPlacesBearsOnPaws()
    {
        TestRiver river;
        for (int row = 1; row <= 7; ++row)
            river.symbol({0, row}, Symbol::BearPaw);
        const SalmonGame game(river.map(), 4, 3);
        QCOMPARE(game.state().bearCount, BearTokens); // seven paws, six bears
        for (int bear = 0; bear < BearTokens; ++bear)
            QCOMPARE(game.state().bears[std::size_t(bear)], (Hex{0, bear + 1}));
        // Three start hexes: seat 3 shares seat 0's.
        QCOMPARE(salmonOf(game, 0).hex, (Hex{1, 0}));
        QCOMPARE(salmonOf(game, 1).hex, (Hex{3, 0}));
        QCOMPARE(salmonOf(game, 2).hex, (Hex{5, 0}));
        QCOMPARE(salmonOf(game, 3).hex, (Hex{1, 0}));
    }

    void setupDealsFourCards()
    {
        const SalmonGame game(TestRiver().map(), 3, 9);
        QCOMPARE(game.state().supply, additionalDeck());
        QCOMPARE(game.state().fatigueDeck, FatigueDeckSize);
        for (int seat = 0; seat < 3; ++seat) {
            const Salmon &salmon = salmonOf(game, seat);
            QCOMPARE(salmon.hand.total(), 4);
            QCOMPARE(salmon.pile.drawCount(), 7);
            QCOMPARE(salmon.pile.discardCount(), 0);
            CardCounts all = salmon.hand;
            for (int type = 0; type < CardTypeCount; ++type)
                all[Card(type)] =
                    std::uint8_t(all[Card(type)] + salmon.pile.countInDraw(Card(type)));
            QCOMPARE(all, standardSwimDeck());
        }
    }

    void firstPlayerByDie()
    {
        std::array<int, MaxPlayers> firsts{};
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            const SalmonGame game(TestRiver().map(), 3, seed);
            const SalmonState &s = game.state();
            QVERIFY(s.lastDie >= 1 && s.lastDie <= 3); // 4-6 are rerolled
            QCOMPARE(s.firstPlayer, s.lastDie - 1);
            QCOMPARE(s.active, s.firstPlayer);
            QCOMPARE(game.currentSeat(), s.firstPlayer);
            ++firsts[std::size_t(s.firstPlayer)];
        }
        for (int seat = 0; seat < 3; ++seat)
            QVERIFY(firsts[std::size_t(seat)] > 60);
    }

    void variantDeck()
    {
        const SalmonGame game(TestRiver().map(), 2, 4, {true, {}});
        for (int seat = 0; seat < 2; ++seat) {
            const Salmon &salmon = salmonOf(game, seat);
            CardCounts all = salmon.hand;
            for (int type = 0; type < CardTypeCount; ++type)
                all[Card(type)] =
                    std::uint8_t(all[Card(type)] + salmon.pile.countInDraw(Card(type)));
            QCOMPARE(all, variantSwimDeck());
            QCOMPARE(salmon.hand.total(), 4);
            QCOMPARE(salmon.pile.drawCount(), 4);
        }
    }

    // ---- Playing cards and fatigue ----
    void threeSwimCardsAddFatigue()
    {
        SalmonGame game = gameOn(TestRiver());
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::Wild, Card::DoubleForward, Card::Bear},
                 {Card::Bear, Card::Bear, Card::Bear, Card::Bear});
        PLAY(game, action::playSwim(SwimMove::Forward));
        PLAY(game, action::playSwim(SwimMove::WildForward));
        QCOMPARE(game.state().fatigueDeck, FatigueDeckSize);
        QCOMPARE(fatigueInDiscard(game, 0), 0);
        PLAY(game, action::playSwim(SwimMove::DoubleForward)); // the third Swim card
        QCOMPARE(game.state().fatigueDeck, FatigueDeckSize - 1);
        QCOMPARE(fatigueInDiscard(game, 0), 1);
        QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 6}));
        QCOMPARE(game.state().active, 1); // the third card ended the turn
        // Two Swims and a Bear: no fatigue.
        SalmonGame other = gameOn(TestRiver());
        place(other, 0, {2, 2});
        setCards(other, 0, {Card::SwimForward, Card::SwimForward, Card::Bear});
        PLAY(other, action::playSwim(SwimMove::Forward));
        PLAY(other, action::PlayBear);
        PLAY(other, action::playSwim(SwimMove::Forward));
        QCOMPARE(other.state().fatigueDeck, FatigueDeckSize);
    }

    void onlyFatigueReturnsOne()
    {
        SalmonGame game = gameOn(TestRiver());
        setCards(game, 0, {Card::Fatigue, Card::Fatigue, Card::Fatigue},
                 {Card::SwimLeft, Card::SwimLeft, Card::SwimLeft, Card::SwimLeft});
        game.mutableState().fatigueDeck = 20;
        PLAY(game, action::PlayFatigue);
        PLAY(game, action::PlayFatigue);
        PLAY(game, action::EndTurn);
        QCOMPARE(game.state().fatigueDeck, 21);
        QCOMPARE(fatigueInDiscard(game, 0), 1);
        QCOMPARE(salmonOf(game, 0).hand[Card::Fatigue], 1);
        // Fatigue mixed with another card: nothing returns.
        SalmonGame mixed = gameOn(TestRiver());
        place(mixed, 0, {2, 2});
        setCards(mixed, 0, {Card::Fatigue, Card::SwimForward},
                 {Card::Bear, Card::Bear, Card::Bear, Card::Bear});
        mixed.mutableState().fatigueDeck = 20;
        PLAY(mixed, action::PlayFatigue);
        PLAY(mixed, action::playSwim(SwimMove::Forward));
        PLAY(mixed, action::EndTurn);
        QCOMPARE(mixed.state().fatigueDeck, 20);
        QCOMPARE(fatigueInDiscard(mixed, 0), 1);
        // No card played: nothing returns either.
        SalmonGame none = gameOn(TestRiver());
        setCards(none, 0, {Card::Fatigue});
        none.mutableState().fatigueDeck = 20;
        PLAY(none, action::EndTurn);
        QCOMPARE(none.state().fatigueDeck, 20);
    }

    void emptyFatigueDeck()
    {
        SalmonGame game = gameOn(TestRiver());
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::SwimForward, Card::SwimForward});
        game.mutableState().fatigueDeck = 0;
        PLAY(game, action::playSwim(SwimMove::Forward));
        PLAY(game, action::playSwim(SwimMove::Forward));
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(game.state().fatigueDeck, 0);
        QCOMPARE(fatigueInDiscard(game, 0), 0);
        QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 5}));
    }

    void endTurnWithoutPlaying()
    {
        SalmonGame game = gameOn(TestRiver());
        setCards(game, 0, {Card::SwimForward}, {Card::Bear, Card::Bear, Card::Bear});
        QVERIFY(listed(game, action::EndTurn));
        PLAY(game, action::EndTurn);
        QCOMPARE(game.state().active, 1);
        QCOMPARE(salmonOf(game, 0).hand[Card::Bear], 3);
    }

    // ---- End of turn ----
    void handLimitOnlyAtOwnTurnEnd()
    {
        SalmonGame game = gameOn(TestRiver());
        setCards(game, 0, {}, {Card::Bear, Card::Bear, Card::Bear, Card::Bear});
        setCards(game, 1, {Card::Wild, Card::Wild, Card::Wild, Card::Wild, Card::Wild, Card::Wild},
                 {Card::Bear});
        PLAY(game, action::EndTurn);
        QCOMPARE(game.state().active, 1);
        QCOMPARE(game.phase(), Phase::PlayCards); // seat 1 keeps six cards through seat 0's end
        QCOMPARE(salmonOf(game, 1).hand.total(), 6);
        PLAY(game, action::EndTurn);
        QCOMPARE(game.phase(), Phase::DiscardDown);
        QCOMPARE(game.currentSeat(), 1);
    }

    void discardDownToFour()
    {
        SalmonGame game = gameOn(TestRiver());
        setCards(game, 0,
                 {Card::Wild, Card::Wild, Card::Bear, Card::Eagle, Card::Fatigue, Card::SwimLeft},
                 {Card::Rapids});
        PLAY(game, action::EndTurn);
        QCOMPARE(game.phase(), Phase::DiscardDown);
        QCOMPARE(game.pending()->count, 2);
        PLAY(game, action::discard(Card::Fatigue));
        QCOMPARE(game.phase(), Phase::DiscardDown);
        PLAY(game, action::discard(Card::Wild));
        QCOMPARE(game.phase(), Phase::PlayCards);
        QCOMPARE(game.state().active, 1);
        QCOMPARE(salmonOf(game, 0).hand,
                 cards({Card::Wild, Card::Bear, Card::Eagle, Card::SwimLeft}));
        QCOMPARE(salmonOf(game, 0).pile.drawCount(), 1); // nothing drawn
    }

    void drawUpToFour()
    {
        SalmonGame game = gameOn(TestRiver());
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::Bear}, {Card::Eagle, Card::Wild},
                 {Card::Rapids});
        PLAY(game, action::playSwim(SwimMove::Forward));
        PLAY(game, action::EndTurn);
        // One card in hand, two on the draw pile, then the discard pile (Rapids and the played
        // Swim Forward) is reshuffled for the last one.
        const Salmon &salmon = salmonOf(game, 0);
        QCOMPARE(salmon.hand.total(), 4);
        QCOMPARE(salmon.hand[Card::Bear], 1);
        QCOMPARE(salmon.hand[Card::Eagle], 1);
        QCOMPARE(salmon.hand[Card::Wild], 1);
        QCOMPARE(salmon.pile.drawCount(), 1);
        QCOMPARE(salmon.pile.discardCount(), 0);
        QCOMPARE(salmon.played.total(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSalmonSetupTurn)
#include "tst_salmon_setup_turn.moc"
