#include "RowingCanvas.h"

#include "RowingCanvasItems.h"
#include "RowingCourseDocument.h"
#include "RowingMoveLane.h"
#include "RowingValueChanges.h"
#include "rowing/RowingCourseGeometry.h"

#include <QApplication>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QLineF>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace cw::rowing {

namespace {
constexpr int StripLabelHeight = 22;       // pixels below the course
const QColor DropColour(0x8e, 0x24, 0xaa); // as the other kinds' drop previews

// A strip's number under the course: centred on its anchor, fixed size on screen.
class StripLabel : public QGraphicsItem {
public:
    explicit StripLabel(const QString &text) : m_text(text)
    {
        setFlag(ItemIgnoresTransformations);
        setAcceptedMouseButtons(Qt::NoButton);
    }
    QRectF boundingRect() const override
    {
        const QFontMetricsF metrics(QApplication::font());
        const double width = metrics.horizontalAdvance(m_text) + 8;
        return QRectF(-width / 2, 2, width, metrics.height() + 2);
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setPen(QApplication::palette().color(QPalette::Text));
        painter->drawText(boundingRect(), Qt::AlignCenter, m_text);
    }

private:
    QString m_text;
};
} // namespace

RowingCanvas::RowingCanvas(RowingCourseDocument *document, QWidget *parent)
    : CourseCanvas(document, parent), m_document(document)
{
    // One row until the view first fits (a shown canvas fits on its first resize).
    const RowingCourseGeometry geometry(document->course());
    m_layout =
        RowingCanvasLayout(geometry, int(geometry.strips().size()), labelsAbove() + labelsBelow());
    m_course = new CourseItem(document, &m_layout);
    auto *scene = new QGraphicsScene(this);
    scene->addItem(m_course);
    setScene(scene);
    connect(document, &RowingCourseDocument::changed, this, &RowingCanvas::sync);
    connect(document, &RowingCourseDocument::selectionChanged, this, &RowingCanvas::syncSelection);
    sync();
}

SplitLineHandle *RowingCanvas::splitLineHandle(int index) const
{
    return index >= 0 && index < int(m_handles.size()) ? m_handles[std::size_t(index)] : nullptr;
}

QRectF RowingCanvas::contentRect() const
{
    return m_layout.sceneRect();
}

int RowingCanvas::labelsAbove() const
{
    // The split-line grips with their two-line labels.
    return 24 + 2 * QFontMetrics(QApplication::font()).height();
}

int RowingCanvas::labelsBelow() const
{
    return StripLabelHeight + 8;
}

QMargins RowingCanvas::contentMargins() const
{
    // At the sides, room for half a grip's label: a row starts at a strip boundary, where split
    // lines often are (1000 m on the standard course).
    const int side = 16 + QFontMetrics(QApplication::font()).height();
    return {side, labelsAbove(), side, labelsBelow()};
}

void RowingCanvas::arrangeFor(const QSize &room)
{
    RowingCanvasLayout fitted = RowingCanvasLayout::fitted(
        RowingCourseGeometry(m_document->course()), QSizeF(room), labelsAbove() + labelsBelow());
    if (fitted == m_layout)
        return; // a drag while fitting changes nothing here
    m_layout = std::move(fitted);
    syncLayout();
}

QPointF RowingCanvas::toCourse(const QPointF &scenePos) const
{
    return m_layout.toCourse(scenePos);
}

void RowingCanvas::sync()
{
    // The same strips per row and gap over the course as it now is; contentChanged() picks them
    // afresh if the view is fitting.
    m_layout = RowingCanvasLayout(RowingCourseGeometry(m_document->course()),
                                  m_layout.stripsPerRow(), m_layout.gapMm());
    const std::size_t lines = m_document->course().splitLines.size();
    // Handles are kept while the count stays: the one being dragged must survive its own moves.
    while (m_handles.size() > lines) {
        delete m_handles.back();
        m_handles.pop_back();
    }
    while (m_handles.size() < lines) {
        m_handles.push_back(new SplitLineHandle(m_document, &m_layout, int(m_handles.size())));
        scene()->addItem(m_handles.back());
    }
    syncLayout();
    contentChanged();
}

// Everything placed through the layout, after the course or the layout changed.
void RowingCanvas::syncLayout()
{
    m_course->sync();
    rebuildStrips();
    syncSelection(); // and the handles
}

