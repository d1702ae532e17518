// Visions of Rainbows: the steps of a move, one named test per rule of the rulebook and
// docs/rules/visions.md ("A move", lane changes, pseudo-spaces, who moves with Lead, Chase, Draft
// and Break, bumps), each on a position set up by hand (docs/rules/visions.md names them). The
// other rules are tested in tst_visions_rules.
#include "VisionsRulesScenario.h"

using namespace cw;
using namespace cw::visions;
using namespace cw::visions::test;

class TestVisionsMovement : public QObject {
    Q_OBJECT

private slots:
    // docs/rules/visions.md, "A move": a forward step into an empty space costs 1 PS; the move ends
    // at 0 PS; the card goes to the discard pile and the hand is filled to 5 again.
    void forwardStepsCostOneAndTheMoveEndsAtZero()
    {
        Scenario sc;
        const int a = sc.rider(0, 3);
        sc.put(a, 10, 1);
        sc.put(sc.rider(1, 3), 2, 0);
        sc.play(a, Lead5, MoveType::Lead);
        QCOMPARE(sc.ps(), 5);
        for (int i = 0; i < 5; ++i)
            sc.step(A::ForwardBase + 1);
        QVERIFY(samePosition(sc.at(a), 15, 1));
        QVERIFY(!sc.moving());
        QVERIFY(sc.get(a).activated);
        QCOMPARE(int(sc.game.state().team[0].handCount), HandSize);
        QCOMPARE(sc.game.state().team[0].deck.countInDiscard(std::int8_t(Lead5)), 1);
        QCOMPARE(sc.game.currentSeat(), 1);
    }

    // Rulebook, "Movement restrictions": PS must be spent moving forward while the group can;
    // stop is allowed only when it cannot step forward into an empty space.
    void stopOnlyWhenBlocked()
    {
        Scenario sc;
        const int a = sc.rider(0, 3);
        sc.put(a, 10, 1);
        sc.put(sc.rider(1, 3), 2, 0);
        sc.play(a, Break6, MoveType::Break);
        QVERIFY(!sc.legal(A::Stop));
        sc.put(sc.rider(1, 4), 11, 1);
        QVERIFY(sc.legal(A::Stop));
        QVERIFY(!sc.legal(A::ForwardBase + 1));
        QVERIFY(sc.legal(A::BumpForwardBase + 1));
    }

    // Rulebook, "Lead movement": the riders rear-linked behind follow, sideways steps too.
    void leadFollowersFollowThePath()
    {
        Scenario sc;
        const int a = sc.rider(0, 3), b = sc.rider(1, 3), c = sc.rider(2, 3);
        sc.put(a, 10, 1);
        sc.put(b, 9, 1);
        sc.put(c, 8, 1);
        sc.play(a, Lead6, MoveType::Lead);
        sc.step(A::ForwardBase + 1);
        QVERIFY(samePosition(sc.at(a), 11, 1));
        QVERIFY(samePosition(sc.at(b), 10, 1));
        QVERIFY(samePosition(sc.at(c), 9, 1));
        sc.step(A::SidewaysHighBase);
        QVERIFY(samePosition(sc.at(a), 11, 2));
        QVERIFY(samePosition(sc.at(b), 11, 1));
        QVERIFY(samePosition(sc.at(c), 10, 1));
        sc.step(A::ForwardBase + 2);
        QVERIFY(samePosition(sc.at(a), 12, 2));
        QVERIFY(samePosition(sc.at(b), 11, 2));
        QVERIFY(samePosition(sc.at(c), 11, 1));
    }

    // docs/rules/visions.md, "A move" (Lead): when the group's last rider stands directly in front
    // of another rider, the owner may add that rider's line to the back of the group, or leave it.
    void leadMayTakeTheLineBehindAlong()
    {
        for (bool take : {true, false}) {
            Scenario sc;
            const int a = sc.rider(0, 3), x = sc.rider(1, 3), y = sc.rider(1, 4);
            sc.put(a, 10, 1);
            sc.put(x, 9, 2);
            sc.put(y, 8, 2);
            sc.play(a, Lead6, MoveType::Lead);
            sc.step(A::SidewaysHighBase);
            QCOMPARE(sc.game.state().stage, VisionsStage::Link);
            QCOMPARE(int(sc.game.state().move.linkCandidate), x);
            sc.step(take ? A::LinkLine : A::LeaveLine);
            sc.step(A::ForwardBase + 2);
            QVERIFY(samePosition(sc.at(a), 11, 2));
            QVERIFY(samePosition(sc.at(x), take ? 10 : 9, 2));
            QVERIFY(samePosition(sc.at(y), take ? 9 : 8, 2));
        }
    }

