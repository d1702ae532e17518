#include "SalmonHexOutline.h"

#include <QPainter>
#include <QPen>

#include <algorithm>
#include <cmath>

SalmonHexOutline::SalmonHexOutline(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

QVariantList SalmonHexOutline::outline() const
{
    QVariantList list;
    for (const QPointF &corner : m_corners) {
        list.append(corner.x());
        list.append(corner.y());
    }
    return list;
}

void SalmonHexOutline::setOutline(const QVariantList &corners)
{
    QPolygonF polygon;
    for (qsizetype i = 0; i + 1 < corners.size(); i += 2)
        polygon.append({corners.at(i).toDouble(), corners.at(i + 1).toDouble()});
    if (polygon == m_corners)
        return;
    m_corners = polygon;
    updateSize();
    update();
    emit outlineChanged();
}

void SalmonHexOutline::setInset(double inset)
{
    if (qFuzzyCompare(inset, m_inset))
        return;
    m_inset = inset;
    updateSize();
    update();
    emit outlineChanged();
}

void SalmonHexOutline::setFillColor(const QColor &colour)
{
    if (colour == m_fill)
        return;
    m_fill = colour;
    update();
    emit lookChanged();
}

void SalmonHexOutline::setStrokeColor(const QColor &colour)
{
    if (colour == m_stroke)
        return;
    m_stroke = colour;
    update();
    emit lookChanged();
}

void SalmonHexOutline::setStrokeWidth(double width)
{
    width = std::clamp(width, 0.0, MaxStroke);
    if (qFuzzyCompare(width, m_strokeWidth))
        return;
    m_strokeWidth = width;
    update();
    emit lookChanged();
}

void SalmonHexOutline::setDetail(double detail)
{
    detail = std::max(1.0, detail);
    if (qFuzzyCompare(detail, m_detail))
        return;
    m_detail = detail;
    updateTextureSize();
    emit detailChanged();
}

// Drawn around the item's centre, which the QML puts on the hex's centre.
void SalmonHexOutline::paint(QPainter *painter)
{
    if (m_corners.size() < 3)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(width() / 2, height() / 2);
    painter->scale(m_inset, m_inset);
    QPen pen(m_stroke, m_strokeWidth / m_inset);
    pen.setJoinStyle(Qt::BevelJoin); // as ShapePath drew it
    painter->setPen(m_strokeWidth > 0 ? pen : QPen(Qt::NoPen));
    painter->setBrush(m_fill);
    painter->drawPolygon(m_corners);
}

void SalmonHexOutline::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        updateTextureSize();
}

void SalmonHexOutline::updateSize()
{
    double halfWidth = 0;
    double halfHeight = 0;
    for (const QPointF &corner : m_corners) {
        halfWidth = std::max(halfWidth, std::abs(corner.x()) * m_inset);
        halfHeight = std::max(halfHeight, std::abs(corner.y()) * m_inset);
    }
    setImplicitSize(2 * (halfWidth + MaxStroke), 2 * (halfHeight + MaxStroke));
}

void SalmonHexOutline::updateTextureSize()
{
    // Qt multiplies it by the screen's device pixel ratio itself.
    setTextureSize(QSize(int(std::ceil(width() * m_detail)), int(std::ceil(height() * m_detail))));
    update();
}
