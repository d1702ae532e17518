#include "LabHeatOverlay.h"

#include "LabHeatLayer.h"
#include "core/CourseCanvas.h"
#include "core/CourseDocument.h"

#include <QEvent>
#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>
#include <QPen>
#include <QTimer>

#include <algorithm>

namespace cw {

namespace {
constexpr double SpotZ = 1000; // above every item a canvas draws
}

LabHeatOverlay::LabHeatOverlay(CourseCanvas *canvas, const LabHeatLayer *layer)
    : QObject(canvas), m_canvas(canvas), m_scene(canvas->scene()), m_layer(layer)
{
    canvas->viewport()->installEventFilter(this);
    // The canvas re-arranges its scene on resizes and changes: place the spots again after it.
    const auto later = [this] {
        QTimer::singleShot(0, this, [this] {
            if (!m_placing)
                place();
        });
    };
    connect(canvas->scene(), &QGraphicsScene::sceneRectChanged, this, later);
    connect(canvas->document(), &CourseDocument::changed, this, later);
}

LabHeatOverlay::~LabHeatOverlay()
{
    clear();
}

QColor LabHeatOverlay::heatColour(double share)
{
    // Pale yellow (cool) to deep red (hot), half transparent so the course shows through.
    const double t = std::clamp(share, 0.0, 1.0);
    const QColor cool(255, 237, 160), hot(189, 0, 38);
    return QColor(int(cool.red() + t * (hot.red() - cool.red())),
                  int(cool.green() + t * (hot.green() - cool.green())),
                  int(cool.blue() + t * (hot.blue() - cool.blue())), 110 + int(110 * t));
}

void LabHeatOverlay::show(const LabRuleStats &rule)
{
    m_rule = rule;
    place();
}

void LabHeatOverlay::clear()
{
    m_rule = LabRuleStats();
    removeSpots();
}

void LabHeatOverlay::removeSpots()
{
    // A scene already gone has deleted its items.
    if (m_scene) {
        for (const Spot &spot : m_spots) {
            m_scene->removeItem(spot.item);
            delete spot.item;
        }
    }
    m_spots.clear();
}

void LabHeatOverlay::place()
{
    if (!m_canvas || !m_scene)
        return;
    m_placing = true;
    removeSpots();
    int hottest = 0;
    for (const LabHeatCell &cell : m_rule.heat)
        hottest = std::max(hottest, cell.count);
    for (const LabHeatCell &cell : m_rule.heat) {
        const QPainterPath shape = m_layer->spotShape(*m_canvas, m_rule.element, cell.location);
        if (shape.isEmpty())
            continue;
        auto *item = new QGraphicsPathItem(shape);
        const QColor colour = heatColour(hottest > 0 ? double(cell.count) / hottest : 0.0);
        item->setBrush(colour);
        QPen pen(colour.darker(160), 0); // cosmetic: one pixel at any zoom
        item->setPen(pen);
        item->setZValue(SpotZ);
        item->setToolTip(tr("%1 at %2: %n time(s)", nullptr, cell.count)
                             .arg(m_rule.label, cell.name));
        item->setCursor(Qt::PointingHandCursor);
        m_scene->addItem(item);
        m_spots.push_back({cell.location, item});
    }
    m_placing = false;
}

QPointF LabHeatOverlay::spotCentre(int location) const
{
    for (const Spot &spot : m_spots)
        if (spot.location == location)
            return spot.item->path().boundingRect().center();
    return {};
}

bool LabHeatOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress && m_canvas && watched == m_canvas->viewport()) {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::LeftButton) {
            const QPointF scenePos = m_canvas->mapToScene(mouse->position().toPoint());
            for (const Spot &spot : m_spots) {
                if (spot.item->path().contains(scenePos)) {
                    const CourseSelection selection =
                        m_layer->selectionFor(*m_canvas, m_rule.element, spot.location);
                    if (selection.isEmpty())
                        break;
                    m_canvas->document()->setSelection(selection);
                    return true;
                }
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

QImage LabHeatOverlay::render(int width) const
{
    if (!m_canvas || !m_canvas->scene())
        return {};
    const QRectF source = m_canvas->scene()->itemsBoundingRect().adjusted(-4, -4, 4, 4);
    if (source.isEmpty())
        return {};
    const int height = std::max(1, int(width * source.height() / source.width()));
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    m_canvas->scene()->render(&painter, QRectF(0, 0, width, height), source);
    return image;
}

} // namespace cw
