// The Easy rower's rules of thumb (rowing/RowingEasyAi.h), one scenario each, and its contract:
// a legal action from the sample alone.
#include "RowingTestSupport.h"
#include "rowing/RowingEasyAi.h"

#include <QTest>

using namespace cw;
using namespace cw::rowing;
using namespace cw::rowing::test;

class TestRowingEasyAi : public QObject {
    Q_OBJECT

private slots:
    void rowsAt45OnOpenWater();
    void dropsTo40ToCrossASplitLineWithAnEmptyPile();
    void playsTheFastestPlayOnOpenWater();
    void crossesASplitLineAtTheLimitRatherThanCrab();
    void coolsDownWhenTheHandIsCluttered();
    void takesMotivationWithAFullPile();
    void declinesMotivationWithItsLastStaminaCard();
    void discardsPaceOnesOnOpenWater();
    void keepsPaceOnesBeforeASplitLineWithALowPile();
    void choosesLegalActionsThroughRandomRaces();
};

namespace {

// Seat 0 to move in a two-boat race on the standard course, boat 1 far behind at space 0.
RowingGame position(int space, Rate rate, const CardCounts &hand, int staminaPile)
{
    RowingGame game = standardGame(2, 5);
    refill(game, 0, hand, staminaPile);
    place(game, 0, space, rate);
    giveTurn(game, 0);
    return game;
}

Action easyChoice(const RowingGame &game)
{
    return RowingEasyAi::ruleAction(game);
}

} // namespace

void TestRowingEasyAi::rowsAt45OnOpenWater()
{
    const RowingGame game = position(30, Rate::Spm45, cards(1, 2, 2, 1), 5);
    QCOMPARE(easyChoice(game), rateAction(Rate::Spm45));
}

void TestRowingEasyAi::dropsTo40ToCrossASplitLineWithAnEmptyPile()
{
    // Any four cards would cross the 500 m line (space 25) above its limit of 4 and crab.
    const RowingGame game = position(22, Rate::Spm45, cards(2, 2, 3), 0);
    QCOMPARE(easyChoice(game), rateAction(Rate::Spm40));
}

void TestRowingEasyAi::playsTheFastestPlayOnOpenWater()
{
    RowingGame game = position(30, Rate::Spm45, cards(2, 2, 3), 5);
    QVERIFY(act(game, rateAction(Rate::Spm45)));
    QCOMPARE(easyChoice(game), playAction(cards(0, 1, 3)));
}

void TestRowingEasyAi::crossesASplitLineAtTheLimitRatherThanCrab()
{
    // At 40 spm with an empty pile before the 500 m line: 3 + 3 would crab, 2 + 2 crosses free.
    RowingGame game = position(23, Rate::Spm40, cards(2, 2, 3), 0);
    QVERIFY(act(game, rateAction(Rate::Spm40)));
    const Action play = easyChoice(game);
    QCOMPARE(playedCardsOf(play).paceSum(), 4);
    QVERIFY(!game.previewPlay(playedCardsOf(play)).crab);
}

void TestRowingEasyAi::coolsDownWhenTheHandIsCluttered()
{
    // Four Stamina cards leave three playable cards: 45 spm would clutter, 35 returns two.
    const RowingGame game = position(30, Rate::Spm40, cards(1, 1, 1, 0, 4), 2);
    QCOMPARE(easyChoice(game), rateAction(Rate::Spm35));
}

void TestRowingEasyAi::takesMotivationWithAFullPile()
{
    RowingGame game = position(10, Rate::Spm45, cards(2, 2, 2, 1), 6);
    place(game, 1, 17);
    QVERIFY(row(game, Rate::Spm45, cards(2, 2))); // to space 16, one behind boat 1
    QVERIFY(game.motivationAvailable());
    QCOMPARE(easyChoice(game), MotivationAccept);
}

void TestRowingEasyAi::declinesMotivationWithItsLastStaminaCard()
{
    RowingGame game = position(10, Rate::Spm45, cards(2, 2, 2, 1), 2);
    place(game, 1, 17);
    QVERIFY(row(game, Rate::Spm45, cards(2, 2))); // strain leaves one Stamina card
    QVERIFY(game.motivationAvailable());
    QCOMPARE(game.boat(0).staminaPile, 1);
    QCOMPARE(easyChoice(game), MotivationDecline);
}

void TestRowingEasyAi::discardsPaceOnesOnOpenWater()
{
    // The draw deck holds Pace 2s and 3s: the two Pace 1s left in hand are swapped.
    RowingGame game = standardGame(2, 5);
    setCards(game, 0, cards(2, 2, 3), {Card::Pace2, Card::Pace3, Card::Pace2, Card::Pace3}, {}, 5);
    place(game, 0, 30);
    giveTurn(game, 0);
    QVERIFY(row(game, Rate::Spm45, cards(0, 1, 3)));
    QCOMPARE(game.phase(), Phase::Discard);
    QCOMPARE(easyChoice(game), discardAction(cards(2)));
}

void TestRowingEasyAi::keepsPaceOnesBeforeASplitLineWithALowPile()
{
    RowingGame game = standardGame(2, 5);
    setCards(game, 0, cards(2, 2, 2, 1), {Card::Pace2, Card::Pace3, Card::Pace2, Card::Pace3}, {},
             1);
    place(game, 0, 13, Rate::Spm40);
    giveTurn(game, 0);
    QVERIFY(row(game, Rate::Spm40, cards(0, 2))); // to space 17, eight before the 500 m line
    QCOMPARE(game.phase(), Phase::Discard);
    QCOMPARE(easyChoice(game), discardAction(CardCounts{}));
}

void TestRowingEasyAi::choosesLegalActionsThroughRandomRaces()
{
    // Races where every other decision is random reach odd positions (crabs, cluttered hands,
    // empty decks) that Easy-only races rarely do.
    ActionList actions;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        RowingGame game(RowingCourse::standard(), 6, seed);
        Rng rng(seed);
        while (!game.isOver()) {
            game.legalActions(actions);
            const Action easy = easyChoice(game);
            QVERIFY2(std::find(actions.begin(), actions.end(), easy) != actions.end(),
                     qPrintable(QStringLiteral("race %1, move %2: illegal %3")
                                    .arg(seed)
                                    .arg(game.moveNumber())
                                    .arg(easy)));
            game.apply(rng.below(2) ? easy : actions[rng.below(std::uint32_t(actions.size()))]);
        }
    }
}

QTEST_GUILESS_MAIN(TestRowingEasyAi)
#include "tst_rowing_easy_ai.moc"
