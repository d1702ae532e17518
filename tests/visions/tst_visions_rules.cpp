// Visions of Rainbows: one named test per rule of the rulebook and RULINGS.md and per card with
// special text, each on a position set up by hand (docs/rules/visions.md names them).
#include "VisionsTestSupport.h"

#include <set>

using namespace cw;
using namespace cw::visions;
using namespace cw::visions::test;
namespace A = cw::visions::VisionsAction;

namespace {

// Start (rows 0-21, flats), 1B (22-26 three-lane mountain, 27-31 two-lane mountain), 2B (32-41
// two-lane mountain), 4B (42-46 two-lane descent, 47-51 three-lane descent), C1A (52-55 flats,
// lane 3 in two pseudo-spaces), 2A (56-65 sprint, a sprint line before row 61), 3A (66-75
// descent), finish (76-97).
VisionsCourse testRoad(GameLength length)
{
    VisionsCourse road = roadOf({QStringLiteral("SA"), QStringLiteral("1B"), QStringLiteral("2B"),
                                 QStringLiteral("4B"), QStringLiteral("C1A"), QStringLiteral("2A"),
                                 QStringLiteral("3A"), QStringLiteral("FA")});
    road.bonusLines.push_back({BonusLine::Type::Sprint, 5, 5});
    road.length = length;
    return road;
}

constexpr int Lead5 = 0, Lead6 = 1, Lead7 = 2, Lead8 = 3, Chase5 = 4, Chase7 = 6, Draft4 = 7,
              Draft5 = 8, Break6 = 11, Break7 = 12, Break8 = 13, Wild6 = 15;

// A placed game whose riders are all taken off the road, at an activation of seat 0: each test
// puts the riders it needs.
class Scenario {
public:
    explicit Scenario(GameLength length = GameLength::Short, int teams = 3)
        : game(testRoad(length), teams, 1)
    {
        placeAll(game);
        VisionsState &s = game.mutableState();
        for (int r = 0; r < s.riderCount(); ++r)
            s.riders[std::size_t(r)] = VisionsRider{};
        s.seat = s.firstSeat = 0;
        s.stage = VisionsStage::Activate;
    }

    VisionsState &s() { return game.mutableState(); }
    int rider(int team, int slot) const { return team * game.state().perTeam + slot; }
    int cell(int row, int lane, int pseudo = 0) const
    {
        return game.track().cellAt({row, lane, pseudo});
    }
    void put(int rider, int row, int lane, int pseudo = 0)
    {
        VisionsRider &r = s().riders[std::size_t(rider)];
        r.where = VisionsRider::Where::Road;
        r.cell = std::int16_t(cell(row, lane, pseudo));
        r.activated = false;
    }
    RoadPosition at(int rider) const
    {
        return game.track().position(game.state().riders[std::size_t(rider)].cell);
    }
    const VisionsRider &get(int rider) const { return game.state().riders[std::size_t(rider)]; }
    // The rider's owner plays `card` as `type` (the card is put in its hand first).
    void play(int rider, int card, MoveType type)
    {
        VisionsState &state = s();
        state.seat = std::int8_t(state.teamOf(rider));
        state.stage = VisionsStage::Activate;
        state.team[std::size_t(state.seat)].hand[0] = std::int8_t(card);
        state.team[std::size_t(state.seat)].handCount = HandSize;
        QVERIFY(game.isLegal(A::activate(state.slotOf(rider), card, type)));
        game.apply(A::activate(state.slotOf(rider), card, type));
    }
    bool legal(Action action) const { return game.isLegal(action); }
    void step(Action action)
    {
        QVERIFY2(game.isLegal(action), qPrintable(game.actionName(action)));
        game.apply(action);
        // An Event's Grupo Compacto choices (tst_visions_events) are declined here.
        while (game.state().stage == VisionsStage::GrupoCompacto)
            game.apply(VisionsAction::GrupoCompactoStay);
    }
    bool moving() const { return game.state().stage == VisionsStage::Move; }
    // Steps forward in `lane` until the move ends.
    void forwardToTheEnd(int lane)
    {
        while (moving())
            step(A::ForwardBase + lane);
    }
    int ps() const { return game.state().move.ps; }

