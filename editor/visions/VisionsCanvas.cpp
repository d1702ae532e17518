#include "VisionsCanvas.h"

#include "VisionsCourseDocument.h"
#include "VisionsPieceMoves.h"
#include "visions/VisionsBonusLinePlaces.h"
#include "visions/VisionsCoursePainter.h"
#include "visions/VisionsCourseValidator.h"
#include "visions/VisionsRaceTrack.h"

#include <QGraphicsItem>
#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>

#include <memory>

namespace cw::visions {

namespace {
const QColor ErrorColour(0xd0, 0x20, 0x20);
const QColor WarningColour(0xe0, 0x90, 0x10);
const QColor TableColour(0xe8, 0xe2, 0xd6);
const QColor SelectionColour(0x19, 0x5f, 0xd2);
const QColor DropColour(0x8e, 0x24, 0xaa); // as Salmon Run's and Niagara's drop previews
constexpr double MmPerCm = 10;
} // namespace

// The table and the road on it as one item.
class RoadItem : public QGraphicsItem {
public:
    RoadItem() { setAcceptedMouseButtons(Qt::NoButton); }

    void setPainter(std::unique_ptr<VisionsCoursePainter> painter, const QRectF &table)
    {
        prepareGeometryChange();
        m_painter = std::move(painter);
        m_table = table;
        update();
    }
    const VisionsCoursePainter *roadPainter() const { return m_painter.get(); }
    QRectF table() const { return m_table; }

