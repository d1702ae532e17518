// Rule tests for the race around the turns: split lines and crabs ("Physiological Threshold",
// "Catch a crab"), Motivation, Change of tides, turn order and finishing ("How to Win"), as
// settled by docs/rules/rowing.md.
#include "RowingTestSupport.h"

#include <QJsonArray>
#include <QTest>

#include <set>

using namespace cw;
using namespace cw::rowing;
using namespace cw::rowing::test;

namespace {

int discarded(const RowingGame &game, int seat, Card card)
{
    return game.boat(seat).pile.countInDiscard(card);
}

// The standard course with two extra-close split lines, at spaces 25 (limit 4) and 28 (limit 5),
// so that one move can cross both.
RowingGame twoLineGame()
{
    RowingCourse course = RowingCourse::standard();
    course.splitLines = {{500, 4}, {560, 5}};
    return RowingGame(course, 2, 1);
}

std::vector<int> order(const RowingGame &game)
{
    const RowingState &state = game.state();
    return std::vector<int>(state.order.begin(), state.order.begin() + state.orderCount);
}

// Spaces of every boat.
std::vector<int> spaces(const RowingGame &game)
{
    std::vector<int> result;
    for (int seat = 0; seat < game.seatCount(); ++seat)
        result.push_back(game.boat(seat).space);
    return result;
}

} // namespace

class TestRowingRace : public QObject {
    Q_OBJECT
private slots:
    // --- Split lines ----------------------------------------------------------------------------

