#pragma once

#include "PageTiler.h"
#include "PrintLayout.h"

#include <QRectF>
#include <QString>

#include <vector>

namespace cw::print {

// Where everything of an assembly map goes, in paper millimetres: the pieces scaled down, their
// captions, every page's outline and label, and where the map continues on its next line. Pure
// geometry, shared by PageRenderer (which paints it) and the tests (which check that no caption
// sits on another piece or on a page label: issue 56's "4E (Board 4, eas▮ side)").
struct AssemblyMapPlan {
    static constexpr double CaptionText = 2.6; // mm
    static constexpr double CaptionHeight = 3.5;
    static constexpr double Header = 16, Footer = 24; // title above the layout, the bar below, mm

    struct Piece {
        int piece = 0;      // index in PrintLayout::pieces
        QRectF rect;        // the piece on the map
        double scale = 1;   // map mm per layout mm
        QString caption;    // its name, or its short name where the name does not fit
        QRectF captionRect; // where the caption is written: below, beside or inside the piece
        int captionFlags = 0;
    };
    struct Page {
        int tile = 0;    // index in PageTiling::tiles
        QRectF rect;     // the page's outline on the map
        QRectF labelBox; // the white box its label is written in, centred on the page
        double textSize = 0;
    };
    struct Continuation {
        QRectF rect; // where "continues with … ↓" is written
        QString nextPiece;
    };
    std::vector<Piece> pieces;
    std::vector<Page> pages;
    std::vector<Continuation> continuations;
    // The strips of `area` each line of pieces takes (for painting over what pieces draw beyond
    // their edges).
    std::vector<QRectF> lineBands;

    // The part of the map page the layout is drawn in: the printable area below the title and
    // above the 100 mm bar and the notes.
    static QRectF area(const PageSpec &page);
    // Plans `layout` tiled as `tiling` within `area`. Empty when nothing fits.
    static AssemblyMapPlan plan(const PrintLayout &layout, const PageTiling &tiling,
                                const QRectF &area);
};

} // namespace cw::print