    VisionsGame game;
};

bool samePosition(const RoadPosition &a, int row, int lane, int pseudo = 0)
{
    return a == RoadPosition{row, lane, pseudo};
}

} // namespace

class TestVisionsRules : public QObject {
    Q_OBJECT

private slots:
    void theTestRoadIsAsDescribed()
    {
        const Scenario sc;
        const VisionsRaceTrack &track = sc.game.track();
        QCOMPARE(track.rowCount(), 98);
        QCOMPARE(track.rowTerrain(21), RoadTerrain::Flats);
        QCOMPARE(track.rowTerrain(22), RoadTerrain::Mountain);
        QCOMPARE(track.lanes(26), 3);
        QCOMPARE(track.lanes(27), 2);
        QCOMPARE(track.rowTerrain(42), RoadTerrain::Descent);
        QCOMPARE(track.lanes(47), 3);
        QCOMPARE(track.map().row(52).road.pseudo[2], 2);
        QCOMPARE(track.rowTerrain(56), RoadTerrain::Sprint);
        QCOMPARE(track.bonusLines().front().row, 61);
    }

    // Rulebook, "Choose teams and riders": 3 teams 6 riders, 4 → 5, 5 → 4, 6-7 → 3.
    void ridersPerTeamByTeamCount()
    {
        const int expected[] = {6, 5, 4, 3, 3};
        for (int teams = MinTeams; teams <= MaxTeams; ++teams) {
            const VisionsGame game(testRoad(GameLength::Short), teams, 1);
            QCOMPARE(game.state().perTeam, expected[teams - MinTeams]);
            QCOMPARE(game.legalActions().size(), std::size_t(expected[teams - MinTeams]));
        }
    }

    // Rulebook, "Set the riders on the road": the snake order, each placement its owner's choice
    // of rider, start spaces in number order.
    void snakePlacementOnStartSpaces()
    {
        VisionsGame game(testRoad(GameLength::Short), 3, 4);
        const int first = game.state().firstSeat;
        const int order[] = {0, 1, 2, 2, 1, 0, 0, 1, 2};
        for (int i = 0; i < 9; ++i) {
            QCOMPARE(game.currentSeat(), (first + order[i]) % 3);
            const ActionList actions = game.legalActions();
            game.apply(actions.back()); // the last slot not yet placed
            const int seat = (first + order[i]) % 3;
            const int rider = seat * 6 + 5 - i / 3;
            QCOMPARE(game.track().position(game.state().riders[std::size_t(rider)].cell),
                     game.track().startSpaces()[std::size_t(i)]);
        }
    }

    // Rulebook, "Determine first player": at random, from the game's seed.
    void firstPlayerChosenAtRandom()
    {
        std::set<int> firsts;
        for (std::uint64_t seed = 0; seed < 40; ++seed)
            firsts.insert(VisionsGame(testRoad(GameLength::Short), 4, seed).state().firstSeat);
        QCOMPARE(int(firsts.size()), 4);
        VisionsGame game(testRoad(GameLength::Short), 4, 9);
        const int first = game.state().firstSeat;
        placeAll(game);
        QCOMPARE(game.currentSeat(), first); // the first Movement phase starts with player 1
        QCOMPARE(game.state().stage, VisionsStage::Activate);
    }

    // Rulebook, "Prepare each player's Action deck": Making Headlines is set aside for the first
    // draw of 5, then shuffled into the deck.
    void makingHeadlinesSetAsideForTheFirstDraw()
    {
        for (std::uint64_t seed = 0; seed < 30; ++seed) {
            VisionsGame game(testRoad(GameLength::Short), 3, seed);
            placeAll(game);
            for (int t = 0; t < 3; ++t) {
                const VisionsTeam &team = game.state().team[std::size_t(t)];
                QCOMPARE(int(team.handCount), HandSize);
                for (int i = 0; i < HandSize; ++i)
                    QVERIFY(team.hand[std::size_t(i)] != MakingHeadlines);
                QCOMPARE(team.deck.countInDraw(std::int8_t(MakingHeadlines)), 1);
                QCOMPARE(team.deck.drawCount(), DeckSize - HandSize);
            }
        }
    }

