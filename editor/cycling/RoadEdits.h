#pragma once

#include "cycling/CyclingRoad.h"

namespace cw::cycling::edits {

// The road after one editing operation, computed once so that an undo command can swap it in
// and out whole. Bonus lines follow their tile: they move with it, go with it when it is removed,
// and stay on a tile that is flipped or replaced (the validator says when they no longer fit).
// Custom tiles the road uses travel in it; the ones it no longer uses are dropped.
CyclingRoad withTileInserted(const CyclingRoad &road, int index, const TilePlacement &placement,
                             const RoadTile *custom);
CyclingRoad withTileRemoved(const CyclingRoad &road, int index);
CyclingRoad withTileMoved(const CyclingRoad &road, int index, int to);
CyclingRoad withTileReplaced(const CyclingRoad &road, int index, const TilePlacement &placement,
                             const RoadTile *custom);
CyclingRoad withBonusLineAt(const CyclingRoad &road, int line, int placement, int row);

} // namespace cw::cycling::edits
