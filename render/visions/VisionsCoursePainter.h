#pragma once

#include "visions/VisionsCourseGeometry.h"
#include "visions/VisionsCourseMap.h"

#include <QColor>
#include <QCoreApplication>

#include <vector>

class QPainter;
class QPainterPath;

namespace cw::visions {

// Draws a Visions of Rainbows road in millimetres from its VisionsCourseGeometry, so the editor's
// canvas, the palette's thumbnails and the printed tiles and assembly map show the same road:
// terrain colours, lanes and dotted pseudo-spaces, the road sides, the priority line, the start
// numbers and start line, the bonus lines and the finish line.
class VisionsCoursePainter {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsCoursePainter)

public:
    struct Highlight {
        int placement = -1;
        int row = -1; // in the tile's rows; -1: the whole tile
        QColor colour;
    };
    struct Options {
        bool tileLabels = true;
        int selectedTile = -1;
        std::vector<Highlight> highlights;
    };

    VisionsCoursePainter(const VisionsCourse &road, const Options &options);

    const VisionsCourseMap &map() const { return m_map; }
    const VisionsCourseGeometry &geometry() const { return m_geometry; }
    QRectF boundsMm() const { return m_geometry.boundingBox(); }
    // The placement whose outline holds `pointMm`, or -1.
    int tileAt(const QPointF &pointMm) const;
    // The row boundary nearest `pointMm` on placement `placement`, from 1 to rows - 1.
    int boundaryNear(int placement, const QPointF &pointMm) const;

    void paint(QPainter &painter) const;

    // The terrain's colour, as on the rulebook's road side icons.
    static QColor terrainColour(RoadTerrain terrain);
    // One tile side alone in its own frame, with its lanes, pseudo-spaces, priority line and
    // start numbers: for thumbnails and printed tiles. `rows` limits it to rows [first, last).
    static void paintSide(QPainter &painter, const VisionsTileShapeGeometry &shape,
                          const TileSide &side, double first, double last);
    // The whole side scaled to fit `target` (the palette's thumbnails, the tile painter's
    // preview), with row `highlightRow` tinted when it is one of the side's rows. Draws nothing
    // for a side without rows.
    static void paintSideFitted(QPainter &painter, const TileSide &side, const QRectF &target,
                                int highlightRow = -1);

private:
    void paintBonusAndEnds(QPainter &painter) const;

    VisionsCourse m_road;
    VisionsCourseMap m_map;
    VisionsCourseGeometry m_geometry;
    Options m_options;
};

// A polygon as a closed painter path.
QPainterPath pathOf(const Polygon &polygon);

// Draws `text` centred at `centreMm`, `heightMm` tall, in a painter working in millimetres.
void drawTextMm(QPainter &painter, const QPointF &centreMm, double heightMm, const QString &text);

} // namespace cw::visions
