// Niagara's rules, one named test per rule of the rulebook (niagara.md §3–§6) and per FAQ answer
// (§7), as docs/rules/niagara.md settles them; the page names each test beside its rule.
#include "NiagaraTestSupport.h"

#include <QJsonArray>

#include <functional>
#include <set>

using namespace cw;
using namespace cw::niagara;
using namespace cw::niagara::test;

namespace {

// A 3-seat game where seat 0 acts first in Phase II with `card` (1…6 or 0 for the cloud), and the
// other two seats are sidelined and play the 6 (or their given cards).
NiagaraGame turnOf(int number, const std::function<void(NiagaraGame &)> &setup = {},
                   Action other = card(6))
{
    NiagaraGame game = newGame(3);
    setFirst(game, 0);
    sideline(game, 1);
    sideline(game, 2, Violet);
    if (setup)
        setup(game);
    chooseAll(game, {number == 0 ? Cloud : card(number), other, other});
    return game;
}

// Applies a legal action (a test fails on an illegal one, which is never applied).
void act(NiagaraGame &game, Action action)
{
    QVERIFY2(game.isLegal(action), qPrintable(QStringLiteral("%1 is not legal").arg(action)));
    if (game.isLegal(action))
        game.apply(action);
}

bool offered(const NiagaraGame &game, Action action)
{
    return hasAction(game, action);
}

const Canoe &canoeOf(const NiagaraGame &game, int seat, int canoe)
{
    return game.state().seats[std::size_t(seat)].canoes[std::size_t(canoe)];
}

} // namespace