    // Rulebook, "Chase movement": the riders forward-linked ahead are pushed along, a rider
    // directly ahead of the front joins, riders behind are left; a sideways step is alone.
    void chasePushesTheLineAheadAndLeavesRidersBehind()
    {
        Scenario sc;
        const int a = sc.rider(0, 3), b = sc.rider(1, 3), c = sc.rider(2, 3), d = sc.rider(2, 4);
        sc.put(a, 10, 1);
        sc.put(b, 11, 1);
        sc.put(c, 9, 1);
        sc.put(d, 13, 1);
        sc.play(a, Chase5, MoveType::Chase);
        sc.step(A::ForwardBase + 1);
        QVERIFY(samePosition(sc.at(b), 12, 1));
        QVERIFY(samePosition(sc.at(a), 11, 1));
        QVERIFY(samePosition(sc.at(c), 9, 1));
        sc.step(A::ForwardBase + 1); // d is now directly ahead of b: it joins
        QVERIFY(samePosition(sc.at(d), 14, 1));
        QVERIFY(samePosition(sc.at(b), 13, 1));
        QVERIFY(samePosition(sc.at(a), 12, 1));
        sc.step(A::SidewaysLowBase);
        QVERIFY(samePosition(sc.at(a), 12, 0));
        QVERIFY(samePosition(sc.at(b), 13, 1));
    }

    // Rulebook, "Narrowing and expanding lanes": where the activated rider reaches a lane
    // change, Chase and Draft may leave the line ahead for another lane (in Draft the riders
    // behind follow); Lead may not.
    void chaseAndDraftMayLeaveTheLineAheadWhereLanesChange()
    {
        Scenario sc;
        const int a = sc.rider(0, 3), b = sc.rider(1, 3), c = sc.rider(2, 3);
        sc.put(a, 25, 1);
        sc.put(b, 26, 1);
        sc.put(c, 24, 1);
        sc.play(a, Draft5, MoveType::Draft);
        QVERIFY(!sc.legal(A::BreakAwayBase + 1)); // not at the lane change yet
        sc.step(A::ForwardBase + 0);
        QVERIFY(samePosition(sc.at(b), 27, 0));
        QVERIFY(samePosition(sc.at(a), 26, 1));
        QVERIFY(!sc.legal(A::BreakAwayBase + 0)); // b's space
        sc.step(A::BreakAwayBase + 1);
        QVERIFY(samePosition(sc.at(a), 27, 1));
        QVERIFY(samePosition(sc.at(c), 26, 1));
        QVERIFY(samePosition(sc.at(b), 27, 0));
        QCOMPARE(sc.ps(), 3);
        Scenario lead;
        lead.put(a, 26, 1);
        lead.put(b, 27, 0);
        lead.play(a, Lead6, MoveType::Lead);
        QVERIFY(!lead.legal(A::BreakAwayBase + 1));
    }

    // Rulebook, "Draft movement": the riders linked ahead and behind move together; no class or
    // fatigue modifier.
    void draftMovesTheWholeLineWithoutModifiers()
    {
        Scenario sc;
        const int a = sc.rider(0, 1), b = sc.rider(1, 3), c = sc.rider(2, 3);
        sc.put(a, 23, 1); // a Climber on the mountain: +2 for any other type
        sc.put(b, 24, 1);
        sc.put(c, 22, 1);
        sc.s().riders[std::size_t(a)].temporary = 3;
        QCOMPARE(sc.game.startingPs(a, Lead5, MoveType::Lead), 5 + 2 - 3);
        sc.play(a, Draft5, MoveType::Draft);
        QCOMPARE(sc.ps(), 5);
        sc.step(A::ForwardBase + 1);
        QVERIFY(samePosition(sc.at(b), 25, 1));
        QVERIFY(samePosition(sc.at(a), 24, 1));
        QVERIFY(samePosition(sc.at(c), 23, 1));
    }

