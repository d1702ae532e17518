// The rowing race through the Game interface: views and hidden information, card conservation
// over thousands of random races, action names, the game log, clones and the play preview.
#include "RowingTestSupport.h"

#include <QJsonArray>
#include <QTest>

using namespace cw;
using namespace cw::rowing;
using namespace cw::rowing::test;

namespace {

// Plays random legal actions until the game is over or `moves` actions were played.
void playRandomly(Game &game, Rng &rng, int moves = 1 << 30)
{
    ActionList actions;
    for (int i = 0; i < moves && !game.isOver(); ++i) {
        game.legalActions(actions);
        game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
    }
}

bool sameState(const RowingGame &a, const RowingGame &b)
{
    const RowingState &x = a.state();
    const RowingState &y = b.state();
    return x.boats == y.boats && x.rng == y.rng && x.order == y.order &&
           x.orderCount == y.orderCount && x.turnInRound == y.turnInRound && x.round == y.round &&
           x.phase == y.phase && x.moveNumber == y.moveNumber &&
           x.finishedCount == y.finishedCount && x.turnPace == y.turnPace;
}

} // namespace

class TestRowingGame : public QObject {
    Q_OBJECT
private slots:
    void viewShowsOnlyTheViewersHand()
    {
        const RowingGame game = standardGame(3, 4);
        for (int viewer = -1; viewer < 3; ++viewer) {
            const QJsonObject view = game.viewFor(viewer);
            QCOMPARE(view.value(QStringLiteral("game")).toString(), QStringLiteral("rowing"));
            QCOMPARE(view.value(QStringLiteral("viewer")).toInt(), viewer);
            QCOMPARE(view.value(QStringLiteral("phase")).toString(), QStringLiteral("chooseRate"));
            const QJsonArray boats = view.value(QStringLiteral("boats")).toArray();
            for (int seat = 0; seat < 3; ++seat) {
                const QJsonObject boat = boats.at(seat).toObject();
                QCOMPARE(boat.contains(QStringLiteral("hand")), seat == viewer);
                QCOMPARE(boat.value(QStringLiteral("handCount")).toInt(), 7);
                QCOMPARE(boat.value(QStringLiteral("drawCount")).toInt(), 8);
                QCOMPARE(boat.value(QStringLiteral("rate")).toInt(), 45);
            }
        }
    }

