#pragma once

#include "SalmonCards.h"
#include "SalmonHexGrid.h"
#include "core/Game.h"

namespace cw::salmon {

// What the game is waiting for, and from whom (SalmonGame::currentSeat()).
enum class Phase : std::uint8_t {
    PlayCards,     // the active player: play a card, play two Swim cards as a jump, or end the turn
    ChooseSupply,  // a seat: which card a Swim, Double Swim or Current-or-Rapids hex gives
    Reeds,         // a seat: remove a card from hand, draw pile or discard pile, or stop
    MoveBear,      // the active player: which bear goes where (Bear card)
    EagleTarget,   // the active player: whose hand the eagle looks at (Eagle card)
    Counter,       // a seat: discard a matching card to cancel a Current, Rapids or Eagle, or not
    EagleDiscard,  // the active player: which card of the target's hand to discard
    RapidsDiscard, // a seat: which card of its hand to discard (Rapids card)
    DiscardDown,   // the active player, at the end of the turn: which card to discard down to 4
    GameOver
};

// How a Swim card moves the salmon: the card, and for Wild the direction chosen.
enum class SwimMove : std::uint8_t {
    Forward,
    Left,
    Right,
    DoubleForward,
    DoubleLeft,
    DoubleRight,
    WildForward,
    WildLeft,
    WildRight
};
constexpr int SwimMoveCount = 9;

constexpr Card cardOf(SwimMove move)
{
    return move >= SwimMove::WildForward ? Card::Wild : Card(int(move));
}
// The direction of every step: Forward North, Left NorthWest, Right NorthEast
// (docs/rules/salmon.md, "The river").
constexpr Direction directionOf(SwimMove move)
{
    switch (int(move) % 3) {
    case 0:
        return Direction::North;
    case 1:
        return Direction::NorthWest;
    default:
        return Direction::NorthEast;
    }
}
constexpr int stepsOf(SwimMove move)
{
    return isDoubleSwim(cardOf(move)) ? 2 : 1;
}

// The action numbers of Salmon Run (Game.h: actions are small integers each game defines).
namespace action {
constexpr Action PlaySwim = 0; // + SwimMove: play a Swim, Double Swim or Wild card and move
constexpr Action PlayBear = 9;
constexpr Action PlayEagle = 10;
constexpr Action PlayCurrent = 11;
constexpr Action PlayRapids = 12;
constexpr Action PlayFatigue = 13;
constexpr Action JumpBase = 20; // + first · SwimMoveCount + second: two Swim cards as one jump
constexpr Action EndTurn = 110;
constexpr Action TakeCard = 120;    // + Card: the card a special hex gives
constexpr Action ReedsRemove = 140; // + zone · CardTypeCount + Card; zones below
constexpr Action ReedsDone = 180;
constexpr Action MoveBear = 200; // + bear · 42 + first step · 7 + second step (6: stop after one)
constexpr Action EagleTarget = 460; // + seat
constexpr Action Counter = 470;
constexpr Action NoCounter = 471;
constexpr Action Discard = 480; // + Card: Eagle's choice, a Rapids discard, discarding down to 4

enum ReedsZone { Hand = 0, DrawPile = 1, DiscardPile = 2 };
constexpr int BearStop = 6;

constexpr Action playSwim(SwimMove move)
{
    return PlaySwim + int(move);
}
constexpr Action jump(SwimMove first, SwimMove second)
{
    return JumpBase + int(first) * SwimMoveCount + int(second);
}
constexpr Action takeCard(Card card)
{
    return TakeCard + int(card);
}
constexpr Action reedsRemove(ReedsZone zone, Card card)
{
    return ReedsRemove + int(zone) * CardTypeCount + int(card);
}
constexpr Action moveBear(int bear, Direction first, int second = BearStop)
{
    return MoveBear + bear * 42 + int(first) * 7 + second;
}
// A MoveBear action read back: the bear, its first step and its second (BearStop: none).
struct BearMove {
    int bear;
    Direction first;
    int second;
};
constexpr BearMove bearMoveOf(Action a)
{
    const int code = a - MoveBear;
    return {code / 42, Direction(code % 42 / 7), code % 7};
}
// Where a bear standing on `from` ends after `move`.
constexpr Hex bearLanding(Hex from, const BearMove &move)
{
    const Hex first = neighbour(from, move.first);
    return move.second == BearStop ? first : neighbour(first, Direction(move.second));
}
constexpr Action eagleTarget(int seat)
{
    return EagleTarget + seat;
}
constexpr Action discard(Card card)
{
    return Discard + int(card);
}
} // namespace action

} // namespace cw::salmon
