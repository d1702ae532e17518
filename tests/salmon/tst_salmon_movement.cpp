// Salmon Run movement rules, one named test per rule. Rulebook (salmon-run.fr.txt): GAMEPLAY (the
// moving rules), SE DÉPLACER HORS DU PLATEAU, DANS UNE CASCADE OU UN ROCHER (cancelled moves still
// count), HEXAGONE ROCHER, HEXAGONE CASCADE, CARTE WILD (three directions) and SAUTER (jumps);
// docs/rules/salmon.md: The river (directions), A turn, Swimming, Fatigue (jumps), Jumps (one
// path).
// Each test builds an explicit position on a small river of water hexes (SalmonTestSupport.h) and
// checks the exact outcome; docs/rules/salmon.md names the test for each rule.
#include "SalmonTestSupport.h"
#include "salmon/SalmonNarration.h"

#include <QTest>

#include <algorithm>

using namespace cw;
using namespace cw::salmon;
using namespace cw::salmon::test;

namespace {

int jumpCount(const SalmonGame &game)
{
    const ActionList actions = game.legalActions();
    return int(std::count_if(actions.begin(), actions.end(), [](Action a) {
        return a >= action::JumpBase && a < action::JumpBase + SwimMoveCount * SwimMoveCount;
    }));
}

} // namespace

class TestSalmonMovement : public QObject {
    Q_OBJECT
private slots:
    // ---- Swimming ----
    void cancelledMoveStillCounts()
    {
        SalmonGame game = gameOn(TestRiver());
        place(game, 0, {0, 2}); // Left leaves the river
        setCards(game, 0, {Card::SwimLeft, Card::SwimForward, Card::Wild},
                 {Card::Bear, Card::Bear, Card::Bear, Card::Bear});
        game.setRecordLog(true);
        PLAY(game, action::playSwim(SwimMove::Left));
        QCOMPARE(salmonOf(game, 0).hex, (Hex{0, 2}));
        QCOMPARE(game.state().cardsPlayed, 1);
        QCOMPARE(game.state().swimsPlayed, 1);
        QCOMPARE(salmonOf(game, 0).played[Card::SwimLeft], 1);
        QVERIFY(std::any_of(game.events().begin(), game.events().end(), [](const SalmonEvent &e) {
            return e.type == SalmonEvent::MoveCancelled;
        }));
        PLAY(game, action::playSwim(SwimMove::Forward));
        PLAY(game,
             action::playSwim(SwimMove::WildLeft)); // third Swim, cancelled: fatigue all the same
        QCOMPARE(fatigueInDiscard(game, 0), 1);
    }

