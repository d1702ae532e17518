#pragma once

#include "salmon/SalmonHexGrid.h"
#include "salmon/SalmonPalette.h"
#include "salmon/SalmonRiverBoard.h"

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <array>

class QPainter;

// The pieces of one hex's drawing, behind SalmonCoursePainter's static functions: terrain, current
// arrows, start and spawn marks and the cached SVG icons. Every size is a share of the hex's size
// across the flats (`hexMm`), so a hex looks the same on paper, on the canvas and as a Tiled tile.
// Nothing here relies on clipping (QSvgGenerator ignores it): shapes are cut to the hex exactly.
namespace cw::salmon::cells {

// The river's colours (SalmonPalette, shared with the game's board).
inline QColor colour(RiverColour which)
{
    return QColor(riverColour(which));
}
inline const QColor WaterLight = colour(RiverColour::Water);
inline const QColor WaterDark = colour(RiverColour::WaterDeep);
inline const QColor WaterLine = colour(RiverColour::WaterLine);
inline const QColor Land = colour(RiverColour::Land);
inline const QColor LandLine = colour(RiverColour::LandLine);
inline const QColor Rock = colour(RiverColour::Rock);
inline const QColor ArrowInk = colour(RiverColour::Arrow);

constexpr double IconShare = 0.46; // a symbol icon's size

// The hex's six corners, clockwise from the right-hand one.
std::array<QPointF, 6> corners(QPointF centre, double hexMm);

// The colour a hex of `terrain` is filled with: the bank's, or its water's at the centre (a rock's
// boulder lies on open water).
QColor terrainFill(Terrain terrain);
void paintTerrain(QPainter &painter, Terrain terrain, QPointF centre, double hexMm, bool outline);
// An arrow from near the centre to the edge shared with the neighbour in `direction`, with its
// number (1 or 2) beside it when `number` > 0.
void paintArrow(QPainter &painter, QPointF centre, double hexMm, Direction direction, int number);
// Start hexes: a gold ring inside the edge. Spawning ground: a salmon-pink wash and a ring of
// eggs around the centre.
void paintStartMark(QPainter &painter, QPointF centre, double hexMm);
void paintSpawnMark(QPainter &painter, QPointF centre, double hexMm);
// The SVG resource at `path` drawn into `rect`. Renderers are cached per thread: QSvgRenderer
// must not be shared by threads painting at once.
void paintSvg(QPainter &painter, const QString &path, const QRectF &rect);

} // namespace cw::salmon::cells
