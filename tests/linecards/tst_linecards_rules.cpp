// Line cards: one named test per business rule (BR001-BR015 of line-cards.txt) and per ruling of
// docs/rules/linecards.md, then rules in combination. The page cites them.
#include "LineCardsTestSupport.h"
#include "linecards/LineCardsNarration.h"

#include <QJsonArray>
#include <QTest>

using namespace cw;
using namespace cw::linecards;
using namespace cw::linecards::test;

namespace {

int handOf(const LineCardsGame &game, int seat)
{
    return game.state().players[std::size_t(seat)].handCount();
}

int deckOf(const LineCardsGame &game, int seat)
{
    return game.state().players[std::size_t(seat)].deckCount;
}

// Lays the first legal card, for turns whose cards do not matter to the test.
void layAny(LineCardsGame &game)
{
    const ActionList actions = game.legalActions();
    const auto it = std::find_if(actions.begin(), actions.end(), isPlacement);
    QVERIFY(it != actions.end());
    game.apply(*it);
}

const std::vector<Kind> Fives(5, Kind::Straight1);

// Puts a card of `kind` on top of the player's deck, wherever the deal left it: from inside the
// deck it swaps with the top card; from the hand it changes places with the top card (the hand
// keeps its size, every card stays the player's). Returns where it was: Deck, Hand, or Nowhere.
enum class Found { Deck, Hand, Nowhere };
Found putOnTopOfDeck(PlayerState &p, Kind kind)
{
    const auto top = p.deck.begin() + p.deckCount - 1;
    const auto inDeck = std::find(p.deck.begin(), top + 1, std::int8_t(kind));
    if (inDeck != top + 1) {
        std::iter_swap(inDeck, top);
        return Found::Deck;
    }
    if (p.hand[std::size_t(kind)] == 0)
        return Found::Nowhere;
    --p.hand[std::size_t(kind)];
    ++p.hand[std::size_t(*top)];
    *top = std::int8_t(kind);
    return Found::Hand;
}

// Both lines run straight up their columns (C and E), never meeting: a game whose turns can be
// played with layAny() for as long as the decks last.
LineCardsGame straightGame(int first)
{
    const std::vector<Kind> deck(10, Kind::Straight1);
    return scenario(1, first, Fives, Fives, deck, deck);
}

} // namespace

class TestLineCardsRules : public QObject {
    Q_OBJECT
private slots:
    // BR001: 9 cards of priority 1, 4 of 2, 2 of 3, 2 of 4, 1 of 5 and 1 of 0 for each player,
    // with the shapes of docs/rules/linecards.md, "The cards"; the start card is not one of them.
    void br001_eachPlayerHas19CardsByPriority()
    {
        const LineCardsGame game(7, {});
        const std::vector<int> census = game.cardCensus();
        for (int seat = 0; seat < Players; ++seat) {
            std::array<int, 6> byPriority{};
            int total = 0;
            for (int kind = 0; kind < KindCount; ++kind) {
                const int copies = census[std::size_t(seat * (KindCount + 1) + kind)];
                QCOMPARE(copies, Kinds[std::size_t(kind)].copies);
                byPriority[std::size_t(priorityOf(Kind(kind)))] += copies;
                total += copies;
            }
            QCOMPARE(total, DeckSize);
            QCOMPARE(byPriority, (std::array<int, 6>{1, 9, 4, 2, 2, 1}));
            QCOMPARE(census[std::size_t(seat * (KindCount + 1) + KindCount)], 1); // start card
        }
    }

