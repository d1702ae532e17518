#include "PdfPages.h"

#include "PrintExport.h"

#include "core/AtomicFile.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <vector>

namespace cw::print {

namespace {

// Qt 6.4 gives PDF pages whole points (A4: 842 × 595 pt) where the sheet is 841.89 × 595.28 pt.
// The exact size replaces Qt's in every page's MediaBox when both print at the same length, so
// that the cross-reference offsets stay right; the pages are then painted moved down by `shiftMm`
// (up, for A4), since Qt measures from the top of its own, rounded page.
struct MediaBoxFix {
    QByteArray from, to;
    double shiftMm = 0;

    MediaBoxFix(const QSizeF &roundedPt, const QSizeF &exactPt)
    {
        auto box = [](const QSizeF &size) {
            return QByteArray("/MediaBox [0 0 ") + QByteArray::number(size.width(), 'f', 6) + ' ' +
                   QByteArray::number(size.height(), 'f', 6) + ']';
        };
        from = box(roundedPt);
        to = box(exactPt);
        if (from.size() == to.size())
            shiftMm = (roundedPt.height() - exactPt.height()) * 25.4 / 72;
        else
            to = from;
    }
    void apply(QByteArray *pdf) const
    {
        if (from != to)
            pdf->replace(from, to);
    }
};

QString fileError(const QString &file, const QString &reason)
{
    return PrintExport::fileError(file, reason);
}

} // namespace

bool PdfPages::write(const QString &out, const QString &title, int count, const PageOf &pageOf,
                     const PaintPage &paint, QStringList *written, QString *error,
                     const Progress &progress)
{
    QString reason;
    if (!AtomicFile::checkTarget(out, &reason)) {
        if (error)
            *error = fileError(out, reason);
        return false;
    }
    QByteArray pdf;
    std::vector<MediaBoxFix> fixes; // one per paper orientation used
    {
        QBuffer buffer(&pdf);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setPageLayout(PrintExport::pageLayout(pageOf(0)));
        writer.setResolution(DotsPerInch);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Coursewright"));
        QPainter painter;
        if (!painter.begin(&writer)) {
            if (error)
                *error = fileError(out, tr("could not start the PDF"));
            return false;
        }
        for (int page = 0; page < count; ++page) {
            if (progress && !progress(page, count)) {
                painter.end();
                if (error)
                    *error = fileError(out, tr("cancelled"));
                return false;
            }
            const PageSpec spec = pageOf(page);
            if (page > 0) {
                // A new layout applies from the next page on (QPagedPaintDevice).
                writer.setPageLayout(PrintExport::pageLayout(spec));
                writer.newPage();
            }
            const MediaBoxFix fix(QSizeF(writer.pageLayout().fullRectPoints().size()),
                                  spec.sizeMm() * (72 / 25.4));
            if (std::none_of(fixes.begin(), fixes.end(),
                             [&](const MediaBoxFix &known) { return known.from == fix.from; }))
                fixes.push_back(fix);
            painter.save();
            painter.scale(writer.logicalDpiX() / 25.4, writer.logicalDpiY() / 25.4);
            painter.translate(0, fix.shiftMm);
            paint(painter, page);
            painter.restore();
        }
        painter.end();
    }
    for (const MediaBoxFix &fix : fixes)
        fix.apply(&pdf);
    if (!AtomicFile::write(out, pdf, &reason)) {
        if (error)
            *error = fileError(out, reason);
        return false;
    }
    if (written)
        written->append(out);
    return true;
}

} // namespace cw::print