void RowingCanvas::syncSelection()
{
    const RowingCourseGeometry geometry(m_document->course());
    const int lane = m_document->selectedLane();
    const std::vector<QRectF> rects = lane >= 0 && lane < geometry.lanes()
                                          ? m_layout.toSceneRects(geometry.laneRect(lane))
                                          : std::vector<QRectF>();
    while (m_laneHighlights.size() > rects.size()) {
        delete m_laneHighlights.back();
        m_laneHighlights.pop_back();
    }
    while (m_laneHighlights.size() < rects.size()) {
        auto *highlight = new QGraphicsRectItem;
        QPen pen(QApplication::palette().color(QPalette::Highlight), 3);
        pen.setCosmetic(true);
        highlight->setPen(pen);
        QColor fill = pen.color();
        fill.setAlpha(35);
        highlight->setBrush(fill);
        highlight->setZValue(5);
        highlight->setAcceptedMouseButtons(Qt::NoButton);
        scene()->addItem(highlight);
        m_laneHighlights.push_back(highlight);
    }
    for (std::size_t i = 0; i < rects.size(); ++i)
        m_laneHighlights[i]->setRect(rects[i]);
    for (SplitLineHandle *handle : m_handles)
        handle->sync();
}

std::vector<CourseCanvas::Piece> RowingCanvas::pieces() const
{
    std::vector<Piece> out;
    const RowingCourse &course = m_document->course();
    const RowingCourseGeometry geometry(course);
    for (int lane = 0; lane < geometry.lanes(); ++lane) {
        const std::vector<QRectF> rects = m_layout.toSceneRects(geometry.laneRect(lane));
        out.push_back({{RowingCourseDocument::laneElement(), lane},
                       tr("Lane %1").arg(lane + 1),
                       rects.empty() ? QRectF() : rects.front()});
    }
    for (const SplitLineHandle *handle : m_handles) {
        const int file = m_document->fileIndexOfSplitLine(handle->index());
        if (file < 0 || file >= int(course.splitLines.size()))
            continue;
        out.push_back({{RowingCourseDocument::splitLineElement(), handle->index()},
                       tr("Split line at %1 m").arg(course.splitLines[std::size_t(file)].metres),
                       handle->sceneBoundingRect()});
    }
    return out;
}

void RowingCanvas::rebuildStrips()
{
    for (QGraphicsItem *item : m_stripItems)
        delete item;
    m_stripItems.clear();
    const RowingCourseGeometry geometry(m_document->course());
    const std::vector<RowingCourseGeometry::Strip> strips = geometry.strips();
    QPen dashed(QApplication::palette().color(QPalette::Text), 1.5, Qt::DashLine);
    dashed.setCosmetic(true);
    for (std::size_t i = 0; i < strips.size(); ++i) {
        const RowingCourseGeometry::Strip &strip = strips[i];
        const int row = m_layout.rowOfX(strip.rect.center().x());
        // A boundary inside a row is dashed; one between rows is the rows' own edges.
        if (row < m_layout.rowCount() && m_layout.rows()[std::size_t(row)].firstStrip != int(i)) {
            const QPointF top = m_layout.toScene(QPointF(strip.rect.left(), 0), row);
            auto *line =
                new QGraphicsLineItem(top.x(), top.y(), top.x(), top.y() + geometry.width());
            line->setPen(dashed);
            line->setZValue(4);
            line->setAcceptedMouseButtons(Qt::NoButton);
            line->setToolTip(
                tr("Strip %1 starts here (space %2)").arg(strip.number).arg(strip.firstSpace));
            m_stripItems.push_back(line);
        }
        auto *label =
            new StripLabel(strips.size() > 1 ? tr("Strip %1").arg(strip.number) : tr("One strip"));
        label->setPos(m_layout.toScene(QPointF(strip.rect.center().x(), geometry.width()), row));
        label->setToolTip(tr("Strip %1: spaces %2 to %3, %4 × %5 mm")
                              .arg(strip.number)
                              .arg(strip.firstSpace)
                              .arg(strip.lastSpace)
                              .arg(qRound(strip.rect.width()))
                              .arg(qRound(strip.rect.height())));
        m_stripItems.push_back(label);
    }
    for (QGraphicsItem *item : m_stripItems)
        scene()->addItem(item);
}

int RowingCanvas::laneAt(const QPointF &scenePos) const
{
    const RowingCourseGeometry geometry(m_document->course());
    if (!m_layout.rowSceneRect(m_layout.rowAt(scenePos)).contains(scenePos))
        return -1;
    const int lane = int(std::floor(m_layout.toCourse(scenePos).y() / geometry.laneMm()));
    return lane >= 0 && lane < geometry.lanes() ? lane : -1;
}

