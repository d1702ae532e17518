#include "SheetPacker.h"

#include <QPainter>

#include <algorithm>

namespace cw::print {

namespace {

const QColor CutLine(0x90, 0x90, 0x90);
constexpr double Slack = 0.01;    // mm: sizes that fit exactly still fit
constexpr double SheetGapMm = 20; // between sheets in a layout, so they are never neighbours

int fitting(double room, double size)
{
    return size > 0 ? int((room + Slack) / size) : 0;
}

int countOn(const QSizeF &size, const QSizeF &area)
{
    return fitting(area.width(), size.width()) * fitting(area.height(), size.height());
}

// Paints `face` upright in `rect`, turned a quarter by `degrees` when `turned`.
void paintFace(QPainter &painter, const FacePainter &face, const QRectF &rect, bool turned,
               double degrees)
{
    if (!face)
        return;
    if (!turned) {
        face(painter, rect);
        return;
    }
    painter.save();
    painter.translate(rect.center());
    painter.rotate(degrees);
    const QSizeF upright = rect.size().transposed();
    face(painter, QRectF(QPointF(-upright.width() / 2, -upright.height() / 2), upright));
    painter.restore();
}

} // namespace

QPointF Sheet::originOn(const PageSpec &page) const
{
    return page.printableMm().center() - QPointF(sizeMm.width() / 2, sizeMm.height() / 2);
}

QRectF Sheet::paperRect(int index, const PageSpec &page, bool back) const
{
    const QRectF front = placed[std::size_t(index)].rectMm.translated(originOn(page));
    if (!back)
        return front;
    return QRectF(page.sizeMm().width() - front.right(), front.top(), front.width(),
                  front.height());
}

bool SheetPacker::turns(const QSizeF &size, const PageSpec &page)
{
    const QSizeF area = page.printableMm().size();
    return countOn(size.transposed(), area) > countOn(size, area);
}

int SheetPacker::perSheet(const QSizeF &size, const PageSpec &page)
{
    const QSizeF area = page.printableMm().size();
    return std::max(countOn(size, area), countOn(size.transposed(), area));
}

std::vector<Sheet> SheetPacker::pack(const SheetItems &items, const PageSpec &page)
{
    const QSizeF area = page.printableMm().size();
    std::vector<Sheet> sheets;
    double x = 0, y = 0, rowHeight = 0;
    QSizeF previous;
    for (int i = 0; i < int(items.size()); ++i) {
        const bool turned = turns(items[std::size_t(i)].sizeMm, page);
        const QSizeF size =
            turned ? items[std::size_t(i)].sizeMm.transposed() : items[std::size_t(i)].sizeMm;
        if (countOn(size, area) == 0)
            continue;
        if (x + size.width() > area.width() + Slack || (x > 0 && size != previous)) {
            x = 0;
            y += rowHeight;
            rowHeight = 0;
        }
        if (sheets.empty() || y + size.height() > area.height() + Slack) {
            sheets.emplace_back();
            x = y = rowHeight = 0;
        }
        Sheet &sheet = sheets.back();
        sheet.placed.push_back({i, QRectF(QPointF(x, y), size), turned});
        sheet.sizeMm = sheet.sizeMm.expandedTo(QSizeF(x + size.width(), y + size.height()));
        x += size.width();
        rowHeight = std::max(rowHeight, size.height());
        previous = size;
    }
    return sheets;
}

bool SheetPacker::hasBacks(const Sheet &sheet, const SheetItems &items)
{
    return std::any_of(sheet.placed.begin(), sheet.placed.end(), [&](const PlacedItem &placed) {
        return bool(items[std::size_t(placed.item)].back);
    });
}

void SheetPacker::paintFront(QPainter &painter, const Sheet &sheet, const SheetItems &items)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (const PlacedItem &placed : sheet.placed)
        paintFace(painter, items[std::size_t(placed.item)].front, placed.rectMm, placed.turned,
                  -90);
    painter.setPen(QPen(CutLine, 0.2));
    painter.setBrush(Qt::NoBrush);
    for (const PlacedItem &placed : sheet.placed)
        painter.drawRect(placed.rectMm);
    painter.restore();
}

void SheetPacker::paintBack(QPainter &painter, const Sheet &sheet, const SheetItems &items)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (const PlacedItem &placed : sheet.placed) {
        const QRectF &front = placed.rectMm;
        const QRectF mirrored(sheet.sizeMm.width() - front.right(), front.top(), front.width(),
                              front.height());
        // Turned over left to right, a face whose top pointed left now points right.
        paintFace(painter, items[std::size_t(placed.item)].back, mirrored, placed.turned, 90);
    }
    painter.restore();
}

PrintLayout SheetPacker::layout(const QString &title, const std::vector<SheetItems> &groups,
                                const PageSpec &page)
{
    PrintLayout layout;
    layout.title = title;
    layout.assemblyMap = false;
    struct Packed {
        std::shared_ptr<const SheetItems> items;
        Sheet sheet;
    };
    std::vector<Packed> packed;
    for (const SheetItems &group : groups) {
        const auto items = std::make_shared<const SheetItems>(group);
        for (Sheet &sheet : pack(*items, page))
            packed.push_back({items, std::move(sheet)});
    }
    double left = 0;
    const int total = int(packed.size());
    for (int s = 0; s < total; ++s) {
        const Packed &one = packed[std::size_t(s)];
        QStringList labels;
        for (const PlacedItem &placed : one.sheet.placed) {
            const QString &label = (*one.items)[std::size_t(placed.item)].label;
            if (!label.isEmpty() && !labels.contains(label))
                labels << label;
        }
        PrintPiece piece;
        piece.name = labels.isEmpty() ? tr("Sheet %1 of %2").arg(s + 1).arg(total)
                                      : tr("Sheet %1 of %2: %3")
                                            .arg(s + 1)
                                            .arg(total)
                                            .arg(labels.join(QStringLiteral(", ")));
        piece.shortName = tr("Sheet %1").arg(s + 1);
        piece.sizeMm = one.sheet.sizeMm;
        piece.positionMm = QPointF(left, 0);
        left += one.sheet.sizeMm.width() + SheetGapMm;
        piece.draw = [one](QPainter &painter) { paintFront(painter, one.sheet, *one.items); };
        layout.pieces.push_back(std::move(piece));
    }
    return layout;
}

} // namespace cw::print