    QRectF boundingRect() const override
    {
        return m_painter ? m_table.united(m_painter->boundsMm()) : m_table;
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->fillRect(m_table, TableColour);
        painter->setPen(QPen(Qt::darkGray, 2, Qt::SolidLine));
        painter->drawRect(m_table);
        if (m_painter)
            m_painter->paint(*painter);
    }

private:
    std::unique_ptr<VisionsCoursePainter> m_painter;
    QRectF m_table;
};

VisionsCanvas::VisionsCanvas(VisionsCourseDocument *document, QWidget *parent)
    : CourseCanvas(document, parent), m_document(document), m_item(new RoadItem),
      m_marks(new QGraphicsItemGroup), m_dropOutline(new QGraphicsPathItem)
{
    auto *scene = new QGraphicsScene(this);
    scene->addItem(m_item);
    scene->addItem(m_marks);
    QPen pen(DropColour, 3, Qt::DashLine);
    pen.setCosmetic(true);
    m_dropOutline->setPen(pen); // its colour and fill: showDropTarget
    m_dropOutline->setZValue(2);
    m_dropOutline->hide();
    scene->addItem(m_dropOutline);
    setScene(scene);
    connect(document, &VisionsCourseDocument::changed, this, &VisionsCanvas::sync);
    connect(document, &VisionsCourseDocument::selectionChanged, this, &VisionsCanvas::sync);
    sync();
}

void VisionsCanvas::sync()
{
    const VisionsCourse &road = m_document->road();
    VisionsCoursePainter::Options options;
    options.selectedTile = m_document->selectedTile();
    const VisionsCourseValidator validator(road);
    for (const RoadIssue &issue : validator.issues())
        if (issue.placement >= 0)
            options.highlights.push_back({issue.placement, issue.row.value_or(-1),
                                          issue.problem.isError() ? ErrorColour : WarningColour});
    if (options.selectedTile >= 0 && m_document->selectedRow() >= 0)
        options.highlights.push_back(
            {options.selectedTile, m_document->selectedRow(), SelectionColour});
    auto painter = std::make_unique<VisionsCoursePainter>(road, options);
    m_track.reset();
    markBonusLine(*painter);
    // The table, the long way along the layout's longer side, centred on it.
    const QRectF bounds = painter->boundsMm();
    QSizeF table(road.print.tableWidthCm * MmPerCm, road.print.tableDepthCm * MmPerCm);
    if ((bounds.height() > bounds.width()) != (table.height() > table.width()))
        table.transpose();
    const QPointF centre = bounds.isNull() ? QPointF() : bounds.center();
    m_item->setPainter(std::move(painter),
                       QRectF(centre - QPointF(table.width() / 2, table.height() / 2), table));
    contentChanged();
}

void VisionsCanvas::markBonusLine(const VisionsCoursePainter &painter)
{
    for (QGraphicsItem *mark : m_marks->childItems())
        delete mark;
    const int selected = m_document->selectedBonusLine();
    const VisionsCourse &road = m_document->road();
    if (selected < 0 || selected >= int(road.bonusLines.size()))
        return;
    const BonusLine &line = road.bonusLines[std::size_t(selected)];
    const double spaceMm = painter.geometry().spaceMm();
    // Where its type may lie: every fitting boundary of a tile without another line.
    const VisionsBonusLinePlaces places(road, painter.map());
    QPen placePen(SelectionColour, spaceMm * 0.08, Qt::DotLine);
    for (int p = 0; p < int(road.tiles.size()); ++p) {
        if (places.lineOn(p, selected) >= 0)
            continue;
        for (const int row : places.rowsFor(line.type, p)) {
            auto *place =
                new QGraphicsLineItem(painter.geometry().across(painter.map().firstRow(p) + row));
            place->setPen(placePen);
            place->setData(0, QStringLiteral("place"));
            m_marks->addToGroup(place);
        }
    }
    // The line itself, under a broad band of the selection colour.
    for (const MapBonusLine &drawn : painter.map().bonusLines())
        if (drawn.index == selected) {
            QColor band = SelectionColour;
            band.setAlpha(90);
            auto *item = new QGraphicsLineItem(painter.geometry().across(drawn.row));
            item->setPen(QPen(band, spaceMm * 0.6, Qt::SolidLine, Qt::RoundCap));
            m_marks->addToGroup(item);
        }
}

int VisionsCanvas::markedPlaceCount() const
{
    int count = 0;
    for (const QGraphicsItem *mark : m_marks->childItems())
        count += mark->data(0).toString() == QLatin1String("place");
    return count;
}

QPointF VisionsCanvas::bonusLineCentre(int line) const
{
    const VisionsCoursePainter *painter = m_item->roadPainter();
    if (painter)
        for (const MapBonusLine &drawn : painter->map().bonusLines())
            if (drawn.index == line)
                return painter->geometry().across(drawn.row).center();
    return {};
}

int VisionsCanvas::problemCount() const
{
    const VisionsCoursePainter *painter = m_item->roadPainter();
    if (!painter)
        return 0;
    return int(VisionsCourseValidator(m_document->road()).issues().size());
}

QRectF VisionsCanvas::tableRect() const
{
    return m_item->table();
}

const VisionsCoursePainter *VisionsCanvas::roadPainter() const
{
    return m_item->roadPainter();
}

const VisionsRaceTrack &VisionsCanvas::raceTrack() const
{
    if (!m_track)
        m_track = std::make_shared<const VisionsRaceTrack>(m_item->roadPainter()->map());
    return *m_track;
}

std::vector<CourseCanvas::Piece> VisionsCanvas::pieces() const
{
    std::vector<Piece> out;
    const VisionsCoursePainter *painter = m_item->roadPainter();
    if (!painter)
        return out;
    const std::vector<PlacedTile> &tiles = painter->geometry().tiles();
    const VisionsCourse &road = m_document->road();
    for (int i = 0; i < int(tiles.size()) && i < int(road.tiles.size()); ++i)
        out.push_back({{VisionsCourseDocument::tileElement(), i},
                       tr("Tile %1: %2").arg(i + 1).arg(road.tiles[std::size_t(i)].tile),
                       pathOf(tiles[std::size_t(i)].outline).boundingRect()});
    for (const MapBonusLine &line : painter->map().bonusLines()) {
        const QLineF across = painter->geometry().across(line.row);
        out.push_back({{VisionsCourseDocument::bonusLineElement(), line.index},
                       line.type == BonusLine::Type::Sprint
                           ? tr("Sprint line %1").arg(line.index + 1)
                           : tr("Monarch of the Mountain line %1").arg(line.index + 1),
                       QRectF(across.p1(), across.p2()).normalized()});
    }
    return out;
}

QRectF VisionsCanvas::contentRect() const
{
    return m_item->boundingRect();
}

void VisionsCanvas::mousePressEvent(QMouseEvent *event)
{
    const VisionsCoursePainter *painter = m_item->roadPainter();
    if (event->button() != Qt::LeftButton || !painter) {
        CourseCanvas::mousePressEvent(event);
        return;
    }
    const QPointF point = mapToScene(event->position().toPoint());
    // A bonus line within half a space of the press is picked up; otherwise a tile is selected.
    const double reach = painter->geometry().spaceMm() / 2;
    for (const MapBonusLine &line : painter->map().bonusLines()) {
        const QLineF across = painter->geometry().across(line.row);
        if (QLineF(across.center(), point).length() < across.length() / 2 + reach &&
            std::abs(QLineF(across.p1(), point).length() + QLineF(point, across.p2()).length() -
                     across.length()) < reach) {
            m_dragLine = line.index;
            ++m_dragMergeKey;
            m_document->selectBonusLine(line.index);
            event->accept();
            return;
        }
    }
    const int tile = painter->tileAt(point);
    if (tile >= 0)
        m_document->selectTile(tile);
    else
        m_document->selectRoad();
    m_dragTile = tile;
    m_dragStart = point;
    setFocus(Qt::MouseFocusReason); // Alt+arrows move the tile selected
    event->accept();
}

void VisionsCanvas::showDropTarget(int from, int index)
{
    m_dropTarget = index;
    const VisionsCoursePainter *painter = m_item->roadPainter();
    if (!painter || index < 0 || index >= int(painter->geometry().tiles().size())) {
        if (m_dropOutline->isVisible())
            emit dropHint(QString());
        m_dropOutline->hide();
        m_dropAllowed = false;
        return;
    }
    const VisionsPieceMoves::Outcome outcome =
        VisionsPieceMoves(m_document->road()).moveTile(from, index);
    m_dropAllowed = outcome.possible;
    const QColor colour = outcome.possible ? DropColour : ErrorColour;
    QPen pen = m_dropOutline->pen();
    pen.setColor(colour);
    m_dropOutline->setPen(pen);
    QColor fill = colour;
    fill.setAlpha(40);
    m_dropOutline->setBrush(fill);
    m_dropOutline->setPath(pathOf(painter->geometry().tiles()[std::size_t(index)].outline));
    m_dropOutline->show();
    emit dropHint(outcome.text);
}

bool VisionsCanvas::moveTileTo(int from, int to)
{
    const VisionsPieceMoves::Outcome outcome =
        VisionsPieceMoves(m_document->road()).moveTile(from, to);
    if (!outcome.possible) {
        if (!outcome.text.isEmpty())
            emit m_document->message(outcome.text);
        return false;
    }
    if (!m_document->moveTile(from, to)) // one command: one undo step
        return false;
    m_document->selectTile(to);
    return true;
}

void VisionsCanvas::keyPressEvent(QKeyEvent *event)
{
    const int tile = m_document->selectedTile();
    const int count = int(m_document->road().tiles.size());
    const bool alt = event->modifiers() & Qt::AltModifier;
    if (alt && tile >= 0 && (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right)) {
        const int to = tile + (event->key() == Qt::Key_Left ? -1 : 1);
        if (to >= 0 && to < count)
            moveTileTo(tile, to);
        event->accept();
        return;
    }
    CourseCanvas::keyPressEvent(event);
}

void VisionsCanvas::mouseMoveEvent(QMouseEvent *event)
{
    const VisionsCoursePainter *painter = m_item->roadPainter();
    if (m_dragTile >= 0 && (event->buttons() & Qt::LeftButton) && painter) {
        // Past a third of a space, the drag carries the tile; the tile under the pointer is
        // where it would go.
        const QPointF point = mapToScene(event->position().toPoint());
        if (QLineF(point, m_dragStart).length() > painter->geometry().spaceMm() / 3 ||
            m_dropTarget >= 0) {
            const int target = painter->tileAt(point);
            showDropTarget(m_dragTile, target != m_dragTile ? target : -1);
        }
        event->accept();
        return;
    }
    if (m_dragLine < 0 || !(event->buttons() & Qt::LeftButton) || !painter) {
        CourseCanvas::mouseMoveEvent(event);
        return;
    }
    const QPointF point = mapToScene(event->position().toPoint());
    const int tile = painter->tileAt(point);
    if (tile >= 0 && painter->map().rowsOf(tile) > 1)
        m_document->moveBonusLine(m_dragLine, tile, painter->boundaryNear(tile, point),
                                  m_dragMergeKey);
    event->accept();
}

void VisionsCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    // The preview goes first: its hint leaves the status bar to what the move says.
    const int target = m_dragTile >= 0 ? m_dropTarget : -1;
    showDropTarget(m_dragTile, -1);
    if (target >= 0)
        moveTileTo(m_dragTile, target);
    m_dragTile = -1;
    m_dragLine = -1;
    CourseCanvas::mouseReleaseEvent(event);
}

} // namespace cw::visions
