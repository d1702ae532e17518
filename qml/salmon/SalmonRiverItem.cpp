#include "SalmonRiverItem.h"

#include "SalmonBoardModel.h"
#include "salmon/RiverPainter.h"

#include <QPainter>

using cw::salmon::RiverPainter;

SalmonRiverItem::SalmonRiverItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

QObject *SalmonRiverItem::boardObject() const
{
    return m_board;
}

void SalmonRiverItem::setBoard(QObject *object)
{
    auto *board = qobject_cast<SalmonBoardModel *>(object);
    if (board == m_board)
        return;
    if (m_board)
        disconnect(m_board, nullptr, this, nullptr);
    m_board = board;
    if (m_board) {
        connect(m_board, &SalmonBoardModel::riverChanged, this, [this] { update(); });
        connect(m_board, &SalmonBoardModel::highlightsChanged, this, [this] { update(); });
    }
    update();
    emit boardChanged();
}

void SalmonRiverItem::setOriginX(qreal x)
{
    if (qFuzzyCompare(x, m_origin.x()))
        return;
    m_origin.setX(x);
    update();
    emit placementChanged();
}

void SalmonRiverItem::setOriginY(qreal y)
{
    if (qFuzzyCompare(y, m_origin.y()))
        return;
    m_origin.setY(y);
    update();
    emit placementChanged();
}

void SalmonRiverItem::setZoom(qreal zoom)
{
    if (zoom <= 0 || qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    update();
    emit placementChanged();
}

// Only the part of the river the item shows: RiverPainter skips the hexes outside the region.
void SalmonRiverItem::paint(QPainter *painter)
{
    if (!m_board)
        return;
    painter->translate(m_origin);
    painter->scale(m_zoom, m_zoom);
    const QRectF shown(toRiver({0, 0}), toRiver({width(), height()}));
    m_board->riverPainter().paint(*painter, shown);
}

int SalmonRiverItem::hexAt(qreal x, qreal y) const
{
    if (!m_board)
        return -1;
    const QPointF at = toRiver({x, y});
    return m_board->hexAt(at.x(), at.y());
}

const cw::salmon::RiverMap *SalmonRiverItem::drawnRiver(int hexIndex) const
{
    const cw::salmon::RiverMap *river = m_board ? m_board->river() : nullptr;
    return river && m_board->rowOfHex(hexIndex) >= 0 ? river : nullptr;
}

QPointF SalmonRiverItem::hexCentre(int hexIndex) const
{
    const cw::salmon::RiverMap *river = drawnRiver(hexIndex);
    if (!river)
        return {-1, -1};
    return toItem(m_board->riverPainter().geometry().centre(river->hexAt(hexIndex)));
}

QColor SalmonRiverItem::hexFill(int hexIndex) const
{
    const cw::salmon::RiverMap *river = drawnRiver(hexIndex);
    if (!river)
        return {};
    return RiverPainter::terrainColour(river->at(river->hexAt(hexIndex)).terrain);
}
