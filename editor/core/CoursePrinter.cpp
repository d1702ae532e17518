#include "CoursePrinter.h"

#include "print/CoursePrint.h"
#include "print/PageRenderer.h"
#include "print/PageTiler.h"
#include "print/PrintExport.h"

#include <QPainter>
#include <QPrinter>

#include <algorithm>

namespace cw::print {

void CoursePrinter::preparePrinter(QPrinter &printer, const PageSpec &page)
{
    printer.setFullPage(true);
    printer.setPageLayout(PrintExport::pageLayout(page));
}

std::optional<PageSpec> CoursePrinter::printerPage(const QPrinter &printer)
{
    const QPageLayout pageLayout = printer.pageLayout();
    PageSpec page;
    switch (pageLayout.pageSize().id()) {
    case QPageSize::A4:
        page.paper = Paper::A4;
        break;
    case QPageSize::Letter:
        page.paper = Paper::Letter;
        break;
    default:
        return std::nullopt;
    }
    page.landscape = pageLayout.orientation() == QPageLayout::Landscape;
    return page;
}

bool CoursePrinter::print(const PrintLayout &layout, QPrinter &printer, QString *error)
{
    const QString name =
        printer.outputFileName().isEmpty() ? printer.printerName() : printer.outputFileName();
    const std::optional<PageSpec> page = printerPage(printer);
    if (!page) {
        if (error)
            *error = PrintExport::fileError(
                name, tr("choose A4 or Letter paper: the course is laid out for those"));
        return false;
    }
    const PageTiling tiling = PageTiler(*page).tile(layout);
    if (!PrintExport::checkTiling(layout, tiling, name, error))
        return false;
    printer.setFullPage(true);
    const PageRenderer renderer(layout, tiling);
    int first = 0, last = renderer.pageCount() - 1;
    if (printer.printRange() == QPrinter::PageRange && printer.fromPage() > 0) {
        first = std::max(first, printer.fromPage() - 1);
        last = std::min(last, std::max(first, printer.toPage() - 1));
    }
    QPainter painter;
    if (!painter.begin(&printer)) {
        if (error)
            *error = PrintExport::fileError(name, tr("the printer could not start"));
        return false;
    }
    for (int page = first; page <= last; ++page) {
        if (page > first)
            printer.newPage();
        painter.save();
        PageRenderer::setMillimetres(painter, printer.logicalDpiX(), printer.logicalDpiY());
        renderer.paintPage(painter, page);
        painter.restore();
    }
    if (!painter.end()) {
        if (error)
            *error = PrintExport::fileError(name, tr("printing failed"));
        return false;
    }
    return true;
}

bool CoursePrinter::printCourse(const QJsonObject &course, QPrinter &printer, QString *error)
{
    CourseProblems problems;
    // Behind the gate every command passes: a course with errors is not printed.
    const std::optional<CoursePrint> print =
        CoursePrinting::prepareToPrint(course, printerPage(printer), &problems);
    if (!print) {
        if (error)
            *error = problemLines(problems);
        return false;
    }
    return CoursePrinter::print(print->layout, printer, error);
}

} // namespace cw::print
