#pragma once

#include "SalmonCourseMap.h"

#include <QByteArray>
#include <QString>

namespace cw::salmon {

// The tiles of the Tiled export, one tileset image shared by every river: what each tile shows,
// so that the writer (here, QtCore) and the painter of the image (render/salmon/SalmonTileset)
// agree. Tiles are flat-topped hexes TileWidth × TileHeight pixels (corner to corner × across
// the flats, as near regular as whole pixels allow), HexSide pixels a side, Columns to a row of
// the image. Indices from 0; in the map a tile is its index + 1 (gid 0 is "no tile").
namespace RiverTiles {

constexpr int TileWidth = 120;
constexpr int TileHeight = 104;
constexpr int HexSide = 60;
constexpr int Columns = 9;

// The "river" layer: Land, Water, Rock, Waterfall, then water with the start and spawn marks.
constexpr int StartTile = 4;
constexpr int SpawnTile = 5;
// The "symbols" layer: one tile per Symbol other than None.
constexpr int FirstSymbolTile = 6;
// The "currents" layer: one arrow (6 tiles, by Direction), then every ordered pair of arrows
// numbered 1 and 2 (30 tiles).
constexpr int FirstArrowTile = FirstSymbolTile + SymbolCount - 1;
constexpr int FirstArrowPairTile = FirstArrowTile + DirectionCount;
constexpr int Count = FirstArrowPairTile + DirectionCount * (DirectionCount - 1);
constexpr int Rows = (Count + Columns - 1) / Columns;

// A cell's tile in each layer, or -1 for none.
int riverTile(const HexCell &cell);
int symbolTile(const HexCell &cell);
int currentTile(const HexCell &cell);

// What tile `index` shows: a cell holding only that layer's content.
enum class Layer { River, Symbols, Currents };
Layer tileLayer(int index);
HexCell tileCell(int index);

} // namespace RiverTiles

// Writes a river as a Tiled map (TMX): orientation "hexagonal", stagger axis x, rows flipped so
// that the spawning ground is at the top as on our boards (our raised odd columns are then
// Tiled's staggerindex "even": the even columns sit half a hex lower). Layers "river" (terrain),
// "symbols" and "currents" (arrows), each columns × rows in CSV; one embedded tileset whose image
// is `tilesetImage` (a path relative to the map file). QtCore only.
class SalmonTmxWriter {
public:
    static QByteArray write(const SalmonCourseMap &river, const QString &name,
                            const QString &tilesetImage);
    // The size in pixels of the map Tiled renders (what tmxrasterizer writes without scaling).
    static int mapWidthPx(int columns);
    static int mapHeightPx(int columns, int rows);
};

} // namespace cw::salmon
