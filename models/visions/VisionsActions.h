#pragma once

#include "VisionsCards.h"

namespace cw::visions {

// The action encoding of Visions of Rainbows. Every decision is one action of the seat that makes
// it; a move is a sequence of steps, each an action (docs/rules/visions.md, "A move").
namespace VisionsAction {

// Setup: place the rider of this slot (0 All-Star, 1 Climber, 2 Sprinter, 3-5 Domestiques) on
// the next start space.
constexpr int PlaceBase = 0; // + slot

// A step of the move under way. Lane and pseudo-space choices are part of the step.
constexpr int ForwardBase = 10;      // + lane: the moving line's front enters that lane's space
constexpr int BumpForwardBase = 14;  // + lane: Lead/Break push the line in that space (2 PS)
constexpr int SidewaysLowBase = 20;  // + pseudo: into the lower lane (a bump when occupied)
constexpr int SidewaysHighBase = 22; // + pseudo: into the higher lane
constexpr int DiagonalLowBase = 24;  // + pseudo: Pain Cave, forward into the lower lane
constexpr int DiagonalHighBase = 26; // + pseudo: Pain Cave, forward into the higher lane
constexpr int StepEnd = 28;          // the end of the step range above
constexpr int Stop = 30;             // only when the moving line cannot step forward
// Lead: the last rider of the group stands directly in front of another line.
constexpr int LinkLine = 31;  // add that line to the back of the group
constexpr int LeaveLine = 32; // leave it behind

// Chase and Draft at a lane change: the activated rider leaves the line it pushes and steps into
// another lane the road leads to (an empty space, 1 PS); in Draft the riders behind it follow.
constexpr int BreakAwayBase = 60; // + lane

// A forward bump pushes a line to a lane change: the owner of the pushed line's front picks the
// empty space it enters (docs/rules/visions.md, "The road": the mover's owner picks at a lane
// change).
constexpr int PushedLaneBase = 64; // + lane

// Reorganization.
constexpr int DropBackBase = 40; // + slot: that rider drops back to the team car
constexpr int DropBackDone = 46;
constexpr int RescueBase = 50; // + slot: that rider rescues the team's dropped rider
constexpr int NoRescue = 56;

// Activation: a rider, an Action card of the hand, and the movement type it is played as (the
// card's own type, or for a Wild card the type it names).
constexpr int ActivateBase = 100; // + (slot × ActionCardCount + card) × MoveTypeCount + type
constexpr int ActivateEnd = ActivateBase + MaxRidersPerTeam * ActionCardCount * MoveTypeCount;

constexpr int activate(int slot, int card, MoveType type)
{
    return ActivateBase + (slot * ActionCardCount + card) * MoveTypeCount + int(type);
}
constexpr int activatedSlot(int action)
{
    return (action - ActivateBase) / (ActionCardCount * MoveTypeCount);
}
constexpr int activatedCard(int action)
{
    return (action - ActivateBase) / MoveTypeCount % ActionCardCount;
}
constexpr MoveType activatedType(int action)
{
    return MoveType((action - ActivateBase) % MoveTypeCount);
}

} // namespace VisionsAction

} // namespace cw::visions
