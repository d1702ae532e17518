#include "PageRenderer.h"

#include "AssemblyMapPlan.h"
#include "PrintStyle.h"
#include "PrintText.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace cw::print {

namespace {

const QColor MapTile(0x1f, 0x4e, 0x8c);
const QColor GlueShade(0, 0, 0, 30);

constexpr double CutMarkGap = 2;     // from the corner to a cut mark, mm
constexpr double CutMarkLength = 5;  // mm
constexpr double TargetRadius = 1.8; // registration target, mm
constexpr double TargetDistance = 5; // from the content edge to a target's centre, mm
constexpr double LabelText = 3.2;    // page labels, mm
constexpr double SmallText = 2.6;    // mm

QPen markPen(double width = MarkPen, const QColor &colour = Ink)
{
    QPen pen(colour, width);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::MiterJoin);
    return pen;
}

// A registration target: a circle and a cross, centred on `centre`.
void drawTarget(QPainter &painter, const QPointF &centre)
{
    painter.setPen(markPen());
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(centre, TargetRadius, TargetRadius);
    const double arm = TargetRadius + 1.2;
    painter.drawLine(centre - QPointF(arm, 0), centre + QPointF(arm, 0));
    painter.drawLine(centre - QPointF(0, arm), centre + QPointF(0, arm));
}

// Pages that butt against each other (pieces laid edge to edge) are trimmed to the edge, so
// margin marks would be cut away: small triangles inside the edge, at the same two places of the
// shared stretch on both pages, meet tip to tip when the pieces are laid correctly.
void drawButtMarks(QPainter &painter, Edge edge, const QRectF &zone)
{
    constexpr double Size = 2.2;
    const bool vertical = edge == Edge::Left || edge == Edge::Right;
    const double inward = edge == Edge::Left || edge == Edge::Top ? 1 : -1;
    painter.setPen(Qt::NoPen);
    painter.setBrush(Ink);
    for (double at : {0.3, 0.7}) {
        const QPointF tip = vertical ? QPointF(zone.left(), zone.top() + zone.height() * at)
                                     : QPointF(zone.left() + zone.width() * at, zone.top());
        const QPointF base = vertical ? QPointF(inward * Size, 0) : QPointF(0, inward * Size);
        const QPointF side = vertical ? QPointF(0, Size * 0.7) : QPointF(Size * 0.7, 0);
        QPainterPath triangle;
        triangle.moveTo(tip);
        triangle.lineTo(tip + base + side);
        triangle.lineTo(tip + base - side);
        triangle.closeSubpath();
        painter.drawPath(triangle);
    }
}

} // namespace

PageRenderer::PageRenderer(const PrintLayout &layout, const PageTiling &tiling)
    : m_layout(layout), m_tiling(tiling)
{
}

int PageRenderer::tileOfPage(int page) const
{
    if (m_tiling.hasMap())
        return page - 1;
    return page;
}

QString PageRenderer::pageKey(int page) const
{
    const int tile = tileOfPage(page);
    if (tile < 0 || tile >= int(m_tiling.tiles.size()))
        return QStringLiteral("map");
    return m_tiling.tiles[size_t(tile)].label;
}

QString PageRenderer::pieceName(int piece) const
{
    return m_layout.pieces[size_t(piece)].name;
}

void PageRenderer::setMillimetres(QPainter &painter, double dotsPerInchX, double dotsPerInchY)
{
    painter.scale(dotsPerInchX / 25.4, dotsPerInchY / 25.4);
}

void PageRenderer::paintPage(QPainter &painter, int page) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), m_tiling.page.sizeMm()), Qt::white);
    const int tile = tileOfPage(page);
    if (tile < 0)
        paintMap(painter);
    else if (tile < int(m_tiling.tiles.size()))
        paintTile(painter, tile);
    painter.restore();
}

