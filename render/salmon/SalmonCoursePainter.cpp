#include "SalmonCoursePainter.h"

#include "SalmonCoursePainterCells.h"
#include "print/PrintStyle.h"
#include "print/PrintText.h"
#include "salmon/SalmonSymbolIcons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace cw::salmon {

using print::TextStyle;

namespace {

using print::Ink;
const QColor BoardLine(0x2a, 0x3a, 0x4a);
const QColor SelectedBoard(0xe0, 0x90, 0x00);

} // namespace

SalmonCoursePainter::SalmonCoursePainter(const SalmonCourse &river, double hexMm)
    : SalmonCoursePainter(river, hexMm, Options())
{
}

SalmonCoursePainter::SalmonCoursePainter(const SalmonCourse &river, double hexMm,
                                         const Options &options)
    : m_map(river), m_geometry(m_map, hexMm), m_options(options)
{
    const std::vector<Hex> &origins = m_map.boardOrigins();
    for (std::size_t i = 0; i < river.boards.size() && i < origins.size(); ++i) {
        const SalmonRiverBoard *board = river.findBoard(river.boards[i].board);
        m_boardIds.push_back(river.boards[i].board);
        m_boardRects.push_back(board ? m_geometry.blockRect(origins[i], board->columns, board->rows)
                                     : QRectF());
    }
}

SalmonCoursePainter::SalmonCoursePainter(const SalmonRiverBoard &board, double hexMm,
                                         const Options &options)
    : m_board(board), m_geometry(board.columns, board.rows, hexMm), m_options(options)
{
    m_boardIds.push_back(board.id);
    m_boardRects.push_back(m_geometry.blockRect({0, 0}, board.columns, board.rows));
}

void SalmonCoursePainter::setHighlights(std::vector<HexHighlight> highlights)
{
    m_options.highlights = std::move(highlights);
}

const HexCell &SalmonCoursePainter::cellAt(Hex hex) const
{
    if (m_board && m_board->inside(hex))
        return m_board->cell(hex);
    return m_map.at(hex); // a land cell outside the map, and for a painter of one board
}

QRectF SalmonCoursePainter::boardRectMm(int index) const
{
    if (index < 0 || index >= int(m_boardRects.size()))
        return {};
    return m_boardRects[std::size_t(index)];
}

void SalmonCoursePainter::paint(QPainter &painter, const QRectF &regionMm) const
{
    const QRectF all(QPointF(0, 0), m_geometry.sizeMm());
    const QRectF region = regionMm.isEmpty() ? all : regionMm.intersected(all);
    if (region.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.setClipRect(region, Qt::IntersectClip);
    // The bank under everything, so the corners between the outer hexes are land too.
    painter.fillRect(region, landColour());

    const double hexMm = m_geometry.hexMm();
    const int columns = m_board ? m_board->columns : m_map.columns();
    const int rows = m_board ? m_board->rows : m_map.rows();
    const QRectF reach = region.adjusted(-hexMm, -hexMm, hexMm, hexMm);
    for (int row = 0; row < rows; ++row) {
        for (int col = 0; col < columns; ++col) {
            const QPointF centre = m_geometry.centre({col, row});
            if (reach.contains(centre))
                paintCell(painter, cellAt({col, row}), centre, hexMm, m_options.hexOutlines);
        }
    }
    if (m_options.bears)
        paintBears(painter);
    paintHighlights(painter);
    paintBoards(painter);
    painter.restore();
}

void SalmonCoursePainter::paintCell(QPainter &painter, const HexCell &cell, QPointF centre,
                                    double hexMm, bool outline)
{
    paintTerrain(painter, cell.terrain, centre, hexMm, outline);
    if (!cell.isRiver())
        return;
    if (cell.spawn)
        paintSpawnMark(painter, centre, hexMm);
    if (cell.start)
        paintStartMark(painter, centre, hexMm);
    const int arrows = cell.arrowCount();
    for (int i = 0; i < 2; ++i) {
        if (cell.arrows[std::size_t(i)] != HexCell::NoArrow)
            paintArrow(painter, centre, hexMm, cell.arrow(i), arrows == 2 ? i + 1 : 0);
    }
    if (cell.symbol != Symbol::None) {
        const double size = hexMm * cells::IconShare;
        paintSymbol(painter, cell.symbol,
                    QRectF(centre - QPointF(size / 2, size / 2), QSizeF(size, size)));
    }
}

void SalmonCoursePainter::paintTerrain(QPainter &painter, Terrain terrain, QPointF centre,
                                       double hexMm, bool outline)
{
    cells::paintTerrain(painter, terrain, centre, hexMm, outline);
}

void SalmonCoursePainter::paintArrow(QPainter &painter, QPointF centre, double hexMm,
                                     Direction direction, int number)
{
    cells::paintArrow(painter, centre, hexMm, direction, number);
}

void SalmonCoursePainter::paintSymbol(QPainter &painter, Symbol symbol, const QRectF &rect)
{
    cells::paintSvg(painter, symbolIconPath(symbol), rect);
}

void SalmonCoursePainter::paintStartMark(QPainter &painter, QPointF centre, double hexMm)
{
    cells::paintStartMark(painter, centre, hexMm);
}

void SalmonCoursePainter::paintSpawnMark(QPainter &painter, QPointF centre, double hexMm)
{
    cells::paintSpawnMark(painter, centre, hexMm);
}

void SalmonCoursePainter::paintBear(QPainter &painter, QPointF centre, double sizeMm)
{
    cells::paintSvg(painter, bearIconPath(),
                    QRectF(centre - QPointF(sizeMm / 2, sizeMm / 2), QSizeF(sizeMm, sizeMm)));
}

void SalmonCoursePainter::paintSalmon(QPainter &painter, QPointF centre, double sizeMm,
                                      const QColor &colour)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QPen ring(Ink, sizeMm * 0.05);
    painter.setPen(ring);
    painter.setBrush(colour);
    painter.drawEllipse(centre, sizeMm / 2, sizeMm / 2);
    const double fish = sizeMm * 0.78;
    cells::paintSvg(painter, salmonIconPath(),
                    QRectF(centre - QPointF(fish / 2, fish / 2), QSizeF(fish, fish)));
    painter.restore();
}

