#pragma once

#include "VisionsCourse.h"
#include "VisionsTile.h"

#include <array>
#include <cstdint>

namespace cw::visions {

// The Visions of Rainbows cards, riders and modifiers as docs/rules/visions.md
// ("Teams, cards and fatigue") defines them: the data the engine, its views and its AI read.

constexpr int MinTeams = 3;
constexpr int MaxTeams = 7;
constexpr int MaxRidersPerTeam = 6;
constexpr int MaxRiders = 21; // 7 teams × 3 riders; 3 × 6 = 18, 4 × 5 = 20, 5 × 4 = 20
constexpr int HandSize = 5;
constexpr int MaxFatigue = 5;
constexpr int EventsPerPhase = 2;
constexpr int DropBackRows = 5;

// Riders per team by team count (rulebook, "Choose teams and riders").
constexpr int ridersPerTeam(int teams)
{
    return teams <= 3 ? 6 : teams == 4 ? 5 : teams == 5 ? 4 : 3;
}

// A rider's place in its team: its class is classOf(slot). Slots 3-5 are the Domestiques.
enum class RiderClass : std::uint8_t { AllStar, Climber, Sprinter, Domestique };
constexpr RiderClass classOf(int slot)
{
    return slot < 3 ? RiderClass(slot) : RiderClass::Domestique;
}

// Class terrain modifiers (docs/rules/visions.md, "Teams, cards and fatigue"), indexed
// [class][RoadTerrain]: flats, mountain, descent, sprint, cobbles.
constexpr int terrainModifier(RiderClass cls, RoadTerrain terrain)
{
    constexpr int table[4][RoadTerrainCount] = {
        {0, 1, 0, 1, 0}, {0, 2, -1, -1, -1}, {0, -1, -1, 2, 0}, {0, 0, 0, 0, 1}};
    return table[int(cls)][int(terrain)];
}

// The fatigue modifier of a rider with `tokens` fatigue: short games −1 a token; medium and long
// games nothing for the first token, then −1 a token.
constexpr int fatigueModifier(int tokens, GameLength length)
{
    if (length != GameLength::Short && tokens == 1)
        return 0;
    return -tokens;
}

// How a card moves the riders (the Wild card names one of the first four when played).
enum class MoveType : std::uint8_t { Lead, Chase, Draft, Break, Wild };
constexpr int MoveTypeCount = 4; // the types a move can have

// Special text of the six cards that carry one.
enum class Special : std::uint8_t {
    None,
    PainCave,           // Lead 8: may step diagonally forward
    StickyBottle,       // Draft 4: after the move, remove 1 T from this rider
    AeroTuck,           // Break 7: +2 PS when starting on a descent
    ArgyBargy,          // Chase 7: sideways bumps cost 1 PS
    RubberBand,         // Wild 6: +2 PS when not in the leading line
    DelusionsOfEpicness // Break 8: +1 PS per 5 rows behind the leader
};

// The special texts whose PS reads who leads the race (VisionsGame::leadingLine).
constexpr bool readsLeadingLine(Special special)
{
    return special == Special::RubberBand || special == Special::DelusionsOfEpicness;
}

// The 17 cards of a team deck: ids 0-15 are the actions in the order of docs/rules/visions.md,
// "Teams, cards and fatigue", 16 is Making Headlines.
constexpr int ActionCardCount = 16;
constexpr int DeckSize = 17;
constexpr int MakingHeadlines = 16;

struct ActionCard {
    MoveType type;
    int ps;
    int temporary;
    int permanent;
    Special special;
};

constexpr std::array<ActionCard, ActionCardCount> ActionCards{{
    {MoveType::Lead, 5, 0, 0, Special::None},
    {MoveType::Lead, 6, 0, 0, Special::None},
    {MoveType::Lead, 7, 1, 0, Special::None},
    {MoveType::Lead, 8, 1, 1, Special::PainCave},
    {MoveType::Chase, 5, 0, 0, Special::None},
    {MoveType::Chase, 6, 0, 0, Special::None},
    {MoveType::Chase, 7, 1, 0, Special::ArgyBargy},
    {MoveType::Draft, 4, 0, 0, Special::StickyBottle},
    {MoveType::Draft, 5, 0, 0, Special::None},
    {MoveType::Draft, 6, 0, 0, Special::None},
    {MoveType::Draft, 7, 1, 0, Special::None},
    {MoveType::Break, 6, 1, 0, Special::None},
    {MoveType::Break, 7, 1, 0, Special::AeroTuck},
    {MoveType::Break, 8, 1, 1, Special::DelusionsOfEpicness},
    {MoveType::Wild, 5, 0, 0, Special::None},
    {MoveType::Wild, 6, 1, 0, Special::RubberBand},
}};

// The 17 Event cards (docs/rules/visions.md, "The Event cards"), in its order, with their Grupo
// Compacto size.
constexpr int EventCardCount = 17;
constexpr std::array<int, EventCardCount> EventGrupoCompacto{2, 3, 2, 3, 2, 4, 2, 3, 2,
                                                             2, 3, 2, 2, 5, 2, 3, 2};

} // namespace cw::visions