// The assembly map: title, the whole layout scaled to fit with every page outlined and labelled,
// how the pieces follow each other, and a 100 mm bar to check the printer's scale.
void PageRenderer::paintMap(QPainter &painter) const
{
    const QRectF printable = m_tiling.page.printableMm();
    painter.setPen(Ink);
    drawText(painter, QRectF(printable.left(), printable.top(), printable.width(), 8),
             Qt::AlignLeft | Qt::AlignTop, elidedText(m_layout.title, {6, true}, printable.width()),
             {6, true});
    const QString subtitle = tr("Assembly map · %1 · pages to cut out: %2 · print at 100%")
                                 .arg(m_tiling.page.displayName())
                                 .arg(m_tiling.tiles.size());
    drawText(painter, QRectF(printable.left(), printable.top() + 8, printable.width(), 5),
             Qt::AlignLeft | Qt::AlignTop, elidedText(subtitle, {3.2}, printable.width()), {3.2});

    paintMapLayout(painter, AssemblyMapPlan::area(m_tiling.page));

    const QPointF barTopLeft(printable.left(), printable.bottom() - 15);
    paintCalibrationBar(painter, barTopLeft);

    const QRectF notes(printable.left() + 110, printable.bottom() - AssemblyMapPlan::Footer + 4,
                       printable.width() - 110, AssemblyMapPlan::Footer - 4);
    QString text = tr("Each rectangle is one page, labelled as in its margin. Cut every page "
                      "along its cut marks.");
    if (m_tiling.overlapMm > 0)
        text += QLatin1Char(' ') +
                tr("Pages of one piece overlap by %1 mm: glue the shaded zone under the next "
                   "page, matching the round marks.")
                    .arg(m_tiling.overlapMm);
    if (m_layout.pieces.size() > 1)
        text += QLatin1Char(' ') + tr("Lay the pieces edge to edge as shown.");
    painter.setPen(Ink);
    drawText(painter, notes, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, text, {SmallText});
}

