#pragma once

#include "PrintLayout.h"
#include "course/PageSpec.h"

#include <QCoreApplication>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QPainter;

namespace cw::print {

// Paints one face of a piece to cut out, upright, filling `rect` (a painter in millimetres).
using FacePainter = std::function<void(QPainter &painter, const QRectF &rect)>;

// One thing to cut out of a printed sheet: a card, a token, a mat. Its size is the cut line's,
// upright; a face painter may be called several times, from a worker thread: it must only read
// what it captured.
struct SheetItem {
    QSizeF sizeMm;
    FacePainter front;
    FacePainter back; // null: a single-sided piece, its back left blank
    QString label;    // what it is, translated, for the names of sheets ("Blue swim deck")
    // The seat (from 0) whose piece it is, printed in the seat's colour and carrying its mark
    // (TeamColours::paintMark); -1 for a piece of no seat. tst_seat_print checks both.
    int seat = -1;
};
using SheetItems = std::vector<SheetItem>;

// An item placed on a sheet.
struct PlacedItem {
    int item = 0;        // index in the items packed
    QRectF rectMm;       // sheet-local millimetres, the size turned when `turned`
    bool turned = false; // printed a quarter turn (SheetPacker::turns)
};

// One printed sheet of items, edge to edge in rows.
struct Sheet {
    std::vector<PlacedItem> placed;
    QSizeF sizeMm; // from (0, 0) to the farthest item's corner

    // Where the sheet's top-left corner lies on `page`: centred on the printable area, as
    // PageTiler centres a piece that fits one page.
    QPointF originOn(const PageSpec &page) const;
    // Where item `index` of `placed` lies on the paper of `page`, on the front or (mirrored left
    // to right, as a sheet printed double-sided and turned over left to right shows it) the back.
    QRectF paperRect(int index, const PageSpec &page, bool back) const;
};

// Packs the items of a print-and-play set onto sheets of the page's printable area and paints
// them: the one layout of every game's cards, tokens and mats (`coursewright-cli export --cards`
// and the game kits). Items go in order, left to right in rows of one size, a new row when the
// next item does not fit across or differs in size, and a new sheet when it does not fit down. An
// item is printed a quarter turn when more items of its size fit a sheet that way (or only that
// way). Items larger than the printable area either way are left out (none is, on A4 or Letter).
class SheetPacker {
    Q_DECLARE_TR_FUNCTIONS(cw::print::SheetPacker)

public:
    // Whether items of `size` are printed a quarter turn on `page`.
    static bool turns(const QSizeF &size, const PageSpec &page);
    // How many items of `size` one sheet of `page` holds.
    static int perSheet(const QSizeF &size, const PageSpec &page);
    static std::vector<Sheet> pack(const SheetItems &items, const PageSpec &page);
    static bool hasBacks(const Sheet &sheet, const SheetItems &items);

    // Paints `sheet` in sheet-local millimetres: every item's front and a grey cut line around
    // it; or, for the back, every item's back at its mirrored place (each face upright for the
    // front's reader: a turned item turns the other way), filling its cell, without cut lines.
    static void paintFront(QPainter &painter, const Sheet &sheet, const SheetItems &items);
    static void paintBack(QPainter &painter, const Sheet &sheet, const SheetItems &items);

    // The fronts of several groups of items (a new sheet for each group) as print pieces without
    // an assembly map, laid side by side: what `export --cards` prints. Sheets are named "Sheet
    // n of N: <the labels of its items>".
    static PrintLayout layout(const QString &title, const std::vector<SheetItems> &groups,
                              const PageSpec &page);
};

} // namespace cw::print
