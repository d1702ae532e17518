#pragma once

#include "salmon/SalmonCourse.h"

#include <optional>

namespace cw::salmon {

// The river editor's changes of the board list, as pure functions of a river: what the undo
// commands (SalmonAddBoard, SalmonRemoveBoard, SalmonMoveBoard, SalmonFlipBoard,
// SalmonReplaceBoard, SalmonShiftBoard) compute once when they are made. Whether boards join is the
// rules' business (jointLinesUp, alignedShifts in SalmonCourse.h); these only move a shift that
// stopped lining up to the nearest aligned one, and never invent a position the rules do not offer.
namespace edits {

// The aligned shifts of placement `index` against the board before it; empty for the first
// board, an unknown board, or boards that cannot join at all.
std::vector<int> alignedShiftsAt(const SalmonCourse &river, int index);
// The aligned shift of placement `index` nearest to `wanted` (the smaller one on a tie);
// nullopt when there is none.
std::optional<int> nearestAlignedShift(const SalmonCourse &river, int index, int wanted);
// Moves every shift from placement `from` on that no longer lines up to the nearest aligned one.
void realign(SalmonCourse &river, int from);
// Drops the embedded custom boards no placement uses any more.
void pruneCustomBoards(SalmonCourse &river);

// `board` inserted at `index` (clamped to the list) at its first aligned shift; `custom`, when
// given, is embedded in customBoards unless a board of that id already is.
SalmonCourse withBoardInserted(const SalmonCourse &river, int index, const QString &board,
                               const SalmonRiverBoard *custom = nullptr);
SalmonCourse withBoardRemoved(const SalmonCourse &river, int index);
// The board at `from` moved to `to` (both valid indices), the others keeping their order.
SalmonCourse withBoardMoved(const SalmonCourse &river, int from, int to);
// Placement `index` showing board `board` instead (the other side of its sheet, or another board
// dropped in its place; `custom` as for withBoardInserted).
SalmonCourse withBoardReplaced(const SalmonCourse &river, int index, const QString &board,
                               const SalmonRiverBoard *custom = nullptr);

} // namespace edits
} // namespace cw::salmon