void SalmonCoursePainter::paintBoardThumbnail(QPainter &painter, const SalmonRiverBoard &board,
                                              const QRectF &target)
{
    Options options;
    options.hexOutlines = true;
    const SalmonCoursePainter boardPainter(board, 10, options);
    const QSizeF size = boardPainter.sizeMm();
    if (size.isEmpty() || target.isEmpty())
        return;
    const double scale = std::min(target.width() / size.width(), target.height() / size.height());
    painter.save();
    painter.translate(target.center() - QPointF(size.width() * scale, size.height() * scale) / 2);
    painter.scale(scale, scale);
    boardPainter.paint(painter);
    painter.restore();
}

QColor SalmonCoursePainter::terrainColour(Terrain terrain)
{
    return cells::terrainFill(terrain);
}

QColor SalmonCoursePainter::waterColour()
{
    return cells::WaterLight;
}

QColor SalmonCoursePainter::landColour()
{
    return cells::Land;
}

QColor SalmonCoursePainter::rockColour()
{
    return cells::Rock;
}

// Bear tokens where the options say, or on every bear paw (where bears start).
void SalmonCoursePainter::paintBears(QPainter &painter) const
{
    std::vector<Hex> hexes = m_options.bearHexes;
    if (hexes.empty() && !m_board)
        hexes = m_map.bearPaws();
    if (hexes.empty() && m_board) {
        for (int row = 0; row < m_board->rows; ++row)
            for (int col = 0; col < m_board->columns; ++col)
                if (m_board->cell({col, row}).symbol == Symbol::BearPaw)
                    hexes.push_back({col, row});
    }
    const double size = m_geometry.hexMm() * 0.62;
    for (const Hex hex : hexes)
        paintBear(painter, m_geometry.centre(hex), size);
}

void SalmonCoursePainter::paintHighlights(QPainter &painter) const
{
    const double hexMm = m_geometry.hexMm();
    for (const HexHighlight &highlight : m_options.highlights) {
        const std::array<QPointF, 6> corners = m_geometry.outline(highlight.hex);
        QPolygonF polygon(corners.begin(), corners.end());
        QColor fill = highlight.colour;
        if (fill.alpha() == 255)
            fill.setAlpha(80);
        QColor line = highlight.colour;
        line.setAlpha(255);
        QPen pen(line, hexMm * 0.06);
        pen.setJoinStyle(Qt::RoundJoin);
        painter.setPen(pen);
        painter.setBrush(fill);
        painter.drawPolygon(polygon);
    }
}

// Board outlines (dashed), the selected board (a thick coloured frame) and board labels.
void SalmonCoursePainter::paintBoards(QPainter &painter) const
{
    const double hexMm = m_geometry.hexMm();
    for (int i = 0; i < int(m_boardRects.size()); ++i) {
        const QRectF rect = m_boardRects[std::size_t(i)];
        if (rect.isEmpty())
            continue;
        const bool selected = i == m_options.selectedBoard;
        if (m_options.boardOutlines || selected) {
            QPen pen(selected ? SelectedBoard : BoardLine, hexMm * (selected ? 0.06 : 0.02),
                     selected ? Qt::SolidLine : Qt::DashLine);
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            const double inset = pen.widthF() / 2;
            painter.drawRect(rect.adjusted(inset, inset, -inset, -inset));
        }
        if (m_options.boardLabels) {
            const TextStyle style{hexMm * 0.16, true};
            const QString label = m_boardIds[std::size_t(i)];
            const double width = print::textWidth(label, style) + style.sizeMm * 0.8;
            const QRectF box(rect.left() + hexMm * 0.08,
                             rect.bottom() - style.sizeMm * 1.6 - hexMm * 0.08, width,
                             style.sizeMm * 1.6);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(255, 255, 255, 220));
            painter.drawRoundedRect(box, style.sizeMm * 0.3, style.sizeMm * 0.3);
            painter.setPen(Ink);
            print::drawText(painter, box, Qt::AlignCenter, label, style);
        }
    }
}

} // namespace cw::salmon
