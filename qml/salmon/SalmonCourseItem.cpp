#include "SalmonCourseItem.h"

#include "SalmonBoardModel.h"
#include "salmon/SalmonCoursePainter.h"

#include <QPainter>

#include <cmath>

using cw::salmon::SalmonCoursePainter;

SalmonCourseItem::SalmonCourseItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    // The river fills the tile (SalmonCoursePainter lays the bank under every hex): nothing to
    // blend.
    setOpaquePainting(true);
    setFillColor(SalmonCoursePainter::landColour());
}

SalmonBoardModel *SalmonCourseItem::board() const
{
    return m_board;
}

void SalmonCourseItem::setBoard(SalmonBoardModel *board)
{
    if (board == m_board)
        return;
    if (m_board)
        disconnect(m_board, nullptr, this, nullptr);
    m_board = board;
    if (m_board) {
        connect(m_board, &SalmonBoardModel::riverChanged, this, [this] { place(true); });
        connect(m_board, &SalmonBoardModel::highlightsChanged, this, [this] { update(); });
    }
    place(true);
    emit boardChanged();
}

void SalmonCourseItem::setOriginX(qreal x)
{
    if (qFuzzyCompare(x, m_origin.x()))
        return;
    m_origin.setX(x);
    place(false);
    emit placementChanged();
}

void SalmonCourseItem::setOriginY(qreal y)
{
    if (qFuzzyCompare(y, m_origin.y()))
        return;
    m_origin.setY(y);
    place(false);
    emit placementChanged();
}

void SalmonCourseItem::setZoom(qreal zoom)
{
    if (zoom <= 0 || qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    place(true);
    emit placementChanged();
}

void SalmonCourseItem::setViewWidth(qreal width)
{
    if (qFuzzyCompare(width, m_viewSize.width()))
        return;
    m_viewSize.setWidth(width);
    place(false);
    emit placementChanged();
}

void SalmonCourseItem::setViewHeight(qreal height)
{
    if (qFuzzyCompare(height, m_viewSize.height()))
        return;
    m_viewSize.setHeight(height);
    place(false);
    emit placementChanged();
}

// In the river's pixels at the zoom: the view shows the rectangle at -origin of its size.
void SalmonCourseItem::place(bool repaint)
{
    const QRectF river =
        m_board ? QRectF(QPointF(0, 0), m_board->riverPainter().sizeMm() * m_zoom) : QRectF();
    const QRectF shown = QRectF(-m_origin, m_viewSize) & river;
    // What the view shows and a margin, its edges on a grid of Margin pixels: the same view
    // gets the same tile however it came there. A tile kept while the view stayed inside it
    // depended on the sizes the view went through (a board started in a window already shown
    // was resized several times while laid out, and kept a taller tile than one begun before).
    const auto down = [](qreal v) { return std::floor(v / Margin) * Margin - Margin; };
    const auto up = [](qreal v) { return std::ceil(v / Margin) * Margin + Margin; };
    const QRect tile = (QRectF(QPointF(down(shown.left()), down(shown.top())),
                               QPointF(up(shown.right()), up(shown.bottom()))) &
                        river)
                           .toAlignedRect();
    repaint = repaint || tile != m_tile;
    m_tile = tile;
    setPosition(m_origin + m_tile.topLeft());
    setSize(m_tile.size());
    if (repaint)
        update();
}

// The tile: its pixels are the river's at the zoom from the tile's corner on (SalmonCoursePainter
// skips the hexes outside it).
void SalmonCourseItem::paint(QPainter *painter)
{
    if (!m_board)
        return;
    painter->translate(-m_tile.topLeft());
    painter->scale(m_zoom, m_zoom);
    m_board->riverPainter().paint(
        *painter, QRectF(QPointF(m_tile.topLeft()) / m_zoom, QSizeF(m_tile.size()) / m_zoom));
}

int SalmonCourseItem::hexAt(qreal x, qreal y) const
{
    if (!m_board)
        return -1;
    const QPointF at = toRiver({x, y});
    return m_board->hexAt(at.x(), at.y());
}

const cw::salmon::SalmonCourseMap *SalmonCourseItem::drawnRiver(int hexIndex) const
{
    const cw::salmon::SalmonCourseMap *river = m_board ? m_board->river() : nullptr;
    return river && m_board->onBoards(hexIndex) ? river : nullptr;
}

QPointF SalmonCourseItem::hexCentre(int hexIndex) const
{
    const cw::salmon::SalmonCourseMap *river = drawnRiver(hexIndex);
    if (!river)
        return {-1, -1};
    return toItem(m_board->riverPainter().geometry().centre(river->hexAt(hexIndex)));
}

QColor SalmonCourseItem::hexFill(int hexIndex) const
{
    const cw::salmon::SalmonCourseMap *river = drawnRiver(hexIndex);
    if (!river)
        return {};
    return SalmonCoursePainter::terrainColour(river->at(river->hexAt(hexIndex)).terrain);
}