    // Rulebook, "Game length reference": the class comes from the course.
    void gameLengthFromTheCourse()
    {
        QCOMPARE(newGame(QStringLiteral("short")).state().length, GameLength::Short);
        QCOMPARE(newGame(QStringLiteral("medium")).state().length, GameLength::Medium);
        QCOMPARE(newGame(QStringLiteral("long")).state().length, GameLength::Long);
    }

    // Rulebook, "Action cards": a Wild card names Lead, Chase, Draft or Break; other cards are
    // played as their own type; only available riders can be activated.
    void wildNamesItsTypeAndOnlyAvailableRidersPlay()
    {
        Scenario sc;
        sc.put(sc.rider(0, 0), 10, 1);
        sc.put(sc.rider(0, 1), 12, 1);
        sc.s().riders[std::size_t(sc.rider(0, 1))].activated = true;
        VisionsTeam &team = sc.s().team[0];
        team.hand = {std::int8_t(Wild6), std::int8_t(Lead5), std::int8_t(Lead5), std::int8_t(Lead5),
                     std::int8_t(Lead5)};
        const ActionList actions = sc.game.legalActions();
        QCOMPARE(actions.size(), std::size_t(5)); // Wild ×4 types + Lead 5, rider 0 only
        for (int t = 0; t < MoveTypeCount; ++t)
            QVERIFY(sc.legal(A::activate(0, Wild6, MoveType(t))));
        QVERIFY(sc.legal(A::activate(0, Lead5, MoveType::Lead)));
        QVERIFY(!sc.legal(A::activate(0, Lead5, MoveType::Chase)));
        QVERIFY(!sc.legal(A::activate(1, Lead5, MoveType::Lead)));
    }

    // RULINGS.md, "A move": a forward step into an empty space costs 1 PS; the move ends at 0 PS;
    // the card goes to the discard pile and the hand is filled to 5 again.
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

    // RULINGS.md, "Lead": when the group's last rider stands directly in front of another rider,
    // the owner may add that rider's line to the back of the group, or leave it.
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

    // RULINGS.md, "The road": at a lane change the mover's owner picks the lane. A line pushed
    // forward by a bump to a lane change moves under its own owner's choice (stage PushedLane),
    // then the mover's move goes on; where the road gives no choice nobody is asked.
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

    // RULINGS.md, "The road": at a narrowing the outer lanes keep their side and the middle lane
    // chooses; the choice is the mover's and is no sideways step.
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

    // RULINGS.md: a class terrain modifier applies for the terrain the move starts on and once
    // more for each terrain type entered during the move, not again for the same type.
    void terrainModifiersAtTheStartAndOnNewTerrain()
    {
        Scenario sc;
        const int climber = sc.rider(0, 1);
        sc.put(climber, 21, 1);
        sc.play(climber, Lead6, MoveType::Lead);
        QCOMPARE(sc.ps(), 6);
        sc.step(A::ForwardBase + 1); // onto the mountain: −1 + 2
        QCOMPARE(sc.ps(), 7);
        sc.step(A::ForwardBase + 1);
        QCOMPARE(sc.ps(), 6);
        // From the 1B mountain onto the 2B mountain (another tile, same terrain): nothing more.
        Scenario tiles;
        tiles.put(climber, 31, 0);
        tiles.play(climber, Lead6, MoveType::Lead);
        QCOMPARE(tiles.ps(), 8);
        tiles.step(A::ForwardBase + 0);
        QCOMPARE(tiles.ps(), 7);
        // A Sprinter starting on the sprint: +2.
        Scenario sprint;
        const int sprinter = sprint.rider(0, 2);
        sprint.put(sprinter, 57, 0);
        QCOMPARE(sprint.game.startingPs(sprinter, Lead6, MoveType::Lead), 8);
    }

