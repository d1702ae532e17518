#pragma once

#include "visions/VisionsCourse.h"

namespace cw::visions::edits {

// The road after one editing operation, computed once so that an undo command can swap it in
// and out whole. Bonus lines follow their tile: they move with it and go with it when it is
// removed. On a tile that is flipped or replaced, a line stays where it still fits its terrain
// (VisionsBonusLinePlaces), else moves to the nearest boundary of the new side that fits, else
// goes: the road an edit leaves has no bonus line error the edit made. Custom tiles the road uses
// travel in it; the ones it no longer uses are dropped.
VisionsCourse withTileInserted(const VisionsCourse &road, int index, const TilePlacement &placement,
                               const VisionsTile *custom);
VisionsCourse withTileRemoved(const VisionsCourse &road, int index);
VisionsCourse withTileMoved(const VisionsCourse &road, int index, int to);
VisionsCourse withTileReplaced(const VisionsCourse &road, int index, const TilePlacement &placement,
                               const VisionsTile *custom);
VisionsCourse withBonusLineAt(const VisionsCourse &road, int line, int placement, int row);
// A new bonus line, last in the list.
VisionsCourse withBonusLineAdded(const VisionsCourse &road, const BonusLine &line);
VisionsCourse withBonusLineRemoved(const VisionsCourse &road, int line);
VisionsCourse withBonusLineType(const VisionsCourse &road, int line, BonusLine::Type type);

} // namespace cw::visions::edits
