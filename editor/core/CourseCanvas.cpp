#include "CourseCanvas.h"

#include "CanvasAccessibility.h"
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
    setFitting(true);
    setFocusPolicy(Qt::StrongFocus);
    CanvasAccessible::install();
    connect(document, &CourseDocument::selectionChanged, this,
            [this] { CanvasAccessible::selectionChanged(this); });
    connect(document, &CourseDocument::changed, this,
            [this] { CanvasAccessible::piecesChanged(this); });
}

bool CourseCanvas::focusNextPrevChild(bool next)
{
    const std::vector<Piece> all = pieces();
    if (hasFocus() && !all.empty()) {
        const auto selected = std::find_if(all.begin(), all.end(), [this](const Piece &piece) {
            return piece.selection == m_document->selection();
        });
        const int at = int(selected - all.begin()); // all.size() when none is selected
        const int to =
            selected == all.end() ? (next ? 0 : int(all.size()) - 1) : at + (next ? 1 : -1);
        if (to >= 0 && to < int(all.size())) {
            m_document->setSelection(all[std::size_t(to)].selection);
            ensureVisible(all[std::size_t(to)].sceneRect);
            // A kind's panel may take the focus to the field of what is selected (Niagara's):
            // walking the pieces keeps it here.
            setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    return QGraphicsView::focusNextPrevChild(next);
}

void CourseCanvas::setFitting(bool fitting)
{
    m_fitting = fitting;
    // A fitted course is wholly in view, so it needs no scroll bar. One that came with a fit and
    // went with the next would change the room each fit has, and the fits would never settle
    // (a rowing course whose rows change with the room did that at some dock widths).
    const Qt::ScrollBarPolicy policy = fitting ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded;
    if (horizontalScrollBarPolicy() != policy)
        setHorizontalScrollBarPolicy(policy);
    if (verticalScrollBarPolicy() != policy)
        setVerticalScrollBarPolicy(policy);
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
    setFitting(true);
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
    setFitting(false);
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
    if (event->mimeData()->hasFormat(paletteMimeType())) {
        event->setDropAction(Qt::CopyAction);
        event->accept();
    } else {
        QGraphicsView::dragEnterEvent(event);
    }
}

CourseDocument::DropMode CourseCanvas::dropMode(Qt::KeyboardModifiers modifiers)
{
    return modifiers & Qt::ShiftModifier ? CourseDocument::DropMode::Replace
                                         : CourseDocument::DropMode::Insert;
}

void CourseCanvas::dragMoveEvent(QDragMoveEvent *event)
{
    if (!event->mimeData()->hasFormat(paletteMimeType())) {
        QGraphicsView::dragMoveEvent(event);
        return;
    }
    using Mode = CourseDocument::DropMode;
    const QString id = QString::fromUtf8(event->mimeData()->data(paletteMimeType()));
    const QPointF at = toCourse(mapToScene(event->position().toPoint()));
    const CourseDocument::DropOutcome insert = m_document->dropOutcome(id, at, Mode::Insert);
    const CourseDocument::DropOutcome replace = m_document->dropOutcome(id, at, Mode::Replace);
    const bool replacing = dropMode(event->modifiers()) == Mode::Replace && replace.possible;
    QString hint;
    if (replacing)
        hint = tr("%1. Release Shift to insert instead.").arg(replace.text);
    else if (insert.possible && replace.possible)
        hint = tr("%1. Hold Shift to replace instead.").arg(insert.text);
    else if (!insert.text.isEmpty())
        hint = tr("%1.").arg(insert.text);
    emit dropHint(hint);
    // A copy whatever the modifiers ask for: the palette keeps its pieces.
    event->setDropAction(Qt::CopyAction);
    event->setAccepted(replacing || insert.possible);
}

void CourseCanvas::dragLeaveEvent(QDragLeaveEvent *event)
{
    emit dropHint(QString());
    QGraphicsView::dragLeaveEvent(event);
}

void CourseCanvas::dropEvent(QDropEvent *event)
{
    if (!event->mimeData()->hasFormat(paletteMimeType())) {
        QGraphicsView::dropEvent(event);
        return;
    }
    emit dropHint(QString());
    const QString id = QString::fromUtf8(event->mimeData()->data(paletteMimeType()));
    const QPointF at = toCourse(mapToScene(event->position().toPoint()));
    CourseDocument::DropMode mode = dropMode(event->modifiers());
    if (!m_document->dropOutcome(id, at, mode).possible)
        mode = CourseDocument::DropMode::Insert; // nothing to replace there
    if (m_document->addFromPalette(id, at, mode)) {
        event->setDropAction(Qt::CopyAction);
        event->accept();
    } else {
        event->ignore();
    }
}

} // namespace cw