class TestNiagaraRules : public QObject {
    Q_OBJECT

private slots:
    // §3 Setup -------------------------------------------------------------------------------
    void setupGivesCanoesCardsGemsAndWeather()
    {
        const NiagaraGame game = newGame(5, 3);
        const NiagaraState &s = game.state();
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(int(s.seats[std::size_t(i)].hand), 0x7f);
            for (const Canoe &canoe : s.seats[std::size_t(i)].canoes)
                QVERIFY(canoe.where == Canoe::Where::Beach && canoe.gem == NoGem);
        }
        for (int colour = 0; colour < GemColours; ++colour)
            QCOMPARE(int(s.places[std::size_t(colour)][std::size_t(colour)]), 7);
        QCOMPARE(s.weather, 0);
        QCOMPARE(s.forkRight, 0);
    }

    void firstPlayerIsDrawnFromTheSeed()
    {
        std::set<int> firsts;
        for (std::uint64_t seed = 0; seed < 40; ++seed) {
            firsts.insert(newGame(4, seed).state().lifePreserver);
            QCOMPARE(newGame(4, seed).state().lifePreserver,
                     newGame(4, seed).state().lifePreserver);
        }
        QCOMPARE(int(firsts.size()), 4);
    }

    // §4 Phase I -----------------------------------------------------------------------------
    void choiceIsSecretUntilEverySeatHasChosen()
    {
        NiagaraGame game = newGame(3);
        setFirst(game, 0);
        act(game, card(4));
        const auto cardShown = [&](int viewer, int seat) {
            return game.viewFor(viewer)
                .value(QStringLiteral("seats"))
                .toArray()
                .at(seat)
                .toObject()
                .contains(QStringLiteral("card"));
        };
        QVERIFY(cardShown(0, 0));
        QVERIFY(!cardShown(1, 0));
        QVERIFY(!cardShown(-1, 0));
        act(game, card(2));
        QVERIFY(!cardShown(2, 0));
        QVERIFY(!cardShown(2, 1));
        act(game, Cloud);
        QVERIFY(cardShown(-1, 0) && cardShown(-1, 1) && cardShown(-1, 2));
    }

    // The name of a choice (the Moves list, issue 51): the seat that chose reads its card, every
    // other seat and a spectator read that a card was chosen, until the reveal.
    void choiceIsNamedFaceDownUntilRevealed()
    {
        NiagaraGame game = newGame(3);
        setFirst(game, 0);
        QVERIFY(!game.secretsPending());
        QCOMPARE(game.actionNameFor(card(4), 0), game.actionName(card(4)));
        QVERIFY(game.actionName(card(4)).contains(QStringLiteral("4")));
        for (const int viewer : {-1, 1, 2}) {
            QVERIFY(game.actionNameFor(card(4), viewer) != game.actionName(card(4)));
            QVERIFY(!game.actionNameFor(card(4), viewer).contains(QStringLiteral("4")));
        }
        act(game, card(4));
        QVERIFY(game.secretsPending());
        act(game, card(2));
        QVERIFY(game.secretsPending());
        act(game, Cloud);
        QVERIFY(!game.secretsPending()); // revealed together
    }

    // Who is asked, and what anyone sees before the reveal, does not depend on earlier choices.
    void whoIsAskedDoesNotRevealChoices()
    {
        NiagaraGame a = newGame(3), b = newGame(3);
        setFirst(a, 1);
        setFirst(b, 1);
        a.apply(card(1));
        b.apply(card(6));
        QCOMPARE(a.currentSeat(), b.currentSeat());
        QCOMPARE(a.viewFor(2), b.viewFor(2));
        QCOMPARE(a.legalActions(), b.legalActions());
    }

    void resampleRedrawsOthersChoicesFromTheirHands()
    {
        NiagaraGame game = newGame(3);
        setFirst(game, 0);
        act(game, card(5));
        act(game, card(3));
        std::set<int> seen;
        for (std::uint64_t seed = 0; seed < 60; ++seed) {
            NiagaraGame sample(game.state());
            Rng rng(seed);
            sample.resampleHidden(1, rng);
            QCOMPARE(int(sample.state().seats[1].chosen), 2);
            seen.insert(sample.state().seats[0].chosen);
        }
        QCOMPARE(int(seen.size()), 7);
    }

    void playedCardsStayOutUntilAllSevenArePlayed()
    {
        NiagaraGame game = newGame(2);
        setFirst(game, 0);
        sideline(game, 0);
        sideline(game, 1);
        for (int round = 1; round <= 7; ++round) {
            const Action played = round == 7 ? Cloud : card(round);
            chooseAll(game, {played, played});
            if (round < 7)
                QVERIFY(!(game.state().seats[0].hand & (1u << (round - 1))));
            while (game.state().step != Step::ChooseCard)
                act(game, game.state().step == Step::Weather ? game.legalActions().front()
                                                             : actions::EndTurn);
        }
        QCOMPARE(int(game.state().seats[0].hand), 0x7f);
        QCOMPARE(int(game.state().seats[1].hand), 0x7f);
    }

    // §4 Phase II: which canoes move -----------------------------------------------------------
    void bothOnLandLaunchExactlyOne()
    {
        NiagaraGame game = turnOf(3);
        QCOMPARE(legal(game), ActionList{actions::SelectCanoe + 0});
        act(game, actions::SelectCanoe);
        act(game, moveTo(game, "3"));
        // The other canoe stays: the turn has passed on.
        QVERIFY(game.currentSeat() != 0 || game.state().step == Step::ChooseCard);
        QCOMPARE(canoeOf(game, 0, 1).where, Canoe::Where::Beach);
    }

    void oneOnWaterMustMoveAndTheOtherMayLaunch()
    {
        NiagaraGame game = turnOf(2, [](NiagaraGame &g) { placeCanoe(g, 0, 0, "1"); });
        QVERIFY(offered(game, actions::SelectCanoe + 0));
        QVERIFY(offered(game, actions::SelectCanoe + 1));
        QVERIFY(!offered(game, actions::EndTurn));
        act(game, actions::SelectCanoe + 0);
        act(game, actions::Downstream);
        act(game, moveTo(game, "3"));
        QVERIFY(offered(game, actions::EndTurn));
        QVERIFY(offered(game, actions::SelectCanoe + 1));
    }

    // FAQ 1: both canoes on the water must both move, each the full number.
    void faqBothOnWaterMoveBothFullPoints()
    {
        NiagaraGame game = turnOf(2, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "1");
            placeCanoe(g, 0, 1, "2");
        });
        QVERIFY(!offered(game, actions::EndTurn));
        act(game, actions::SelectCanoe + 0);
        act(game, actions::Downstream);
        act(game, moveTo(game, "3"));
        QVERIFY(!offered(game, actions::EndTurn));
        QCOMPARE(legal(game), ActionList{actions::SelectCanoe + 1});
        act(game, actions::SelectCanoe + 1);
        act(game, actions::Downstream);
        act(game, moveTo(game, "4"));
        QCOMPARE(int(canoeOf(game, 0, 0).space), space(game, "3"));
        QCOMPARE(int(canoeOf(game, 0, 1).space), space(game, "4"));
        QVERIFY(game.currentSeat() != 0);
    }

    // FAQ 2: one direction per move: from 3 with a 2, only 1 and 5 (never 3 by up-and-down).
    void faqNoChangeOfDirection()
    {
        NiagaraGame game = turnOf(2, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "3", Violet);
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Upstream);
        QCOMPARE(legal(game), ActionList{moveTo(game, "1")});
        game = turnOf(2, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "3", Violet);
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Downstream);
        QCOMPARE(legal(game), ActionList{moveTo(game, "5")});
    }

    void ownerPicksTheArmAtTheFork()
    {
        NiagaraGame game = turnOf(1, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "5", Yellow);
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Downstream);
        QCOMPARE(legal(game), (ActionList{moveTo(game, "L6"), moveTo(game, "R6")}));
    }

    void noPaddlingOverAWaterfall()
    {
        NiagaraGame game = turnOf(2, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "L6", Blue);
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        // Only upstream is open: the direction is not even asked.
        QCOMPARE(game.state().step, Step::Move);
        QCOMPARE(legal(game), ActionList{moveTo(game, "4")});
    }

    // FAQ 8: every point must be used, except by a canoe that lands.
    void faqAllPointsUsedUnlessLanding()
    {
        NiagaraGame game = turnOf(6, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "2");
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Upstream);
        QCOMPARE(legal(game), ActionList{actions::Land});
        game = turnOf(2, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "1");
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Downstream);
        QCOMPARE(legal(game), ActionList{moveTo(game, "3")});
    }

    // FAQ 4: a canoe that lands stays on the beach for the rest of the turn.
    void faqLandedCanoeStaysOnTheBeach()
    {
        NiagaraGame game = turnOf(3, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "1", Violet);
            placeCanoe(g, 0, 1, "2");
        });
        act(game, actions::SelectCanoe + 0);
        act(game, actions::Upstream);
        act(game, actions::Land);
        QCOMPARE(canoeOf(game, 0, 0).where, Canoe::Where::Beach);
        QCOMPARE(legal(game), ActionList{actions::SelectCanoe + 1});
    }

    // FAQ 7: any number of canoes share a space.
    void faqCanoesShareASpace()
    {
        NiagaraGame game = turnOf(2, [](NiagaraGame &g) {
            placeCanoe(g, 1, 0, "2");
            placeCanoe(g, 0, 0, "4");
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Proceed);
        act(game, actions::Upstream);
        act(game, moveTo(game, "2"));
        QCOMPARE(canoeOf(game, 0, 0).space, canoeOf(game, 1, 0).space);
    }

    // §4 Loading and unloading ---------------------------------------------------------------
    void loadingBeforeMovingCostsTwo()
    {
        NiagaraGame game = turnOf(4, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "3");
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        QCOMPARE(game.state().step, Step::BeforeMove);
        act(game, actions::Load + Violet);
        QCOMPARE(int(canoeOf(game, 0, 0).gem), int(Violet));
        QCOMPARE(int(game.state().places[Violet][Violet]), 5); // one went to a sidelined seat
        act(game, actions::Upstream);
        QCOMPARE(legal(game), ActionList{moveTo(game, "1")});
    }

    void loadingAfterMovingKeepsTwoPoints()
    {
        NiagaraGame game = turnOf(4, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "1");
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Downstream);
        // 4 points: to 5 exactly, or to 3 keeping 2 to load violet there.
        QVERIFY(offered(game, moveTo(game, "3")));
        QVERIFY(offered(game, moveTo(game, "5")));
        act(game, moveTo(game, "3"));
        QCOMPARE(game.state().step, Step::AfterMove);
        QCOMPARE(legal(game), ActionList{actions::Load + Violet});
        act(game, actions::Load + Violet);
        QCOMPARE(int(canoeOf(game, 0, 0).gem), int(Violet));
    }

    void loadingNotBothBeforeAndAfter()
    {
        NiagaraGame game = turnOf(6, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "4", Violet);
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Unload);
        // 4 points left, all of them paddled: landing only (no stop short to load again), and
        // downstream 4 would go over a waterfall, so the direction is not asked.
        QCOMPARE(game.state().step, Step::Move);
        QCOMPARE(legal(game), ActionList{actions::Land});
    }

    void onlyAnEmptyCanoeLoads()
    {
        NiagaraGame game = turnOf(4, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "4", Violet);
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        for (int colour = 0; colour < GemColours; ++colour)
            QVERIFY(!offered(game, actions::Load + colour));
        QVERIFY(offered(game, actions::Unload));
    }

    void noUnloadingAtTheGemsOwnPlace()
    {
        NiagaraGame game = turnOf(4, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "3", Violet);
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        QVERIFY(game.state().step != Step::BeforeMove);
        QVERIFY(!offered(game, actions::Unload));
    }

    void unloadThenLoadCostsFourForAnotherColour()
    {
        NiagaraGame game = turnOf(4, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "4", Violet);
            placeCanoe(g, 0, 1, "lost");
            // A violet gem already lies at the clear place: still not a different colour.
            --g.mutableState().places[Violet][Violet];
            ++g.mutableState().places[Clear][Violet];
        });
        act(game, actions::SelectCanoe);
        QVERIFY(offered(game, actions::UnloadLoad + Clear));
        QVERIFY(!offered(game, actions::UnloadLoad + Violet));
        act(game, actions::UnloadLoad + Clear);
        QCOMPARE(int(canoeOf(game, 0, 0).gem), int(Clear));
        QCOMPARE(int(game.state().places[Clear][Violet]), 2);
        QCOMPARE(game.state().turn.points, std::int8_t(0));
        QVERIFY(game.currentSeat() != 0);
    }

    void noLoadingWithAOne()
    {
        NiagaraGame game = turnOf(1, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "3");
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        QCOMPARE(game.state().step, Step::Direction);
        act(game, actions::Downstream);
        QCOMPARE(legal(game), ActionList{moveTo(game, "4")});
    }

    // §4 Stealing ----------------------------------------------------------------------------
    void emptyCanoeStealsAfterPaddlingUpstream()
    {
        NiagaraGame game = turnOf(2, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "5");
            placeCanoe(g, 0, 1, "lost");
            placeCanoe(g, 1, 0, "3", Red);
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Proceed);
        act(game, actions::Upstream);
        act(game, moveTo(game, "3"));
        QCOMPARE(legal(game), (ActionList{actions::NoSteal, actions::Steal + 2}));
        act(game, actions::Steal + 2);
        QCOMPARE(int(canoeOf(game, 0, 0).gem), int(Red));
        QCOMPARE(int(canoeOf(game, 1, 0).gem), NoGem);
    }

    void noTheftAfterPaddlingDownstream()
    {
        NiagaraGame game = turnOf(2, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "1");
            placeCanoe(g, 0, 1, "lost");
            placeCanoe(g, 1, 0, "3", Red);
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Downstream);
        act(game, moveTo(game, "3"));
        QVERIFY(game.currentSeat() != 0);
        QCOMPARE(int(canoeOf(game, 1, 0).gem), int(Red));
    }

    // FAQ 3: a canoe that unloaded this turn does not steal.
    void faqNoTheftAfterUnloading()
    {
        NiagaraGame game = turnOf(4, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "5", Violet);
            placeCanoe(g, 0, 1, "lost");
            placeCanoe(g, 1, 0, "3", Red);
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Unload);
        act(game, actions::Upstream);
        act(game, moveTo(game, "3"));
        QVERIFY(game.currentSeat() != 0);
        QCOMPARE(int(canoeOf(game, 1, 0).gem), int(Red));
    }

    void noTheftByALoadedCanoeOrFromItsOwner()
    {
        NiagaraGame game = turnOf(2, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "5", Yellow);
            placeCanoe(g, 0, 1, "3", Red);
            placeCanoe(g, 1, 0, "3", Blue);
        });
        act(game, actions::SelectCanoe + 0);
        act(game, actions::Upstream);
        act(game, moveTo(game, "3"));
        QCOMPARE(legal(game), ActionList{actions::SelectCanoe + 1});
        QCOMPARE(int(canoeOf(game, 1, 0).gem), int(Blue));
    }

    void theOwnerChoosesWhomToRob()
    {
        NiagaraGame game = turnOf(2, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "5");
            placeCanoe(g, 0, 1, "lost");
            placeCanoe(g, 1, 0, "3", Red);
            placeCanoe(g, 2, 1, "3", Blue);
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Proceed);
        act(game, actions::Upstream);
        act(game, moveTo(game, "3"));
        QCOMPARE(legal(game),
                 (ActionList{actions::NoSteal, actions::Steal + 2, actions::Steal + 5}));
    }

    // §4 Landing -----------------------------------------------------------------------------
    void landingPutsTheGemInThePlayArea()
    {
        NiagaraGame game = turnOf(5, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "2", Blue);
            placeCanoe(g, 0, 1, "lost");
        });
        act(game, actions::SelectCanoe);
        act(game, actions::Upstream);
        act(game, actions::Land);
        QCOMPARE(int(game.state().seats[0].playArea[Blue]), 1);
        QCOMPARE(canoeOf(game, 0, 0).where, Canoe::Where::Beach);
        QCOMPARE(int(canoeOf(game, 0, 0).gem), NoGem);
    }

    // §4 Return fallen canoes ------------------------------------------------------------------
    void buyBackReturnsAGemToItsPlace()
    {
        NiagaraGame game = turnOf(3, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "lost");
            giveGems(g, 0, Yellow, 1);
        });
        QVERIFY(offered(game, actions::BuyBack + Yellow));
        act(game, actions::BuyBack + Yellow);
        QCOMPARE(canoeOf(game, 0, 0).where, Canoe::Where::Beach);
        QCOMPARE(int(game.state().places[Yellow][Yellow]), 7);
        QCOMPARE(int(game.state().seats[0].playArea[Yellow]), 0);
        QVERIFY(!offered(game, actions::BuyBack + Yellow));
    }

    // FAQ 6: the cloud card neither moves canoes nor buys one back.
    void faqNoBuyBackWithTheCloud()
    {
        NiagaraGame game = turnOf(0, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "lost");
            placeCanoe(g, 0, 1, "2");
            giveGems(g, 0, Yellow, 1);
        });
        QCOMPARE(legal(game), (ActionList{actions::WeatherUp, actions::WeatherDown}));
    }

    void freeCanoeWithNoCanoeAndNoGemEvenWithTheCloud()
    {
        NiagaraGame game = turnOf(0, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "lost");
            placeCanoe(g, 0, 1, "lost");
        });
        QCOMPARE(canoeOf(game, 0, 0).where, Canoe::Where::Beach);
        QCOMPARE(game.state().step, Step::Weather);
    }

    void noFreeCanoeWhileHoldingAGem()
    {
        NiagaraGame game = turnOf(3, [](NiagaraGame &g) {
            placeCanoe(g, 0, 0, "lost");
            placeCanoe(g, 0, 1, "lost");
            giveGems(g, 0, Red, 1);
        });
        QCOMPARE(canoeOf(game, 0, 0).where, Canoe::Where::Lost);
        QCOMPARE(legal(game), (ActionList{actions::BuyBack + Red, actions::EndTurn}));
    }

    // §4 B: the weather ------------------------------------------------------------------------
    void cloudMustMoveAndStaysOnTheTrack()
    {
        NiagaraGame game = turnOf(0, [](NiagaraGame &g) { g.mutableState().weather = -1; });
        QCOMPARE(legal(game), ActionList{actions::WeatherUp});
        game = turnOf(0, [](NiagaraGame &g) { g.mutableState().weather = 2; });
        QCOMPARE(legal(game), ActionList{actions::WeatherDown});
        act(game, actions::WeatherDown);
        QCOMPARE(game.state().weather, 1);
    }

    // §4 Phase III -----------------------------------------------------------------------------
    void riverMovesLowestCardPlusWeather()
    {
        NiagaraGame game = newGame(3);
        setFirst(game, 0);
        game.mutableState().weather = 1;
        chooseAll(game, {card(5), card(2), Cloud});
        QCOMPARE(game.riverMovePreview(), 3);
    }

    // FAQ 5: only clouds played: the weather alone, and nothing at 0 or −1.
    void faqAllCloudsMoveOnlyWithPositiveWeather()
    {
        for (const int weather : {-1, 0, 1, 2}) {
            NiagaraGame game = newGame(2);
            setFirst(game, 0);
            game.mutableState().weather = weather;
            chooseAll(game, {Cloud, Cloud});
            QCOMPARE(game.riverMovePreview(), std::max(0, weather));
        }
    }

    void canoesRideTheirDiscsAndTheForkAlternates()
    {
        NiagaraGame game = newGame(2);
        setFirst(game, 0);
        sideline(game, 0);
        sideline(game, 1);
        placeCanoe(game, 1, 0, "2");
        placeCanoe(game, 0, 0, "5");
        game.mutableState().weather = 1;
        const int entering = game.state().pool[0];
        const int onFive = game.state().discs[std::size_t(space(game, "5"))];
        chooseAll(game, {Cloud, Cloud});
        act(game, actions::WeatherUp);   // 2
        act(game, actions::WeatherDown); // 1: clouds only, the river moves 1
        QCOMPARE(int(canoeOf(game, 1, 0).space), space(game, "3"));
        QCOMPARE(int(canoeOf(game, 0, 0).space), space(game, "L6"));
        QCOMPARE(int(game.state().discs[std::size_t(space(game, "L6"))]), onFive);
        QCOMPARE(int(game.state().discs[0]), entering);
        QCOMPARE(game.state().forkRight, 1); // the next disc takes the right arm
    }

    void canoeOverAWaterfallIsLostAndItsGemGoesHome()
    {
        NiagaraGame game = newGame(2);
        setFirst(game, 0);
        sideline(game, 0);
        sideline(game, 1);
        placeCanoe(game, 1, 0, "L7", Yellow);
        placeCanoe(game, 1, 1, "R7", Blue);
        game.mutableState().seats[1].playArea = {};
        giveGems(game, 1, Clear, 1);
        chooseAll(game, {card(1), Cloud});
        act(game, actions::EndTurn);     // seat 0
        act(game, actions::WeatherDown); // seat 1: −1 … the river moves 1 + (−1) = 0
        QCOMPARE(canoeOf(game, 1, 0).where, Canoe::Where::River);

        game = newGame(2);
        setFirst(game, 0);
        sideline(game, 0);
        sideline(game, 1);
        placeCanoe(game, 1, 0, "L7", Yellow);
        placeCanoe(game, 1, 1, "R7", Blue);
        chooseAll(game, {card(1), Cloud});
        act(game, actions::EndTurn);
        act(game, actions::WeatherUp); // 1 + 1 = 2: over the Left waterfall, then the Right one
        QCOMPARE(canoeOf(game, 1, 0).where, Canoe::Where::Lost);
        QCOMPARE(canoeOf(game, 1, 1).where, Canoe::Where::Lost);
        QCOMPARE(int(game.state().places[Yellow][Yellow]), 7);
        QCOMPARE(int(game.state().places[Blue][Blue]), 7);
    }

    void otherArmStandsStillForAPoint()
    {
        NiagaraGame game = newGame(2);
        setFirst(game, 0);
        sideline(game, 0);
        sideline(game, 1);
        placeCanoe(game, 1, 0, "R7");
        game.mutableState().weather = 1;
        chooseAll(game, {Cloud, Cloud});
        act(game, actions::WeatherUp);
        act(game, actions::WeatherDown); // one point, into the left arm
        QCOMPARE(canoeOf(game, 1, 0).where, Canoe::Where::River);
        QCOMPARE(int(canoeOf(game, 1, 0).space), space(game, "R7"));
    }

    // §4 Phase IV ------------------------------------------------------------------------------
    void lifePreserverPassesToTheLeft()
    {
        NiagaraGame game = newGame(3);
        setFirst(game, 2);
        sideline(game, 0);
        sideline(game, 1);
        sideline(game, 2);
        chooseAll(game, {card(6), card(6), card(6)});
        while (game.state().step != Step::ChooseCard)
            act(game, actions::EndTurn);
        QCOMPARE(game.state().lifePreserver, 0);
        QCOMPARE(game.currentSeat(), 0);
    }

    // §6 Winning -------------------------------------------------------------------------------
    void winWithFiveColoursFourOfOneOrSeven()
    {
        Seat seat;
        seat.playArea = {1, 1, 1, 1, 1};
        QVERIFY(NiagaraGame::meetsWinCondition(seat));
        seat.playArea = {4, 0, 0, 0, 0};
        QVERIFY(NiagaraGame::meetsWinCondition(seat));
        seat.playArea = {3, 3, 1, 0, 0};
        QVERIFY(NiagaraGame::meetsWinCondition(seat));
        seat.playArea = {3, 3, 0, 0, 0};
        QVERIFY(!NiagaraGame::meetsWinCondition(seat));
        seat.playArea = {1, 1, 1, 3, 0};
        QVERIFY(!NiagaraGame::meetsWinCondition(seat));
    }

    // The check comes after Phase II, before the river: the canoe on the brink is not lost.
    void gameEndsAfterPhaseTwoWithSharedWinsAndRanks()
    {
        NiagaraGame game = newGame(3);
        setFirst(game, 0);
        sideline(game, 0);
        sideline(game, 1);
        sideline(game, 2);
        giveGems(game, 0, Red, 3);  // 4 red with the landing below
        giveGems(game, 1, Blue, 3); // 1 clear + 3 blue + 3 … = 7 below
        giveGems(game, 1, Yellow, 3);
        placeCanoe(game, 0, 0, "1", Red);
        placeCanoe(game, 2, 0, "L7", Violet);
        chooseAll(game, {card(1), card(6), Cloud});
        act(game, actions::SelectCanoe);
        act(game, actions::Upstream);
        act(game, actions::Land);
        QVERIFY(!game.isOver());
        act(game, actions::EndTurn);
        act(game, actions::WeatherUp);
        QVERIFY(game.isOver());
        QCOMPARE(game.ranks(), (std::vector<int>{1, 1, 3}));
        QCOMPARE(canoeOf(game, 2, 0).where, Canoe::Where::River);
    }

    void ranksAfterTheWinnersByGemsLandedThenAfloat()
    {
        NiagaraGame game = newGame(4);
        setFirst(game, 0);
        for (int i = 0; i < 4; ++i)
            sideline(game, i);
        giveGems(game, 0, Clear, 6); // 7 clear: wins
        giveGems(game, 1, Red, 1);   // 2 gems
        giveGems(game, 2, Red, 1);   // 2 gems and one afloat
        placeCanoe(game, 2, 0, "3", Blue);
        chooseAll(game, {card(6), card(6), card(6), card(6)});
        act(game, actions::EndTurn);
        act(game, actions::EndTurn);
        act(game, actions::SelectCanoe);
        act(game, actions::Proceed);
        act(game, actions::Upstream); // downstream: L7, keeping 2 to unload there
        act(game, actions::Land);     // now 3 landed
        act(game, actions::EndTurn);
        QVERIFY(game.isOver());
        QCOMPARE(game.ranks(), (std::vector<int>{1, 3, 2, 4}));
    }
};

QTEST_GUILESS_MAIN(TestNiagaraRules)
#include "tst_niagara_rules.moc"
