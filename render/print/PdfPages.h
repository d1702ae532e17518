#pragma once

#include "ExportTarget.h"

#include "course/PageSpec.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

class QPainter;

namespace cw::print {

// Writes a PDF of pages painted one after the other, at the exact size of their paper (A4 is
// 595.28 × 841.89 pt, not Qt's whole points). Pages may differ in orientation (a kit's course
// pages landscape, its card sheets portrait) but not in paper. Painted in memory, then written
// atomically (AtomicFile) where `target` allows it (ExportTarget: never over an input or a file
// this program did not export). No widgets: safe on a worker thread.
class PdfPages {
    Q_DECLARE_TR_FUNCTIONS(cw::print::PdfPages)

public:
    static constexpr int DotsPerInch = 1200; // coordinate precision only: PDF pages are vectors

    // The paper of page `index` (from 0).
    using PageOf = std::function<PageSpec(int index)>;
    // Paints page `index` with the painter in paper millimetres: origin at the sheet's top-left
    // corner, 1 unit = 1 mm.
    using PaintPage = std::function<void(QPainter &painter, int index)>;
    // Told before each page is painted; returning false stops the writing (nothing is written).
    using Progress = std::function<bool(int index, int count)>;

    // Writes `count` pages to `out`. Returns false with *error ("<out>: <reason>") when `target`
    // refuses `out`, the file cannot be written or `progress` stopped it ("cancelled"); appends
    // `out` to *written (may be null) on success.
    static bool write(const QString &out, const ExportTarget &target, const QString &title,
                      int count, const PageOf &pageOf, const PaintPage &paint, QStringList *written,
                      QString *error, const Progress &progress = {});
};

} // namespace cw::print
