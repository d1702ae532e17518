#pragma once

#include "LineCardsCards.h"
#include "core/Game.h"

namespace cw::linecards {

// Grid sizes the game takes (the standard is 7, BR005).
constexpr int MinSide = 5;
constexpr int MaxSide = 11;
constexpr int StandardSide = 7;
constexpr int MaxSquares = MaxSide * MaxSide;

// Action encoding. Square indices are row * MaxSide + column whatever the grid's size, so an
// action means the same on every grid.
//   Keep, Mulligan: the setup decision on the opening hand (BR002);
//   NoEnergy, Boost, Brake, TurnAround, ExtraGas: the energy decision before a turn's cards
//     (BR009-BR013), offered from turn 3 while the player has energy;
//   Place + (kind * MaxSquares + square) * 4 + travel: lay a card of that kind on that square,
//     its line entering the square travelling `travel` (which fixes how it is rotated).
namespace action {
constexpr Action Keep = 0;
constexpr Action Mulligan = 1;
constexpr Action NoEnergy = 2;
constexpr Action Boost = 3;
constexpr Action Brake = 4;
constexpr Action TurnAround = 5;
constexpr Action ExtraGas = 6;
constexpr Action Place = 16;
constexpr Action PlaceEnd = Place + KindCount * MaxSquares * DirCount;
} // namespace action

constexpr int squareIndex(int row, int column)
{
    return row * MaxSide + column;
}
constexpr int rowOf(int square)
{
    return square / MaxSide;
}
constexpr int columnOf(int square)
{
    return square % MaxSide;
}

constexpr Action placeAction(Kind kind, int square, Dir travel)
{
    return action::Place + (int(kind) * MaxSquares + square) * DirCount + int(travel);
}

// How far apart placeAction() puts two kinds laid on the same square and travelling the same
// way: the legal placements are the open exits crossed with the kinds held, by additions.
constexpr Action KindStep = MaxSquares * DirCount;
static_assert(placeAction(Kind::Left1, 7, Dir::Down) ==
              placeAction(Kind::Straight0, 7, Dir::Down) + int(Kind::Left1) * KindStep);

struct Placement {
    Kind kind;
    int square;
    Dir travel;
};

constexpr bool isPlacement(Action a)
{
    return a >= action::Place && a < action::PlaceEnd;
}

// Precondition: isPlacement(a).
constexpr Placement decodePlacement(Action a)
{
    const auto r = unsigned(a - action::Place); // unsigned: the divisions are shifts and multiplies
    return {Kind(r / unsigned(KindStep)), int(r / DirCount % MaxSquares), Dir(r % DirCount)};
}

} // namespace cw::linecards
