#include "PrintExport.h"

#include "PageRenderer.h"
#include "PdfPages.h"

#include "core/AtomicFile.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QTemporaryDir>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
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

// Renders one page's file contents; false with *error ("<file>: <reason>") on failure.
using PageBytes = std::function<bool(int page, QByteArray *data, QString *error)>;

bool writeOne(const QString &file, const QByteArray &data, QStringList *written, QString *error)
{
    QString reason;
    if (!AtomicFile::write(file, data, &reason)) {
        if (error)
            *error = fileError(file, reason);
        return false;
    }
    if (written)
        written->append(file);
    return true;
}

// The pages of an earlier export to `out`'s name that this set does not replace: the files
// outputFiles() makes (`out` itself for one page, else stem + "-map" or "-A1", "-B12", … +
// extension), so that the folder never holds a mix of two exports. Nothing else is touched.
QStringList earlierPages(const QString &out, const QStringList &files)
{
    const QFileInfo info(out);
    const QString suffix = info.suffix();
    const QString stem = suffix.isEmpty()
                             ? info.fileName()
                             : info.fileName().left(info.fileName().size() - suffix.size() - 1);
    const QRegularExpression page(
        QStringLiteral("^%1-(map|[A-Z]+[0-9]+)%2$")
            .arg(QRegularExpression::escape(stem),
                 suffix.isEmpty() ? QString()
                                  : QRegularExpression::escape(QLatin1Char('.') + suffix)));
    QStringList names;
    for (const QString &file : files)
        names << QFileInfo(file).fileName();
    QStringList earlier;
    const QDir folder = info.absoluteDir();
    for (const QFileInfo &entry : folder.entryInfoList(QDir::Files | QDir::NoSymLinks)) {
        const bool ours =
            entry.fileName() == info.fileName() || page.match(entry.fileName()).hasMatch();
        if (ours && !names.contains(entry.fileName()))
            earlier << entry.absoluteFilePath();
    }
    return earlier;
}

// Writes a set of SVG or PNG pages, one file each, as one change: every page is rendered into a
// temporary folder beside `files` (".<out's name>.pages-XXXXXX"), then moved into place, and the
// earlier export's pages that the new set does not replace are removed. Killed part-way, the
// folder holds the earlier set whole (and a leftover folder that the next export removes:
// AtomicFile). A single page is written atomically where it goes.
bool writeSet(const QString &out, const QStringList &files, const PageBytes &render,
              QStringList *written, QString *error)
{
    for (const QString &file : files) {
        QString reason;
        if (!AtomicFile::checkTarget(file, &reason)) {
            if (error)
                *error = fileError(file, reason);
            return false;
        }
    }
    if (files.size() == 1) {
        QByteArray data;
        if (!render(0, &data, error) || !writeOne(files.first(), data, written, error))
            return false;
        for (const QString &file : earlierPages(out, files))
            QFile::remove(file);
        return true;
    }
    AtomicFile::removeStale(out);
    const QFileInfo info(out);
    QTemporaryDir staging(
        info.absoluteDir().filePath(AtomicFile::setFolderPrefix(out) + QStringLiteral("XXXXXX")));
    if (!staging.isValid()) { // named after the first page, as a failure to write it would be
        if (error)
            *error = fileError(files.first(), staging.errorString());
        return false;
    }
    QStringList staged;
    for (int page = 0; page < files.size(); ++page) {
        QByteArray data;
        if (!render(page, &data, error))
            return false;
        QFile file(staging.filePath(QFileInfo(files.at(page)).fileName()));
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.flush()) {
            if (error)
                *error = fileError(files.at(page), file.errorString());
            return false;
        }
        staged << file.fileName();
    }
    const QStringList earlier = earlierPages(out, files);
    for (int page = 0; page < files.size(); ++page) {
        // rename(2) replaces an earlier page of the same name in one step.
        if (::rename(QFile::encodeName(staged.at(page)).constData(),
                     QFile::encodeName(files.at(page)).constData()) != 0) {
            if (error)
                *error = fileError(files.at(page), QString::fromLocal8Bit(std::strerror(errno)));
            return false;
        }
        if (written)
            written->append(files.at(page));
    }
    for (const QString &file : earlier)
        QFile::remove(file);
    return true;
}

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
    // The stem keeps any folder and every dot but the extension's: "a/b.v2.svg" → "a/b.v2".
    const QFileInfo info(out);
    const QString suffix = info.suffix();
    const QString stem = suffix.isEmpty() ? out : out.left(out.size() - suffix.size() - 1);
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
                        const QString &out, QStringList *written, QString *error)
{
    const PageTiling tiling = PageTiler(page).tile(layout);
    switch (format) {
    case ExportFormat::Pdf:
        return writePdf(layout, tiling, out, written, error);
    case ExportFormat::Svg:
        return writeSvg(layout, tiling, out, written, error);
    case ExportFormat::Png:
        return writePng(layout, tiling, out, written, error);
    }
    return false;
}

bool PrintExport::writePdf(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                           QStringList *written, QString *error)
{
    if (!checkTiling(layout, tiling, out, error))
        return false;
    const PageRenderer renderer(layout, tiling);
    return PdfPages::write(
        out, layout.title, renderer.pageCount(), [&](int) { return tiling.page; },
        [&](QPainter &painter, int page) { renderer.paintPage(painter, page); }, written, error);
}

bool PrintExport::writeSvg(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                           QStringList *written, QString *error)
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
        generator.setDescription(tr("%1, page %2 of %3")
                                     .arg(renderer.pageKey(page))
                                     .arg(page + 1)
                                     .arg(renderer.pageCount()));
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
    return writeSet(out, files, render, written, error);
}

bool PrintExport::writePng(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                           QStringList *written, QString *error)
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
    return writeSet(out, files, render, written, error);
}

} // namespace cw::print
