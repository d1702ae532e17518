#pragma once

#include "salmon/SalmonCourse.h"
#include "salmon/SalmonCourseGeometry.h"
#include "salmon/SalmonCourseMap.h"

#include <QColor>
#include <QCoreApplication>
#include <QRectF>

#include <optional>
#include <vector>

class QPainter;

namespace cw::salmon {

// A hex drawn with a coloured wash and outline over whatever the river shows there: the editor's
// selection and validation problems, reachable hexes.
struct HexHighlight {
    Hex hex;
    QColor colour;
};

// THE drawing of a river, in millimetres (SalmonCourseGeometry's coordinates: x to the right, y
// downward, the spawning ground at the top). Water with a subtle gradient, rock, the land bank,
// waterfalls with white foam stripes, current arrows from the hex centre toward the edge (numbered
// "1" and "2" when a hex has two), the symbols from the SVG icons (SalmonSymbolIcons.h), start
// hexes and the spawning ground marked; board outlines, labels and bear tokens on request. Used by
// the editor's canvas and board painter, print and export, and the Tiled tileset. Keeps its own
// copy of the river, so a painter may be shared by print pieces painting on worker threads.
class SalmonCoursePainter {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonCoursePainter)

public:
    struct Options {
        bool hexOutlines = true;    // a thin line around every river hex
        bool boardOutlines = false; // a dashed line around every placed board's rectangle
        bool boardLabels = false;   // each board's id ("S1", "3E") in its lower left corner
        bool bears = false;         // bear tokens, on `bearHexes` or (empty) on every bear paw
        std::vector<Hex> bearHexes;
        int selectedBoard = -1;               // this placement's rectangle drawn highlighted
        std::vector<HexHighlight> highlights; // drawn last, over everything but the labels
    };

    // The whole river at `hexMm` across the flats (usually river.print.hexMm).
    SalmonCoursePainter(const SalmonCourse &river, double hexMm);
    SalmonCoursePainter(const SalmonCourse &river, double hexMm, const Options &options);
    // One board alone, in its own coordinates (SalmonCourseGeometry(board.columns, board.rows,
    // hexMm)): for the library thumbnails and the board painter.
    SalmonCoursePainter(const SalmonRiverBoard &board, double hexMm, const Options &options);

    const SalmonCourseMap &map() const { return m_map; }
    const SalmonCourseGeometry &geometry() const { return m_geometry; }
    const Options &options() const { return m_options; }
    void setOptions(const Options &options) { m_options = options; }
    void setHighlights(std::vector<HexHighlight> highlights);
    QSizeF sizeMm() const { return m_geometry.sizeMm(); }

    // Paints the part of the river inside `regionMm` (an empty region: all of it), clipped to it.
    // The painter's transform maps millimetres to the device; its state is restored afterwards.
    void paint(QPainter &painter, const QRectF &regionMm = QRectF()) const;

    // The rectangle placement `index` of the river covers, in mm (the whole board for a painter
    // of one board); empty for an unknown board.
    QRectF boardRectMm(int index) const;
    int boardCount() const { return int(m_boardRects.size()); }

    // One hex at `centre`, `hexMm` across the flats: terrain, arrows, symbol, start and spawn
    // marks. What paint() draws for each hex; the Tiled tileset draws its tiles with it.
    static void paintCell(QPainter &painter, const HexCell &cell, QPointF centre, double hexMm,
                          bool outline = true);
    // Parts of paintCell, for tiles that hold one layer only (the Tiled export).
    static void paintTerrain(QPainter &painter, Terrain terrain, QPointF centre, double hexMm,
                             bool outline = true);
    static void paintArrow(QPainter &painter, QPointF centre, double hexMm, Direction direction,
                           int number); // number 0: no number (a hex with one arrow)
    static void paintSymbol(QPainter &painter, Symbol symbol, const QRectF &rect);
    static void paintStartMark(QPainter &painter, QPointF centre, double hexMm);
    static void paintSpawnMark(QPainter &painter, QPointF centre, double hexMm);
    // Tokens, `sizeMm` across, centred on `centre`: a bear, and a salmon tinted with `colour`.
    static void paintBear(QPainter &painter, QPointF centre, double sizeMm);
    static void paintSalmon(QPainter &painter, QPointF centre, double sizeMm, const QColor &colour);

    // A board alone, scaled to fit `target` (device units) and centred in it: library thumbnails.
    static void paintBoardThumbnail(QPainter &painter, const SalmonRiverBoard &board,
                                    const QRectF &target);

    // Colours, shared with the views that draw around the river.
    // The colour a hex of `terrain` is filled with (at its centre for water, under a rock).
    static QColor terrainColour(Terrain terrain);
    static QColor waterColour();
    static QColor landColour();
    static QColor rockColour();

private:
    const HexCell &cellAt(Hex hex) const;
    void paintBoards(QPainter &painter) const;
    void paintBears(QPainter &painter) const;
    void paintHighlights(QPainter &painter) const;

    SalmonCourseMap m_map;
    std::optional<SalmonRiverBoard> m_board; // set for a painter of one board
    std::vector<QString> m_boardIds;         // one per placement
    std::vector<QRectF> m_boardRects;        // one per placement, mm
    SalmonCourseGeometry m_geometry;
    Options m_options;
};

} // namespace cw::salmon
