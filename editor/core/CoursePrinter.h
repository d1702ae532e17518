#pragma once

#include "course/PageSpec.h"
#include "print/PrintLayout.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

class QPrinter;

namespace cw::print {

// Printing on a printer (QtPrintSupport, hence the editor's and not the render library's): the
// same pages as an export (PageTiler, PageRenderer), painted on the GUI thread.
class CoursePrinter {
    Q_DECLARE_TR_FUNCTIONS(cw::print::CoursePrinter)

public:
    // Sets `printer` up for `page` before the print dialog is shown: paper size and orientation,
    // no margins (the pages carry their own) and full-page painting.
    static void preparePrinter(QPrinter &printer, const PageSpec &page);
    // The page the printer is set to, when it is one the print engine lays out for (A4, Letter).
    static std::optional<PageSpec> printerPage(const QPrinter &printer);
    // Prints on `printer` (as QPrintDialog left it: paper, orientation, page range). Fails with a
    // message naming the printer for paper other than A4 or Letter.
    static bool print(const PrintLayout &layout, QPrinter &printer, QString *error);
    // Prints `course` (CoursePrinting::prepare) the same way.
    static bool printCourse(const QJsonObject &course, QPrinter &printer, QString *error);
};

} // namespace cw::print
