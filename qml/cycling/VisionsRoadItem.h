#pragma once

#include "VisionsRoadModel.h"

#include <QPointer>
#include <QQuickPaintedItem>

// The road under the riders, painted by cw::cycling::RoadPainter (as the editor and the print
// draw it) at the board's zoom, so it stays sharp at every size. The item covers the board's
// view of the road, not the whole road: a long road at a high zoom would make a huge texture.
// `origin` is where the road's top left corner (zoom 1: (0, 0)) lies in the item.
class VisionsRoadItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(VisionsRoadModel *road READ road WRITE setRoad NOTIFY roadChanged)
    Q_PROPERTY(qreal zoom READ zoom WRITE setZoom NOTIFY zoomChanged)
    Q_PROPERTY(QPointF origin READ origin WRITE setOrigin NOTIFY originChanged)

public:
    explicit VisionsRoadItem(QQuickItem *parent = nullptr);

    VisionsRoadModel *road() const { return m_road; }
    void setRoad(VisionsRoadModel *road);
    qreal zoom() const { return m_zoom; }
    void setZoom(qreal zoom);
    QPointF origin() const { return m_origin; }
    void setOrigin(QPointF origin);

    void paint(QPainter *painter) override;

signals:
    void roadChanged();
    void zoomChanged();
    void originChanged();

private:
    QPointer<VisionsRoadModel> m_road;
    qreal m_zoom = 1;
    QPointF m_origin;
};