    // Rulebook, "Break movement": the rider moves alone.
    void breakMovesAlone()
    {
        Scenario sc;
        const int a = sc.rider(0, 3), c = sc.rider(2, 3);
        sc.put(a, 10, 1);
        sc.put(c, 9, 1);
        sc.play(a, Break6, MoveType::Break);
        sc.step(A::ForwardBase + 1);
        QVERIFY(samePosition(sc.at(a), 11, 1));
        QVERIFY(samePosition(sc.at(c), 9, 1));
    }

    // Rulebook, "Forward bump": Lead and Break push the line ahead forward for 2 PS a space;
    // Chase and Draft never bump forward (they carry the line ahead instead).
    void forwardBumpCostsTwo()
    {
        Scenario sc;
        const int a = sc.rider(0, 3), b = sc.rider(1, 3), b2 = sc.rider(1, 4);
        sc.put(a, 10, 1);
        sc.put(b, 11, 1);
        sc.put(b2, 12, 1);
        sc.play(a, Lead6, MoveType::Lead);
        sc.step(A::BumpForwardBase + 1);
        QCOMPARE(sc.ps(), 4);
        QVERIFY(samePosition(sc.at(b2), 13, 1));
        QVERIFY(samePosition(sc.at(b), 12, 1));
        QVERIFY(samePosition(sc.at(a), 11, 1));
        Scenario chase;
        chase.put(a, 10, 1);
        chase.put(b, 11, 1);
        chase.play(a, Chase5, MoveType::Chase);
        QVERIFY(!chase.legal(A::BumpForwardBase + 1));
    }

    // docs/rules/visions.md, "The road": at a lane change the mover's owner picks the lane. A line
    // pushed forward by a bump to a lane change moves under its own owner's choice (stage
    // PushedLane), then the mover's move goes on; where the road gives no choice nobody is asked.
    void forwardBumpPushedLineLaneIsItsOwnersChoice()
    {
        Scenario sc;
        const int a = sc.rider(0, 3), b = sc.rider(1, 3);
        sc.put(a, 25, 1);
        sc.put(b, 26, 1); // row 26 has 3 lanes, row 27 two: lane 1 leads to lanes 0 and 1
        sc.play(a, Lead6, MoveType::Lead);
        sc.game.apply(A::BumpForwardBase + 1);
        QCOMPARE(sc.game.state().stage, VisionsStage::PushedLane);
        QCOMPARE(sc.game.currentSeat(), 1);
        QCOMPARE(sc.ps(), 6); // nothing has moved yet
        QVERIFY(samePosition(sc.at(b), 26, 1));
        QCOMPARE(sc.game.legalActions(),
                 (ActionList{A::PushedLaneBase + 0, A::PushedLaneBase + 1}));
        QVERIFY(!sc.game.actionName(A::PushedLaneBase + 1).isEmpty());
        sc.step(A::PushedLaneBase + 1);
        QVERIFY(samePosition(sc.at(b), 27, 1));
        QVERIFY(samePosition(sc.at(a), 26, 1));
        QCOMPARE(sc.ps(), 4);
        QCOMPARE(sc.game.state().stage, VisionsStage::Move);
        QCOMPARE(sc.game.currentSeat(), 0);
        // The other lane, for the same bump.
        Scenario other;
        other.put(a, 25, 1);
        other.put(b, 26, 1);
        other.play(a, Lead6, MoveType::Lead);
        other.step(A::BumpForwardBase + 1);
        other.step(A::PushedLaneBase + 0);
        QVERIFY(samePosition(other.at(b), 27, 0));
        QVERIFY(samePosition(other.at(a), 26, 1));
        // No lane change ahead of the pushed line: no question.
        Scenario straight;
        straight.put(a, 10, 1);
        straight.put(b, 11, 1);
        straight.play(a, Break6, MoveType::Break);
        straight.step(A::BumpForwardBase + 1);
        QCOMPARE(straight.game.state().stage, VisionsStage::Move);
        QVERIFY(samePosition(straight.at(b), 12, 1));
    }

