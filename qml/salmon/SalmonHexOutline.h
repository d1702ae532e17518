#pragma once

#include <QColor>
#include <QPolygonF>
#include <QQmlEngine>
#include <QQuickPaintedItem>
#include <QVariantList>

// One river hex's outline, filled and stroked, painted with QPainter. It replaces a QtQuick.Shapes
// Shape: Qt Quick's software backend (Qt 6.4) draws a Shape through a render node, which inside a
// QQuickWidget is painted after the rest of the scene and ignores clipping, so the hexes covered
// the board's panels; a painted item is an ordinary node, clipped and stacked as declared, and
// looks the same under OpenGL.
//
// The corners come from the board model (SalmonBoardModel.hexOutline, RiverGeometry's) relative to
// the hex's centre; the item sizes itself around them (implicit size, stroke included) and the
// QML centres it on the hex. `detail` is the view's zoom: the texture is painted at that scale, so
// the outline stays sharp when the river is zoomed in.
class SalmonHexOutline : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    // [x0, y0, x1, y1, …]: the corners relative to the centre. Anything else draws nothing.
    Q_PROPERTY(QVariantList outline READ outline WRITE setOutline NOTIFY outlineChanged)
    // The corners are drawn at this fraction of the outline, so neighbours show a seam.
    Q_PROPERTY(double inset READ inset WRITE setInset NOTIFY outlineChanged)
    Q_PROPERTY(QColor fillColor READ fillColor WRITE setFillColor NOTIFY lookChanged)
    Q_PROPERTY(QColor strokeColor READ strokeColor WRITE setStrokeColor NOTIFY lookChanged)
    Q_PROPERTY(double strokeWidth READ strokeWidth WRITE setStrokeWidth NOTIFY lookChanged)
    // The scale the item is shown at (≥ 1 paints a larger texture; below 1 counts as 1).
    Q_PROPERTY(double detail READ detail WRITE setDetail NOTIFY detailChanged)

public:
    // The widest stroke the item leaves room for around the outline.
    static constexpr double MaxStroke = 6;

    explicit SalmonHexOutline(QQuickItem *parent = nullptr);

    QVariantList outline() const;
    void setOutline(const QVariantList &corners);
    double inset() const { return m_inset; }
    void setInset(double inset);
    QColor fillColor() const { return m_fill; }
    void setFillColor(const QColor &colour);
    QColor strokeColor() const { return m_stroke; }
    void setStrokeColor(const QColor &colour);
    double strokeWidth() const { return m_strokeWidth; }
    void setStrokeWidth(double width);
    double detail() const { return m_detail; }
    void setDetail(double detail);

    void paint(QPainter *painter) override;

signals:
    void outlineChanged();
    void lookChanged();
    void detailChanged();

protected:
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    void updateSize();        // implicit size from the corners
    void updateTextureSize(); // the item's size at `detail`

    QPolygonF m_corners; // relative to the centre, before the inset
    double m_inset = 1;
    QColor m_fill = Qt::transparent;
    QColor m_stroke = Qt::transparent;
    double m_strokeWidth = 1;
    double m_detail = 1;
};
