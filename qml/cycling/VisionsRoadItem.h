#pragma once

#include "VisionsRoadModel.h"

#include <QPointer>
#include <QQuickPaintedItem>

// The road under the riders, painted by cw::cycling::RoadPainter (as the editor and the print
// draw it) at the board's zoom, so it stays sharp at every size. The item's size is the road's
// at zoom 1 times `zoom`.
class VisionsRoadItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(VisionsRoadModel *road READ road WRITE setRoad NOTIFY roadChanged)
    Q_PROPERTY(qreal zoom READ zoom WRITE setZoom NOTIFY zoomChanged)

public:
    explicit VisionsRoadItem(QQuickItem *parent = nullptr);

    VisionsRoadModel *road() const { return m_road; }
    void setRoad(VisionsRoadModel *road);
    qreal zoom() const { return m_zoom; }
    void setZoom(qreal zoom);

    void paint(QPainter *painter) override;

signals:
    void roadChanged();
    void zoomChanged();

private:
    void resize();

    QPointer<VisionsRoadModel> m_road;
    qreal m_zoom = 1;
};
