// Visions of Rainbows: one named test per rule of the rulebook and docs/rules/visions.md and per
// card with special text, each on a position set up by hand (docs/rules/visions.md names them).
#include "VisionsRulesScenario.h"

#include <set>

using namespace cw;
using namespace cw::visions;
using namespace cw::visions::test;

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

    // docs/rules/visions.md, "A move": a class terrain modifier applies for the terrain the move
    // starts on and once more for each terrain type entered during the move, not again for the same
    // type.
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

    // docs/rules/visions.md, "Teams, cards and fatigue": short games −1 a token; medium and long
    // nothing for one token, then −1 a token.
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

    // docs/rules/visions.md, "Bonus lines and the finish": the first rider across a bonus line gets
    // −2 s, nobody after.
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

    // docs/rules/visions.md, "Bonus lines and the finish": the rider leaves for the podium, and the
    // group it carries keeps moving with the PS left; its riders finish too.
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

    // docs/rules/visions.md, "Bonus lines and the finish": place p is worth p − 1 s, +1 s per rider
    // that did not finish, −2 s per bonus; the lowest total wins; a tie goes to the team whose
    // worst rider placed higher.
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
