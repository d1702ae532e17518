#pragma once

// Helpers shared by Niagara's rule tests: a game on the standard (or a given) river with seats
// set up by hand, and shorthands for its actions.
#include "niagara/NiagaraGame.h"

#include <QTest>

#include <algorithm>

namespace cw::niagara::test {

inline NiagaraGame newGame(int seats = 3, std::uint64_t seed = 1,
                           const NiagaraCourse &river = NiagaraCourse::standard())
{
    return NiagaraGame(river, seats, seed);
}

inline bool hasAction(const Game &game, Action action)
{
    const ActionList legal = game.legalActions();
    return std::find(legal.begin(), legal.end(), action) != legal.end();
}

inline Action card(int number)
{
    return actions::ChooseCard + number - 1; // 1…6
}

constexpr Action Cloud = actions::ChooseCard + actions::CloudCard;

// Index of a space by its label on the game's river ("3", "L6").
inline int space(const NiagaraGame &game, const char *label)
{
    return game.river().spaceIndex(QString::fromLatin1(label));
}

inline Action moveTo(const NiagaraGame &game, const char *label)
{
    return actions::MoveTo + space(game, label);
}

// Puts a canoe of `seat` on a space (label) or the beach ("beach") or lost ("lost"), with a gem.
inline void placeCanoe(NiagaraGame &game, int seat, int canoe, const char *where, int gem = NoGem)
{
    Canoe &c = game.mutableState().seats[std::size_t(seat)].canoes[std::size_t(canoe)];
    const QString w = QString::fromLatin1(where);
    if (w == QLatin1String("beach"))
        c = Canoe{Canoe::Where::Beach, -1, std::int8_t(gem)};
    else if (w == QLatin1String("lost"))
        c = Canoe{Canoe::Where::Lost, -1, NoGem};
    else
        c = Canoe{Canoe::Where::River, std::int8_t(space(game, where)), std::int8_t(gem)};
    if (gem != NoGem) { // the gem comes from its place, so the census holds
        auto &place = game.mutableState().places[std::size_t(gem)];
        --place[std::size_t(gem)];
    }
}

// Gives seat gems in its play area (taken from their places).
inline void giveGems(NiagaraGame &game, int seat, int colour, int count)
{
    game.mutableState().seats[std::size_t(seat)].playArea[std::size_t(colour)] +=
        std::uint8_t(count);
    game.mutableState().places[std::size_t(colour)][std::size_t(colour)] -= std::uint8_t(count);
}

// Every seat chooses its card (cards[i] for seat i, in the order the game asks).
inline void chooseAll(NiagaraGame &game, const std::vector<Action> &cards)
{
    while (game.state().step == Step::ChooseCard) {
        const int seat = game.currentSeat();
        QVERIFY(game.isLegal(cards[std::size_t(seat)]));
        game.apply(cards[std::size_t(seat)]);
    }
}

// Sets the life preserver so that seat `first` acts first.
inline void setFirst(NiagaraGame &game, int first)
{
    game.mutableState().lifePreserver = first;
}

} // namespace cw::niagara::test

namespace cw::niagara::test {

// Takes a seat out of the way: both canoes lost and one gem of `colour` landed, so that it has no
// free canoe and, with a number card, may simply end its turn.
inline void sideline(NiagaraGame &game, int seat, int colour = Clear)
{
    placeCanoe(game, seat, 0, "lost");
    placeCanoe(game, seat, 1, "lost");
    giveGems(game, seat, colour, 1);
}

// The current seat's step as an action list.
inline ActionList legal(const NiagaraGame &game)
{
    return game.legalActions();
}

} // namespace cw::niagara::test