    // BR002: each player draws 5 and may once discard the hand, shuffle and draw 5 again.
    void br002_openingHandOfFiveAndOneMulligan()
    {
        int changed = 0;
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            LineCardsGame game(seed, {});
            QCOMPARE(handOf(game, 0), HandSize);
            QCOMPARE(handOf(game, 1), HandSize);
            QCOMPARE(deckOf(game, 0), DeckSize - HandSize);
            QCOMPARE(game.currentSeat(), 0);
            QCOMPARE(game.legalActions(), (ActionList{action::Keep, action::Mulligan}));
            const auto before = game.state().players[0].hand;
            const std::vector<int> census = game.cardCensus();
            game.apply(action::Mulligan);
            QVERIFY(game.state().players[0].mulliganed);
            QCOMPARE(handOf(game, 0), HandSize);
            QVERIFY(game.cardCensus() == census);
            changed += game.state().players[0].hand != before;
            // Seat 2 decides next; then play begins, with no second mulligan for anyone.
            QCOMPARE(game.currentSeat(), 1);
            game.apply(action::Keep);
            QCOMPARE(game.phase(), Phase::Place);
            QCOMPARE(game.state().turn, 1);
            QVERIFY(!game.isLegal(action::Mulligan));
        }
        QVERIFY(changed > 10); // a new hand, not the old one back
    }

    // BR003: on turns 1 and 2 each player lays one card.
    void br003_firstTwoTurnsLayOneCard()
    {
        LineCardsGame game = straightGame(0);
        for (int turn = 1; turn <= 2; ++turn) {
            QCOMPARE(game.state().turn, turn);
            const int first = game.currentSeat();
            QCOMPARE(game.state().cardsDue, 1);
            layAny(game);
            QCOMPARE(game.currentSeat(), 1 - first);
            layAny(game);
        }
        QCOMPARE(game.state().turn, 3);
    }

    // BR004 as docs/rules/linecards.md, "A turn", reads it: from turn 3 each player lays two cards.
    void br004_laterTurnsLayTwoCards()
    {
        LineCardsGame game = straightGame(1);
        for (int i = 0; i < 4; ++i)
            layAny(game);
        QCOMPARE(game.state().turn, 3);
        const int first = game.currentSeat();
        game.apply(action::NoEnergy);
        QCOMPARE(game.state().cardsDue, 2);
        layAny(game);
        QCOMPARE(game.currentSeat(), first);
        layAny(game);
        QCOMPARE(game.currentSeat(), 1 - first);
    }

    // BR005: the table is 7×7, and a line leaving one edge enters by the opposite one.
    void br005_sevenBySevenAndLinesWrap()
    {
        LineCardsGame game = scenario(1, 0, Fives, Fives);
        QCOMPARE(game.state().side, 7);
        QCOMPARE(game.viewFor(-1).value(QStringLiteral("side")).toInt(), 7);
        put(game, 0, "C1", Kind::Straight1, Dir::Up); // its exit faces off the top edge
        QCOMPARE(squaresOf(game.legalActions()), std::vector<int>{at("C7")});
        put(game, 0, "A2", Kind::Left1, Dir::Up); // exit to the left, off the left edge
        QCOMPARE(squaresOf(game.legalActions()), std::vector<int>{at("G2")});
        QCOMPARE(game.neighbour(at("G5"), Dir::Right), at("A5"));
        QCOMPARE(game.neighbour(at("D7"), Dir::Down), at("D1"));
    }

    // BR006 and docs/rules/linecards.md, "The table": player 1's start card on C4, player 2's on
    // E4, one empty square between them, both with their exit up.
    void br006_startCardsOnTheCentreRowPointingUp()
    {
        const LineCardsGame game(1, {});
        const LineCardsState &s = game.state();
        QCOMPARE(int(s.players[0].startSquare), at("C4"));
        QCOMPARE(int(s.players[1].startSquare), at("E4"));
        QCOMPARE(int(s.squareAt(at("D4")).owner), -1);
        for (const char *square : {"C4", "E4"}) {
            QCOMPARE(int(s.squareAt(at(square)).exits), int(dirBit(Dir::Up)));
            QVERIFY(game.isOpenExit(at(square), Dir::Up));
        }
        // The first card continues from the start card.
        LineCardsGame started = scenario(1, 1, Fives, Fives);
        QCOMPARE(squaresOf(started.legalActions()), std::vector<int>{at("E3")});
    }

    // BR007: both reveal the top card of their deck; the lower priority starts turn 1.
    void br007_lowerRevealStartsTurnOne()
    {
        // Over several deals, so that the cards start in the hand as well as in the deck.
        int fromHand = 0;
        for (int deal = 0; deal < 8 * Players; ++deal) {
            const int lowSeat = deal % Players;
            LineCardsGame game(std::uint64_t(5 + deal / Players), {});
            const std::vector<int> census = game.cardCensus();
            LineCardsState s = game.state();
            PlayerState &low = s.players[std::size_t(lowSeat)];
            PlayerState &high = s.players[std::size_t(1 - lowSeat)];
            // Put a priority-0 card on top of one deck and the three-way (5) on the other.
            for (const auto &[player, kind] :
                 {std::pair{&low, Kind::Straight0}, std::pair{&high, Kind::ThreeWay5}}) {
                const Found found = putOnTopOfDeck(*player, kind);
                QVERIFY(found != Found::Nowhere);
                fromHand += found == Found::Hand ? 1 : 0;
                QCOMPARE(int(player->deck[std::size_t(player->deckCount - 1)]), int(kind));
            }
            game.setState(s);
            QCOMPARE(game.cardCensus(), census);
            game.apply(action::Keep);
            game.apply(action::Keep);
            QCOMPARE(game.state().turn, 1);
            QCOMPARE(game.state().firstPlayer, lowSeat);
            QCOMPARE(game.currentSeat(), lowSeat);
        }
        QVERIFY(fromHand > 0);
    }

    // BR008 and docs/rules/linecards.md, "A turn": the cards of the turn are compared in the order
    // laid, first against first, then second against second; the first lower priority wins the
    // start.
    void br008_pairwisePriorityDecidesTheNextStart()
    {
        // First pair ties (1 against 1); second pair: player 1's 2 against player 2's 1.
        LineCardsGame game =
            scenario(3, 0, {Kind::Straight1, Kind::Left2}, {Kind::Straight1, Kind::Straight1});
        game.apply(action::NoEnergy);
        game.apply(placing(game, Kind::Straight1, "C3"));
        game.apply(placing(game, Kind::Left2, "C2"));
        game.apply(action::NoEnergy);
        game.apply(placing(game, Kind::Straight1, "E3"));
        game.apply(placing(game, Kind::Straight1, "E2"));
        QCOMPARE(game.state().turn, 4);
        QCOMPARE(game.state().firstPlayer, 1);

        // The first pair decides at once: 0 against 1.
        LineCardsGame other =
            scenario(3, 1, {Kind::Straight0, Kind::ThreeWay5}, {Kind::Straight1, Kind::Straight1});
        other.apply(action::NoEnergy);
        other.apply(placing(other, Kind::Straight1, "E3"));
        other.apply(placing(other, Kind::Straight1, "E2"));
        other.apply(action::NoEnergy);
        other.apply(placing(other, Kind::Straight0, "C3"));
        other.apply(placing(other, Kind::ThreeWay5, "C2"));
        QCOMPARE(other.state().firstPlayer, 0);
    }

    // BR009 and docs/rules/linecards.md, "Energy": 3 energy points each; the energy decision is
    // offered from turn 3, once per turn, before the cards; each use costs a point; with none left
    // it is not offered.
    void br009_energyFromTurnThreeOncePerTurn()
    {
        LineCardsGame game = straightGame(0);
        for (int turn = 1; turn <= 2; ++turn)
            for (int seat = 0; seat < Players; ++seat) {
                QCOMPARE(game.phase(), Phase::Place);
                layAny(game);
            }
        QCOMPARE(game.state().turn, 3);
        QCOMPARE(game.phase(), Phase::Energy);
        const int seat = game.currentSeat();
        QCOMPARE(int(game.state().players[std::size_t(seat)].energy), StartEnergy);
        game.apply(action::Brake);
        QCOMPARE(int(game.state().players[std::size_t(seat)].energy), StartEnergy - 1);
        QCOMPARE(game.phase(), Phase::Place); // no second use this turn
        for (const Action a : game.legalActions())
            QVERIFY(isPlacement(a));

        LineCardsGame empty = scenario(3, 0, Fives, Fives);
        setEnergy(empty, 0, 0);
        QCOMPARE(empty.phase(), Phase::Place);
    }

    // BR010: Boost lays 3 cards instead of 2.
    void br010_boostLaysThree()
    {
        LineCardsGame game = scenario(3, 0, Fives, Fives);
        game.apply(action::Boost);
        for (const char *square : {"C3", "C2", "C1"}) {
            QCOMPARE(game.currentSeat(), 0);
            game.apply(placing(game, Kind::Straight1, square));
        }
        QCOMPARE(game.currentSeat(), 1);
        QCOMPARE(int(game.state().laidCount[0]), 3);
    }

    // BR011: Brake lays 1 card instead of 2.
    void br011_brakeLaysOne()
    {
        LineCardsGame game = scenario(3, 0, Fives, Fives);
        game.apply(action::Brake);
        game.apply(placing(game, Kind::Straight1, "C3"));
        QCOMPARE(game.currentSeat(), 1);
        QCOMPARE(int(game.state().laidCount[0]), 1);
    }

    // BR012 and docs/rules/linecards.md, "Energy": with Turn around the first card of the turn may
    // continue from an open exit of any earlier card of the player (the start card included), not
    // only the last; the second continues from the first.
    void br012_turnAroundContinuesFromAnEarlierCard()
    {
        LineCardsGame game = scenario(3, 0, Fives, Fives);
        put(game, 0, "C3", Kind::ForkLeftRight3, Dir::Up);            // exits B3 and D3
        put(game, 0, "B3", Kind::Straight1, Dir::Left);               // last card, exit A3
        QCOMPARE(squaresOf(game.legalActions()), std::vector<int>{}); // energy decision first
        LineCardsGame without = game;
        without.apply(action::NoEnergy);
        QCOMPARE(squaresOf(without.legalActions()), std::vector<int>{at("A3")});
        game.apply(action::TurnAround);
        QCOMPARE(squaresOf(game.legalActions()), (std::vector<int>{at("A3"), at("D3")}));
        game.apply(placing(game, Kind::Straight1, "D3"));
        QCOMPARE(squaresOf(game.legalActions()), std::vector<int>{at("E3")});
    }

    // BR013: Extra gas draws one card now.
    void br013_extraGasDrawsOne()
    {
        LineCardsGame game = scenario(3, 0, Fives, Fives, {Kind::ThreeWay5, Kind::Left1});
        game.apply(action::ExtraGas);
        QCOMPARE(handOf(game, 0), 6);
        QCOMPARE(int(game.state().players[0].hand[std::size_t(Kind::ThreeWay5)]), 1);
        QCOMPARE(deckOf(game, 0), 1);
        QCOMPARE(game.phase(), Phase::Place);
    }

    // BR014 and docs/rules/linecards.md, "A turn": at the start of every turn each player draws up
    // to 5; the deck is never reshuffled, so an empty deck draws nothing.
    void br014_drawUpToFiveEachTurnWithoutReshuffle()
    {
        LineCardsGame game = scenario(1, 0, Fives, Fives, {Kind::Left1, Kind::Right1}, {});
        game.apply(placing(game, Kind::Straight1, "C3"));
        game.apply(placing(game, Kind::Straight1, "E3"));
        QCOMPARE(game.state().turn, 2);
        QCOMPARE(handOf(game, 0), 5); // drew the Left turn
        QCOMPARE(deckOf(game, 0), 1);
        QCOMPARE(handOf(game, 1), 4); // its deck is empty: nothing to draw
    }

    // BR015: a player who must lay a card and cannot loses at once; the other wins.
    void br015_playerWhoCannotLayLoses()
    {
        // Player 2's only exit faces an occupied square.
        LineCardsGame game = scenario(2, 0, Fives, Fives);
        put(game, 0, "E3", Kind::Straight1, Dir::Up, false);
        game.apply(placing(game, Kind::Straight1, "C3"));
        QVERIFY(game.isOver());
        QCOMPARE(game.state().loser, 1);
        QCOMPARE(game.ranks(), (std::vector<int>{1, 2}));
        QCOMPARE(game.currentSeat(), -1);
        QVERIFY(game.legalActions().empty());

        // No card left in hand or deck.
        LineCardsGame empty = scenario(2, 0, Fives, {});
        empty.apply(placing(empty, Kind::Straight1, "C3"));
        QVERIFY(empty.isOver());
        QCOMPARE(empty.state().loser, 1);
    }

    // docs/rules/linecards.md, "The cards": a card's entry side faces the exit it continues, so its
    // shape turns with the line: a Left turn entering upwards leaves to the left, entering
    // rightwards leaves upwards.
    void ruling_cardShapesTurnWithTheLine()
    {
        QCOMPARE(int(exitsOf(Shape::LeftTurn, Dir::Up)), int(dirBit(Dir::Left)));
        QCOMPARE(int(exitsOf(Shape::LeftTurn, Dir::Right)), int(dirBit(Dir::Up)));
        QCOMPARE(int(exitsOf(Shape::RightTurn, Dir::Up)), int(dirBit(Dir::Right)));
        QCOMPARE(int(exitsOf(Shape::ForkStraightLeft, Dir::Down)),
                 int(dirBit(Dir::Down) | dirBit(Dir::Right)));
        QCOMPARE(int(exitsOf(Shape::ThreeWay, Dir::Left)),
                 int(dirBit(Dir::Left) | dirBit(Dir::Up) | dirBit(Dir::Down)));
        LineCardsGame game = scenario(1, 0, {Kind::Right2}, Fives);
        game.apply(placing(game, Kind::Right2, "C3"));
        const QJsonArray squares = game.viewFor(-1).value(QStringLiteral("squares")).toArray();
        bool seen = false;
        for (const QJsonValue card : squares) {
            const QJsonObject c = card.toObject();
            if (c.value(QStringLiteral("square")).toArray() == QJsonArray{2, 2}) {
                QCOMPARE(c.value(QStringLiteral("exits")).toArray(),
                         QJsonArray{QStringLiteral("right")});
                QCOMPARE(c.value(QStringLiteral("priority")).toInt(), 2);
                seen = true;
            }
        }
        QVERIFY(seen);
    }

    // docs/rules/linecards.md, "A turn": a card goes on the empty square an open exit of the
    // player's last card faces; a fork's exits may each be continued; an exit facing a card is not
    // open.
    void ruling_openExitsAndWhereACardMayGo()
    {
        LineCardsGame game = scenario(3, 0, Fives, Fives);
        put(game, 0, "C3", Kind::ThreeWay5, Dir::Up); // exits B3, C2, D3
        put(game, 1, "D3", Kind::Straight1, Dir::Left, false);
        game.apply(action::NoEnergy);
        QCOMPARE(squaresOf(game.legalActions()), (std::vector<int>{at("C2"), at("B3")}));
        QVERIFY(!game.isOpenExit(at("C3"), Dir::Right));
        // The second card continues from the first, not from the fork.
        game.apply(placing(game, Kind::Straight1, "B3"));
        QCOMPARE(squaresOf(game.legalActions()), std::vector<int>{at("A3")});
    }

    // docs/rules/linecards.md, "Setup": on a tie the players reveal again.
    void ruling_revealTieRevealsAgain()
    {
        LineCardsGame game(11, {});
        LineCardsState s = game.state();
        // Player 1's deck holds only priority-1 cards; player 2's a priority-1 card on top of
        // priority 2 and more: the first reveal ties, and player 1 starts once they differ.
        s.players[0].deckCount = 0;
        for (int i = 0; i < 9; ++i)
            s.players[0].deck[std::size_t(s.players[0].deckCount++)] = std::int8_t(Kind::Left1);
        s.players[1].deckCount = 0;
        for (const Kind kind :
             {Kind::Left2, Kind::Right2, Kind::ForkLeftRight3, Kind::ThreeWay5, Kind::Straight1})
            s.players[1].deck[std::size_t(s.players[1].deckCount++)] = std::int8_t(kind);
        game.setState(s);
        game.setRecordLog(true);
        game.apply(action::Keep);
        game.apply(action::Keep);
        QCOMPARE(game.state().firstPlayer, 0);
        const QStringList log = game.takeLog();
        QVERIFY2(log.filter(QStringLiteral("reveal again")).size() >= 1,
                 qPrintable(log.join(u'\n')));
    }

    // docs/rules/linecards.md, "A turn": if every pair ties, or one player laid fewer (Brake), the
    // player who went second starts the next turn.
    void ruling_tiedPairsSecondPlayerStarts()
    {
        LineCardsGame game = scenario(3, 0, Fives, Fives);
        game.apply(action::NoEnergy);
        game.apply(placing(game, Kind::Straight1, "C3"));
        game.apply(placing(game, Kind::Straight1, "C2"));
        game.apply(action::NoEnergy);
        game.apply(placing(game, Kind::Straight1, "E3"));
        game.apply(placing(game, Kind::Straight1, "E2"));
        QCOMPARE(game.state().firstPlayer, 1);

        LineCardsGame brake = scenario(3, 1, Fives, Fives);
        brake.apply(action::Brake);
        brake.apply(placing(brake, Kind::Straight1, "E3"));
        brake.apply(action::NoEnergy);
        brake.apply(placing(brake, Kind::Straight1, "C3"));
        brake.apply(placing(brake, Kind::Straight1, "C2"));
        QCOMPARE(brake.state().firstPlayer, 0); // went second
    }

    // docs/rules/linecards.md, "The end": energy may be used to escape a loss while it is available
    // that turn; declining it then loses.
    void ruling_energyEscapesALoss()
    {
        LineCardsGame game = scenario(3, 0, Fives, Fives);
        put(game, 1, "C3", Kind::Straight1, Dir::Up, false); // blocks the start card's exit
        put(game, 0, "C5", Kind::Straight1, Dir::Down, false);
        LineCardsGame declined = game;
        declined.apply(action::NoEnergy);
        QVERIFY(declined.isOver());
        QCOMPARE(declined.state().loser, 0);
        game.apply(action::TurnAround);
        QVERIFY(!game.isOver());
        QCOMPARE(squaresOf(game.legalActions()), std::vector<int>{at("C6")});

        // Extra gas: an empty hand with cards in the deck.
        LineCardsGame gas = scenario(3, 0, {}, Fives, {Kind::Left1});
        QVERIFY(gas.isLegal(action::ExtraGas));
        gas.apply(action::ExtraGas);
        QCOMPARE(squaresOf(gas.legalActions()), std::vector<int>{at("C3")});
    }

    // docs/rules/linecards.md: Boost is offered only with 3 cards in hand (with fewer it could
    // only lose), Extra gas only with a card in the deck.
    void ruling_boostNeedsThreeCardsExtraGasACard()
    {
        LineCardsGame game = scenario(3, 0, {Kind::Straight1, Kind::Left1}, Fives);
        QVERIFY(!game.isLegal(action::Boost));
        QVERIFY(!game.isLegal(action::ExtraGas));
        QVERIFY(game.isLegal(action::Brake));
        QVERIFY(game.isLegal(action::TurnAround));
        QVERIFY(game.isLegal(action::NoEnergy));
    }

    // The option "wrap" off: a line ends at the edge; the option "side" sizes the grid and
    // centres the start cards.
    void options_wrapOffAndGridSize()
    {
        LineCardsGame game = scenario(1, 1, Fives, Fives, {}, {}, {7, false});
        put(game, 0, "C1", Kind::Straight1, Dir::Up);
        QCOMPARE(game.neighbour(at("C1"), Dir::Up), -1);
        QVERIFY(!game.canLay(0, false));
        game.apply(placing(game, Kind::Straight1, "E3")); // then player 1 cannot lay
        QVERIFY(game.isOver());
        QCOMPARE(game.state().loser, 0);

        const LineCardsGame eleven(1, {11, true});
        QCOMPARE(int(eleven.state().players[0].startSquare), at("E6"));
        QCOMPARE(int(eleven.state().players[1].startSquare), at("G6"));
        const LineCardsGame five(1, {5, true});
        QCOMPARE(int(five.state().players[0].startSquare), at("B3"));
        QCOMPARE(five.neighbour(at("E3"), Dir::Right), at("A3"));
    }

    // Rules in combination: a Boost's three cards cross the top edge with a fork, and the
    // comparison of the turn counts the third card only when the other laid three too.
    void combination_boostAcrossTheEdgeWithAFork()
    {
        LineCardsGame game = scenario(
            3, 0,
            {Kind::Straight1, Kind::Straight1, Kind::ForkLeftRight3, Kind::Left1, Kind::Left1},
            Fives);
        put(game, 0, "C2", Kind::Straight1, Dir::Up);
        game.apply(action::Boost);
        game.apply(placing(game, Kind::Straight1, "C1"));
        game.apply(placing(game, Kind::ForkLeftRight3, "C7")); // across the edge
        QCOMPARE(squaresOf(game.legalActions()), (std::vector<int>{at("B7"), at("D7")}));
        game.apply(placing(game, Kind::Left1, "D7"));
        QCOMPARE(game.currentSeat(), 1);
        game.apply(action::NoEnergy);
        game.apply(placing(game, Kind::Straight1, "E3"));
        game.apply(placing(game, Kind::Straight1, "E2"));
        // 1 = 1, then 3 against 1: player 2 starts turn 4.
        QCOMPARE(game.state().turn, 4);
        QCOMPARE(game.state().firstPlayer, 1);
        QCOMPARE(int(game.state().players[0].energy), StartEnergy - 1);
    }

    // Rules in combination: losing mid-turn: the first card of a two-card turn leaves no open
    // exit, so the second cannot be laid.
    void combination_lossOnTheSecondCard()
    {
        LineCardsGame game = scenario(3, 0, Fives, Fives);
        put(game, 1, "C2", Kind::Straight1, Dir::Up, false);
        game.apply(action::NoEnergy);
        game.apply(placing(game, Kind::Straight1, "C3")); // its exit faces C2, taken
        QVERIFY(game.isOver());
        QCOMPARE(game.state().loser, 0);
    }
};

QTEST_GUILESS_MAIN(TestLineCardsRules)
#include "tst_linecards_rules.moc"
