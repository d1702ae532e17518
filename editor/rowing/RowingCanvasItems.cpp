#include "RowingCanvasItems.h"

#include "RowingCanvasLayout.h"
#include "RowingCourseDocument.h"
#include "RowingMoveSplitLine.h"
#include "rowing/RowingCourseGeometry.h"
#include "rowing/RowingCoursePainter.h"

#include <QApplication>
#include <QCursor>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QStyleOptionGraphicsItem>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace cw::rowing {

namespace {
const QColor SplitColour(0xc0, 0x20, 0x20);
constexpr int GripWidth = 14;  // pixels
constexpr int GripHeight = 12; // pixels, above the water
constexpr int LabelGap = 2;    // pixels between the grip and its label

// A new merge key for every drag: moves within one drag merge, two drags stay two steps.
int nextDragKey()
{
    static int key = 0;
    return ++key;
}
} // namespace

CourseItem::CourseItem(RowingCourseDocument *document, const RowingCanvasLayout *layout)
    : m_document(document), m_layout(layout)
{
    setFlag(ItemUsesExtendedStyleOption); // paint only what is exposed
    setCursor(Qt::PointingHandCursor);
    sync();
}

void CourseItem::sync()
{
    prepareGeometryChange();
    m_rect = m_layout->sceneRect();
    update();
}

QPainterPath CourseItem::shape() const
{
    QPainterPath path;
    for (int row = 0; row < m_layout->rowCount(); ++row)
        path.addRect(m_layout->rowSceneRect(row));
    return path;
}

void CourseItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    // The painter draws lane names at the left of the region it is given: each row's exposed
    // part, so they start every row and stay in view while the canvas scrolls.
    const RowingCoursePainter coursePainter(m_document->course());
    for (int row = 0; row < m_layout->rowCount(); ++row) {
        const QPointF offset = m_layout->offset(row);
        const QRectF region =
            m_layout->rowCourseRect(row).intersected(option->exposedRect.translated(-offset));
        if (region.isEmpty())
            continue;
        painter->save();
        painter->translate(offset);
        coursePainter.paint(*painter, region);
        painter->restore();
    }
}

void CourseItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        event->ignore();
        return;
    }
    const RowingCourseGeometry geometry(m_document->course());
    const QPointF scenePos = event->scenePos();
    const bool onWater = m_layout->rowSceneRect(m_layout->rowAt(scenePos)).contains(scenePos);
    const int lane = int(std::floor(m_layout->toCourse(scenePos).y() / geometry.laneMm()));
    if (onWater && lane >= 0 && lane < geometry.lanes())
        m_document->selectLane(lane);
    else
        m_document->selectCourse();
}

// The grip above the course: fixed size on screen, forwarding the mouse to its handle.
class SplitLineHandle::Grip : public QGraphicsItem {
public:
    explicit Grip(SplitLineHandle *handle) : QGraphicsItem(handle), m_handle(handle)
    {
        setFlag(ItemIgnoresTransformations);
        setCursor(Qt::SizeHorCursor);
    }

    void setText(const QString &distance, const QString &limit, bool selected)
    {
        prepareGeometryChange();
        m_distance = distance;
        m_limit = limit;
        m_selected = selected;
        update();
    }

    QRectF boundingRect() const override
    {
        const QFontMetricsF metrics(labelFont());
        const double width = std::max({metrics.horizontalAdvance(m_distance),
                                       metrics.horizontalAdvance(m_limit), double(GripWidth)}) +
                             8;
        const double height = GripHeight + LabelGap + 2 * metrics.height() + 4;
        return QRectF(-width / 2, -height, width, height);
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const QPalette palette = QApplication::palette();
        const QColor colour = m_selected ? palette.color(QPalette::Highlight) : SplitColour;
        painter->setRenderHint(QPainter::Antialiasing);
        // The grip: a tab pointing down at the line.
        const QPolygonF tab{{-GripWidth / 2.0, -double(GripHeight)},
                            {GripWidth / 2.0, -double(GripHeight)},
                            {GripWidth / 2.0, -4.0},
                            {0, 0},
                            {-GripWidth / 2.0, -4.0}};
        painter->setPen(QPen(colour.darker(130), 1));
        painter->setBrush(colour);
        painter->drawPolygon(tab);
        // The label: distance over limit, on a plate so it reads over anything.
        const QFontMetricsF metrics(labelFont());
        const QRectF label = boundingRect().adjusted(0, 0, 0, -(GripHeight + LabelGap));
        painter->setPen(m_selected ? colour : palette.color(QPalette::Mid));
        painter->setBrush(palette.color(QPalette::Base));
        painter->drawRoundedRect(label, 3, 3);
        painter->setPen(palette.color(QPalette::Text));
        QFont bold = labelFont();
        bold.setBold(true);
        painter->setFont(bold);
        painter->drawText(QRectF(label.left(), label.top() + 2, label.width(), metrics.height()),
                          Qt::AlignCenter, m_distance);
        painter->setFont(labelFont());
        painter->drawText(QRectF(label.left(), label.top() + 2 + metrics.height(), label.width(),
                                 metrics.height()),
                          Qt::AlignCenter, m_limit);
    }

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override { m_handle->press(event); }
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override { m_handle->drag(event); }
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override { m_handle->release(event); }

private:
    static QFont labelFont()
    {
        QFont font = QApplication::font();
        font.setPointSizeF(font.pointSizeF() * 0.9);
        return font;
    }

