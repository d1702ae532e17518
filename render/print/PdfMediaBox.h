#pragma once

#include <QByteArray>
#include <QSizeF>

namespace cw::print {

// Qt 6.4 gives PDF pages whole points (A4: 842 × 595 pt) where the sheet is 841.89 × 595.28 pt.
// The exact size replaces Qt's in every page's MediaBox (`from` by `to`) when both print at the
// same length, so that the cross-reference offsets stay right; the pages are then painted moved
// down by `shiftMm` (up, for A4), since Qt measures from the top of its own, rounded page. When
// the lengths differ, `to` equals `from` and nothing moves. Used by the kits' PDFs (PdfPages,
// in memory) and the course export's (PrintExport, streamed to its file).
struct PdfMediaBox {
    QByteArray from, to;
    double shiftMm = 0;

    PdfMediaBox(const QSizeF &roundedPt, const QSizeF &exactPt)
        : from(box(roundedPt)), to(box(exactPt))
    {
        if (from.size() == to.size())
            shiftMm = (roundedPt.height() - exactPt.height()) * 25.4 / 72;
        else
            to = from;
    }

    bool changes() const { return from != to; }

private:
    static QByteArray box(const QSizeF &size)
    {
        return QByteArray("/MediaBox [0 0 ") + QByteArray::number(size.width(), 'f', 6) + ' ' +
               QByteArray::number(size.height(), 'f', 6) + ']';
    }
};

} // namespace cw::print
