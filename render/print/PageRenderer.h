#pragma once

#include "PageTiler.h"
#include "PrintLayout.h"

#include <QCoreApplication>
#include <QString>

class QPainter;

namespace cw::print {

// Paints the pages of a tiled layout, in paper millimetres. Page 0 is the assembly map when the
// layout needs more than one page (PageTiling::hasMap()); every other page is one tile at true
// scale with its cut marks, registration marks, overlap zones and label. No widgets, no state:
// pages may be painted in any order, from a worker thread.
class PageRenderer {
    Q_DECLARE_TR_FUNCTIONS(cw::print::PageRenderer)

public:
    // Keeps references: `layout` and `tiling` must outlive the renderer.
    PageRenderer(const PrintLayout &layout, const PageTiling &tiling);

    int pageCount() const { return m_tiling.pageCount(); }
    // "map" for the assembly map, else the tile's label ("P1-1"): what file names are made of.
    QString pageKey(int page) const;
    // The tile printed on `page` (from 0), or -1 for the map.
    int tileOfPage(int page) const;

    // Paints page `page` (from 0) with `painter` set up in paper millimetres: origin at the
    // sheet's top-left corner, 1 unit = 1 mm (see setMillimetres). Paints a white sheet first.
    void paintPage(QPainter &painter, int page) const;

    // Scales `painter` so that 1 unit is 1 mm on a device of the given resolution.
    static void setMillimetres(QPainter &painter, double dotsPerInchX, double dotsPerInchY);
    // A bar exactly 100 mm long with its explanation below, about 20 mm high from `topLeft`: to
    // check that a printer did not scale the pages.
    static void paintCalibrationBar(QPainter &painter, const QPointF &topLeft);

private:
    void paintMap(QPainter &painter) const;
    void paintMapLayout(QPainter &painter, const QRectF &area) const;
    void paintTile(QPainter &painter, int tile) const;
    void paintTileMarks(QPainter &painter, int tile) const;
    void paintTileLabels(QPainter &painter, int tile) const;
    QString pieceName(int piece) const;

    const PrintLayout &m_layout;
    const PageTiling &m_tiling;
};

} // namespace cw::print
