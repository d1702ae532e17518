#include "PdfPages.h"

#include "PdfMediaBox.h"
#include "PrintExport.h"

#include "core/AtomicFile.h"
#include "core/WriterName.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <vector>

namespace cw::print {

namespace {

QString fileError(const QString &file, const QString &reason)
{
    return PrintExport::fileError(file, reason);
}

} // namespace

bool PdfPages::write(const QString &out, const ExportTarget &target, const QString &title,
                     int count, const PageOf &pageOf, const PaintPage &paint, QStringList *written,
                     QString *error, const Progress &progress)
{
    QString reason;
    if (!target.mayWriteFile(out, error ? error : &reason))
        return false;
    QByteArray pdf;
    std::vector<PdfMediaBox> fixes; // one per paper orientation used
    {
        QBuffer buffer(&pdf);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setPageLayout(PrintExport::pageLayout(pageOf(0)));
        writer.setResolution(DotsPerInch);
        writer.setTitle(title);
        writer.setCreator(writerName()); // the mark a later export knows it by (ExportMarks)
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
            const PdfMediaBox fix(QSizeF(writer.pageLayout().fullRectPoints().size()),
                                  spec.sizeMm() * (72 / 25.4));
            if (std::none_of(fixes.begin(), fixes.end(),
                             [&](const PdfMediaBox &known) { return known.from == fix.from; }))
                fixes.push_back(fix);
            painter.save();
            painter.scale(writer.logicalDpiX() / 25.4, writer.logicalDpiY() / 25.4);
            painter.translate(0, fix.shiftMm);
            paint(painter, page);
            painter.restore();
        }
        painter.end();
    }
    for (const PdfMediaBox &fix : fixes)
        if (fix.changes())
            pdf.replace(fix.from, fix.to);
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
