#pragma once

#include "PrintLayout.h"
#include "course/PageSpec.h"

#include <QRectF>
#include <QString>

#include <vector>

namespace cw::print {

// The sides of a page's content.
enum class Edge { Left, Top, Right, Bottom };

// One printed page of a piece at true scale.
struct PageTile {
    int piece = 0;    // index in PrintLayout::pieces
    int row = 0;      // row over the whole layout: 0 is "P1-…"; rows continue from piece to piece
    int column = 0;   // column within the piece, from 0 ("1")
    QString label;    // "P1-1", "P2-3", …: pageLabel(row, column)
    QRectF regionMm;  // the part of the piece on this page, piece-local millimetres
    QPointF originMm; // where regionMm's top-left corner lands on the paper, paper millimetres
    QRectF layoutMm;  // regionMm in the table layout's millimetres

    QRectF paperRectMm() const { return QRectF(originMm, regionMm.size()); }
};

// A page next to another in the assembled layout: a tile of the same piece, sharing an overlap
// zone, or a tile of the next piece, butting against it.
struct PageNeighbour {
    Edge edge = Edge::Right; // the side of this page it joins
    int tile = 0;            // index in PageTiling::tiles
    QRectF zoneMm;           // the shared zone in table-layout mm (zero width/height when butting)
    bool overlaps() const { return zoneMm.width() > 0.01 && zoneMm.height() > 0.01; }
};

// Every piece of a layout assigned to pages, in reading order (piece by piece, row by row).
struct PageTiling {
    PageSpec page;
    double overlapMm = 0;
    std::vector<PageTile> tiles;
    bool assemblyMap = true; // PrintLayout::assemblyMap
    // Where these pages sit in a larger document (a game kit): the pages before them and the
    // document's page count, for the "page n of N" labels; 0: the tiling is the whole document.
    int pagesBefore = 0;
    int documentPages = 0;

    // An assembly map comes first as soon as there is more than one page (unless the layout
    // asks for none).
    bool hasMap() const { return assemblyMap && tiles.size() > 1; }
    int pageCount() const { return int(tiles.size()) + (hasMap() ? 1 : 0); }
    // The 1-based page number a tile is printed on.
    int pageOfTile(int tile) const { return tile + (hasMap() ? 2 : 1); }
    // The pages that join `tile` in the assembled layout, with the side they join.
    std::vector<PageNeighbour> neighbours(int tile) const;
};

// Assigns pieces to pages at true scale. Pure geometry: no painting, usable without a display.
class PageTiler {
public:
    static constexpr double DefaultOverlapMm = 10;
    // A layout needing more pages than this is refused by the exporters (a mistyped size).
    static constexpr int MaxPages = 1000;

    explicit PageTiler(const PageSpec &page, double overlapMm = DefaultOverlapMm);

    // A piece that fits the printable area is one page, centred on it. A larger one is cut into a
    // grid of equal tiles no larger than the printable area, neighbours overlapping by overlapMm
    // (less only when the printable area is too small for it). Rows are numbered continuing from
    // piece to piece, columns within a piece (pageLabel). Stops adding tiles after MaxPages + 1.
    PageTiling tile(const PrintLayout &layout) const;

    // "P1-1", "P1-2", … "P2-1" for row 0 column 0, …: "P" and a dash, so that a page label cannot
    // be read as a piece's own name (Salmon's finish board "F2" once printed on page "F1").
    static QString pageLabel(int row, int column);

private:
    PageSpec m_page;
    double m_overlapMm;
};

} // namespace cw::print
