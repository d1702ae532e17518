#pragma once

// The largest courses a file may state, built from the readers' own limits, for the benchmarks
// and scripts/measure-largest: what the worst file a user can open costs to read, check, draw
// and print.
#include "core/GameSetup.h"

#include <QJsonObject>

namespace cw::bench {

// Rowing: RowingCourse::MaxLanes lanes of MaxSpaces spaces of MaxMetresPerSpace metres (100 km),
// sector bands of RowingCourseLimits::MinSectorMetres (1,000 bands) and MaxSplitLines split
// lines, one every 1,000 m.
QJsonObject largestRowingCourse();

// Salmon Run: SalmonRiver::MaxBoards custom boards of RiverBoard::MaxColumns × MaxRows water
// hexes (2,304), a start board, middle boards and a finish board in line. Every hex is a start
// hex, the validator's worst case (it checks every start hex reaches the spawning ground), and
// the finish board's top row is the spawning ground.
QJsonObject largestSalmonRiver();

// A four-salmon game on the largest river, one human seat and three Easy AI, for the app.
GameSetup largestRiverGame();

} // namespace cw::bench