    // RULINGS.md, "Fatigue": short games −1 a token; medium and long nothing for one token, then
    // −1 a token.
    void fatigueModifierByGameLength()
    {
        for (GameLength length : {GameLength::Short, GameLength::Medium}) {
            Scenario sc(length);
            const int a = sc.rider(0, 3);
            sc.put(a, 10, 1);
            for (int tokens = 0; tokens <= MaxFatigue; ++tokens) {
                sc.s().riders[std::size_t(a)].temporary = std::uint8_t(tokens);
                const int expected = length == GameLength::Short || tokens != 1 ? 6 - tokens : 6;
                QCOMPARE(sc.game.startingPs(a, Lead6, MoveType::Lead), expected);
            }
        }
    }

    // Rulebook, "Apply fatigue": after the move, the card's T and P; never more than 5 tokens.
    void fatigueTakenAfterTheMoveUpToFive()
    {
        Scenario sc;
        const int a = sc.rider(0, 3);
        sc.put(a, 10, 1);
        sc.put(sc.rider(1, 3), 2, 0);
        sc.play(a, Lead7, MoveType::Lead);
        QCOMPARE(sc.get(a).fatigue(), 0);
        sc.forwardToTheEnd(1);
        QCOMPARE(int(sc.get(a).temporary), 1);
        Scenario full;
        full.put(a, 10, 1);
        full.put(full.rider(1, 3), 2, 0);
        full.s().riders[std::size_t(a)].temporary = 4;
        full.play(a, Lead8, MoveType::Lead);
        full.forwardToTheEnd(1);
        QCOMPARE(int(full.get(a).temporary), 5);
        QCOMPARE(int(full.get(a).permanent), 0);
    }

    // Draft 4 "Sticky Bottle": after the move, remove 1 Temporary fatigue from this rider.
    void stickyBottleRemovesATemporaryFatigue()
    {
        Scenario sc;
        const int a = sc.rider(0, 3);
        sc.put(a, 10, 1);
        sc.put(sc.rider(1, 3), 2, 0);
        sc.s().riders[std::size_t(a)].temporary = 2;
        sc.s().riders[std::size_t(a)].permanent = 1;
        sc.play(a, Draft4, MoveType::Draft);
        sc.forwardToTheEnd(1);
        QCOMPARE(int(sc.get(a).temporary), 1);
        QCOMPARE(int(sc.get(a).permanent), 1);
    }

    // Break 7 "Aero Tuck": +2 PS if the rider starts on a descent.
    void aeroTuckOnADescent()
    {
        Scenario sc;
        const int a = sc.rider(0, 3);
        sc.put(a, 43, 0);
        QCOMPARE(sc.game.startingPs(a, Break7, MoveType::Break), 9);
        sc.put(a, 10, 0);
        QCOMPARE(sc.game.startingPs(a, Break7, MoveType::Break), 7);
    }

    // Wild 6 "Rubber Band": +2 PS if the rider is not in the leading line.
    void rubberBandOutsideTheLeadingLine()
    {
        Scenario sc;
        const int leader = sc.rider(1, 3), linked = sc.rider(0, 3), other = sc.rider(0, 4);
        sc.put(leader, 12, 0);
        sc.put(linked, 11, 0);
        sc.put(other, 11, 1);
        QCOMPARE(sc.game.startingPs(leader, Wild6, MoveType::Lead), 6);
        QCOMPARE(sc.game.startingPs(linked, Wild6, MoveType::Lead), 6);
        QCOMPARE(sc.game.startingPs(other, Wild6, MoveType::Lead), 8);
    }

    // Break 8 "Delusions of Epic-ness": +1 PS for every 5 rows behind the leader.
    void delusionsOfEpicnessBehindTheLeader()
    {
        Scenario sc;
        const int leader = sc.rider(1, 3), a = sc.rider(0, 3);
        sc.put(leader, 20, 0);
        sc.put(a, 6, 0);
        QCOMPARE(sc.game.startingPs(a, Break8, MoveType::Break), 8 + 2);
        sc.put(a, 16, 0);
        QCOMPARE(sc.game.startingPs(a, Break8, MoveType::Break), 8);
    }

