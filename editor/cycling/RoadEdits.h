#pragma once

#include "cycling/CyclingRoad.h"

namespace cw::cycling::edits {

// The road after one editing operation, computed once so that an undo command can swap it in
// and out whole. Bonus lines follow their tile: they move with it and go with it when it is
// removed. On a tile that is flipped or replaced, a line stays where it still fits its terrain
// (BonusLinePlaces), else moves to the nearest boundary of the new side that fits, else goes:
// the road an edit leaves has no bonus line error the edit made. Custom tiles the road uses
// travel in it; the ones it no longer uses are dropped.
CyclingRoad withTileInserted(const CyclingRoad &road, int index, const TilePlacement &placement,
                             const RoadTile *custom);
CyclingRoad withTileRemoved(const CyclingRoad &road, int index);
CyclingRoad withTileMoved(const CyclingRoad &road, int index, int to);
CyclingRoad withTileReplaced(const CyclingRoad &road, int index, const TilePlacement &placement,
                             const RoadTile *custom);
CyclingRoad withBonusLineAt(const CyclingRoad &road, int line, int placement, int row);
// A new bonus line, last in the list.
CyclingRoad withBonusLineAdded(const CyclingRoad &road, const BonusLine &line);
CyclingRoad withBonusLineRemoved(const CyclingRoad &road, int line);
CyclingRoad withBonusLineType(const CyclingRoad &road, int line, BonusLine::Type type);

} // namespace cw::cycling::edits
