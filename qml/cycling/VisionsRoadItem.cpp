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
        connect(m_road, &VisionsRoadModel::roadChanged, this, [this] { update(); });
    update();
    emit roadChanged();
}

void VisionsRoadItem::setZoom(qreal zoom)
{
    if (qFuzzyCompare(zoom, m_zoom) || zoom <= 0)
        return;
    m_zoom = zoom;
    update();
    emit zoomChanged();
}

void VisionsRoadItem::setOrigin(QPointF origin)
{
    if (origin == m_origin)
        return;
    m_origin = origin;
    update();
    emit originChanged();
}

void VisionsRoadItem::paint(QPainter *painter)
{
    if (!m_road)
        return;
    painter->translate(m_origin);
    m_road->layout().paint(*painter, m_zoom);
}
