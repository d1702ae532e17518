#pragma once

#include <array>
#include <cstdint>

namespace cw::linecards {

// The four sides of a square, clockwise. A card's travel direction is the way its line runs when
// it enters the square (the side it enters by is the opposite one); row 0 is the top of the grid.
enum class Dir : std::uint8_t { Up, Right, Down, Left };
constexpr int DirCount = 4;

constexpr Dir turnRight(Dir d)
{
    return Dir((int(d) + 1) % DirCount);
}
constexpr Dir turnLeft(Dir d)
{
    return Dir((int(d) + 3) % DirCount);
}
constexpr Dir opposite(Dir d)
{
    return Dir((int(d) + 2) % DirCount);
}
constexpr std::uint8_t dirBit(Dir d)
{
    return std::uint8_t(1u << int(d));
}

// The path drawn on a card, relative to the way its line enters (docs/rules/linecards.md).
enum class Shape : std::uint8_t {
    Straight,
    LeftTurn,
    RightTurn,
    ForkLeftRight,
    ForkStraightLeft,
    ForkStraightRight,
    ThreeWay
};

// A card type: its shape and its priority (docs/rules/linecards.md, "The cards": 10 types, 19
// cards a player).
// Start is the start card, not one of the 19.
enum class Kind : std::uint8_t {
    Straight0,
    Straight1,
    Left1,
    Right1,
    Left2,
    Right2,
    ForkLeftRight3,
    ForkStraightLeft4,
    ForkStraightRight4,
    ThreeWay5,
};
constexpr int KindCount = 10;
constexpr int DeckSize = 19;

struct KindInfo {
    Shape shape;
    int priority;
    int copies; // in each player's deck (BR001)
};

constexpr std::array<KindInfo, KindCount> Kinds{{
    {Shape::Straight, 0, 1},
    {Shape::Straight, 1, 3},
    {Shape::LeftTurn, 1, 3},
    {Shape::RightTurn, 1, 3},
    {Shape::LeftTurn, 2, 2},
    {Shape::RightTurn, 2, 2},
    {Shape::ForkLeftRight, 3, 2},
    {Shape::ForkStraightLeft, 4, 1},
    {Shape::ForkStraightRight, 4, 1},
    {Shape::ThreeWay, 5, 1},
}};

constexpr int priorityOf(Kind kind)
{
    return Kinds[std::size_t(kind)].priority;
}
constexpr Shape shapeOf(Kind kind)
{
    return Kinds[std::size_t(kind)].shape;
}

// The exits (absolute sides, as dirBit()s) of a shape laid so that its line travels `travel`.
constexpr std::uint8_t exitsOf(Shape shape, Dir travel)
{
    const std::uint8_t s = dirBit(travel), l = dirBit(turnLeft(travel)),
                       r = dirBit(turnRight(travel));
    switch (shape) {
    case Shape::Straight:
        return s;
    case Shape::LeftTurn:
        return l;
    case Shape::RightTurn:
        return r;
    case Shape::ForkLeftRight:
        return std::uint8_t(l | r);
    case Shape::ForkStraightLeft:
        return std::uint8_t(s | l);
    case Shape::ForkStraightRight:
        return std::uint8_t(s | r);
    case Shape::ThreeWay:
        return std::uint8_t(l | s | r);
    }
    return 0;
}

// exitsOf() for every kind and travel, worked out at compile time: a card laid is one look-up.
inline constexpr auto KindExits = [] {
    std::array<std::array<std::uint8_t, DirCount>, KindCount> table{};
    for (std::size_t kind = 0; kind < KindCount; ++kind)
        for (std::size_t travel = 0; travel < DirCount; ++travel)
            table[kind][travel] = exitsOf(Kinds[kind].shape, Dir(travel));
    return table;
}();

constexpr std::uint8_t exitsOf(Kind kind, Dir travel)
{
    return KindExits[std::size_t(kind)][std::size_t(travel)];
}

// Stable names for views and files ("straight", "fork-left-right").
const char *shapeKey(Shape shape);
const char *dirKey(Dir dir);

} // namespace cw::linecards
