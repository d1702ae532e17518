#pragma once

#include <QString>

#include <array>

namespace cw::salmon {

// The colours of the river's things, defined once for every picture of it: the game's board
// (qml/salmon, through SalmonBoardModel::palette), the editor's canvas and board painter, the
// printed boards and the Tiled tileset (render/salmon/SalmonCoursePainterCells). Light enough to
// print without soaking the paper, dark enough for the ink-coloured arrows to read on screen.
enum class RiverColour {
    Water,         // open water, at a hex's centre
    WaterDeep,     // open water, at a hex's rim (the board tints alternate boards with it)
    WaterLine,     // the outline of a river hex
    Waterfall,     // a waterfall's water, at its centre
    WaterfallDeep, // … and at its rim
    Foam,          // a waterfall's foam bands
    Land,          // the bank
    LandLine,      // the outline of a land hex
    LandTuft,      // the grass tufts on the bank
    Rock,          // a boulder's body
    RockLight,     // its lit facet
    RockDark,      // its shadow
    Arrow,         // a current arrow and the start and spawn labels
    ArrowHalo,     // the halo around an arrow
    Start,         // the start hex's mark
    Spawn,         // the spawning ground's wash
    Egg,           // the eggs on the spawning ground
    EggLine,       // their outline
};
constexpr int RiverColourCount = int(RiverColour::EggLine) + 1;

// "#rrggbb" (QColor and QML read it as it is).
QString riverColour(RiverColour colour);
// "water", "waterDeep", …, "eggLine": the key QML reads the colour under.
QString riverColourKey(RiverColour colour);

} // namespace cw::salmon