void RowingCanvas::showDropTarget(int lane)
{
    const bool shown = !m_dropOutlines.empty();
    m_dropTarget = lane;
    const RowingCourseGeometry geometry(m_document->course());
    const std::vector<QRectF> rects = lane >= 0 && lane < geometry.lanes()
                                          ? m_layout.toSceneRects(geometry.laneRect(lane))
                                          : std::vector<QRectF>();
    while (m_dropOutlines.size() > rects.size()) {
        delete m_dropOutlines.back();
        m_dropOutlines.pop_back();
    }
    while (m_dropOutlines.size() < rects.size()) {
        auto *outline = new QGraphicsRectItem;
        QPen pen(DropColour, 3, Qt::DashLine);
        pen.setCosmetic(true);
        outline->setPen(pen);
        QColor fill = DropColour;
        fill.setAlpha(40);
        outline->setBrush(fill);
        outline->setZValue(6);
        outline->setAcceptedMouseButtons(Qt::NoButton);
        scene()->addItem(outline);
        m_dropOutlines.push_back(outline);
    }
    for (std::size_t i = 0; i < rects.size(); ++i)
        m_dropOutlines[i]->setRect(rects[i]);
    if (lane >= 0)
        emit dropHint(
            tr("Move %1 to place %2")
                .arg(m_document->course().laneName(m_dragLane), QString::number(lane + 1)));
    else if (shown)
        emit dropHint(QString());
}

void RowingCanvas::moveLaneTo(int from, int to)
{
    if (from == to || to < 0 || to >= m_document->course().lanes)
        return;
    m_document->undoStack()->push(new RowingMoveLane(m_document, from, to));
    m_document->selectLane(to);
}

void RowingCanvas::mousePressEvent(QMouseEvent *event)
{
    CourseCanvas::mousePressEvent(event);
    // A click no item took (around the course, on a label) selects the course itself.
    if (event->button() == Qt::LeftButton && !event->isAccepted())
        m_document->selectCourse();
    // A press on a lane may start a drag of it (a split line's handle takes its own presses).
    const QPointF scenePos = mapToScene(event->position().toPoint());
    m_dragLane = event->button() == Qt::LeftButton && m_document->selectedLane() >= 0
                     ? laneAt(scenePos)
                     : -1;
    m_dragStart = scenePos;
    if (m_dragLane >= 0)
        setFocus(Qt::MouseFocusReason); // Alt+Up and Alt+Down move the lane selected
}

void RowingCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragLane < 0 || !(event->buttons() & Qt::LeftButton)) {
        CourseCanvas::mouseMoveEvent(event);
        return;
    }
    // Past a third of a lane's width, the drag carries the lane; the place under the pointer is
    // where it would go.
    const QPointF scenePos = mapToScene(event->position().toPoint());
    const double laneMm = RowingCourseGeometry(m_document->course()).laneMm();
    if (QLineF(scenePos, m_dragStart).length() > laneMm / 3 || m_dropTarget >= 0) {
        const int target = laneAt(scenePos);
        showDropTarget(target != m_dragLane ? target : -1);
    }
    event->accept();
}

void RowingCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    const int from = m_dragLane;
    const int to = m_dropTarget;
    m_dragLane = -1;
    showDropTarget(-1);
    if (from >= 0 && to >= 0)
        moveLaneTo(from, to);
    CourseCanvas::mouseReleaseEvent(event);
}

// Alt+Up and Alt+Down move the selected lane one place; Left and Right move the selected split
// line one space along the course, as a drag would (to a space boundary, within the course). One
// undo step a key press: the keyboard's way to do what the mouse does, as Salmon's boards and
// Visions' tiles move.
void RowingCanvas::keyPressEvent(QKeyEvent *event)
{
    const int lane = m_document->selectedLane();
    if (lane >= 0 && (event->modifiers() & Qt::AltModifier) &&
        (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down)) {
        moveLaneTo(lane, lane + (event->key() == Qt::Key_Up ? -1 : 1));
        event->accept();
        return;
    }
    const int index = m_document->selectedSplitLine();
    const RowingCourse &course = m_document->course();
    const bool arrow = event->key() == Qt::Key_Left || event->key() == Qt::Key_Right;
    if (!arrow || index < 0 || index >= int(course.splitLines.size()) ||
        (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        CourseCanvas::keyPressEvent(event);
        return;
    }
    const int step = event->key() == Qt::Key_Left ? -course.metresPerSpace : course.metresPerSpace;
    const int from = course.splitLines[std::size_t(index)].metres;
    const int metres = course.nearestSpaceBoundary(std::clamp(
        from + step, course.metresPerSpace, course.lengthMetres() - course.metresPerSpace));
    if (metres != from)
        m_document->undoStack()->push(moveSplitLine(m_document, index, metres));
    event->accept();
}

void RowingCanvas::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        sync();
    CourseCanvas::changeEvent(event);
}

} // namespace cw::rowing
