#pragma once

// Position builders shared by the Salmon Run tests. A TestRiver is one custom board built in code
// (every hex plain water unless a test says otherwise), so each rule test states its whole
// position; tests then set cards and turns through SalmonGame::mutableState() and drive the game
// with ordinary legal actions.
//
// Grid reminders (SalmonHexGrid.h): from an even column (2, r): N (2, r+1), NW (1, r), NE (3, r),
// S (2, r-1). From an odd column (3, r): N (3, r+1), NW (2, r+1), NE (4, r+1), S (3, r-1).
#include "course/CourseFile.h"
#include "salmon/SalmonCourse.h"
#include "salmon/SalmonGame.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <initializer_list>
#include <memory>

// Plays `act` in a test slot: fails the test, naming the action, when it is not legal.
#define PLAY(game, act)                                                                            \
    do {                                                                                           \
        QVERIFY2((game).isLegal(act), qPrintable((game).actionName(act)));                         \
        (game).apply(act);                                                                         \
    } while (false)

namespace cw::salmon::test {

// A single custom board of `columns` × `rows` water hexes (grid hexes equal board hexes). Start
// hexes: row 0, columns 1, 3, 5; spawn hexes: the whole top row.
struct TestRiver {
    SalmonRiverBoard board;

    explicit TestRiver(int columns = 7, int rows = 10)
    {
        board.id = QStringLiteral("test");
        board.sheet = QStringLiteral("test");
        board.role = BoardRole::Start;
        board.columns = columns;
        board.rows = rows;
        HexCell water;
        water.terrain = Terrain::Water;
        board.cells.assign(std::size_t(columns * rows), water);
        for (int col = 1; col < columns; col += 2)
            cell({col, 0}).start = true;
        for (int col = 0; col < columns; ++col)
            cell({col, rows - 1}).spawn = true;
    }

    HexCell &cell(Hex hex) { return board.cell(hex); }
    TestRiver &terrain(Hex hex, Terrain terrain)
    {
        cell(hex).terrain = terrain;
        return *this;
    }
    TestRiver &symbol(Hex hex, Symbol symbol)
    {
        cell(hex).symbol = symbol;
        return *this;
    }
    TestRiver &arrows(Hex hex, Direction first, int second = HexCell::NoArrow)
    {
        cell(hex).arrows = {std::int8_t(first), std::int8_t(second)};
        return *this;
    }

    std::shared_ptr<const SalmonCourseMap> map() const
    {
        SalmonCourse river;
        river.name = QStringLiteral("test river");
        river.customBoards.push_back(board);
        river.boards.push_back({board.id, 0});
        return std::make_shared<const SalmonCourseMap>(river);
    }
};

inline CardCounts cards(std::initializer_list<Card> list)
{
    CardCounts counts;
    for (Card card : list)
        ++counts[card];
    return counts;
}

// Replaces a seat's cards: hand, draw pile (bottom to top: the last card is drawn first) and
// discard pile. The played and boxed cards are emptied. The cards count as taken from the supply
// (or the Fatigue deck), not as starting cards; setStartingCards() gives starting ones.
inline void setCards(SalmonGame &game, int seat, std::initializer_list<Card> hand,
                     std::initializer_list<Card> drawBottomToTop = {},
                     std::initializer_list<Card> discard = {}, bool starting = false)
{
    Salmon &salmon = game.mutableState().salmon[std::size_t(seat)];
    salmon.hand = cards(hand);
    salmon.handStarting = starting ? salmon.hand : CardCounts{};
    salmon.played = salmon.playedStarting = salmon.boxed = CardCounts{};
    salmon.pile.clear();
    for (Card card : drawBottomToTop)
        salmon.pile.putOnDrawPile(OwnedCard(card, starting));
    for (Card card : discard)
        salmon.pile.discard(OwnedCard(card, starting));
}

// setCards() with cards of the seat's starting deck.
inline void setStartingCards(SalmonGame &game, int seat, std::initializer_list<Card> hand,
                             std::initializer_list<Card> drawBottomToTop = {},
                             std::initializer_list<Card> discard = {})
{
    setCards(game, seat, hand, drawBottomToTop, discard, true);
}

// Answers every pending Counter decision with "no counter" (seats are asked whether or not they
// hold the card).
inline void declineCounters(SalmonGame &game)
{
    while (game.phase() == Phase::Counter)
        game.apply(action::NoCounter);
}

inline void place(SalmonGame &game, int seat, Hex hex)
{
    game.mutableState().salmon[std::size_t(seat)].hex = hex;
}

// Puts the bears (none when the list is empty) on the river.
inline void setBears(SalmonGame &game, std::initializer_list<Hex> bears)
{
    SalmonState &s = game.mutableState();
    s.bearCount = 0;
    for (Hex hex : bears)
        s.bears[std::size_t(s.bearCount++)] = hex;
}

// A game on `river` where it is `seat`'s turn with nothing played, `seat` the first player, no
// bears, and every seat holding nothing (tests give the cards they need with setCards).
inline SalmonGame gameOn(const TestRiver &river, int players = 2, int seat = 0,
                         SalmonGame::Options options = {})
{
    SalmonGame game(river.map(), players, 1, options);
    SalmonState &s = game.mutableState();
    s.active = s.firstPlayer = seat;
    setBears(game, {});
    for (int i = 0; i < players; ++i)
        setCards(game, i, {});
    return game;
}

inline int fatigueInDiscard(const SalmonGame &game, int seat)
{
    return game.state().salmon[std::size_t(seat)].pile.countInDiscard(Card::Fatigue);
}

inline int inDiscard(const SalmonGame &game, int seat, Card card)
{
    return game.state().salmon[std::size_t(seat)].pile.countInDiscard(card);
}

// Whether `action` is among the legal actions the game lists (not only accepted by isLegal).
inline bool listed(const SalmonGame &game, Action action)
{
    const ActionList actions = game.legalActions();
    return std::find(actions.begin(), actions.end(), action) != actions.end();
}

inline const Salmon &salmonOf(const SalmonGame &game, int seat)
{
    return game.state().salmon[std::size_t(seat)];
}

// A river of the built-in library (":/courses/salmon-expert.json"), as the app plays it; nullptr
// when it does not open.
inline std::shared_ptr<const SalmonCourseMap> builtInRiver(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    CourseProblems problems;
    const auto json = CourseFile::open(QJsonDocument::fromJson(file.readAll()).object(), &problems);
    const auto river = json ? SalmonCourse::fromJson(*json, &problems) : std::nullopt;
    return river ? std::make_shared<const SalmonCourseMap>(*river) : nullptr;
}

// The beginner river from the built-in library, as the app plays it.
inline std::shared_ptr<const SalmonCourseMap> beginnerRiver()
{
    return builtInRiver(QStringLiteral(":/courses/salmon-beginner.json"));
}

} // namespace cw::salmon::test
