#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>
#include <vector>

class QPainter;

namespace cw::print {

// One piece of a printed layout: something cut out and laid on the table as a whole (a rowing
// strip, a river tile). A piece larger than the paper is tiled across several pages by PageTiler.
struct PrintPiece {
    QString name;       // translated, e.g. "Strip 3 (spaces 21–30)": in page labels
    QSizeF sizeMm;      // the piece's size in millimetres
    QPointF positionMm; // its top-left corner in the assembled table layout, in millimetres
    // Draws the piece in piece-local millimetres (origin at its top-left corner, 1 unit = 1 mm).
    // Called with the painter clipped to the part being printed, possibly several times and from
    // worker threads at once: it must only read the data it captured. A piece larger than a page
    // draws only the part shown (shownPartMm), so that each page costs what it shows.
    std::function<void(QPainter &)> draw;
    QString shortName; // e.g. "Strip 3", where room is short (the assembly map); empty: name

    QString mapName() const { return shortName.isEmpty() ? name : shortName; }

    QRectF layoutRectMm() const { return QRectF(positionMm, sizeMm); }
};

// The part of a piece of `sizeMm` that `painter` shows, in the piece's millimetres: the
// painter's clip (a page's part of the piece) within the piece; the whole piece without a clip.
// A page of a 5 m rowing strip once drew all of it, twenty times over.
QRectF shownPartMm(const QPainter &painter, const QSizeF &sizeMm);

// What to print: a title (the course's name) and the pieces that assemble the layout.
struct PrintLayout {
    QString title;
    std::vector<PrintPiece> pieces;
    // False for pieces that are not assembled (card sheets): no assembly map page.
    bool assemblyMap = true;

    // The bounding rectangle of every piece in the table layout (empty without pieces).
    QRectF boundsMm() const;

    // The layout as a small picture shows it (the assembly map, a course preview): the pieces cut
    // into lines (a long single row of pieces, such as rowing strips laid end to end, wraps like
    // text) and the scale that fits them in `area`, `gap` between lines (area's units).
    struct Lines {
        std::vector<std::vector<int>> lines; // piece indices, left to right
        double scale = 1;                    // area units per mm
        double gap = 0;                      // between lines, in area units
    };
    Lines wrap(const QSizeF &area, double gap) const;
    // The bounding rectangle of the pieces of one line, in mm.
    QRectF linesBounds(const std::vector<int> &line) const;
};

} // namespace cw::print