    // Lead 8 "Pain Cave": may step diagonally forward, 1 PS; no other card may.
    void painCaveStepsDiagonally()
    {
        Scenario sc;
        const int a = sc.rider(0, 3), b = sc.rider(1, 3);
        sc.put(a, 10, 1);
        sc.put(b, 9, 1);
        sc.play(a, Lead8, MoveType::Lead);
        QVERIFY(sc.legal(A::DiagonalLowBase));
        sc.step(A::DiagonalHighBase);
        QCOMPARE(sc.ps(), 7);
        QVERIFY(samePosition(sc.at(a), 11, 2));
        QVERIFY(samePosition(sc.at(b), 10, 1));
        Scenario other;
        other.put(a, 10, 1);
        other.play(a, Lead7, MoveType::Lead);
        QVERIFY(!other.legal(A::DiagonalLowBase));
        QVERIFY(!other.legal(A::DiagonalHighBase));
    }

    // RULINGS.md, "Bonus lines": the first rider across a bonus line gets −2 s, nobody after.
    void bonusLineToTheFirstAcross()
    {
        Scenario sc;
        const int a = sc.rider(0, 3), b = sc.rider(1, 3);
        sc.put(a, 59, 0);
        sc.put(b, 58, 1);
        sc.play(a, Break6, MoveType::Break);
        sc.forwardToTheEnd(0);
        QCOMPARE(int(sc.get(a).bonusSeconds), 2);
        sc.play(b, Break6, MoveType::Break);
        sc.forwardToTheEnd(1);
        QVERIFY(sc.at(b).row >= 61);
        QCOMPARE(int(sc.get(b).bonusSeconds), 0);
    }

    // RULINGS.md, "Crossing the finish line": the rider leaves for the podium, and the group it
    // carries keeps moving with the PS left; its riders finish too.
    void crossingTheFinishCarriesTheGroup()
    {
        Scenario sc;
        const int a = sc.rider(0, 3), b = sc.rider(1, 3), c = sc.rider(2, 3);
        sc.put(a, 97, 1);
        sc.put(b, 96, 1);
        sc.put(c, 2, 0);
        sc.play(a, Lead6, MoveType::Lead);
        sc.step(A::ForwardBase + 1);
        QCOMPARE(sc.get(a).where, VisionsRider::Where::Finished);
        QCOMPARE(int(sc.get(a).podium), 0);
        QVERIFY(samePosition(sc.at(b), 97, 1));
        sc.step(A::ForwardBase + 1);
        QCOMPARE(sc.get(b).where, VisionsRider::Where::Finished);
        QCOMPARE(int(sc.get(b).podium), 1);
        QVERIFY(!sc.moving());
        QVERIFY(sc.game.state().raceWon);
    }

    // Rulebook, "Endgame phase": the phase is played out (riders not yet activated still move),
    // then the race is over.
    void theEndgamePhaseIsPlayedOut()
    {
        Scenario sc;
        const int a = sc.rider(0, 3), b = sc.rider(1, 3);
        sc.put(a, 97, 1);
        sc.put(b, 50, 1);
        sc.play(a, Break6, MoveType::Break);
        sc.step(A::ForwardBase + 1);
        QVERIFY(!sc.game.isOver());
        QCOMPARE(sc.game.currentSeat(), 1);
        QCOMPARE(sc.game.state().stage, VisionsStage::Activate);
        sc.play(b, Break6, MoveType::Break);
        sc.forwardToTheEnd(1);
        QVERIFY(sc.game.isOver());
    }

