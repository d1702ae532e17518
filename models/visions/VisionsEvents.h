#pragma once

#include <cstdint>

namespace cw::visions {

class VisionsGame;

// The 17 Event cards (docs/rules/visions.md, "The Event cards"), ids in its order. Each first calls
// Grupo Compacto for EventGrupoCompacto[card] riders (VisionsGrupoCompacto.h), then has its effect.
enum class VisionsEventCard : std::uint8_t {
    Crosswinds,
    RainOnTheCobbles,
    CrashInThePeloton,
    Puncture,
    FeedZone,
    Headwind,
    MountainPass,
    TimeCheck,
    MotorbikeDraft,
    SpectatorOnTheRoad,
    Mechanical,
    HeatWave,
    BreakawayBonus,
    PoliceEscort,
    Tailwind,
    TouchOfWheels,
    DescentCrash
};

namespace VisionsEvents {

constexpr int HeadwindRows = 3;   // Headwind: no rider ahead in the lane within 3 rows
constexpr int PunctureRows = 3;   // Puncture: the best-placed rider moves back 3 rows
constexpr int MechanicalRows = 2; // Mechanical: the second-placed rider moves back 2 rows
constexpr int MotorbikeRows = 3;  // Motorbike Draft: the last-placed rider, up to 3 rows
constexpr int BreakawaySeconds = 2;

// Applies the effect of Event `card` (after its Grupo Compacto) to the game's riders. Riders on
// the road side are never affected; a rider never takes a fatigue token past the fifth.
// Motorbike Draft only names its mover: it fills the state's Event (VisionsEventState) with the
// last-placed rider, whose owner then chooses its space like a Grupo Compacto move.
void applyEffect(VisionsGame &game, int card);

} // namespace VisionsEvents

} // namespace cw::visions
