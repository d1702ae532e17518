#pragma once

#include "VisionsTile.h"

#include <QStringList>

#include <vector>

namespace cw::visions {

// The built-in map tiles Coursewright ships (docs/rules/visions.md, "Map tiles"): the Start "S"
// (one side, two pieces), the Finish "F" (flats side A, sprint side B; two pieces), the straights
// "1"-"6" and the curves "C1"-"C7" (side A turning left, side B right). Each tile is a JSON file in
// resources/visions/tiles, read once on first use; a tile that fails to read is left out (and
// tst_visions_tiles fails).
class VisionsTileLibrary {
public:
    // Every built-in tile, in the order of ids().
    static const std::vector<VisionsTile> &all();
    // The tile with that id, or nullptr.
    static const VisionsTile *find(const QString &id);
    // "S", "1"…"6", "C1"…"C7", "F".
    static const QStringList &ids();
};

} // namespace cw::visions
