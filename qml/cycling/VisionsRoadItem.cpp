#include "VisionsRoadItem.h"

#include "VisionsRoadModel.h"

#include <QPainter>

VisionsRoadItem::VisionsRoadItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void VisionsRoadItem::setRoad(VisionsRoadModel *road)
{
    if (road == m_road)
        return;
    if (m_road)
        disconnect(m_road, nullptr, this, nullptr);
    m_road = road;
    if (m_road)
        connect(m_road, &VisionsRoadModel::roadChanged, this, &VisionsRoadItem::resize);
    resize();
    emit roadChanged();
}

void VisionsRoadItem::setZoom(qreal zoom)
{
    if (qFuzzyCompare(zoom, m_zoom) || zoom <= 0)
        return;
    m_zoom = zoom;
    resize();
    emit zoomChanged();
}

void VisionsRoadItem::resize()
{
    const QSizeF size = m_road ? m_road->layout().size() * m_zoom : QSizeF();
    setImplicitSize(size.width(), size.height());
    setSize(size);
    update();
}

void VisionsRoadItem::paint(QPainter *painter)
{
    if (m_road)
        m_road->layout().paint(*painter, m_zoom);
}
