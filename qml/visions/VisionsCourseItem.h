#pragma once

#include "VisionsBoardModel.h"

#include <QPointer>
#include <QQuickPaintedItem>

// The road under the riders, painted by cw::visions::VisionsCoursePainter (as the editor and the
// print draw it) at the board's zoom, so it stays sharp at every size. The item covers the board's
// view of the road, not the whole road: a long road at a high zoom would make a huge texture.
// `origin` is where the road's top left corner (zoom 1: (0, 0)) lies in the item.
class VisionsCourseItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(VisionsBoardModel *road READ road WRITE setRoad NOTIFY roadChanged)
    Q_PROPERTY(qreal zoom READ zoom WRITE setZoom NOTIFY zoomChanged)
    Q_PROPERTY(QPointF origin READ origin WRITE setOrigin NOTIFY originChanged)

public:
    explicit VisionsCourseItem(QQuickItem *parent = nullptr);

    VisionsBoardModel *road() const { return m_road; }
    void setRoad(VisionsBoardModel *road);
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
    QPointer<VisionsBoardModel> m_road;
    qreal m_zoom = 1;
    QPointF m_origin;
};
