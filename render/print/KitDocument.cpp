#include "KitDocument.h"

#include "PrintStyle.h"
#include "PrintText.h"

#include <QPainter>

namespace cw::print {

namespace {

constexpr double CropMarkGap = 2;    // from the sheet's corner to a crop mark, mm
constexpr double CropMarkLength = 5; // mm
constexpr double HeaderText = 3.2;   // mm

} // namespace

KitDocument::KitDocument(GameKit kit, std::optional<Paper> paper, bool landscape)
    : m_kit(std::move(kit)), m_sheetPage{paper.value_or(m_kit.coursePage.paper), landscape},
      m_coursePage{m_sheetPage.paper, landscape || m_kit.coursePage.landscape}
{
    m_pages.push_back({Page::Kind::Contents});
    if (!m_kit.course.pieces.empty()) {
        m_courseTiling = PageTiler(m_coursePage).tile(m_kit.course);
        m_courseTiling.pagesBefore = int(m_pages.size());
        for (int index = 0; index < m_courseTiling.pageCount(); ++index)
            m_pages.push_back({Page::Kind::Course, -1, -1, index});
    }
    for (int part = 0; part < int(m_kit.parts.size()); ++part) {
        const SheetItems &items = m_kit.parts[std::size_t(part)].items;
        m_sheets.push_back(SheetPacker::pack(items, m_sheetPage));
        const std::vector<Sheet> &sheets = m_sheets.back();
        for (int sheet = 0; sheet < int(sheets.size()); ++sheet) {
            m_pages.push_back({Page::Kind::SheetFront, part, sheet});
            if (SheetPacker::hasBacks(sheets[std::size_t(sheet)], items))
                m_pages.push_back({Page::Kind::SheetBack, part, sheet});
        }
    }
    m_pages.push_back({Page::Kind::Aid});
    m_courseTiling.documentPages = int(m_pages.size());
    if (!m_kit.course.pieces.empty())
        m_courseRenderer = std::make_unique<PageRenderer>(m_kit.course, m_courseTiling);
}

QString KitDocument::title() const
{
    return tr("%1 · print-and-play kit").arg(m_kit.game);
}

PageSpec KitDocument::pageSpec(int index) const
{
    return page(index).kind == Page::Kind::Course ? m_coursePage : m_sheetPage;
}

int KitDocument::firstPage(Page::Kind kind, int part) const
{
    for (int index = 0; index < pageCount(); ++index)
        if (m_pages[std::size_t(index)].kind == kind &&
            (part < 0 || m_pages[std::size_t(index)].part == part))
            return index;
    return -1;
}

QString KitDocument::pageRange(int first, int last) const
{
    return first == last ? QString::number(first + 1)
                         : tr("%1–%2", "a range of pages").arg(first + 1).arg(last + 1);
}

void KitDocument::paintPage(QPainter &painter, int index) const
{
    const Page &which = page(index);
    if (which.kind == Page::Kind::Course) {
        m_courseRenderer->paintPage(painter, which.index);
        return;
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), m_sheetPage.sizeMm()), Qt::white);
    switch (which.kind) {
    case Page::Kind::Contents:
        paintContents(painter);
        break;
    case Page::Kind::SheetFront:
    case Page::Kind::SheetBack:
        paintSheet(painter, index);
        break;
    case Page::Kind::Aid:
        paintAid(painter, index);
        break;
    case Page::Kind::Course:
        break;
    }
    painter.restore();
}

// The top margin: what the page holds on the left, its number on the right.
void KitDocument::paintHeader(QPainter &painter, int index, const QString &text) const
{
    const QRectF printable = m_sheetPage.printableMm();
    const QRectF band(printable.left(), printable.top() - 6.8, printable.width(), HeaderText + 1);
    const QString number = tr("page %1 of %2").arg(index + 1).arg(pageCount());
    const double numberWidth = textWidth(number, {HeaderText}) + 2;
    painter.setPen(Ink);
    drawText(painter, band, Qt::AlignRight | Qt::AlignVCenter, number, {HeaderText});
    drawText(painter, band.adjusted(0, 0, -numberWidth, 0), Qt::AlignLeft | Qt::AlignVCenter,
             elidedText(text, {HeaderText, true}, band.width() - numberWidth), {HeaderText, true});
}

// A sheet of a part, front or back. The back shows each item's back at the place the front's item
// has once the paper is turned over left to right; crop marks at the sheet's corners (the same
// places on both sides, the sheet being centred) show whether the printer kept them in register.
void KitDocument::paintSheet(QPainter &painter, int index) const
{
    const Page &which = page(index);
    const KitPart &part = m_kit.parts[std::size_t(which.part)];
    const std::vector<Sheet> &sheets = m_sheets[std::size_t(which.part)];
    const Sheet &sheet = sheets[std::size_t(which.sheet)];
    const bool back = which.kind == Page::Kind::SheetBack;
    const QString sheetName =
        tr("%1 · sheet %2 of %3").arg(part.name).arg(which.sheet + 1).arg(sheets.size());
    paintHeader(painter, index,
                back ? tr("%1 · back of page %2 (print double-sided)").arg(sheetName).arg(index)
                     : sheetName);
    const QPointF origin = sheet.originOn(m_sheetPage);
    const QRectF content(origin, sheet.sizeMm);
    painter.save();
    painter.translate(origin);
    if (back)
        SheetPacker::paintBack(painter, sheet, part.items);
    else
        SheetPacker::paintFront(painter, sheet, part.items);
    painter.restore();

    // Crop marks in the side margins only, level with the sheet's top and bottom edges, clear of
    // the header and the footer.
    QPen pen(Ink, MarkPen);
    pen.setCapStyle(Qt::FlatCap);
    painter.setPen(pen);
    for (const double y : {content.top(), content.bottom()}) {
        painter.drawLine(QPointF(content.left() - CropMarkGap, y),
                         QPointF(content.left() - CropMarkGap - CropMarkLength, y));
        painter.drawLine(QPointF(content.right() + CropMarkGap, y),
                         QPointF(content.right() + CropMarkGap + CropMarkLength, y));
    }
    if (!back && !part.note.isEmpty()) {
        const QRectF printable = m_sheetPage.printableMm();
        const QRectF footer(printable.left(), printable.bottom() + 3, printable.width(), 4);
        drawText(painter, footer, Qt::AlignLeft | Qt::AlignVCenter,
                 elidedText(part.note, {2.6}, footer.width()), {2.6});
    }
}

bool KitDocument::writePdf(const QString &out, QStringList *written, QString *error,
                           const PdfPages::Progress &progress, const QStringList &inputs) const
{
    return PdfPages::write(
        out, ExportTarget(inputs), title(), pageCount(),
        [this](int index) { return pageSpec(index); },
        [this](QPainter &painter, int index) { paintPage(painter, index); }, written, error,
        progress);
}

} // namespace cw::print
