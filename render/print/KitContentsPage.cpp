// KitDocument's first page: what the kit holds, on which pages, how many of each piece to cut,
// what to take from a standard games box and how to print it.
#include "KitDocument.h"

#include "PrintStyle.h"
#include "PrintText.h"

#include <QPainter>

namespace cw::print {

namespace {

const QColor Rule(0xc0, 0xc0, 0xc0);

constexpr double Body = 3.4;       // mm
constexpr double RowGap = 1.2;     // between table rows, mm
constexpr double PagesColumn = 22; // mm
constexpr double CountColumn = 24; // mm

// Text flowing down a column: each call draws below the previous one.
struct Flow {
    QPainter &painter;
    double left, width, y;

    void paragraph(const QString &text, const TextStyle &style, const QColor &colour = Ink,
                   double indent = 0)
    {
        const double height = wrappedHeight(text, style, width - indent);
        painter.setPen(colour);
        drawText(painter, QRectF(left + indent, y, width - indent, height + 1),
                 Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text, style);
        y += height;
    }
    void gap(double mm) { y += mm; }
    void rule()
    {
        painter.setPen(QPen(Rule, 0.25));
        painter.drawLine(QPointF(left, y), QPointF(left + width, y));
    }
    // A table row: pages, what (wrapped), how many.
    void row(const QString &pages, const QString &what, const QString &count, bool bold,
             double indent = 0)
    {
        const TextStyle style{Body, bold};
        const double whatWidth = width - PagesColumn - CountColumn - indent;
        const double height = std::max(Body * 1.3, wrappedHeight(what, style, whatWidth));
        painter.setPen(Ink);
        drawText(painter, QRectF(left, y, PagesColumn - 2, height), Qt::AlignLeft | Qt::AlignTop,
                 pages, style);
        drawText(painter, QRectF(left + PagesColumn + indent, y, whatWidth, height + 1),
                 Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, what, style);
        drawText(painter, QRectF(left + width - CountColumn, y, CountColumn, height),
                 Qt::AlignRight | Qt::AlignTop, count, style);
        y += height + RowGap;
    }
};

} // namespace

void KitDocument::paintContents(QPainter &painter) const
{
    paintHeader(painter, 0, title());
    const QRectF printable = m_sheetPage.printableMm();
    Flow flow{painter, printable.left(), printable.width(), printable.top()};
    flow.paragraph(title(), {7, true});
    flow.gap(2);
    const QString paper = m_sheetPage.paper == Paper::A4 ? tr("A4 paper") : tr("Letter paper");
    flow.paragraph(
        m_kit.course.pieces.empty()
            ? tr("%1 · %2 pages").arg(paper).arg(pageCount())
            : tr("Course: %1 · %2 · %3 pages").arg(m_kit.course.title, paper).arg(pageCount()),
        {Body});
    flow.gap(5);

    flow.paragraph(tr("How to print"), {4.2, true}, Heading);
    flow.gap(1.5);
    for (const QString &line :
         {tr("Print every page at 100% (actual size, never \"fit to page\"): the bar at the foot "
             "of this page then measures 100 mm."),
          tr("A page marked \"back\" holds the backs of the sheet just before it. Print "
             "double-sided, turning the paper over left to right (on portrait pages: flip on the "
             "long edge); each back then lies behind its front. Printing single-sided, leave the "
             "back pages out."),
          tr("Cut cards, tokens and mats along their grey lines, and the course's pages at their "
             "cut marks, then assemble the course as its assembly map shows.")}) {
        flow.paragraph(QStringLiteral("• ") + line, {Body}, Ink, 0);
        flow.gap(1);
    }
    flow.gap(4);

    flow.paragraph(tr("Contents"), {4.2, true}, Heading);
    flow.gap(1.5);
    flow.row(tr("Pages"), tr("What"), tr("How many"), true);
    flow.rule();
    flow.gap(RowGap);
    const int firstCourse = firstPage(Page::Kind::Course);
    if (firstCourse >= 0) {
        const int lastCourse = firstCourse + m_courseTiling.pageCount() - 1;
        flow.row(pageRange(firstCourse, lastCourse),
                 // With an assembly map the course has two pages or more.
                 m_courseTiling.hasMap()
                     ? tr("The course, %1: its assembly map, then %2 pages to cut and join")
                           .arg(m_kit.course.title)
                           .arg(m_courseTiling.tiles.size())
                     : tr("The course, %1: one page to cut out").arg(m_kit.course.title),
                 QString::number(m_kit.course.pieces.size()), true);
    }
    for (int part = 0; part < int(m_kit.parts.size()); ++part) {
        const KitPart &kitPart = m_kit.parts[std::size_t(part)];
        int first = firstPage(Page::Kind::SheetFront, part), last = first;
        while (last + 1 < pageCount() && page(last + 1).part == part)
            ++last;
        int total = 0;
        for (const KitLine &line : kitPart.lines)
            total += line.count;
        flow.row(first < 0 ? QString() : pageRange(first, last), kitPart.name,
                 QString::number(total), true);
        if (!kitPart.note.isEmpty()) {
            flow.paragraph(kitPart.note, {Body * 0.9, false, true}, Ink, PagesColumn);
            flow.gap(RowGap);
        }
        for (const KitLine &line : kitPart.lines)
            flow.row(QString(), line.what, QString::number(line.count), false, 4);
    }
    flow.row(QString::number(pageCount()),
             tr("%1: the turn and the rules at a glance, one for each player").arg(m_kit.aid.title),
             QString::number(1), true);
    flow.rule();
    flow.gap(5);

    flow.paragraph(tr("From a standard games box"), {4.2, true}, Heading);
    flow.gap(1.5);
    if (m_kit.fromBox.isEmpty())
        flow.paragraph(tr("Nothing: every piece is in this kit."), {Body});
    for (const QString &line : m_kit.fromBox) {
        flow.paragraph(QStringLiteral("• ") + line, {Body});
        flow.gap(1);
    }

    PageRenderer::paintCalibrationBar(painter, QPointF(printable.left(), printable.bottom() - 20));
}

} // namespace cw::print