    // RULINGS.md, "Scoring": place p is worth p − 1 s, +1 s per rider that did not finish, −2 s
    // per bonus; the lowest total wins; a tie goes to the team whose worst rider placed higher.
    void scoringByPodiumPlace()
    {
        Scenario sc;
        VisionsState &s = sc.s();
        const auto finish = [&](int rider, int podium) {
            s.riders[std::size_t(rider)].where = VisionsRider::Where::Finished;
            s.riders[std::size_t(rider)].podium = std::int8_t(podium);
        };
        // Finishers in crossing order first (places 1-16), then the riders on the road in road
        // order (17, 18), each of those +1 s; a bonus −2 s.
        finish(sc.rider(0, 0), 0);
        finish(sc.rider(1, 0), 1);
        finish(sc.rider(1, 1), 2);
        finish(sc.rider(2, 0), 3);
        sc.put(sc.rider(2, 1), 40, 0);
        sc.put(sc.rider(0, 1), 30, 0);
        s.riders[std::size_t(sc.rider(1, 1))].bonusSeconds = 2;
        for (int t = 0; t < 3; ++t)
            for (int slot = 2; slot < 6; ++slot)
                finish(sc.rider(t, slot), 6 + t * 4 + slot);
        const std::vector<int> places = sc.game.podiumPlaces();
        QCOMPARE(places[std::size_t(sc.rider(0, 0))], 1);
        QCOMPARE(places[std::size_t(sc.rider(2, 0))], 4);
        QCOMPARE(places[std::size_t(sc.rider(2, 1))], 17); // behind every finisher
        QCOMPARE(places[std::size_t(sc.rider(0, 1))], 18);
        const std::vector<int> times = sc.game.teamTimes();
        int base[3] = {0, 0, 0};
        for (int t = 0; t < 3; ++t)
            for (int slot = 2; slot < 6; ++slot)
                base[t] += places[std::size_t(sc.rider(t, slot))] - 1;
        QCOMPARE(times[0], base[0] + 0 + 17 + 1);
        QCOMPARE(times[1], base[1] + 1 + 2 - 2);
        QCOMPARE(times[2], base[2] + 3 + 16 + 1);
    }

    void tiesGoToTheBetterWorstRider()
    {
        Scenario sc;
        VisionsState &s = sc.s();
        // Three teams of 6: team 0 places 1, 6, 7, 12, 13, 18 (total 57−6 = 51); team 1 places
        // 2, 5, 8, 11, 14, 17 (51); team 2 the rest (3, 4, 9, 10, 15, 16: 51). Worst: 18, 17, 16.
        const int places[3][6] = {
            {1, 6, 7, 12, 13, 18}, {2, 5, 8, 11, 14, 17}, {3, 4, 9, 10, 15, 16}};
        for (int t = 0; t < 3; ++t)
            for (int slot = 0; slot < 6; ++slot) {
                VisionsRider &r = s.riders[std::size_t(sc.rider(t, slot))];
                r.where = VisionsRider::Where::Finished;
                r.podium = std::int8_t(places[t][slot] - 1);
            }
        QCOMPARE(sc.game.teamTimes(), (std::vector<int>{51, 51, 51}));
        QCOMPARE(sc.game.ranks(), (std::vector<int>{3, 2, 1}));
    }

    // Rulebook, "Movement phase": one activation per player per round, clockwise; a player whose
    // riders are all activated is skipped; the next phase starts with the best-placed rider's
    // owner.
    void turnOrderSkipsPlayersWithoutAvailableRiders()
    {
        Scenario sc;
        sc.put(sc.rider(0, 3), 10, 1);
        sc.put(sc.rider(0, 4), 12, 0);
        sc.put(sc.rider(2, 3), 20, 0);
        sc.play(sc.rider(0, 3), Break6, MoveType::Break);
        sc.forwardToTheEnd(1);
        QCOMPARE(sc.game.currentSeat(), 2); // team 1 has no rider on the road
        sc.play(sc.rider(2, 3), Break6, MoveType::Break);
        sc.forwardToTheEnd(0);
        QCOMPARE(sc.game.currentSeat(), 0);
        sc.play(sc.rider(0, 4), Break6, MoveType::Break);
        sc.forwardToTheEnd(0);
        // A new phase: team 2's rider (row 26) is the best placed.
        QCOMPARE(int(sc.game.state().phase), 2);
        QCOMPARE(sc.game.currentSeat(), 2);
        QVERIFY(!sc.get(sc.rider(0, 3)).activated);
    }

