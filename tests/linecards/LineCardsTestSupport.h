#pragma once

// Scenario helpers for the Line cards tests: games set up at a given turn with chosen hands,
// decks and cards on the grid, and squares written as people read them ("C4").
#include "linecards/LineCardsGame.h"

#include <QString>

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace cw::linecards::test {

// "C4": column C (from A), row 4 (from 1 at the top).
inline int at(const char *name)
{
    return squareIndex(std::atoi(name + 1) - 1, name[0] - 'A');
}

inline std::vector<int> squaresOf(const ActionList &actions)
{
    std::vector<int> squares;
    for (const Action a : actions)
        if (isPlacement(a))
            squares.push_back(decodePlacement(a).square);
    std::sort(squares.begin(), squares.end());
    squares.erase(std::unique(squares.begin(), squares.end()), squares.end());
    return squares;
}

// A game whose seats both kept their opening hands: turn 1, the first player to lay.
inline LineCardsGame startedGame(std::uint64_t seed, LineCardsGame::Options options = {})
{
    LineCardsGame game(seed, options);
    game.apply(action::Keep);
    game.apply(action::Keep);
    return game;
}

// Turn `turn` beginning with `first` to decide, the given hands and decks (top card first), the
// grid holding only the start cards. The cards need not make up the 19: a scenario holds the
// cards its rule needs.
inline LineCardsGame scenario(int turn, int first, const std::vector<Kind> &hand0,
                              const std::vector<Kind> &hand1, const std::vector<Kind> &deck0 = {},
                              const std::vector<Kind> &deck1 = {},
                              LineCardsGame::Options options = {})
{
    LineCardsGame game(1, options);
    LineCardsState s = game.state();
    const std::vector<Kind> *hands[] = {&hand0, &hand1};
    const std::vector<Kind> *decks[] = {&deck0, &deck1};
    for (int seat = 0; seat < Players; ++seat) {
        PlayerState &p = s.players[std::size_t(seat)];
        p.hand = {};
        for (const Kind kind : *hands[seat])
            ++p.hand[std::size_t(kind)];
        p.deckCount = 0;
        for (auto it = decks[seat]->rbegin(); it != decks[seat]->rend(); ++it)
            p.deck[std::size_t(p.deckCount++)] = std::int8_t(*it);
    }
    s.turn = turn;
    s.firstPlayer = first;
    s.active = first;
    s.cardsLaid = 0;
    s.cardsDue = turn < EnergyFromTurn ? 1 : 2;
    s.laidCount = {};
    s.effect = Effect::None;
    s.phase = turn >= EnergyFromTurn ? Phase::Energy : Phase::Place;
    game.setState(s);
    return game;
}

// Lays a card of `seat` on the grid directly (as if laid earlier); it becomes the seat's last
// card unless `last` is false.
inline void put(LineCardsGame &game, int seat, const char *square, Kind kind, Dir travel,
                bool last = true)
{
    LineCardsState s = game.state();
    const int index = at(square);
    s.gridCards[std::size_t(s.placed++)] = {std::uint8_t(index), std::int8_t(seat), kind, travel};
    if (last)
        s.players[std::size_t(seat)].lastSquare = std::int16_t(index);
    game.setState(s);
}

inline void setEnergy(LineCardsGame &game, int seat, int energy)
{
    LineCardsState s = game.state();
    s.players[std::size_t(seat)].energy = std::int8_t(energy);
    if (s.phase == Phase::Energy && s.active == seat && energy == 0)
        s.phase = Phase::Place;
    game.setState(s);
}

// The first legal placement of a card of `kind` on `square`; -1 when there is none.
inline Action placing(const LineCardsGame &game, Kind kind, const char *square)
{
    for (const Action a : game.legalActions())
        if (isPlacement(a) && decodePlacement(a).kind == kind &&
            decodePlacement(a).square == at(square))
            return a;
    return -1;
}

} // namespace cw::linecards::test