    // Rulebook, "Sideways bump": 2 PS; the occupant is pushed one lane further, and so on down
    // the row; a rider that would leave the road moves back one space with the riders
    // rear-linked to it instead, never onto the road side.
    void sidewaysBumpPushesDownTheRowAndBackAtTheEdge()
    {
        Scenario sc;
        const int a = sc.rider(0, 3), b = sc.rider(1, 3), c = sc.rider(2, 3), d = sc.rider(2, 4);
        sc.put(a, 10, 0);
        sc.put(b, 10, 1);
        sc.put(c, 10, 2);
        sc.put(d, 9, 2);
        sc.play(a, Break6, MoveType::Break);
        sc.step(A::SidewaysHighBase);
        QCOMPARE(sc.ps(), 4);
        QVERIFY(samePosition(sc.at(a), 10, 1));
        QVERIFY(samePosition(sc.at(b), 10, 2));
        QVERIFY(samePosition(sc.at(c), 9, 2));
        QVERIFY(samePosition(sc.at(d), 8, 2));
        for (int r : {a, b, c, d})
            QCOMPARE(sc.get(r).where, VisionsRider::Where::Road);
    }

    // Chase 7 "Argy Bargy": sideways bumps cost 1 PS.
    void argyBargySidewaysBumpsCostOne()
    {
        Scenario sc;
        const int a = sc.rider(0, 3), b = sc.rider(1, 3);
        sc.put(a, 10, 0);
        sc.put(b, 10, 1);
        sc.play(a, Chase7, MoveType::Chase);
        QCOMPARE(sc.ps(), 7);
        sc.step(A::SidewaysHighBase);
        QCOMPARE(sc.ps(), 6);
        QVERIFY(samePosition(sc.at(b), 10, 2));
    }

    // Rulebook, "Sideways movement": a rider may not occupy the same space more than twice in
    // one move.
    void noSpaceMoreThanTwiceInAMove()
    {
        Scenario sc;
        const int a = sc.rider(0, 3);
        sc.put(a, 10, 1);
        sc.play(a, Break8, MoveType::Break);
        sc.step(A::SidewaysHighBase); // (10,2) once, (10,1) once
        sc.step(A::SidewaysLowBase);  // (10,1) twice
        sc.step(A::SidewaysHighBase); // (10,2) twice
        QVERIFY(!sc.legal(A::SidewaysLowBase));
        QVERIFY(sc.legal(A::ForwardBase + 2));
    }

    // docs/rules/visions.md, "The road": at a narrowing the outer lanes keep their side and the
    // middle lane chooses; the choice is the mover's and is no sideways step.
    void laneChoiceWhereTheRoadNarrows()
    {
        Scenario sc;
        const int a = sc.rider(0, 3);
        sc.put(a, 26, 1);
        sc.play(a, Lead6, MoveType::Lead);
        QVERIFY(sc.legal(A::ForwardBase + 0));
        QVERIFY(sc.legal(A::ForwardBase + 1));
        sc.step(A::ForwardBase + 0);
        QVERIFY(samePosition(sc.at(a), 27, 0));
        QCOMPARE(sc.ps(), 5);
        Scenario edge;
        edge.put(a, 26, 2);
        edge.play(a, Lead6, MoveType::Lead);
        QVERIFY(!edge.legal(A::ForwardBase + 0));
        QVERIFY(edge.legal(A::ForwardBase + 1));
    }

    // Rulebook, "Pseudo spaces": stepping sideways from the priority side into a lane of two
    // pseudo-spaces, the mover picks which; in that lane each pseudo-space is a forward step.
    void pseudoSpaceChoiceOnCurves()
    {
        Scenario sc;
        const int a = sc.rider(0, 3);
        sc.put(a, 53, 1);
        sc.play(a, Lead6, MoveType::Lead);
        QVERIFY(sc.legal(A::SidewaysHighBase + 0));
        QVERIFY(sc.legal(A::SidewaysHighBase + 1));
        sc.step(A::SidewaysHighBase + 0);
        QVERIFY(samePosition(sc.at(a), 53, 2, 0));
        sc.step(A::ForwardBase + 2);
        QVERIFY(samePosition(sc.at(a), 53, 2, 1));
        sc.step(A::ForwardBase + 2);
        QVERIFY(samePosition(sc.at(a), 54, 2, 0));
    }
};

QTEST_GUILESS_MAIN(TestVisionsMovement)
#include "tst_visions_movement.moc"
