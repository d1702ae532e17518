#pragma once

#include <QColor>
#include <QPointF>
#include <QPointer>
#include <QQmlEngine>
#include <QQuickPaintedItem>
#include <QRect>
#include <QSizeF>

class SalmonBoardModel;
namespace cw::salmon {
class SalmonCourseMap;
}

// The Salmon Run river under the tokens, painted with QPainter in one item: every hex's terrain,
// current arrows, symbols, start and spawning-ground marks, the boards' joints and the hexes the
// turn controller highlights, drawn by the board model's SalmonCoursePainter (the editor's and the
// printer's drawing, from SalmonCourseGeometry). As Qt Quick items the river was a delegate of a
// dozen items per hex, which grew with the river (hundreds of megabytes on the largest river).
//
// The item is a tile of the river around the view, not the whole river: a long river zoomed in
// would make a huge texture, and repainting the view at every step of a pan is slow (tens of
// milliseconds a frame on a large river with the software backend). `originX`, `originY` are
// where the river's point (0, 0) lies in the view (the parent, `viewWidth` × `viewHeight`),
// `zoom` the view's scale of the board model's pixels. The tile covers what the view shows and
// `Margin` to twice that more on every side (within the river), its edges on a grid of `Margin`
// pixels, so that it follows from the view alone: a pan moves the tile and repaints nothing
// until the view's edge crosses a grid line; a zoom, a new river or new highlights repaint it. The
// item's own coordinates (hit tests, hexCentre) are the tile's; the tests' questions use the
// same geometry.
class SalmonCourseItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("SalmonBoardModel.h")
    // The river's model (null: none).
    Q_PROPERTY(SalmonBoardModel *board READ board WRITE setBoard NOTIFY boardChanged)
    Q_PROPERTY(qreal originX READ originX WRITE setOriginX NOTIFY placementChanged)
    Q_PROPERTY(qreal originY READ originY WRITE setOriginY NOTIFY placementChanged)
    Q_PROPERTY(qreal zoom READ zoom WRITE setZoom NOTIFY placementChanged)
    Q_PROPERTY(qreal viewWidth READ viewWidth WRITE setViewWidth NOTIFY placementChanged)
    Q_PROPERTY(qreal viewHeight READ viewHeight WRITE setViewHeight NOTIFY placementChanged)

public:
    // Pixels of river painted beyond each side of the view: a pan of up to this much is a move.
    static constexpr int Margin = 160;

    explicit SalmonCourseItem(QQuickItem *parent = nullptr);

    SalmonBoardModel *board() const;
    void setBoard(SalmonBoardModel *board);
    qreal originX() const { return m_origin.x(); }
    void setOriginX(qreal x);
    qreal originY() const { return m_origin.y(); }
    void setOriginY(qreal y);
    qreal zoom() const { return m_zoom; }
    void setZoom(qreal zoom);
    qreal viewWidth() const { return m_viewSize.width(); }
    void setViewWidth(qreal width);
    qreal viewHeight() const { return m_viewSize.height(); }
    void setViewHeight(qreal height);

    void paint(QPainter *painter) override;

    // The hex (SalmonCourseMap::index) drawn under the point (x, y) of the item, or -1 off the
    // boards.
    Q_INVOKABLE int hexAt(qreal x, qreal y) const;
    // Where the hex's centre is drawn in the item; (-1, -1) for a hex no board covers.
    Q_INVOKABLE QPointF hexCentre(int hexIndex) const;
    // The colour the hex is filled with (its terrain's, SalmonCoursePainter::terrainColour);
    // invalid for a hex no board covers.
    Q_INVOKABLE QColor hexFill(int hexIndex) const;

signals:
    void boardChanged();
    void placementChanged();

private:
    // The river's point at zoom 1 drawn at `point` of the item, and back.
    QPointF toRiver(QPointF point) const { return (point + m_tile.topLeft()) / m_zoom; }
    QPointF toItem(QPointF river) const { return river * m_zoom - m_tile.topLeft(); }
    // The shown game's river when a board covers the hex, else null.
    const cw::salmon::SalmonCourseMap *drawnRiver(int hexIndex) const;
    // Moves the tile with the view; a new tile (repainted) when the view leaves it, when
    // `repaint` (the zoom or the river changed) or when none is painted.
    void place(bool repaint);

    QPointer<SalmonBoardModel> m_board;
    QPointF m_origin;
    qreal m_zoom = 1;
    QSizeF m_viewSize;
    QRect m_tile; // the river's pixels at m_zoom the item covers, (0, 0) its point (0, 0)
};
