#include "PrintExport.h"

#include "ExportMarks.h"
#include "ExportTarget.h"
#include "PageRenderer.h"
#include "PageSet.h"
#include "PdfMediaBox.h"
#include "PdfPages.h"

#include "core/AtomicFile.h"
#include "core/WriterName.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <functional>

namespace cw::print {

namespace {

QPageSize pageSizeOf(const PageSpec &page)
{
    return QPageSize(page.paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4);
}

QString fileError(const QString &file, const QString &reason)
{
    return PrintExport::fileError(file, reason);
}

// A page rendered by a worker: nothing to hand over (SVG and PNG pages are written by the worker)
// or the page recorded for the PDF.
struct Written {};

// Memory an export may spend on the pages it renders at once (PNG pages are 35 MB each in memory
// at 300 dots per inch): within the 300 MB an export may take in all.
constexpr qint64 PageMemoryBudget = 160 * 1024 * 1024;

// Writes a set of SVG or PNG pages: one page is `out` itself, written atomically where it goes
// (replacing the folder of an earlier set of our own); several are a PageSet, replacing an
// earlier single page of our own. `render` makes page p's file contents on a worker thread.
bool writeSet(const QString &out, const QStringList &files, int threads,
              const std::function<bool(int page, QByteArray *data, QString *error)> &render,
              const ExportOptions &options, QStringList *written, QString *error)
{
    const ExportTarget target(options.inputs);
    const QString cancelled = fileError(out, PrintExport::tr("cancelled"));
    if (files.size() == 1) {
        if (!target.mayWriteFile(out, error))
            return false;
        QByteArray data;
        QString reason;
        if (!render(0, &data, error))
            return false;
        if (options.progress && !options.progress(1, 1)) {
            *error = cancelled;
            return false;
        }
        if (!AtomicFile::write(out, data, &reason)) {
            *error = fileError(out, reason);
            return false;
        }
        PageSet::remove(PageSet::folderFor(out), target);
        if (written)
            written->append(out);
        return true;
    }
    PageSet set(out);
    if (!set.begin(target, error))
        return false;
    QStringList names;
    for (const QString &file : files)
        names << QFileInfo(file).fileName();
    const bool rendered = renderPages<Written>(
        int(files.size()), threads, 2 * threads,
        [&](int page, Written *, QString *pageError) {
            QByteArray data;
            return render(page, &data, pageError) && set.writePage(names.at(page), data, pageError);
        },
        [](int, Written &, QString *) { return true; }, options.progress, cancelled, error);
    if (!rendered || !set.commit(names, error))
        return false;
    // An earlier single page of ours under the same name is part of the export replaced.
    if (ExportMarks::isOurs(out) && !target.isInput(out))
        QFile::remove(out);
    if (written)
        written->append(files);
    return true;
}

// The course export's PDF streams through to its file (the largest are some hundred megabytes),
// its pages' boxes replaced on the way (PdfMediaBox).
class MediaBoxStream : public QIODevice {
public:
    MediaBoxStream(QIODevice *file, const PdfMediaBox &box) : m_file(file), m_box(box)
    {
        open(QIODevice::WriteOnly);
    }

    // Writes what was held back in case it began a box. False when the file would not take it.
    bool finish()
    {
        const bool written = m_file->write(m_held) == m_held.size();
        m_held.clear();
        return written;
    }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        m_held.append(data, size);
        if (m_box.changes())
            m_held.replace(m_box.from, m_box.to);
        // The end may be the start of a box the next write completes.
        const qsizetype keep = std::min(m_held.size(), m_box.from.size() - 1);
        const qsizetype pass = m_held.size() - keep;
        if (m_file->write(m_held.constData(), pass) != pass)
            return -1;
        m_held.remove(0, pass);
        return size;
    }

private:
    QIODevice *m_file;
    PdfMediaBox m_box;
    QByteArray m_held;
};

} // namespace

