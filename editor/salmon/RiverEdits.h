#pragma once

#include "salmon/SalmonRiver.h"

#include <optional>

namespace cw::salmon {

// The river editor's changes of the board list, as pure functions of a river: what the undo
// commands (AddRiverBoard, RemoveRiverBoard, MoveRiverBoard, FlipRiverBoard, ReplaceRiverBoard,
// ShiftRiverBoard)
// compute once when they are made. Whether boards join is the rules' business (jointLinesUp,
// alignedShifts in SalmonRiver.h); these only move a shift that stopped lining up to the nearest
// aligned one, and never invent a position the rules do not offer.
namespace edits {

// The aligned shifts of placement `index` against the board before it; empty for the first
// board, an unknown board, or boards that cannot join at all.
std::vector<int> alignedShiftsAt(const SalmonRiver &river, int index);
// The aligned shift of placement `index` nearest to `wanted` (the smaller one on a tie);
// nullopt when there is none.
std::optional<int> nearestAlignedShift(const SalmonRiver &river, int index, int wanted);
// Moves every shift from placement `from` on that no longer lines up to the nearest aligned one.
void realign(SalmonRiver &river, int from);
// Drops the embedded custom boards no placement uses any more.
void pruneCustomBoards(SalmonRiver &river);

// `board` inserted at `index` (clamped to the list) at its first aligned shift; `custom`, when
// given, is embedded in customBoards unless a board of that id already is.
SalmonRiver withBoardInserted(const SalmonRiver &river, int index, const QString &board,
                              const RiverBoard *custom = nullptr);
SalmonRiver withBoardRemoved(const SalmonRiver &river, int index);
// The board at `from` moved to `to` (both valid indices), the others keeping their order.
SalmonRiver withBoardMoved(const SalmonRiver &river, int from, int to);
// Placement `index` showing board `board` instead (the other side of its sheet, or another board
// dropped in its place; `custom` as for withBoardInserted).
SalmonRiver withBoardReplaced(const SalmonRiver &river, int index, const QString &board,
                              const RiverBoard *custom = nullptr);

} // namespace edits
} // namespace cw::salmon
