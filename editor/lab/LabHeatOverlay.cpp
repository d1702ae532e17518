#include "LabHeatOverlay.h"
#include "core/PlainText.h"

#include "LabHeatLayer.h"
#include "core/CourseCanvas.h"
#include "core/CourseDocument.h"

#include <QEvent>
#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QMouseEvent>
#include <QPainter>
#include <QPen>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace cw {

namespace {
constexpr double SpotZ = 1000; // above every item a canvas draws
}

LabHeatOverlay::LabHeatOverlay(CourseCanvas *canvas, const LabHeatLayer *layer)
    : QObject(canvas), m_canvas(canvas), m_scene(canvas->scene()), m_layer(layer)
{
    canvas->viewport()->installEventFilter(this);
    // The canvas re-arranges its scene on resizes and course changes: place the spots again
    // once it has.
    connect(canvas->document(), &CourseDocument::changed, this, &LabHeatOverlay::placeLater);
}

void LabHeatOverlay::placeLater()
{
    QTimer::singleShot(0, this, [this] {
        if (!m_placing)
            place();
    });
}

LabHeatOverlay::~LabHeatOverlay()
{
    clear();
}

QColor LabHeatOverlay::heatColour(double share)
{
    // Amber (cool) to deep red (hot), translucent so the course shows through, on a square-root
    // scale so that a spot with a tenth of the hottest's count still stands out.
    const double t = std::sqrt(std::clamp(share, 0.0, 1.0));
    const QColor cool(255, 190, 40), hot(180, 0, 30);
    return QColor(int(cool.red() + t * (hot.red() - cool.red())),
                  int(cool.green() + t * (hot.green() - cool.green())),
                  int(cool.blue() + t * (hot.blue() - cool.blue())), 150 + int(80 * t));
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
        item->setToolTip(PlainText::toolTip(
            tr("%1 at %2: %n time(s)", nullptr, cell.count).arg(m_rule.label, cell.name)));
        item->setCursor(Qt::PointingHandCursor);
        // The count, at the spot's centre, the same size on screen at any zoom.
        auto *label = new QGraphicsSimpleTextItem(QString::number(cell.count), item);
        QFont font = label->font();
        font.setBold(true);
        label->setFont(font);
        label->setBrush(Qt::white);
        label->setPen(QPen(QColor(60, 0, 0), 0));
        label->setFlag(QGraphicsItem::ItemIgnoresTransformations);
        const QRectF text = label->boundingRect();
        // A spot may be in pieces (a rowing band cut at a canvas row's end): on the largest.
        QRectF largest;
        for (const QPolygonF &piece : shape.toFillPolygons())
            if (piece.boundingRect().width() * piece.boundingRect().height() >
                largest.width() * largest.height())
                largest = piece.boundingRect();
        label->setPos(largest.center());
        label->setTransform(QTransform::fromTranslate(-text.width() / 2, -text.height() / 2));
        // Only where it fits on screen, so neighbouring counts never overlap.
        label->setVisible(largest.width() * m_canvas->zoom() >= text.width() + 2);
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
    if (event->type() == QEvent::Resize && !m_spots.empty())
        placeLater();
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

QImage LabHeatOverlay::render(int width, const QString &caption) const
{
    if (!m_canvas || !m_scene)
        return {};
    const QRectF source = m_scene->itemsBoundingRect().adjusted(-4, -4, 4, 4);
    if (source.isEmpty())
        return {};
    const int captionHeight = caption.isEmpty() ? 0 : std::max(24, width / 40);
    const int height = std::max(1, int(width * source.height() / source.width()));
    QImage image(width, height + captionHeight, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    if (captionHeight > 0) {
        QFont font = painter.font();
        font.setPixelSize(captionHeight * 6 / 10);
        painter.setFont(font);
        painter.drawText(QRectF(captionHeight / 4, 0, width, captionHeight),
                         Qt::AlignVCenter | Qt::AlignLeft, caption);
    }
    m_scene->render(&painter, QRectF(0, captionHeight, width, height), source);
    return image;
}

} // namespace cw
