#pragma once

#include "RoadTile.h"

#include <QStringList>

#include <vector>

namespace cw::cycling {

// The built-in map tiles Coursewright ships (RULINGS.md, "Map tiles"): the Start "S" (one side,
// two pieces), the Finish "F" (flats side A, sprint side B; two pieces), the straights "1"-"6" and
// the curves "C1"-"C7" (side A turning left, side B right). Each tile is a JSON file in
// resources/cycling/tiles, read once on first use; a tile that fails to read is left out (and
// tst_cycling_tiles fails).
class TileLibrary {
public:
    // Every built-in tile, in the order of ids().
    static const std::vector<RoadTile> &all();
    // The tile with that id, or nullptr.
    static const RoadTile *find(const QString &id);
    // "S", "1"…"6", "C1"…"C7", "F".
    static const QStringList &ids();
};

} // namespace cw::cycling
