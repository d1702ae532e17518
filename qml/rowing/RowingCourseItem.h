#pragma once

#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QRectF>
#include <QString>
#include <QVariantList>

#include <vector>

class RowingBoardModel;

// The water of the rowing course under the boats, painted with QPainter in one item: the sector
// bands and their names, each lane's tint, the dotted lane ropes, the ruler's tick per space and
// the distance marks with their labels. As Qt Quick items these were a repeater each, and the
// ropes' dashes alone grew with the course's length and the zoom (tens of thousands of
// rectangles, hundreds of megabytes, on a long course zoomed in).
//
// The item covers the view, not the whole course: a long course at a high zoom would make a huge
// texture. Positions come from the board model in spaces; `originX` is where space 0 lies in the
// item and `pixelsPerSpace` the view's scale, so scrolling moves the origin and repaints.
// Vertically the lanes start at `laneTop` and are `laneHeight` tall; the ruler is above them.
// The ruler's words (distance labels, sector names) are placed once by rulerLabels(), which both
// paints them and tells a test where they are: a sector's name sits in the widest gap the
// distance labels leave in its band, or is left out when no gap is wide enough.
class RowingCourseItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    // Qt 6 builds the meta-type of a property's type in moc's output: it needs the full type.
    Q_MOC_INCLUDE("RowingBoardModel.h")
    Q_PROPERTY(RowingBoardModel *board READ board WRITE setBoard NOTIFY boardChanged)
    Q_PROPERTY(qreal originX READ originX WRITE setOriginX NOTIFY geometryChanged)
    Q_PROPERTY(
        qreal pixelsPerSpace READ pixelsPerSpace WRITE setPixelsPerSpace NOTIFY geometryChanged)
    Q_PROPERTY(qreal laneTop READ laneTop WRITE setLaneTop NOTIFY geometryChanged)
    Q_PROPERTY(qreal laneHeight READ laneHeight WRITE setLaneHeight NOTIFY geometryChanged)

public:
    explicit RowingCourseItem(QQuickItem *parent = nullptr);

    RowingBoardModel *board() const { return m_board; }
    void setBoard(RowingBoardModel *board);
    qreal originX() const { return m_originX; }
    void setOriginX(qreal x);
    qreal pixelsPerSpace() const { return m_pixelsPerSpace; }
    void setPixelsPerSpace(qreal pixels);
    qreal laneTop() const { return m_laneTop; }
    void setLaneTop(qreal y);
    qreal laneHeight() const { return m_laneHeight; }
    void setLaneHeight(qreal height);

    void paint(QPainter *painter) override;

    // The labels the ruler writes over the part of the course in view, in item coordinates:
    // each a map of text, kind ("metre" or "sector"), x, y, width and height.
    Q_INVOKABLE QVariantList rulerLabels() const;

signals:
    void boardChanged();
    void geometryChanged();

private:
    struct Band {
        double from, to; // spaces
        QString label;
    };
    struct Mark {
        double space;
        QString label;
        bool major;
    };

    struct Label {
        QRectF rect;
        QString text;
        enum Kind { MajorMetre, MinorMetre, Sector } kind;
    };

    void readCourse(); // the board's course into the lists below
    std::vector<Label> placeLabels() const;
    void setGeometry(qreal &field, qreal value);
    double xOf(double space) const { return m_originX + space * m_pixelsPerSpace; }
    void paintBands(QPainter &painter, double laneBottom) const;
    void paintLanes(QPainter &painter) const;
    void paintRuler(QPainter &painter, double laneBottom) const;
    void paintLabels(QPainter &painter) const;

    QPointer<RowingBoardModel> m_board;
    int m_lanes = 0;
    int m_spaces = 0;
    std::vector<Band> m_bands;
    std::vector<Mark> m_marks;
    std::vector<QColor> m_laneColours;
    qreal m_originX = 0;
    qreal m_pixelsPerSpace = 1;
    qreal m_laneTop = 0;
    qreal m_laneHeight = 0;
};
