#include "PrintLayout.h"

#include <QPainter>

#include <algorithm>

namespace cw::print {

QRectF shownPartMm(const QPainter &painter, const QSizeF &sizeMm)
{
    const QRectF piece(QPointF(0, 0), sizeMm);
    return painter.hasClipping() ? painter.clipBoundingRect().intersected(piece) : piece;
}

QRectF PrintLayout::boundsMm() const
{
    QRectF bounds;
    for (const PrintPiece &piece : pieces)
        bounds = bounds.isNull() ? piece.layoutRectMm() : bounds.united(piece.layoutRectMm());
    return bounds;
}

namespace {

// Whether the pieces form one row, left to right without overlapping: then the map may wrap it.
bool isSingleRow(const PrintLayout &layout, std::vector<int> *order)
{
    order->clear();
    for (int index = 0; index < int(layout.pieces.size()); ++index)
        order->push_back(index);
    std::sort(order->begin(), order->end(), [&](int a, int b) {
        return layout.pieces[size_t(a)].positionMm.x() < layout.pieces[size_t(b)].positionMm.x();
    });
    for (size_t i = 1; i < order->size(); ++i) {
        const QRectF previous = layout.pieces[size_t((*order)[i - 1])].layoutRectMm();
        const QRectF next = layout.pieces[size_t((*order)[i])].layoutRectMm();
        if (next.left() < previous.right() - 0.01 || next.top() >= previous.bottom() ||
            next.bottom() <= previous.top())
            return false;
    }
    return !order->empty();
}

} // namespace

QRectF PrintLayout::linesBounds(const std::vector<int> &line) const
{
    QRectF bounds;
    for (int piece : line) {
        const QRectF rect = pieces[size_t(piece)].layoutRectMm();
        bounds = bounds.isNull() ? rect : bounds.united(rect);
    }
    return bounds;
}

PrintLayout::Lines PrintLayout::wrap(const QSizeF &area, double gap) const
{
    const PrintLayout &layout = *this;
    Lines best;
    std::vector<int> order;
    if (!isSingleRow(layout, &order)) {
        const QRectF bounds = layout.boundsMm();
        std::vector<int> all(layout.pieces.size());
        for (size_t i = 0; i < all.size(); ++i)
            all[i] = int(i);
        best.lines = {all};
        best.gap = gap;
        best.scale = std::min(area.width() / std::max(bounds.width(), 1.0),
                              (area.height() - gap) / std::max(bounds.height(), 1.0));
        return best;
    }
    best.scale = -1;
    const int count = int(order.size());
    for (int lineCount = 1; lineCount <= count; ++lineCount) {
        const int perLine = (count + lineCount - 1) / lineCount;
        Lines plan;
        plan.gap = gap;
        double widest = 0, heights = 0;
        for (int first = 0; first < count; first += perLine) {
            std::vector<int> line(order.begin() + first,
                                  order.begin() + std::min(count, first + perLine));
            const QRectF bounds = linesBounds(line);
            widest = std::max(widest, bounds.width());
            heights += bounds.height();
            plan.lines.push_back(std::move(line));
        }
        const double gaps = plan.gap * double(plan.lines.size());
        if (area.height() <= gaps)
            break;
        plan.scale = std::min(area.width() / std::max(widest, 1.0),
                              (area.height() - gaps) / std::max(heights, 1.0));
        if (plan.scale > best.scale * 1.05)
            best = plan;
    }
    return best;
}

} // namespace cw::print
