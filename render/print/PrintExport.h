#pragma once

#include "PageTiler.h"
#include "PageWorkers.h"
#include "PrintLayout.h"

#include <QCoreApplication>
#include <QPageLayout>
#include <QString>
#include <QStringList>

#include <optional>

namespace cw::print {

enum class ExportFormat { Pdf, Svg, Png };

// What an export may be told besides its layout and output.
struct ExportOptions {
    // The files it reads (the course file): never written over or removed (ExportTarget).
    QStringList inputs;
    // Called on the exporting thread as pages are done; false cancels: nothing is written, and
    // the export fails with the error "<out>: cancelled".
    ExportProgress progress;
};

// Writes tiled layouts (docs/course-format.md, "Exports"). A single file (a PDF, a one-page SVG
// or PNG) is written atomically (AtomicFile); a set of pages is one folder, written beside and
// put in place of the earlier one in one step (PageSet), so that no reader sees two exports mixed.
// An export writes over or removes only what an export wrote (ExportMarks, the set's record),
// never its input (ExportOptions::inputs), never a device or a FIFO. SVG and PNG pages are rendered
// on every core (PageWorkers); a PDF's pages in order into its one stream; each page draws only
// what it shows. A failure returns false with "<file>:
// <reason>" in *error and leaves the earlier files whole. Safe on a worker thread. Printing on a
// printer is the editor's (editor/core/CoursePrinter).
class PrintExport {
    Q_DECLARE_TR_FUNCTIONS(cw::print::PrintExport)

public:
    static constexpr int PngDotsPerInch = 300;

    // "pdf", "svg", "png": as on the command line and as file extensions.
    static QString formatKey(ExportFormat format);
    static std::optional<ExportFormat> formatFromKey(const QString &key);

    // The file each page goes to. PDF: every page in `out`. SVG and PNG, one file per page: `out`
    // itself for a single page, else, in the set's folder (PageSet::folderFor: out less its
    // extension), out's base name + "-map", "-A1", "-A2", … + out's extension.
    static QStringList outputFiles(ExportFormat format, const QString &out,
                                   const PageTiling &tiling);

    // Tiles `layout` for `page` and writes it as `format` to `out`. Appends the files written to
    // *written (may be null). Refuses a layout of no piece or of more than PageTiler::MaxPages.
    static bool write(const PrintLayout &layout, const PageSpec &page, ExportFormat format,
                      const QString &out, QStringList *written, QString *error,
                      const ExportOptions &options = {});

    // The same, for a tiling made already.
    static bool writePdf(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                         QStringList *written, QString *error, const ExportOptions &options = {});
    static bool writeSvg(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                         QStringList *written, QString *error, const ExportOptions &options = {});
    static bool writePng(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                         QStringList *written, QString *error, const ExportOptions &options = {});

    // The paper of `page` as Qt lays pages out: size, orientation and no margins (the pages
    // carry their own).
    static QPageLayout pageLayout(const PageSpec &page);
    // "<file>: <reason>", the form of every message about a file written here.
    static QString fileError(const QString &file, const QString &reason);

    // Whether `tiling` of `layout` can be written to `out`: at least one piece and at most
    // PageTiler::MaxPages pages; false with *error ("<out>: <reason>") otherwise.
    static bool checkTiling(const PrintLayout &layout, const PageTiling &tiling, const QString &out,
                            QString *error);
};

} // namespace cw::print