QPageLayout PrintExport::pageLayout(const PageSpec &page)
{
    return QPageLayout(pageSizeOf(page),
                       page.landscape ? QPageLayout::Landscape : QPageLayout::Portrait,
                       QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
}

QString PrintExport::fileError(const QString &file, const QString &reason)
{
    return QStringLiteral("%1: %2").arg(file, reason);
}

QString PrintExport::formatKey(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    case ExportFormat::Svg:
        return QStringLiteral("svg");
    case ExportFormat::Png:
        return QStringLiteral("png");
    }
    return {};
}

std::optional<ExportFormat> PrintExport::formatFromKey(const QString &key)
{
    for (ExportFormat format : {ExportFormat::Pdf, ExportFormat::Svg, ExportFormat::Png}) {
        if (key.compare(formatKey(format), Qt::CaseInsensitive) == 0)
            return format;
    }
    return std::nullopt;
}

QStringList PrintExport::outputFiles(ExportFormat format, const QString &out,
                                     const PageTiling &tiling)
{
    if (format == ExportFormat::Pdf || tiling.pageCount() <= 1)
        return {out};
    // In the set's folder, named after it: "a/b.v2.svg" → "a/b.v2/b.v2-map.svg".
    const QString folder = PageSet::folderFor(out);
    const QString suffix = QFileInfo(out).suffix();
    const QString stem = QDir(folder).filePath(QFileInfo(folder).fileName());
    const QString extension = suffix.isEmpty() ? QString() : QLatin1Char('.') + suffix;
    QStringList files;
    if (tiling.hasMap())
        files << stem + QStringLiteral("-map") + extension;
    for (const PageTile &tile : tiling.tiles)
        files << stem + QLatin1Char('-') + tile.label + extension;
    return files;
}

bool PrintExport::checkTiling(const PrintLayout &layout, const PageTiling &tiling,
                              const QString &out, QString *error)
{
    QString reason;
    if (layout.pieces.empty() || tiling.tiles.empty())
        reason = tr("nothing to print");
    else if (int(tiling.tiles.size()) > PageTiler::MaxPages)
        reason = tr("the layout needs more than %1 pages").arg(PageTiler::MaxPages);
    if (reason.isEmpty())
        return true;
    if (error)
        *error = fileError(out, reason);
    return false;
}

bool PrintExport::write(const PrintLayout &layout, const PageSpec &page, ExportFormat format,
                        const QString &out, QStringList *written, QString *error,
                        const ExportOptions &options)
{
    const PageTiling tiling = PageTiler(page).tile(layout);
    switch (format) {
    case ExportFormat::Pdf:
        return writePdf(layout, tiling, out, written, error, options);
    case ExportFormat::Svg:
        return writeSvg(layout, tiling, out, written, error, options);
    case ExportFormat::Png:
        return writePng(layout, tiling, out, written, error, options);
    }
    return false;
}

bool PrintExport::writePdf(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                           QStringList *written, QString *error, const ExportOptions &options)
{
    if (!checkTiling(layout, tiling, out, error))
        return false;
    const ExportTarget target(options.inputs);
    if (!target.mayWriteFile(out, error))
        return false;
    AtomicFile::removeStale(out);
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = fileError(out, file.errorString());
        return false;
    }
    const PageRenderer renderer(layout, tiling);
    {
        // QPdfWriter's page, in the whole points it rounds it to.
        const QSizeF rounded(PrintExport::pageLayout(tiling.page).fullRectPoints().size());
        const PdfMediaBox box(rounded, tiling.page.sizeMm() * (72 / 25.4));
        MediaBoxStream stream(&file, box);
        QPdfWriter pdf(&stream);
        pdf.setPageLayout(PrintExport::pageLayout(tiling.page));
        pdf.setResolution(PdfPages::DotsPerInch);
        pdf.setTitle(layout.title);
        pdf.setCreator(writerName());
        QPainter painter;
        if (!painter.begin(&pdf)) {
            *error = fileError(out, tr("could not start the PDF"));
            return false;
        }
        // One PDF is one stream: its pages are painted in order, straight into it. Recording
        // them on every core as pictures and playing those into the PDF cost more than it saved
        // (the play checksums and decodes each picture; bench_course_export).
        bool recorded = true;
        for (int page = 0; page < renderer.pageCount() && recorded; ++page) {
            if (page > 0)
                pdf.newPage();
            painter.save();
            PageRenderer::setMillimetres(painter, pdf.logicalDpiX(), pdf.logicalDpiY());
            painter.translate(0, box.shiftMm);
            renderer.paintPage(painter, page);
            painter.restore();
            if (options.progress && !options.progress(page + 1, renderer.pageCount())) {
                *error = fileError(out, tr("cancelled"));
                recorded = false;
            }
        }
        painter.end();
        if (!recorded)
            return false;
        if (!stream.finish()) {
            *error = fileError(out, file.errorString());
            return false;
        }
    }
    if (!file.commit()) {
        *error = fileError(out, file.errorString());
        return false;
    }
    if (written)
        written->append(out);
    return true;
}