    SplitLineHandle *m_handle;
    QString m_distance, m_limit;
    bool m_selected = false;
};

SplitLineHandle::SplitLineHandle(RowingCourseDocument *document, const RowingCanvasLayout *layout,
                                 int index)
    : m_document(document), m_layout(layout), m_index(index), m_grip(new Grip(this))
{
    setCursor(Qt::SizeHorCursor);
    setZValue(10);
    sync();
}

void SplitLineHandle::sync()
{
    const RowingCourse &course = m_document->course();
    if (m_index >= int(course.splitLines.size()))
        return;
    const SplitLine &line = course.splitLines[std::size_t(m_index)];
    const RowingCourseGeometry geometry(course);
    prepareGeometryChange();
    m_height = geometry.width();
    m_halfWidth = geometry.spaceMm() * 0.3;
    setPos(m_layout->toScene(QPointF(geometry.xOfMetres(line.metres), 0)));
    const bool selected = m_document->selectedSplitLine() == m_index;
    setZValue(selected ? 11 : 10); // its label above its neighbours'
    m_grip->setText(tr("%1 m").arg(line.metres), tr("limit %1").arg(line.paceLimit), selected);
    setToolTip(tr("Split line at %1 m, pace limit %2. Drag it along the course to move it.")
                   .arg(line.metres)
                   .arg(line.paceLimit));
    m_grip->setToolTip(toolTip());
    update();
}

QRectF SplitLineHandle::boundingRect() const
{
    return QRectF(-m_halfWidth, 0, 2 * m_halfWidth, m_height);
}

void SplitLineHandle::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // The painter has drawn the line itself; the handle marks it when selected or dragged.
    if (m_document->selectedSplitLine() != m_index && m_dragKey == 0)
        return;
    QColor colour = QApplication::palette().color(QPalette::Highlight);
    QPen pen(colour, 3);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawLine(QPointF(0, 0), QPointF(0, m_height));
    colour.setAlpha(40);
    painter->fillRect(boundingRect(), colour);
}

int SplitLineHandle::metresAt(const QPointF &scenePos) const
{
    const RowingCourse &course = m_document->course();
    const RowingCourseGeometry geometry(course);
    const double x = m_layout->toCourse(scenePos).x();
    // Split lines go between spaces (a line through a space is ambiguous at the table).
    const double spaces = std::clamp(x / geometry.spaceMm(), 0.0, double(course.spaces));
    return course.nearestSpaceBoundary(int(std::lround(spaces * course.metresPerSpace)));
}

void SplitLineHandle::press(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        event->ignore();
        return;
    }
    m_document->selectSplitLine(m_index);
    m_dragKey = nextDragKey();
    // Kept through the drag: the press is usually on the grip, in the gap above the row, and the
    // line must follow the mouse along its row, changing row only when the mouse moves by a row.
    m_pressDy = pos().y() + m_height / 2 - event->scenePos().y();
    event->accept();
}

void SplitLineHandle::drag(QGraphicsSceneMouseEvent *event)
{
    if (m_dragKey == 0 || m_index >= int(m_document->course().splitLines.size()))
        return;
    const int metres = metresAt(event->scenePos() + QPointF(0, m_pressDy));
    if (metres != m_document->course().splitLines[std::size_t(m_index)].metres)
        m_document->undoStack()->push(
            new RowingMoveSplitLine(m_document, m_index, metres, m_dragKey));
}

void SplitLineHandle::release(QGraphicsSceneMouseEvent *)
{
    m_dragKey = 0;
    update();
}

} // namespace cw::rowing