    void resampleKeepsTheView()
    {
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            RowingGame game = standardGame(6, seed);
            Rng rng(seed);
            playRandomly(game, rng, int(seed % 300));
            const int seat = game.isOver() ? -1 : game.currentSeat();
            const QJsonObject view = game.viewFor(seat);
            const std::vector<int> census = game.cardCensus();
            game.resampleHidden(seat, rng);
            QCOMPARE(game.viewFor(seat), view);
            QCOMPARE(game.cardCensus(), census);
        }
    }

    void resampleDependsOnlyOnTheView()
    {
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            RowingGame a = standardGame(6, seed);
            Rng play(seed);
            playRandomly(a, play, 40 + int(seed));
            if (a.isOver())
                continue;
            const int seat = a.currentSeat();
            // b: the same view with other hidden cards and another future.
            RowingGame b = a;
            Rng scramble(seed + 1000);
            b.resampleHidden(seat, scramble);
            QCOMPARE(b.viewFor(seat), a.viewFor(seat));
            Rng ra(7), rb(7);
            a.resampleHidden(seat, ra);
            b.resampleHidden(seat, rb);
            QVERIFY(sameState(a, b));
        }
    }

    void cardsAreConservedInRandomRaces()
    {
        // Thousands of seeded random races on 1 to 8 lanes; the census after every action in a
        // few hundred of them, at the end in all.
        RowingCourse eight = RowingCourse::standard();
        eight.lanes = 8;
        for (std::uint64_t seed = 0; seed < 3000; ++seed) {
            const int boats = 1 + int(seed % 8);
            RowingGame game(eight, boats, seed);
            Rng rng(seed * 31 + 1);
            const std::vector<int> census = game.cardCensus();
            ActionList actions;
            int moves = 0;
            while (!game.isOver()) {
                game.legalActions(actions);
                QVERIFY(!actions.empty());
                game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
                QVERIFY(++moves < 100000);
                if (seed < 300) {
                    QCOMPARE(game.cardCensus(), census);
                    for (int seat = 0; seat < boats; ++seat) {
                        const Boat &boat = game.boat(seat);
                        QVERIFY(boat.hand.total() <= HandSize);
                        QVERIFY(boat.staminaPile >= 0 && boat.staminaPile <= StaminaCards);
                        QVERIFY(boat.space >= 0 && boat.space <= 100);
                    }
                }
            }
            QCOMPARE(game.cardCensus(), census);
        }
    }

    void legalActionsAreUniqueAndLegal()
    {
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            RowingGame game = standardGame(4, seed);
            Rng rng(seed);
            while (!game.isOver()) {
                ActionList actions = game.legalActions();
                ActionList sorted = actions;
                std::sort(sorted.begin(), sorted.end());
                QVERIFY(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
                for (Action action : actions) {
                    QVERIFY(!game.actionName(action).isEmpty());
                    QVERIFY(game.isLegal(action));
                }
                game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
            }
        }
    }

    void replayIsDeterministic()
    {
        RowingGame a = standardGame(6, 77);
        Rng rng(5);
        std::vector<Action> played;
        ActionList actions;
        while (!a.isOver()) {
            a.legalActions(actions);
            played.push_back(actions[rng.below(std::uint32_t(actions.size()))]);
            a.apply(played.back());
        }
        RowingGame b = standardGame(6, 77);
        for (Action action : played)
            b.apply(action);
        QVERIFY(sameState(a, b));
        QCOMPARE(b.moveNumber(), int(played.size()));
    }

    void cloneContinuesIdentically()
    {
        RowingGame game = standardGame(6, 9);
        Rng rng(1);
        playRandomly(game, rng, 100);
        std::unique_ptr<Game> copy = game.clone();
        Rng r1(2), r2(2);
        playRandomly(game, r1);
        playRandomly(*copy, r2);
        QVERIFY(sameState(game, static_cast<RowingGame &>(*copy)));
    }

    void actionNames()
    {
        RowingGame game = standardGame();
        QCOMPARE(game.actionName(rateAction(Rate::Spm40)), QStringLiteral("Row at 40 spm"));
        QCOMPARE(game.actionName(playAction(cards(0, 1, 1, 1))),
                 QStringLiteral("Play 3 + 2 + instability"));
        QCOMPARE(game.actionName(MotivationAccept), QStringLiteral("Use motivation (+2 spaces)"));
        QCOMPARE(game.actionName(MotivationDecline), QStringLiteral("No motivation"));
        QCOMPARE(game.actionName(discardAction(cards(2))), QStringLiteral("Discard 1 + 1"));
        QCOMPARE(game.actionName(discardAction(CardCounts{})), QStringLiteral("Keep all cards"));

        setCards(game, 0, cards(1, 0, 0, 0, 6), {});
        place(game, 0, 10, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm40)));
        QCOMPARE(game.actionName(playAction(cards(1))),
                 QStringLiteral("Play 1 (cluttered hand: the boat stays)"));
    }

    void logNarratesOnlyWhenRecording()
    {
        RowingGame game = standardGame(2, 3);
        Rng rng(4);
        playRandomly(game, rng, 3);
        QVERIFY(game.takeLog().isEmpty());
        QVERIFY(game.events().empty());

        game.setRecordLog(true);
        refill(game, 0, cards(0, 0, 2));
        place(game, 0, 19, Rate::Spm40);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm40, cards(0, 0, 2)));
        const QStringList log = game.takeLog();
        QVERIFY(log.contains(QStringLiteral("Lane 1: stroke rate 40 spm.")));
        QVERIFY(log.contains(QStringLiteral("Lane 1: from space 19 to space 25 with pace 6.")));
        QVERIFY(log.contains(
            QStringLiteral("Lane 1: 2 stamina card(s) paid at the 500 m split line.")));
        QVERIFY(game.takeLog().isEmpty()); // each event is narrated once
        QVERIFY(!game.events().empty());
        QVERIFY(game.clone()->takeLog().isEmpty());
    }

    // The rulebook's "move your boat back": the log says how far the move got, then where the
    // crab sends the boat back to.
    void logTellsHowFarACrabbingBoatGot()
    {
        RowingGame game = standardGame(2, 3);
        game.setRecordLog(true);
        refill(game, 0, cards(2, 1, 1), 3);
        place(game, 0, 20, Rate::Spm45, 1);
        giveTurn(game, 0);
        QVERIFY(row(game, Rate::Spm45, cards(2, 1, 1)));
        const QStringList log = game.takeLog();
        const QStringList expected{
            QStringLiteral("Lane 1: from space 20 to space 27 with pace 7."),
            QStringLiteral("Lane 1: 2 stamina card(s) paid at the 500 m split line."),
            QStringLiteral("Lane 1: crab caught at the 500 m split line, back to space 24, 0 more "
                           "stamina card(s) lost, stroke rate down to 35 spm.")};
        const qsizetype first = log.indexOf(expected.front());
        QVERIFY2(first >= 0, qPrintable(log.join(u'\n')));
        QCOMPARE(log.mid(first, expected.size()), expected);
    }

    void logNamesSeatsByTheirNames()
    {
        RowingGame game = standardGame(3, 3);
        // Seat 1 has no name: the log falls back to its lane. A "%2" typed in a name stays as is.
        game.setSeatNames({QStringLiteral("Astrid"), QString(), QStringLiteral("50%2")});
        game.setRecordLog(true);
        for (int seat : {0, 1, 2}) {
            refill(game, seat, cards(0, 0, 2));
            place(game, seat, 10, Rate::Spm40);
            giveTurn(game, seat);
            QVERIFY(row(game, Rate::Spm40, cards(0, 0, 2)) && endTurn(game));
        }
        const QStringList log = game.takeLog();
        QVERIFY2(log.contains(QStringLiteral("Astrid: stroke rate 40 spm.")),
                 qPrintable(log.join(u'\n')));
        QVERIFY(log.contains(QStringLiteral("Astrid: from space 10 to space 16 with pace 6.")));
        QVERIFY(log.contains(QStringLiteral("Lane 2: stroke rate 40 spm.")));
        QVERIFY(log.contains(QStringLiteral("50%2: from space 10 to space 16 with pace 6.")));
    }

    void previewMatchesPlay()
    {
        // For pace-only plays the preview is exact: compare it with what apply() does.
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            RowingGame game = standardGame(6, seed);
            Rng rng(seed);
            ActionList actions;
            while (!game.isOver()) {
                game.legalActions(actions);
                const Action action = actions[rng.below(std::uint32_t(actions.size()))];
                if (game.phase() == Phase::PlayCards &&
                    playedCardsOf(action)[Card::Instability] == 0) {
                    const int seat = game.currentSeat();
                    const PlayPreview preview = game.previewPlay(playedCardsOf(action));
                    const int round = game.state().round;
                    game.apply(action);
                    if (game.state().round != round)
                        continue; // the change of tides may have moved the boat since
                    const Boat &boat = game.boat(seat);
                    QCOMPARE(preview.toSpace, boat.space);
                    QCOMPARE(preview.finishes, boat.finished);
                    if (preview.crab || preview.cluttered)
                        QCOMPARE(boat.rate, Rate::Spm35);
                    ++checked;
                    continue;
                }
                game.apply(action);
            }
        }
        QVERIFY(checked > 1000);
    }

    void previewListsCrossingsAndCrab()
    {
        RowingGame game = standardGame();
        refill(game, 0, cards(2, 1, 1), 2);
        place(game, 0, 20, Rate::Spm45, 0);
        giveTurn(game, 0);
        QVERIFY(act(game, rateAction(Rate::Spm45)));
        PlayPreview preview = game.previewPlay(cards(2, 1, 1));
        QCOMPARE(preview.pace, 7);
        QCOMPARE(preview.toSpace, 24);
        QVERIFY(preview.crab);
        QCOMPARE(int(preview.crossings.size()), 1);
        QCOMPARE(preview.crossings[0].cost, 3);
        QVERIFY(preview.crossings[0].crab);

        preview = game.previewPlay(cards(1, 1, 1, 1), 3);
        QCOMPARE(preview.knownPace, 6);
        QCOMPARE(preview.instability, 1);
        QCOMPARE(preview.pace, 9);
    }

    void returnsEstimateUnfinishedRaces()
    {
        RowingGame game = standardGame(3);
        place(game, 0, 30);
        place(game, 1, 10);
        place(game, 2, 20);
        QCOMPARE(game.returns(), (std::vector<double>{1, 0, 0.5}));
        QCOMPARE(game.ranks(), (std::vector<int>{1, 3, 2}));
    }
};

QTEST_GUILESS_MAIN(TestRowingGame)
#include "tst_rowing_game.moc"