bool PrintExport::writeSvg(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                           QStringList *written, QString *error, const ExportOptions &options)
{
    if (!checkTiling(layout, tiling, out, error))
        return false;
    // 254 dots per inch: 10 user units per millimetre, so A4 and Letter are whole numbers of
    // units and the width and height attributes come out in exact millimetres.
    constexpr int Resolution = 254;
    const PageRenderer renderer(layout, tiling);
    const QStringList files = outputFiles(ExportFormat::Svg, out, tiling);
    const QSizeF paper = tiling.page.sizeMm();
    const QSize size(qRound(paper.width() * Resolution / 25.4),
                     qRound(paper.height() * Resolution / 25.4));
    auto render = [&](int page, QByteArray *data, QString *pageError) {
        QBuffer buffer(data);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setResolution(Resolution);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(layout.title);
        generator.setDescription(ExportMarks::svgDescription(tr("%1, page %2 of %3")
                                                                 .arg(renderer.pageKey(page))
                                                                 .arg(page + 1)
                                                                 .arg(renderer.pageCount())));
        QPainter painter;
        if (!painter.begin(&generator)) {
            if (pageError)
                *pageError = fileError(files.at(page), tr("could not start the SVG"));
            return false;
        }
        PageRenderer::setMillimetres(painter, generator.logicalDpiX(), generator.logicalDpiY());
        renderer.paintPage(painter, page);
        painter.end();
        return true;
    };
    // An SVG page holds a few megabytes at most while it is made.
    return writeSet(out, files, pageThreads(0, PageMemoryBudget), render, options, written, error);
}

bool PrintExport::writePng(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                           QStringList *written, QString *error, const ExportOptions &options)
{
    if (!checkTiling(layout, tiling, out, error))
        return false;
    const PageRenderer renderer(layout, tiling);
    const QStringList files = outputFiles(ExportFormat::Png, out, tiling);
    const QSizeF paper = tiling.page.sizeMm();
    const QSize size(qRound(paper.width() * PngDotsPerInch / 25.4),
                     qRound(paper.height() * PngDotsPerInch / 25.4));
    const int dotsPerMetre = qRound(PngDotsPerInch / 0.0254);
    auto render = [&](int page, QByteArray *data, QString *pageError) {
        QImage image(size, QImage::Format_RGB32);
        if (image.isNull()) {
            if (pageError)
                *pageError = fileError(files.at(page), tr("not enough memory for the image"));
            return false;
        }
        image.setDotsPerMeterX(dotsPerMetre);
        image.setDotsPerMeterY(dotsPerMetre);
        image.setText(QStringLiteral("Software"), writerName()); // ExportMarks
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            // The image's own resolution: exactly what its metadata says.
            PageRenderer::setMillimetres(painter, image.dotsPerMeterX() * 0.0254,
                                         image.dotsPerMeterY() * 0.0254);
            renderer.paintPage(painter, page);
        }
        QBuffer buffer(data);
        buffer.open(QIODevice::WriteOnly);
        QImageWriter writer(&buffer, "png");
        if (!writer.write(image)) {
            if (pageError)
                *pageError = fileError(files.at(page), writer.errorString());
            return false;
        }
        return true;
    };
    // Each page is an image in memory while it is painted and compressed.
    const qint64 imageBytes = qint64(size.width()) * size.height() * 4;
    return writeSet(out, files, pageThreads(2 * imageBytes, PageMemoryBudget), render, options,
                    written, error);
}

} // namespace cw::print
