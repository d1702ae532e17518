#include "CourseCanvas.h"

#include "CourseDocument.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace cw {

namespace {
constexpr double ZoomStep = 1.25;
constexpr double MinZoom = 0.05; // pixels per millimetre
constexpr double MaxZoom = 40;
} // namespace

QString CourseCanvas::paletteMimeType()
{
    return QStringLiteral("application/x-coursewright-palette-entry");
}

CourseCanvas::CourseCanvas(CourseDocument *document, QWidget *parent)
    : QGraphicsView(parent), m_document(document)
{
    setObjectName(QStringLiteral("courseCanvas"));
    setAcceptDrops(true);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                   QPainter::SmoothPixmapTransform);
    setTransformationAnchor(AnchorUnderMouse);
    setResizeAnchor(AnchorViewCenter);
    setViewportUpdateMode(FullViewportUpdate);
    setBackgroundBrush(palette().color(QPalette::Window).darker(112));
}

double CourseCanvas::zoom() const
{
    return transform().m11();
}

QRectF CourseCanvas::contentRect() const
{
    return scene() ? scene()->itemsBoundingRect() : QRectF();
}

void CourseCanvas::fitToWindow()
{
    m_fitting = true;
    const QSize room = viewport()->size().shrunkBy(contentMargins());
    if (room.isEmpty())
        return;
    arrangeFor(room);
    const QRectF rect = contentRect();
    if (rect.isEmpty())
        return;
    const double scale = qBound(
        MinZoom, std::min(room.width() / rect.width(), room.height() / rect.height()), MaxZoom);
    setTransform(QTransform::fromScale(scale, scale));
    updateSceneRect();
}

void CourseCanvas::contentChanged()
{
    if (m_fitting)
        fitToWindow();
    else
        updateSceneRect();
}

// The scene rectangle is the content plus its pixel margins at the current zoom, so that a view
// larger than it centres the course with its labels, and scrolling stops at the labels.
void CourseCanvas::updateSceneRect()
{
    const QMargins margins = contentMargins();
    const double scale = zoom();
    setSceneRect(contentRect().adjusted(-margins.left() / scale, -margins.top() / scale,
                                        margins.right() / scale, margins.bottom() / scale));
}

void CourseCanvas::zoomIn()
{
    scaleBy(ZoomStep);
}

void CourseCanvas::zoomOut()
{
    scaleBy(1 / ZoomStep);
}

void CourseCanvas::scaleBy(double factor)
{
    m_fitting = false;
    const double wanted = qBound(MinZoom, zoom() * factor, MaxZoom);
    scale(wanted / zoom(), wanted / zoom());
    updateSceneRect();
}

void CourseCanvas::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    const int steps = event->angleDelta().y() / 120;
    if (steps != 0)
        scaleBy(std::pow(ZoomStep, steps));
    event->accept();
}

void CourseCanvas::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitting)
        fitToWindow();
}

void CourseCanvas::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasFormat(paletteMimeType()))
        event->acceptProposedAction();
    else
        QGraphicsView::dragEnterEvent(event);
}

void CourseCanvas::dragMoveEvent(QDragMoveEvent *event)
{
    if (event->mimeData()->hasFormat(paletteMimeType()))
        event->acceptProposedAction();
    else
        QGraphicsView::dragMoveEvent(event);
}

void CourseCanvas::dropEvent(QDropEvent *event)
{
    if (!event->mimeData()->hasFormat(paletteMimeType())) {
        QGraphicsView::dropEvent(event);
        return;
    }
    const QString id = QString::fromUtf8(event->mimeData()->data(paletteMimeType()));
    if (m_document->addFromPalette(id, toCourse(mapToScene(event->position().toPoint()))))
        event->acceptProposedAction();
    else
        event->ignore();
}

} // namespace cw