    // Rulebook, "Event cards": Making Headlines resolves an Event and the player draws again;
    // at most two per phase, past that (and in medium games after a finish) it is set aside,
    // then shuffled back in the Reorganization.
    void makingHeadlinesAndTheTwoEventLimit()
    {
        for (int resolved : {0, 2}) {
            Scenario sc;
            const int a = sc.rider(0, 3);
            sc.put(a, 10, 1);
            sc.put(sc.rider(1, 3), 2, 0);
            VisionsTeam &team = sc.s().team[0];
            team.deck.takeFromDraw(std::int8_t(MakingHeadlines));
            team.deck.putOnDrawPile(std::int8_t(MakingHeadlines)); // drawn next
            sc.s().eventsThisPhase = std::uint8_t(resolved);
            const int eventsBefore = sc.game.state().events.drawCount();
            sc.play(a, Lead5, MoveType::Lead);
            sc.forwardToTheEnd(1);
            QCOMPARE(int(sc.game.state().team[0].handCount), HandSize);
            if (resolved == 0) {
                QCOMPARE(int(sc.game.state().eventsThisPhase), 1);
                QCOMPARE(sc.game.state().events.drawCount(), eventsBefore - 1);
                QCOMPARE(sc.game.state().team[0].deck.countInDiscard(std::int8_t(MakingHeadlines)),
                         1);
            } else {
                QCOMPARE(int(sc.game.state().eventsThisPhase), 2);
                QCOMPARE(int(sc.game.state().team[0].setAside), 1);
                // Team 1's rider ends the phase; the Reorganization shuffles it back.
                sc.play(sc.rider(1, 3), Break6, MoveType::Break);
                sc.forwardToTheEnd(0);
                QCOMPARE(int(sc.game.state().team[0].setAside), 0);
                QCOMPARE(sc.game.state().team[0].deck.countInDraw(std::int8_t(MakingHeadlines)), 1);
            }
        }
        Scenario medium(GameLength::Medium);
        medium.s().raceWon = true;
        const int a = medium.rider(0, 3);
        medium.put(a, 10, 1);
        medium.put(medium.rider(1, 3), 2, 0);
        VisionsTeam &team = medium.s().team[0];
        team.deck.takeFromDraw(std::int8_t(MakingHeadlines));
        team.deck.putOnDrawPile(std::int8_t(MakingHeadlines));
        medium.play(a, Lead5, MoveType::Lead);
        medium.forwardToTheEnd(1);
        QCOMPARE(int(medium.game.state().eventsThisPhase), 0);
        QCOMPARE(int(medium.game.state().team[0].setAside), 1);
    }

    // Rulebook, "Reorganization phase" 4: an Event when none was resolved in the phase.
    void reorganizationEventWhenThePhaseHadNone()
    {
        Scenario sc;
        const int a = sc.rider(0, 3);
        sc.put(a, 10, 1);
        VisionsTeam &team = sc.s().team[0]; // no Making Headlines to draw in this phase
        team.deck.takeFromDraw(std::int8_t(MakingHeadlines));
        team.deck.discard(std::int8_t(MakingHeadlines));
        const int before = sc.game.state().events.discardCount();
        sc.play(a, Break6, MoveType::Break);
        sc.forwardToTheEnd(1);
        QCOMPARE(int(sc.game.state().phase), 2);
        QCOMPARE(sc.game.state().events.discardCount(), before + 1);
    }