void PageRenderer::paintMapLayout(QPainter &painter, const QRectF &area) const
{
    const AssemblyMapPlan plan = AssemblyMapPlan::plan(m_layout, m_tiling, area);
    // The pieces themselves, faded so that the page outlines stand out.
    for (const AssemblyMapPlan::Piece &piece : plan.pieces) {
        const PrintPiece &printPiece = m_layout.pieces[size_t(piece.piece)];
        if (printPiece.draw) {
            painter.save();
            painter.setClipRect(piece.rect, Qt::IntersectClip);
            painter.translate(piece.rect.topLeft());
            painter.scale(piece.scale, piece.scale);
            printPiece.draw(painter);
            painter.restore();
        }
        painter.fillRect(piece.rect, QColor(255, 255, 255, 90));
    }
    // QSvgGenerator ignores clipping: whatever a piece drew beyond its edges is painted over.
    QPainterPath outside;
    for (const QRectF &band : plan.lineBands)
        outside.addRect(band);
    QPainterPath pieces;
    for (const AssemblyMapPlan::Piece &piece : plan.pieces)
        pieces.addRect(piece.rect);
    painter.fillPath(outside.simplified().subtracted(pieces.simplified()), Qt::white);
    for (const AssemblyMapPlan::Piece &piece : plan.pieces) {
        painter.setPen(markPen(0.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(piece.rect);
    }
    // Every page, outlined and labelled.
    for (const AssemblyMapPlan::Page &page : plan.pages) {
        painter.setPen(markPen(0.35, MapTile));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(page.rect);
        painter.setPen(Qt::NoPen);
        painter.setBrush(Qt::white);
        painter.drawRoundedRect(page.labelBox, page.textSize * 0.3, page.textSize * 0.3);
        painter.setPen(MapTile);
        drawText(painter, page.labelBox, Qt::AlignCenter, m_tiling.tiles[size_t(page.tile)].label,
                 {page.textSize, true});
    }
    // Captions after the pages: one written inside its piece stays readable.
    for (const AssemblyMapPlan::Piece &piece : plan.pieces) {
        painter.setPen(Ink);
        drawText(painter, piece.captionRect, piece.captionFlags, piece.caption,
                 {AssemblyMapPlan::CaptionText});
    }
    // Where the next line of the map continues the layout.
    for (const AssemblyMapPlan::Continuation &continuation : plan.continuations) {
        painter.setPen(MapTile);
        drawText(painter, continuation.rect, Qt::AlignRight | Qt::AlignTop,
                 tr("continues with %1 ↓").arg(continuation.nextPiece), {SmallText, true});
    }
}

// A bar exactly 100 mm long, in centimetre blocks, to check that the printer did not scale.
void PageRenderer::paintCalibrationBar(QPainter &painter, const QPointF &topLeft)
{
    constexpr double Length = 100, Height = 3;
    const QRectF bar(topLeft + QPointF(0, 4), QSizeF(Length, Height));
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::black);
    painter.drawRect(bar);
    // White notches every centimetre along the top, leaving the bar whole for measuring.
    painter.setBrush(Qt::white);
    for (int cm = 1; cm < 10; cm += 2)
        painter.drawRect(QRectF(bar.left() + cm * 10, bar.top(), 10, 1));
    painter.setPen(Ink);
    for (int mm : {0, 50, 100}) {
        const double x = bar.left() + mm;
        drawText(painter, QRectF(x - 10, topLeft.y() - 0.5, 20, 4),
                 Qt::AlignHCenter | Qt::AlignBottom,
                 mm == 100 ? tr("%1 mm").arg(mm) : QString::number(mm), {2.4});
    }
    drawText(painter, QRectF(bar.left(), bar.bottom() + 1, 105, 7),
             Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
             tr("This bar measures 100 mm when printed at 100% (no \"fit to page\")."),
             {SmallText});
}

void PageRenderer::paintTile(QPainter &painter, int tile) const
{
    const PageTile &pageTile = m_tiling.tiles[size_t(tile)];
    const PrintPiece &piece = m_layout.pieces[size_t(pageTile.piece)];
    const QRectF content = pageTile.paperRectMm();
    if (piece.draw) {
        painter.save();
        painter.setClipRect(content, Qt::IntersectClip);
        painter.translate(content.topLeft() - pageTile.regionMm.topLeft());
        piece.draw(painter);
        painter.restore();
    }
    // The zones later pages are glued over: shaded, with the page that covers them.
    for (const PageNeighbour &neighbour : m_tiling.neighbours(tile)) {
        if (!neighbour.overlaps() || neighbour.tile < tile)
            continue;
        const QRectF zone =
            neighbour.zoneMm.translated(content.topLeft() - pageTile.layoutMm.topLeft());
        painter.fillRect(zone, GlueShade);
        const QString hint = tr("glue under %1").arg(m_tiling.tiles[size_t(neighbour.tile)].label);
        const bool vertical = neighbour.edge == Edge::Left || neighbour.edge == Edge::Right;
        painter.setPen(Ink);
        if (vertical) {
            for (double y : {0.25, 0.75})
                drawRotatedText(
                    painter,
                    QRectF(zone.center().x() - 30, zone.top() + zone.height() * y - 2, 60, 4), -90,
                    Qt::AlignCenter, hint, {SmallText, true});
        } else {
            for (double x : {0.25, 0.75})
                drawText(painter,
                         QRectF(zone.left() + zone.width() * x - 30, zone.center().y() - 2, 60, 4),
                         Qt::AlignCenter, hint, {SmallText, true});
        }
    }
    // QSvgGenerator ignores clipping: the margins are painted white over whatever the piece drew
    // beyond the page's part of it.
    QPainterPath margins;
    margins.addRect(QRectF(QPointF(0, 0), m_tiling.page.sizeMm()));
    QPainterPath inside;
    inside.addRect(content);
    painter.fillPath(margins.subtracted(inside), Qt::white);
    paintTileMarks(painter, tile);
    paintTileLabels(painter, tile);
}

// Cut marks at the content's corners, in the margin. Registration targets in the margin on the
// centre line of every overlap zone, so that two pages laid over each other line up; triangles
// meeting tip to tip where pages butt.
void PageRenderer::paintTileMarks(QPainter &painter, int tile) const
{
    const PageTile &pageTile = m_tiling.tiles[size_t(tile)];
    const QRectF content = pageTile.paperRectMm();
    painter.setPen(markPen());
    const double near = CutMarkGap, far = CutMarkGap + CutMarkLength;
    for (const QPointF &corner :
         {content.topLeft(), content.topRight(), content.bottomLeft(), content.bottomRight()}) {
        const double sx = corner.x() == content.left() ? -1 : 1;
        const double sy = corner.y() == content.top() ? -1 : 1;
        painter.drawLine(corner + QPointF(sx * near, 0), corner + QPointF(sx * far, 0));
        painter.drawLine(corner + QPointF(0, sy * near), corner + QPointF(0, sy * far));
    }
    const QPointF toPaper = content.topLeft() - pageTile.layoutMm.topLeft();
    for (const PageNeighbour &neighbour : m_tiling.neighbours(tile)) {
        const QRectF zone = neighbour.zoneMm.translated(toPaper);
        if (!neighbour.overlaps()) {
            drawButtMarks(painter, neighbour.edge, zone);
            continue;
        }
        if (neighbour.edge == Edge::Left || neighbour.edge == Edge::Right) {
            const double x = zone.center().x();
            drawTarget(painter, QPointF(x, content.top() - TargetDistance));
            drawTarget(painter, QPointF(x, content.bottom() + TargetDistance));
        } else {
            const double y = zone.center().y();
            drawTarget(painter, QPointF(content.left() - TargetDistance, y));
            drawTarget(painter, QPointF(content.right() + TargetDistance, y));
        }
    }
}

// The page label in the top margin, what joins where in the bottom margin, and the label of the
// page beyond each side edge in the side margins.
void PageRenderer::paintTileLabels(QPainter &painter, int tile) const
{
    const PageTile &pageTile = m_tiling.tiles[size_t(tile)];
    const QRectF content = pageTile.paperRectMm();
    const QSizeF paper = m_tiling.page.sizeMm();
    // Text keeps clear of the corner cut marks, and of the targets on overlap zones at the sides.
    const std::vector<PageNeighbour> neighbours = m_tiling.neighbours(tile);
    double leftInset = CutMarkGap + CutMarkLength + 2, rightInset = leftInset;
    for (const PageNeighbour &neighbour : neighbours) {
        if (!neighbour.overlaps())
            continue;
        const double clear = neighbour.zoneMm.width() + TargetRadius + 2.5;
        if (neighbour.edge == Edge::Left)
            leftInset = std::max(leftInset, clear);
        else if (neighbour.edge == Edge::Right)
            rightInset = std::max(rightInset, clear);
    }
    const double textLeft = content.left() + leftInset;
    const double textWidth = content.width() - leftInset - rightInset;
    const double topBand = std::max(1.0, content.top() - TargetDistance - LabelText / 2 - 0.5);
    const double bottomBand = content.bottom() + TargetDistance - LabelText / 2 - 0.5;

    const QString page =
        tr("page %1 of %2")
            .arg(m_tiling.pagesBefore + m_tiling.pageOfTile(tile))
            .arg(m_tiling.documentPages > 0 ? m_tiling.documentPages : m_tiling.pageCount());
    const double pageWidth = cw::print::textWidth(page, {LabelText});
    painter.setPen(Ink);
    drawText(painter, QRectF(textLeft, topBand, textWidth, LabelText + 1),
             Qt::AlignRight | Qt::AlignVCenter, page, {LabelText});
    const TextStyle labelStyle{LabelText + 1, true};
    const double labelWidth = cw::print::textWidth(pageTile.label, labelStyle) + 2;
    drawText(painter, QRectF(textLeft, topBand - 0.5, labelWidth, LabelText + 2),
             Qt::AlignLeft | Qt::AlignVCenter, pageTile.label, labelStyle);
    const QString title = tr("%1 · %2").arg(m_layout.title, pieceName(pageTile.piece));
    const double titleWidth = textWidth - labelWidth - pageWidth - 4;
    drawText(painter, QRectF(textLeft + labelWidth + 1, topBand, titleWidth, LabelText + 1),
             Qt::AlignLeft | Qt::AlignVCenter, elidedText(title, {LabelText}, titleWidth),
             {LabelText});

    QStringList joins;
    QString instruction;
    for (const PageNeighbour &neighbour : neighbours) {
        const QString label = m_tiling.tiles[size_t(neighbour.tile)].label;
        switch (neighbour.edge) {
        case Edge::Left:
            joins << tr("%1 on the left").arg(label);
            break;
        case Edge::Right:
            joins << tr("%1 on the right").arg(label);
            break;
        case Edge::Top:
            joins << tr("%1 above").arg(label);
            break;
        case Edge::Bottom:
            joins << tr("%1 below").arg(label);
            break;
        }
        if (neighbour.overlaps() && neighbour.tile < tile)
            instruction = tr("cut at the marks, lay over %1").arg(label);
    }
    const QString joinText = joins.isEmpty() ? tr("a whole piece: cut along the cut marks")
                                             : tr("joins %1").arg(joins.join(QStringLiteral(", ")));
    const QString footer =
        instruction.isEmpty() ? joinText : joinText + QStringLiteral(" · ") + instruction;
    drawText(painter, QRectF(textLeft, bottomBand, textWidth, LabelText + 1),
             Qt::AlignLeft | Qt::AlignVCenter, elidedText(footer, {SmallText}, textWidth),
             {SmallText});

    // Side margins: the label of the page beyond the edge, with an arrow pointing at it.
    for (const PageNeighbour &neighbour : neighbours) {
        if (neighbour.edge != Edge::Left && neighbour.edge != Edge::Right)
            continue;
        const bool left = neighbour.edge == Edge::Left;
        const double margin =
            std::min(14.0, left ? content.left() : paper.width() - content.right());
        if (margin < 6)
            continue;
        const QRectF box(left ? content.left() - margin : content.right(), content.center().y() - 6,
                         margin, 12);
        painter.setPen(Ink);
        drawText(painter, box.adjusted(0.5, 0, -0.5, -6), Qt::AlignCenter,
                 m_tiling.tiles[size_t(neighbour.tile)].label, {LabelText, true});
        const double cx = box.center().x(), cy = box.center().y() + 2.5;
        QPainterPath arrow;
        const double tip = left ? -2.2 : 2.2;
        arrow.moveTo(cx + tip, cy);
        arrow.lineTo(cx - tip, cy - 1.6);
        arrow.lineTo(cx - tip, cy + 1.6);
        arrow.closeSubpath();
        painter.setPen(Qt::NoPen);
        painter.setBrush(Ink);
        painter.drawPath(arrow);
    }
}

} // namespace cw::print
