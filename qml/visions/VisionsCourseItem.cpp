#include "VisionsCourseItem.h"

#include "VisionsBoardModel.h"

#include <QPainter>

VisionsCourseItem::VisionsCourseItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void VisionsCourseItem::setRoad(VisionsBoardModel *road)
{
    if (road == m_road)
        return;
    if (m_road)
        disconnect(m_road, nullptr, this, nullptr);
    m_road = road;
    if (m_road)
        connect(m_road, &VisionsBoardModel::roadChanged, this, [this] { update(); });
    update();
    emit roadChanged();
}

void VisionsCourseItem::setZoom(qreal zoom)
{
    if (qFuzzyCompare(zoom, m_zoom) || zoom <= 0)
        return;
    m_zoom = zoom;
    update();
    emit zoomChanged();
}

void VisionsCourseItem::setOrigin(QPointF origin)
{
    if (origin == m_origin)
        return;
    m_origin = origin;
    update();
    emit originChanged();
}

void VisionsCourseItem::paint(QPainter *painter)
{
    if (!m_road)
        return;
    painter->translate(m_origin);
    m_road->layout().paint(*painter, m_zoom);
}
