// KitDocument's last page: the game's player aid (GameKit::aid), its sections in two columns at
// the largest text size that fits the page.
#include "KitDocument.h"

#include "PrintStyle.h"
#include "PrintText.h"

#include <QPainter>

namespace cw::print {

namespace {

const QColor Band(0xee, 0xf2, 0xf7);

constexpr double ColumnGap = 8;    // mm
constexpr double TitleHeight = 12; // mm

struct Placed {
    int column = 0;
    double top = 0;
};

// The heading's band: its text wrapped, with room around it.
double headingHeight(const QString &heading, double body, double width)
{
    return wrappedHeight(heading, {body * 1.05, true}, width - 3) + body * 0.45;
}

double sectionHeight(const PlayerAid::Section &section, double body, double width)
{
    double height = headingHeight(section.heading, body, width) + body * 0.4;
    for (const QString &line : section.lines)
        height += wrappedHeight(line, {body}, width - body * 1.3) + body * 0.35;
    return height + body * 1.2;
}

// Where each section goes at text size `body`: sections kept whole and in order, the first ones
// in the first column, split where the two columns come out most even; empty when they do not
// fit.
std::vector<Placed> arrange(const PlayerAid &aid, double body, double width, double height)
{
    std::vector<double> heights;
    double total = 0;
    for (const PlayerAid::Section &section : aid.sections) {
        heights.push_back(sectionHeight(section, body, width));
        total += heights.back();
    }
    int bestSplit = -1;
    double bestTallest = 0, first = 0;
    for (int split = 0; split <= int(heights.size()); ++split) {
        if (split > 0)
            first += heights[std::size_t(split - 1)];
        const double tallest = std::max(first, total - first);
        if (tallest <= height && (bestSplit < 0 || tallest < bestTallest)) {
            bestSplit = split;
            bestTallest = tallest;
        }
    }
    if (bestSplit < 0)
        return {};
    std::vector<Placed> placed;
    double y = 0;
    for (int s = 0; s < int(heights.size()); ++s) {
        if (s == bestSplit)
            y = 0;
        placed.push_back({s < bestSplit ? 0 : 1, y});
        y += heights[std::size_t(s)];
    }
    return placed;
}

} // namespace

void KitDocument::paintAid(QPainter &painter, int index) const
{
    paintHeader(painter, index, tr("%1 · player aid").arg(m_kit.game));
    const QRectF printable = m_sheetPage.printableMm();
    const PlayerAid &aid = m_kit.aid;
    painter.setPen(Ink);
    drawText(painter, QRectF(printable.left(), printable.top(), printable.width(), TitleHeight),
             Qt::AlignLeft | Qt::AlignVCenter,
             elidedText(aid.title, {6.5, true}, printable.width()), {6.5, true});
    const double width = (printable.width() - ColumnGap) / 2;
    const double top = printable.top() + TitleHeight + 3;
    const double height = printable.bottom() - top;
    double body = 4.2;
    std::vector<Placed> placed = arrange(aid, body, width, height);
    while (placed.empty() && body > 2.0) {
        body -= 0.1;
        placed = arrange(aid, body, width, height);
    }
    for (std::size_t s = 0; s < placed.size(); ++s) {
        const PlayerAid::Section &section = aid.sections[s];
        const double left = printable.left() + placed[s].column * (width + ColumnGap);
        double y = top + placed[s].top;
        const QRectF band(left, y, width, headingHeight(section.heading, body, width));
        painter.fillRect(band, Band);
        painter.setPen(Heading);
        drawText(painter, band.adjusted(1.5, 0, -1.5, 0),
                 Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, section.heading,
                 {body * 1.05, true});
        y += band.height() + body * 0.4;
        painter.setPen(Ink);
        for (const QString &line : section.lines) {
            const double lineHeight = wrappedHeight(line, {body}, width - body * 1.3);
            drawText(painter, QRectF(left, y, body, body * 1.3), Qt::AlignLeft | Qt::AlignTop,
                     QStringLiteral("•"), {body});
            drawText(painter, QRectF(left + body * 1.3, y, width - body * 1.3, lineHeight + 1),
                     Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, line, {body});
            y += lineHeight + body * 0.35;
        }
    }
}

} // namespace cw::print
