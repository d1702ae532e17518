#pragma once

#include "PageTiler.h"
#include "PrintLayout.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

class QPrinter;

namespace cw::print {

enum class ExportFormat { Pdf, Svg, Png };

// Writes and prints tiled layouts. A single file (a PDF, a one-page SVG or PNG) is written
// atomically (AtomicFile); a set of pages is written as one change: rendered into a temporary
// folder beside OUT, then moved into place, and the pages of an earlier export to the same name
// that the new set does not replace are removed, so that the folder never mixes two exports.
// A failure returns false with "<file>: <reason>" in *error and leaves the earlier files whole.
// Outputs that are not regular files (a device, a FIFO) are refused. Safe on a worker thread,
// except print().
class PrintExport {
    Q_DECLARE_TR_FUNCTIONS(cw::print::PrintExport)

public:
    static constexpr int PngDotsPerInch = 300;
    static constexpr int PdfDotsPerInch = 1200; // coordinate precision only: PDF pages are vectors

    // "pdf", "svg", "png": as on the command line and as file extensions.
    static QString formatKey(ExportFormat format);
    static std::optional<ExportFormat> formatFromKey(const QString &key);

    // The file each page goes to. PDF: every page in `out`. SVG and PNG, one file per page: `out`
    // itself for a single page, else out's stem + "-map", "-A1", "-A2", … + out's extension.
    static QStringList outputFiles(ExportFormat format, const QString &out,
                                   const PageTiling &tiling);

    // Tiles `layout` for `page` and writes it as `format` to `out`. Appends the files written to
    // *written (may be null). Refuses a layout of no piece or of more than PageTiler::MaxPages.
    static bool write(const PrintLayout &layout, const PageSpec &page, ExportFormat format,
                      const QString &out, QStringList *written, QString *error);

    // The same, for a tiling made already.
    static bool writePdf(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                         QStringList *written, QString *error);
    static bool writeSvg(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                         QStringList *written, QString *error);
    static bool writePng(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                         QStringList *written, QString *error);

    // Sets `printer` up for `page` before the print dialog is shown: paper size and orientation,
    // no margins (the pages carry their own) and full-page painting.
    static void preparePrinter(QPrinter &printer, const PageSpec &page);
    // The page the printer is set to, when it is one the print engine lays out for (A4, Letter).
    static std::optional<PageSpec> printerPage(const QPrinter &printer);
    // Prints on `printer` (as QPrintDialog left it: paper, orientation, page range) on the GUI
    // thread. Fails with a message naming the printer for paper other than A4 or Letter.
    static bool print(const PrintLayout &layout, QPrinter &printer, QString *error);

private:
    static bool checkTiling(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                            QString *error);
};

} // namespace cw::print