    // Rulebook, "Drop back to the team car" (medium and long games): to the road side, 5 rows
    // back, every T removed, P kept; a rider there is bumped back; the rider re-enters the road
    // with its next activation by a sideways step.
    void dropBackToTheTeamCar()
    {
        Scenario sc(GameLength::Medium);
        const int a = sc.rider(0, 3), b = sc.rider(1, 3);
        sc.put(a, 30, 0);
        sc.put(b, 29, 0);
        sc.s().riders[std::size_t(a)].temporary = 2;
        sc.s().riders[std::size_t(a)].permanent = 1;
        sc.s().riders[std::size_t(b)].temporary = 1;
        sc.s().riders[std::size_t(b)].activated = true;
        sc.play(a, Break6, MoveType::Break);
        sc.forwardToTheEnd(0);
        QCOMPARE(sc.game.state().stage, VisionsStage::DropBack);
        QCOMPARE(sc.game.currentSeat(), 0);
        const int row = sc.at(a).row;
        sc.step(A::DropBackBase + 3);
        QCOMPARE(sc.get(a).where, VisionsRider::Where::RoadSide);
        QCOMPARE(int(sc.get(a).cell), row - 5);
        QCOMPARE(int(sc.get(a).temporary), 0);
        QCOMPARE(int(sc.get(a).permanent), 1);
        QCOMPARE(sc.game.currentSeat(), 1); // team 0 has no rider left to drop back
        // b (row 29, lane 0) drops back to the same road side space: a is bumped back a row.
        sc.s().riders[std::size_t(a)].cell = std::int16_t(24);
        sc.step(A::DropBackBase + 3);
        QCOMPARE(int(sc.get(b).cell), 24);
        QCOMPARE(int(sc.get(a).cell), 23);
        QVERIFY(!sc.game.linked(a));
        // Next phase: a re-enters the road sideways before anything else.
        sc.play(a, Lead6, MoveType::Lead);
        QVERIFY(!sc.legal(A::ForwardBase + 0));
        QVERIFY(!sc.legal(A::SidewaysLowBase));
        sc.step(A::SidewaysHighBase);
        QVERIFY(samePosition(sc.at(a), 23, 0));
        QVERIFY(sc.legal(A::ForwardBase + 0));
    }

    void noDropBackInShortGames()
    {
        Scenario sc(GameLength::Short);
        const int a = sc.rider(0, 3);
        sc.put(a, 30, 0);
        sc.s().riders[std::size_t(a)].temporary = 2;
        sc.play(a, Break6, MoveType::Break);
        sc.forwardToTheEnd(0);
        QCOMPARE(sc.game.state().stage, VisionsStage::Activate);
        QCOMPARE(sc.get(a).where, VisionsRider::Where::Road);
    }

    // Rulebook, "Rescue dropped riders": the team's last rider, linked to no one, is brought
    // directly behind one of its non-All-Star riders moved to the back of the last linked line,
    // with +1 P.
    void rescueADroppedRider()
    {
        Scenario sc;
        const int dropped = sc.rider(0, 3), helper = sc.rider(0, 1), allStar = sc.rider(0, 0);
        const int x = sc.rider(1, 3), y = sc.rider(1, 4), z = sc.rider(2, 3);
        sc.put(x, 20, 1);
        sc.put(y, 19, 1);
        sc.put(z, 30, 0);
        sc.put(helper, 25, 2);
        sc.put(allStar, 26, 2);
        sc.put(dropped, 5, 0);
        sc.s().riders[std::size_t(helper)].activated = true;
        sc.s().riders[std::size_t(allStar)].activated = true;
        sc.s().riders[std::size_t(x)].activated = true;
        sc.s().riders[std::size_t(y)].activated = true;
        sc.s().riders[std::size_t(z)].activated = true;
        sc.play(dropped, Break6, MoveType::Break);
        sc.step(A::SidewaysHighBase); // lane 1, out of the way: the move is forced forward
        sc.forwardToTheEnd(1);
        QCOMPARE(sc.game.state().stage, VisionsStage::Rescue);
        QVERIFY(sc.legal(A::RescueBase + 1));
        QVERIFY(!sc.legal(A::RescueBase + 0)); // never the All-Star
        sc.step(A::RescueBase + 1);
        QVERIFY(samePosition(sc.at(helper), 18, 1));
        QVERIFY(samePosition(sc.at(dropped), 17, 1));
        QCOMPARE(int(sc.get(dropped).permanent), 1);
    }
};

QTEST_GUILESS_MAIN(TestVisionsRules)
#include "tst_visions_rules.moc"
