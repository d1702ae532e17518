#pragma once

// The largest courses a file may state, built from the readers' own limits, for the benchmarks
// and scripts/measure-largest: what the worst file a user can open costs to read, check, draw,
// play and print.
#include "core/GameSetup.h"

#include <QJsonObject>

#include <optional>

namespace cw::bench {

// Rowing: RowingCourse::MaxLanes lanes of MaxSpaces spaces of MaxMetresPerSpace metres (100 km),
// sector bands of RowingCourseLimits::MinSectorMetres (1,000 bands) and MaxSplitLines split
// lines, one every 1,000 m.
QJsonObject largestRowingCourse();

// Salmon Run: SalmonCourse::MaxBoards custom boards of SalmonRiverBoard::MaxColumns × MaxRows water
// hexes (2,304), a start board, middle boards and a finish board in line. Every hex is a start
// hex, the validator's worst case (it checks every start hex reaches the spawning ground), and
// the finish board's top row is the spawning ground.
QJsonObject largestSalmonRiver();

// Niagara: the longest main channel and arms, the most gems and the widest weather track
// (tests/shared/lengths/largest-niagara-river.json, where its longest games were measured).
QJsonObject largestNiagaraRiver();

// Visions of Rainbows: VisionsCourse::MaxTiles tiles, MaxCustomTiles of them custom straights of
// VisionsTile::MaxRows rows, four lanes of two pseudo-spaces between three-lane ends (2,024 rows in
// all; tests/shared/lengths/largest-visions-road.json).
QJsonObject largestVisionsRoad();

// A game on the largest course of `gameId`'s kind with as many seats as that course takes (the
// game's suggestion, or its most), seat 0 a person and the others Easy AI; nullopt for a game
// that has no course file (Line cards' grid is fixed).
std::optional<GameSetup> largestGame(const QString &gameId);

} // namespace cw::bench