    void splitLineCrossedOnReachingSpace25()
    {
        QCOMPARE(RowingCourse::standard().crossingSpace({500, 4}), 25);
        QCOMPARE(RowingCourse::standard().crossingSpace({1750, 8}), 88);

        RowingGame game = standardGame();
        refill(game, 0, cards(0, 0, 2));
        place(game, 0, 18, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 2))); // 18 → 24: the line is not reached
        QCOMPARE(game.boat(0).space, 24);
        QCOMPARE(game.boat(0).staminaPile, 6);

        refill(game, 0, cards(0, 0, 2));
        place(game, 0, 19, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 2))); // 19 → 25 crosses 500 m: 6 - 4 = 2
        QCOMPARE(game.boat(0).space, 25);
        QCOMPARE(game.boat(0).staminaPile, 4);
        QCOMPARE(discarded(game, 0, Card::Stamina), 2);
    }

    void paceAtLimitCostsNothing()
    {
        RowingGame game = standardGame();
        refill(game, 0, cards(0, 2));
        place(game, 0, 21, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 2)));
        QCOMPARE(game.boat(0).space, 25);
        QCOMPARE(game.boat(0).staminaPile, 6);
    }

    void paceAboveLimitPaysExcess()
    {
        RowingGame game = standardGame();
        refill(game, 0, cards(1, 1, 2));
        place(game, 0, 20, Rate::Spm45, 0);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm45, cards(1, 1, 2))); // pace 9 at the 500 m line (limit 4)
        QCOMPARE(game.boat(0).space, 29);
        QCOMPARE(game.boat(0).staminaPile, 1);
        QCOMPARE(discarded(game, 0, Card::Stamina), 5);
        QCOMPARE(game.boat(0).rate, Rate::Spm45);
    }

    void payingTheWholePileIsNoCrab()
    {
        RowingGame game = standardGame();
        refill(game, 0, cards(0, 0, 2), 2);
        place(game, 0, 20, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 2))); // owes 2, pays 2: nothing left owed
        QCOMPARE(game.boat(0).space, 26);
        QCOMPARE(game.boat(0).staminaPile, 0);
        QCOMPARE(game.boat(0).rate, Rate::Spm40);
    }

    void crabWhenPileRunsOut()
    {
        // The rulebook's example: 45 spm, pace 7 over the 500 m line with 2 cards left.
        RowingGame game = standardGame();
        refill(game, 0, cards(2, 1, 1), 3);
        place(game, 0, 20, Rate::Spm45, 1);
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm45)));
        QCOMPARE(game.boat(0).staminaPile, 2); // after strain
        QVERIFY(act(game, playAction(cards(2, 1, 1))));
        const Boat &boat = game.boat(0);
        QCOMPARE(boat.space, 24);
        QCOMPARE(boat.staminaPile, 0);
        QCOMPARE(discarded(game, 0, Card::Stamina), 3); // strain 1 + 2 paid; nothing left to take
        QCOMPARE(boat.rate, Rate::Spm35);
        QVERIFY(boat.caughtCrab); // shown on the board until the boat's next turn
        QVERIFY(game.viewFor(1)
                    .value(QStringLiteral("boats"))
                    .toArray()
                    .at(0)
                    .toObject()
                    .value(QStringLiteral("caughtCrab"))
                    .toBool());

        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm35)));
        QVERIFY(!game.boat(0).caughtCrab);
    }

    void crabResetsRateSoReplenishCoolsDown()
    {
        RowingGame game = standardGame();
        refill(game, 0, cards(0, 0, 2, 0, 5), 1);
        place(game, 0, 20, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 2))); // owes 2 with 1 card: crab
        QCOMPARE(game.currentSeat(), 1);                 // no Pace card left: turn over
        QCOMPARE(game.boat(0).space, 24);
        QCOMPARE(game.boat(0).rate, Rate::Spm35);
        QCOMPARE(game.boat(0).staminaPile, 2); // 35 spm cooldown in Replenish
        QCOMPARE(game.boat(0).hand[Card::Stamina], 3);
    }

    void multipleSplitLinesCheckedInOrder()
    {
        RowingGame game = twoLineGame();
        refill(game, 0, cards(2, 1, 1));
        place(game, 0, 22, Rate::Spm45, 0);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm45, cards(2, 1, 1))); // pace 7: 3 at 500 m, then 2 at 560 m
        QCOMPARE(game.boat(0).space, 29);
        QCOMPARE(game.boat(0).staminaPile, 1);
    }

    void crabEndsMovement()
    {
        RowingGame game = twoLineGame();
        refill(game, 0, cards(2, 1, 1), 4);
        place(game, 0, 22, Rate::Spm45, 0);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm45, cards(2, 1, 1))); // pays 3, then 1 of 2: crab at 560 m
        QCOMPARE(game.boat(0).space, 27);
        QCOMPARE(game.boat(0).staminaPile, 0);
        QCOMPARE(discarded(game, 0, Card::Stamina), 4);

        refill(game, 0, cards(2, 1, 1), 2);
        place(game, 0, 22, Rate::Spm45, 0);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm45, cards(2, 1, 1))); // crab at 500 m: 560 m never checked
        QCOMPARE(game.boat(0).space, 24);
        QCOMPARE(game.boat(0).staminaPile, 0);
        QCOMPARE(game.boat(0).rate, Rate::Spm35);
    }

    // --- Motivation -----------------------------------------------------------------------------

    void motivationLevelOrOneBehind()
    {
        for (int other : {15, 16}) {
            RowingGame game = standardGame(4);
            refill(game, 0, cards(1, 1, 1));
            place(game, 0, 10, Rate::Spm40);
            place(game, 3, other, Rate::Spm40); // any lane: here lane 4
            giveTurn(game, 0);
            QVERIFY(row(game, Rate::Spm40, cards(0, 1, 1)));
            QCOMPARE(game.phase(), Phase::Motivation);
            QVERIFY(game.motivationAvailable());
            QCOMPARE(game.legalActions(), (ActionList{MotivationDecline, MotivationAccept}));
            QVERIFY(act(game, MotivationAccept));
            QCOMPARE(game.boat(0).space, 17);
            QCOMPARE(game.boat(0).staminaPile, 5);
            QCOMPARE(discarded(game, 0, Card::Stamina), 1);
        }
    }

    void motivationNotWhenAheadOrTwoBehind()
    {
        for (int other : {14, 17}) {
            RowingGame game = standardGame();
            refill(game, 0, cards(1, 1, 1));
            place(game, 0, 10, Rate::Spm40);
            place(game, 1, other, Rate::Spm40);
            giveTurn(game, 0);
            QVERIFY(row(game, Rate::Spm40, cards(0, 1, 1)));
            QCOMPARE(game.phase(), Phase::Discard);
            QVERIFY(!game.motivationAvailable());
        }
    }

    void motivationDeclinedCostsNothing()
    {
        RowingGame game = standardGame();
        refill(game, 0, cards(1, 1, 1));
        place(game, 0, 10, Rate::Spm40);
        place(game, 1, 15, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 1, 1)));
        QVERIFY(act(game, MotivationDecline));
        QCOMPARE(game.boat(0).space, 15);
        QCOMPARE(game.boat(0).staminaPile, 6);
    }

    void motivationNeedsStamina()
    {
        RowingGame game = standardGame();
        refill(game, 0, cards(1, 1, 1), 0);
        place(game, 0, 10, Rate::Spm40);
        place(game, 1, 15, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 1, 1)));
        QCOMPARE(game.phase(), Phase::Discard);
    }

    void motivationCannotFinish()
    {
        RowingGame game = standardGame();
        refill(game, 0, cards(2, 1, 1));
        place(game, 0, 93, Rate::Spm40);
        place(game, 1, 98, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 1, 1))); // 98: 2 more would reach 100
        QCOMPARE(game.phase(), Phase::Discard);

        refill(game, 0, cards(2, 1, 1));
        place(game, 0, 92, Rate::Spm40);
        place(game, 1, 97, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 1, 1))); // 97: 2 more reach 99
        QCOMPARE(game.phase(), Phase::Motivation);
        QVERIFY(act(game, MotivationAccept));
        QCOMPARE(game.boat(0).space, 99);
        QVERIFY(!game.boat(0).finished);
    }

    void motivationNotAfterFinish()
    {
        RowingGame game = standardGame(3);
        refill(game, 0, cards(2, 1, 1));
        place(game, 0, 95, Rate::Spm40);
        place(game, 1, 100, Rate::Spm40);
        game.mutableState().boats[1].finished = true;
        place(game, 2, 100, Rate::Spm40); // not finished yet in this position, but level at 100
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 1, 1)));
        QVERIFY(game.boat(0).finished);
        QCOMPARE(game.currentSeat(), 2); // no Motivation, and no Discard for a finished boat
    }

    void motivationNotAfterCrab()
    {
        RowingGame game = standardGame();
        refill(game, 0, cards(0, 0, 2), 1);
        place(game, 0, 20, Rate::Spm40);
        place(game, 1, 24, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 2)));
        QCOMPARE(game.boat(0).space, 24);
        QCOMPARE(game.currentSeat(), 1);
    }

    void motivationOncePerTurn()
    {
        RowingGame game = standardGame(3);
        refill(game, 0, cards(1, 1, 1));
        place(game, 0, 10, Rate::Spm40);
        place(game, 1, 15, Rate::Spm40);
        place(game, 2, 17, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 1, 1)));
        QVERIFY(act(game, MotivationAccept));
        QCOMPARE(game.boat(0).space, 17); // level with lane 3 again, but once per turn
        QCOMPARE(game.phase(), Phase::Discard);
    }

    void motivationChecksSplitLines()
    {
        RowingGame game = standardGame();
        refill(game, 0, cards(1, 0, 2));
        place(game, 0, 17, Rate::Spm40);
        place(game, 1, 24, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 2))); // pace 6 to 23
        QVERIFY(act(game, MotivationAccept));            // 23 → 25 with the turn's pace 6
        QCOMPARE(game.boat(0).space, 25);
        QCOMPARE(game.boat(0).staminaPile, 3); // 1 for Motivation, 2 at the line
        QCOMPARE(discarded(game, 0, Card::Stamina), 3);
    }

    void motivationCanCatchCrab()
    {
        RowingGame game = standardGame();
        refill(game, 0, cards(1, 0, 2), 2);
        place(game, 0, 17, Rate::Spm40);
        place(game, 1, 24, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 2)));
        QVERIFY(act(game, MotivationAccept)); // 1 card left owes 2 at the line
        QCOMPARE(game.boat(0).space, 24);
        QCOMPARE(game.boat(0).staminaPile, 0);
        QCOMPARE(game.boat(0).rate, Rate::Spm35);
    }

    // --- Change of tides ------------------------------------------------------------------------

    void tidesMoveTwoRearmost()
    {
        RowingGame game = standardGame(4);
        const int start[] = {10, 5, 7, 20};
        for (int seat = 0; seat < 4; ++seat)
            place(game, seat, start[seat], Rate::Spm35);
        refill(game, 3, cards(1));
        giveLastTurn(game, 3);
        QVERIFY(row(game, Rate::Spm35, cards(1)));
        QCOMPARE(spaces(game), (std::vector<int>{10, 6, 8, 21}));
        QCOMPARE(game.state().round, 2);
    }

    void tidesTiesAllQualify()
    {
        for (const std::vector<int> &start :
             {std::vector<int>{5, 5, 5, 20}, std::vector<int>{5, 7, 7, 20}}) {
            RowingGame game = standardGame(4);
            for (int seat = 0; seat < 4; ++seat)
                place(game, seat, start[std::size_t(seat)], Rate::Spm35);
            refill(game, 3, cards(1));
            giveLastTurn(game, 3);
            QVERIFY(row(game, Rate::Spm35, cards(1)));
            QCOMPARE(spaces(game),
                     (std::vector<int>{start[0] + 1, start[1] + 1, start[2] + 1, 21}));
        }
    }

    void tidesCannotFinish()
    {
        RowingGame game = standardGame();
        place(game, 0, 99, Rate::Spm35);
        place(game, 1, 99, Rate::Spm35);
        refill(game, 1, cards(1));
        giveLastTurn(game, 1);
        QVERIFY(row(game, Rate::Spm35, cards(1)));
        QVERIFY(game.boat(1).finished);
        QCOMPARE(game.boat(0).space, 99);
        QVERIFY(!game.boat(0).finished);
    }

    void tidesIgnoreFinishedBoats()
    {
        RowingGame game = standardGame(3);
        place(game, 0, 100, Rate::Spm35);
        Boat &winner = game.mutableState().boats[0];
        winner.finished = true;
        winner.rank = 1;
        game.mutableState().finishedCount = 1;
        place(game, 1, 50, Rate::Spm35);
        place(game, 2, 60, Rate::Spm35);
        refill(game, 2, cards(1));
        giveLastTurn(game, 2);
        QVERIFY(row(game, Rate::Spm35, cards(1)));
        QCOMPARE(spaces(game), (std::vector<int>{100, 51, 62}));
    }

    void tidesAtSplitLineCostNothing()
    {
        RowingGame game = standardGame();
        place(game, 0, 24, Rate::Spm35);
        place(game, 1, 40, Rate::Spm35);
        refill(game, 1, cards(1), 6);
        giveLastTurn(game, 1);
        QVERIFY(row(game, Rate::Spm35, cards(1)));
        QCOMPARE(game.boat(0).space, 25); // pace 1 is under every limit
        QCOMPARE(game.boat(0).staminaPile, 6);
    }

    // --- Turn order and finishing ---------------------------------------------------------------

    void firstRoundInLaneOrder()
    {
        const RowingGame game = standardGame(6);
        QCOMPARE(order(game), (std::vector<int>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(game.currentSeat(), 0);
    }

    void turnOrderFurthestFirstTiesLowerLane()
    {
        RowingGame game = standardGame(4);
        const int start[] = {4, 10, 10, 1};
        for (int seat = 0; seat < 4; ++seat)
            place(game, seat, start[seat], Rate::Spm35);
        refill(game, 3, cards(1));
        giveLastTurn(game, 3);
        QVERIFY(row(game, Rate::Spm35, cards(1))); // 1 → 2, then tides: lanes 4 and 1 move
        QCOMPARE(spaces(game), (std::vector<int>{5, 10, 10, 3}));
        QCOMPARE(order(game), (std::vector<int>{1, 2, 0, 3}));
        QCOMPARE(game.currentSeat(), 1);
    }

    void boatsTakeWholeTurnsInOrder()
    {
        RowingGame game = standardGame(3, 11);
        std::vector<int> movers;
        while (game.state().round == 1) {
            const int seat = game.currentSeat();
            if (movers.empty() || movers.back() != seat)
                movers.push_back(seat);
            QVERIFY(act(game, game.legalActions().front()));
        }
        QCOMPARE(movers, (std::vector<int>{0, 1, 2}));
    }

    void finishedBoatsTakeNoTurns()
    {
        RowingGame game = standardGame(3);
        refill(game, 0, cards(2, 1, 1));
        place(game, 0, 96, Rate::Spm40);
        place(game, 1, 30, Rate::Spm35);
        place(game, 2, 20, Rate::Spm35);
        refill(game, 1, cards(1));
        refill(game, 2, cards(1));
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 1, 1)));
        QVERIFY(row(game, Rate::Spm35, cards(1)));
        QVERIFY(endTurn(game));
        QVERIFY(row(game, Rate::Spm35, cards(1)));
        QVERIFY(endTurn(game));
        QCOMPARE(game.state().round, 2);
        QCOMPARE(game.boat(0).rank, 1);
        QCOMPARE(order(game), (std::vector<int>{1, 2}));
    }

    void finishRecordsReachAndClamps()
    {
        RowingGame game = standardGame();
        refill(game, 0, cards(2, 1, 2));
        place(game, 0, 95, Rate::Spm45, 0);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm45, cards(1, 1, 2)));
        const Boat &boat = game.boat(0);
        QVERIFY(boat.finished);
        QCOMPARE(boat.space, 100);
        QCOMPARE(boat.reach, 104);
        QCOMPARE(boat.finishRound, 1);
        QCOMPARE(boat.rank, 0); // ranked at the end of the round
        QCOMPARE(game.currentSeat(), 1);
    }

    void finishTiebreakByReachThenRateThenLane()
    {
        RowingGame game = standardGame(4);
        for (int seat = 0; seat < 4; ++seat)
            place(game, seat, 95, Rate::Spm40);
        refill(game, 0, cards(0, 0, 2));
        refill(game, 1, cards(1, 0, 3));
        refill(game, 2, cards(0, 0, 2));
        refill(game, 3, cards(2, 2));
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 2))); // reach 101 at 40 spm
        QVERIFY(row(game, Rate::Spm45, cards(1, 0, 3))); // reach 105
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 2))); // reach 101 at 40 spm, lane 3
        QVERIFY(row(game, Rate::Spm45, cards(2, 2)));    // reach 101 at 45 spm
        QVERIFY(game.isOver());
        QCOMPARE(game.ranks(), (std::vector<int>{3, 1, 4, 2}));
        QCOMPARE(game.returns(), (std::vector<double>{1.0 / 3, 1, 0, 2.0 / 3}));
    }

    void ranksContinueAfterEarlierFinishers()
    {
        RowingGame game = standardGame(3);
        RowingState &state = game.mutableState();
        state.round = 5;
        place(game, 0, 100, Rate::Spm40);
        state.boats[0].finished = true;
        state.boats[0].rank = 1;
        state.boats[0].finishRound = 4;
        state.finishedCount = 1;
        place(game, 1, 97, Rate::Spm40);
        place(game, 2, 98, Rate::Spm40);
        refill(game, 1, cards(0, 2));
        refill(game, 2, cards(0, 2));
        giveTurn(game, 2);
        QVERIFY(row(game, Rate::Spm40, cards(0, 2))); // reach 102
        QVERIFY(row(game, Rate::Spm40, cards(0, 2))); // reach 101
        QVERIFY(game.isOver());
        QCOMPARE(game.ranks(), (std::vector<int>{1, 3, 2}));
    }

    void raceRunsUntilAllFinish()
    {
        RowingGame game = standardGame(6, 2024);
        Rng rng(99);
        ActionList actions;
        int finishedBefore = 0;
        while (!game.isOver()) {
            int finished = 0;
            for (int seat = 0; seat < 6; ++seat)
                finished += game.boat(seat).finished;
            QVERIFY(finished < 6);
            QVERIFY(finished >= finishedBefore);
            finishedBefore = finished;
            QVERIFY(!game.boat(game.currentSeat()).finished);
            game.legalActions(actions);
            QVERIFY(!actions.empty());
            game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
        }
        QCOMPARE(game.currentSeat(), -1);
        QVERIFY(game.legalActions().empty());
        std::vector<int> ranks = game.ranks();
        std::sort(ranks.begin(), ranks.end());
        QCOMPARE(ranks, (std::vector<int>{1, 2, 3, 4, 5, 6}));
        for (int seat = 0; seat < 6; ++seat) {
            QVERIFY(game.boat(seat).finished);
            QCOMPARE(game.boat(seat).space, 100);
        }
    }

    void earlierRoundFinishesRankHigher()
    {
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            RowingGame game = standardGame(6, seed);
            Rng rng(seed);
            while (!game.isOver()) {
                const ActionList actions = game.legalActions();
                game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
            }
            for (int a = 0; a < 6; ++a)
                for (int b = 0; b < 6; ++b)
                    if (game.boat(a).finishRound < game.boat(b).finishRound)
                        QVERIFY(game.boat(a).rank < game.boat(b).rank);
        }
    }
};

QTEST_GUILESS_MAIN(TestRowingRace)
#include "tst_rowing_race.moc"
