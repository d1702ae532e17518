#pragma once

#include "core/Game.h"

namespace cw::niagara {

// Niagara's action encoding (docs/rules/niagara.md, "Phase II: a turn, one decision at a time").
// Every decision of a turn is one action; which ones are legal depends on the step the turn is at
// (NiagaraState::step).
namespace actions {

// Phase I: the paddle card chosen in secret. Card 0…5 are the numbers 1…6, card 6 the cloud.
constexpr Action ChooseCard = 0; // + card
// Cloud card: the weather one step.
constexpr Action WeatherUp = 10;
constexpr Action WeatherDown = 11;
// Number card, between canoes: which of the seat's canoes acts next (0 or 1), buying back a lost
// canoe with a gem of the play area (+ colour), or ending the turn.
constexpr Action SelectCanoe = 20; // + canoe
constexpr Action BuyBack = 30;     // + colour
constexpr Action EndTurn = 40;
// Before a canoe's move: nothing, or one of the loading actions below.
constexpr Action Proceed = 50;
// Loading before or after the move (the step says which): load a gem of a colour, unload, or
// unload then load a gem of another colour (4 points).
constexpr Action Load = 60; // + colour
constexpr Action Unload = 70;
constexpr Action UnloadLoad = 80; // + colour
// The move's direction, when both are open (docs/rules/niagara.md,
// "Phase II: a turn, one decision at a time": one direction per move).
constexpr Action Upstream = 90;
constexpr Action Downstream = 91;
// The move: land (upstream past the rope), or the space it ends on (+ space index).
constexpr Action Land = 99;
constexpr Action MoveTo = 100; // + space
// After an upstream move: no theft, or the gem of another seat's canoe (+ seat·2 + canoe).
constexpr Action NoSteal = 199;
constexpr Action Steal = 200; // + seat·2 + canoe

constexpr int CloudCard = 6;
constexpr int Cards = 7;

} // namespace actions

} // namespace cw::niagara
