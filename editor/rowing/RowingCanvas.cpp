#include "RowingCanvas.h"

#include "RowingCanvasItems.h"
#include "RowingCourseDocument.h"
#include "rowing/RowingCourseGeometry.h"

#include <QApplication>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>

namespace cw::rowing {

namespace {
constexpr int StripLabelHeight = 22; // pixels below the course

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
    : CourseCanvas(document, parent), m_document(document), m_course(new CourseItem(document)),
      m_laneHighlight(new QGraphicsRectItem)
{
    auto *scene = new QGraphicsScene(this);
    scene->addItem(m_course);
    QPen pen(QApplication::palette().color(QPalette::Highlight), 3);
    pen.setCosmetic(true);
    m_laneHighlight->setPen(pen);
    QColor fill = pen.color();
    fill.setAlpha(35);
    m_laneHighlight->setBrush(fill);
    m_laneHighlight->setZValue(5);
    m_laneHighlight->setAcceptedMouseButtons(Qt::NoButton);
    scene->addItem(m_laneHighlight);
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
    return RowingCourseGeometry(m_document->course()).water();
}

QMargins RowingCanvas::contentMargins() const
{
    // Above: the split-line grips and their two-line labels; below: the strip numbers.
    const int line = QFontMetrics(QApplication::font()).height();
    return {16, 24 + 2 * line, 16, StripLabelHeight + 8};
}

void RowingCanvas::sync()
{
    m_course->sync();
    const std::size_t lines = m_document->course().splitLines.size();
    // Handles are kept while the count stays: the one being dragged must survive its own moves.
    while (m_handles.size() > lines) {
        delete m_handles.back();
        m_handles.pop_back();
    }
    while (m_handles.size() < lines) {
        m_handles.push_back(new SplitLineHandle(m_document, int(m_handles.size())));
        scene()->addItem(m_handles.back());
    }
    for (SplitLineHandle *handle : m_handles)
        handle->sync();
    rebuildStrips();
    syncSelection();
    contentChanged();
}

void RowingCanvas::syncSelection()
{
    const RowingCourseGeometry geometry(m_document->course());
    const int lane = m_document->selectedLane();
    m_laneHighlight->setVisible(lane >= 0);
    if (lane >= 0)
        m_laneHighlight->setRect(geometry.laneRect(lane));
    for (SplitLineHandle *handle : m_handles)
        handle->sync();
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
        if (i > 0) {
            auto *line =
                new QGraphicsLineItem(strip.rect.left(), 0, strip.rect.left(), geometry.width());
            line->setPen(dashed);
            line->setZValue(4);
            line->setAcceptedMouseButtons(Qt::NoButton);
            line->setToolTip(
                tr("Strip %1 starts here (space %2)").arg(strip.number).arg(strip.firstSpace));
            m_stripItems.push_back(line);
        }
        auto *label =
            new StripLabel(strips.size() > 1 ? tr("Strip %1").arg(strip.number) : tr("One strip"));
        label->setPos(strip.rect.center().x(), geometry.width());
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

void RowingCanvas::mousePressEvent(QMouseEvent *event)
{
    CourseCanvas::mousePressEvent(event);
    // A click no item took (around the course, on a label) selects the course itself.
    if (event->button() == Qt::LeftButton && !event->isAccepted())
        m_document->selectCourse();
}

void RowingCanvas::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        sync();
    CourseCanvas::changeEvent(event);
}

} // namespace cw::rowing