    void doubleSwimNeedsWholePath()
    {
        SalmonGame game = gameOn(TestRiver().terrain({2, 4}, Terrain::Rock));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::DoubleForward});
        QCOMPARE(game.swimPath(SwimMove::DoubleForward).size(), std::size_t(0));
        PLAY(game, action::playSwim(SwimMove::DoubleForward));
        QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 2})); // not even the first hex
        SalmonGame open = gameOn(TestRiver());
        place(open, 0, {2, 2});
        setCards(open, 0, {Card::DoubleLeft});
        PLAY(open, action::playSwim(SwimMove::DoubleLeft));
        QCOMPARE(salmonOf(open, 0).hex, (Hex{0, 3})); // (1, 2) then (0, 3)
    }

    void rockBlocks()
    {
        SalmonGame game = gameOn(TestRiver().terrain({2, 3}, Terrain::Rock));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::SwimRight});
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 2}));
        PLAY(game, action::playSwim(SwimMove::Right));
        QCOMPARE(salmonOf(game, 0).hex, (Hex{3, 2}));
    }

    void waterfallBlocksSwim()
    {
        SalmonGame game = gameOn(TestRiver().terrain({2, 3}, Terrain::Waterfall));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward});
        PLAY(game, action::playSwim(SwimMove::Forward));
        QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 2}));
    }

    void wildCardThreeDirections()
    {
        SalmonGame game = gameOn(TestRiver());
        place(game, 0, {3, 2});
        setCards(game, 0, {Card::Wild});
        for (SwimMove move : {SwimMove::WildForward, SwimMove::WildLeft, SwimMove::WildRight})
            QVERIFY(listed(game, action::playSwim(move)));
        QVERIFY(!listed(game, action::playSwim(SwimMove::Forward)));
        PLAY(game, action::playSwim(SwimMove::WildLeft));
        QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 3}));
    }

    // ---- Jumps ----
    void jumpNeedsWaterfall()
    {
        SalmonGame plain = gameOn(TestRiver());
        place(plain, 0, {2, 2});
        setCards(plain, 0, {Card::SwimForward, Card::SwimForward});
        QCOMPARE(jumpCount(plain), 0);
        SalmonGame game = gameOn(TestRiver().terrain({2, 3}, Terrain::Waterfall));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::SwimForward});
        QCOMPARE(jumpCount(game), 1);
        QVERIFY(listed(game, action::jump(SwimMove::Forward, SwimMove::Forward)));
        // One card is not a jump; a Wild and a Swim are.
        setCards(game, 0, {Card::SwimForward});
        QCOMPARE(jumpCount(game), 0);
        setCards(game, 0, {Card::SwimForward, Card::Wild});
        QVERIFY(listed(game, action::jump(SwimMove::Forward, SwimMove::WildForward)));
        QVERIFY(listed(game, action::jump(SwimMove::WildForward, SwimMove::Forward)));
        // Only with two plays left.
        setCards(game, 0, {Card::SwimForward, Card::SwimForward, Card::Fatigue});
        PLAY(game, action::PlayFatigue);
        QCOMPARE(jumpCount(game), 1);
        setCards(game, 0, {Card::SwimForward, Card::SwimForward, Card::Fatigue});
        PLAY(game, action::PlayFatigue);
        QCOMPARE(game.state().cardsPlayed, 2);
        QCOMPARE(jumpCount(game), 0);
    }

    void jumpDistanceTwoThreeFour()
    {
        TestRiver river;
        river.terrain({2, 3}, Terrain::Waterfall);
        {
            SalmonGame game = gameOn(river);
            place(game, 0, {2, 2});
            setCards(game, 0, {Card::SwimForward, Card::SwimForward});
            PLAY(game, action::jump(SwimMove::Forward, SwimMove::Forward));
            QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 4}));
        }
        {
            SalmonGame game = gameOn(river);
            place(game, 0, {2, 2});
            setCards(game, 0, {Card::SwimForward, Card::DoubleForward});
            QVERIFY(game.jumpLanding(SwimMove::Forward, SwimMove::DoubleForward) ==
                    std::optional<Hex>(Hex{2, 5}));
            PLAY(game, action::jump(SwimMove::Forward, SwimMove::DoubleForward));
            QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 5}));
        }
        {
            SalmonGame game = gameOn(river);
            place(game, 0, {2, 2});
            setCards(game, 0, {Card::DoubleForward, Card::DoubleForward});
            PLAY(game, action::jump(SwimMove::DoubleForward, SwimMove::DoubleForward));
            QCOMPARE(salmonOf(game, 0).hex, (Hex{2, 6}));
        }
    }

    void jumpBlockedByRock()
    {
        SalmonGame game =
            gameOn(TestRiver().terrain({2, 3}, Terrain::Waterfall).terrain({2, 4}, Terrain::Rock));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::DoubleForward});
        QVERIFY(!listed(game, action::jump(SwimMove::Forward, SwimMove::DoubleForward)));
        QVERIFY(!game.jumpLanding(SwimMove::Forward, SwimMove::DoubleForward));
    }

    void jumpLandingMustBeWater()
    {
        TestRiver river;
        river.terrain({2, 3}, Terrain::Waterfall).terrain({2, 4}, Terrain::Waterfall);
        SalmonGame game = gameOn(river.terrain({2, 5}, Terrain::Rock));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::SwimForward, Card::DoubleForward});
        QVERIFY(!listed(game, action::jump(SwimMove::Forward, SwimMove::Forward))); // waterfall
        QVERIFY(!listed(game, action::jump(SwimMove::Forward, SwimMove::DoubleForward))); // rock
        QVERIFY(!listed(game, action::jump(SwimMove::DoubleForward, SwimMove::Forward)));
    }

    void jumpAddsOneFatigue()
    {
        SalmonGame game = gameOn(TestRiver().terrain({2, 3}, Terrain::Waterfall));
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::SwimForward, Card::SwimLeft},
                 {Card::Bear, Card::Bear, Card::Bear, Card::Bear});
        PLAY(game, action::jump(SwimMove::Forward, SwimMove::Forward));
        QCOMPARE(fatigueInDiscard(game, 0), 1);
        QCOMPARE(game.state().swimsPlayed, 2);
        QCOMPARE(game.state().cardsPlayed, 2);
        PLAY(game, action::playSwim(SwimMove::Left)); // the third Swim card of the turn
        QCOMPARE(fatigueInDiscard(game, 0), 2);
    }

    void jumpAppliesWaterfallSymbolsOnly()
    {
        TestRiver river;
        river.terrain({2, 3}, Terrain::Waterfall).symbol({2, 3}, Symbol::Eagle);
        river.symbol({2, 4}, Symbol::Wild);    // passed water: ignored
        river.symbol({2, 5}, Symbol::Current); // landing
        SalmonGame game = gameOn(river);
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::DoubleForward});
        PLAY(game, action::jump(SwimMove::Forward, SwimMove::DoubleForward));
        QCOMPARE(inDiscard(game, 0, Card::Eagle), 1);
        QCOMPARE(inDiscard(game, 0, Card::Wild), 0);
        QCOMPARE(inDiscard(game, 0, Card::Current), 1);
    }

    void jumpIgnoresBearsPassed()
    {
        TestRiver river;
        river.terrain({2, 3}, Terrain::Waterfall);
        SalmonGame game = gameOn(river);
        place(game, 0, {2, 2});
        setBears(game, {{2, 3}, {2, 4}});
        setCards(game, 0, {Card::SwimForward, Card::DoubleForward});
        PLAY(game, action::jump(SwimMove::Forward, SwimMove::DoubleForward));
        QCOMPARE(fatigueInDiscard(game, 0), 1); // the jump's own; no bite
        SalmonGame landing = gameOn(river);
        place(landing, 0, {2, 2});
        setBears(landing, {{2, 4}});
        setCards(landing, 0, {Card::SwimForward, Card::SwimForward});
        PLAY(landing, action::jump(SwimMove::Forward, SwimMove::Forward));
        QCOMPARE(fatigueInDiscard(landing, 0), 2); // the jump's and the landing bear's
    }

    // ---- Why a move is refused (the board's explanations) ----
    void faultsNameTheRuleThatRefuses()
    {
        TestRiver river;
        river.terrain({2, 3}, Terrain::Waterfall).terrain({2, 4}, Terrain::Waterfall);
        river.terrain({1, 2}, Terrain::Rock);
        river.terrain({4, 3}, Terrain::Waterfall).terrain({4, 4}, Terrain::Rock);
        SalmonGame game = gameOn(river);
        place(game, 0, {2, 2});
        QCOMPARE(game.swimFault(SwimMove::Forward), MoveFault::Waterfall);
        QCOMPARE(game.swimFault(SwimMove::Left), MoveFault::Rock);
        QCOMPARE(game.swimFault(SwimMove::Right), MoveFault::None);
        QCOMPARE(game.jumpFault(SwimMove::Forward, SwimMove::Forward), MoveFault::LandingNotWater);
        QCOMPARE(game.jumpFault(SwimMove::Right, SwimMove::Right), MoveFault::NoWaterfall);
        place(game, 0, {4, 2});
        QCOMPARE(game.jumpFault(SwimMove::Forward, SwimMove::DoubleForward), MoveFault::Rock);
        place(game, 0, {0, 2});
        QCOMPARE(game.swimFault(SwimMove::Left), MoveFault::OffRiver);
        // The turn's limits come first: a jump needs two of the three plays.
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::Fatigue, Card::Fatigue, Card::SwimRight, Card::SwimRight});
        PLAY(game, action::PlayFatigue);
        PLAY(game, action::PlayFatigue);
        QCOMPARE(game.jumpFault(SwimMove::Right, SwimMove::Right), MoveFault::NoRoomForJump);
    }

    // Every fault agrees with what the engine lists: None exactly for the legal jumps and the
    // Swim moves that go somewhere, on a river of every terrain.
    void faultsAgreeWithTheLegalMoves()
    {
        TestRiver river;
        const Terrain terrains[] = {Terrain::Water, Terrain::Water, Terrain::Waterfall,
                                    Terrain::Rock, Terrain::Land};
        for (int col = 0; col < 7; ++col)
            for (int row = 1; row < 9; ++row)
                river.terrain({col, row}, terrains[(col * 7 + row * 3) % 5]);
        SalmonGame game = gameOn(river);
        int faults = 0;
        for (int col = 0; col < 7; ++col) {
            for (int row = 0; row < 8; ++row) {
                if (!game.river().at({col, row}).isWater())
                    continue;
                place(game, 0, {col, row});
                for (int a = 0; a < SwimMoveCount; ++a) {
                    const auto first = SwimMove(a);
                    QCOMPARE(game.swimFault(first) == MoveFault::None,
                             !game.swimPath(first).empty());
                    for (int b = 0; b < SwimMoveCount; ++b) {
                        const auto second = SwimMove(b);
                        const bool legal = game.jumpLanding(first, second).has_value();
                        QCOMPARE(game.jumpFault(first, second) == MoveFault::None, legal);
                        faults += !legal;
                    }
                }
            }
        }
        QVERIFY(faults > 0);
    }

    // The log says why each Fatigue card was taken.
    void fatigueReasonIsNarrated()
    {
        SalmonGame game = gameOn(TestRiver().terrain({2, 3}, Terrain::Waterfall));
        game.setRecordLog(true);
        game.takeLog();
        place(game, 0, {2, 2});
        setCards(game, 0, {Card::SwimForward, Card::SwimForward, Card::SwimLeft},
                 {Card::Bear, Card::Bear, Card::Bear, Card::Bear});
        PLAY(game, action::jump(SwimMove::Forward, SwimMove::Forward));
        PLAY(game, action::playSwim(SwimMove::Left));
        const QString log = game.takeLog().join(QLatin1Char('\n'));
        QVERIFY2(log.contains(SalmonNarration::fatigueReason(FatigueReason::Jump)),
                 qPrintable(log));
        QVERIFY2(log.contains(SalmonNarration::fatigueReason(FatigueReason::ThirdSwim)),
                 qPrintable(log));
    }

    // A Bear card with no bear on the river is played for nothing, and the engine says so.
    void bearWithoutBearIsWasted()
    {
        SalmonGame game = gameOn(TestRiver());
        setCards(game, 0, {Card::Bear});
        QVERIFY(game.playWasted(Card::Bear));
        setBears(game, {{3, 4}});
        QVERIFY(!game.playWasted(Card::Bear));
        QVERIFY(!game.playWasted(Card::SwimForward));
    }
};

QTEST_GUILESS_MAIN(TestSalmonMovement)
#include "tst_salmon_movement.moc"
