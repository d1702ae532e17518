#include "NiagaraCanvas.h"

#include "NiagaraCourseDocument.h"
#include "niagara/NiagaraCoursePainter.h"
#include "niagara/NiagaraNarration.h"

#include "NiagaraSetRiverShape.h"
#include "NiagaraValueChanges.h"

#include <QGraphicsItem>
#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainterPath>
#include <QPen>
#include <QUndoStack>

#include <cmath>

#include <memory>

namespace cw::niagara {

// The whole river as one item, drawn by NiagaraCoursePainter (the print's drawing).
class NiagaraRiverItem : public QGraphicsItem {
public:
    explicit NiagaraRiverItem(const NiagaraCourse &river)
        : m_painter(std::make_unique<NiagaraCoursePainter>(river))
    {
        setAcceptedMouseButtons(Qt::NoButton);
    }

    void set(const NiagaraCourseDocument &document)
    {
        prepareGeometryChange();
        m_painter = std::make_unique<NiagaraCoursePainter>(document.course());
        m_selectedSpace = document.selectedSpace();
        m_selectedPlace = document.selectedPlace();
        m_problemSpaces = document.problemSpaces();
        update();
    }
    const NiagaraCourseGeometry &geometry() const { return m_painter->geometry(); }

    QRectF boundingRect() const override { return m_painter->geometry().boundsMm(); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        m_painter->paint(*painter, m_selectedSpace, m_selectedPlace, m_problemSpaces);
    }

private:
    std::unique_ptr<NiagaraCoursePainter> m_painter;
    int m_selectedSpace = -1;
    int m_selectedPlace = -1;
    QList<int> m_problemSpaces;
};

namespace {
const QColor PreviewColour(0x8e, 0x24, 0xaa); // as Salmon Run's and the road's drop outlines
const QColor RefusedColour(0xd0, 0x20, 0x20);

QGraphicsPathItem *outline(QGraphicsScene *scene, const QColor &colour)
{
    auto *item = new QGraphicsPathItem;
    QPen pen(colour, 0);
    pen.setCosmetic(true);
    pen.setWidth(3);
    pen.setStyle(Qt::DashLine);
    item->setPen(pen);
    item->setZValue(1);
    item->hide();
    scene->addItem(item);
    return item;
}

// A drag carries the piece once it has gone a quarter of a space.
constexpr double CarryMm = NiagaraCourseGeometry::SpaceMm / 4;
} // namespace

NiagaraCanvas::NiagaraCanvas(NiagaraCourseDocument *document, QWidget *parent)
    : CourseCanvas(document, parent), m_document(document),
      m_river(new NiagaraRiverItem(document->course()))
{
    setObjectName(QStringLiteral("niagaraCanvas"));
    auto *scene = new QGraphicsScene(this);
    scene->addItem(m_river);
    m_preview = outline(scene, PreviewColour);
    m_selectedWaterfall = outline(scene, PreviewColour);
    m_selectedWaterfall->setPen(QPen(PreviewColour, 1.5)); // a solid line, in millimetres
    setScene(scene);
    setBackgroundBrush(palette().window());
    connect(document, &NiagaraCourseDocument::changed, this, &NiagaraCanvas::sync);
    connect(document, &NiagaraCourseDocument::selectionChanged, this, &NiagaraCanvas::sync);
    sync();
}

const NiagaraCourseGeometry &NiagaraCanvas::riverGeometry() const
{
    return m_river->geometry();
}

void NiagaraCanvas::sync()
{
    m_river->set(*m_document);
    const int arm = m_document->selectedWaterfall();
    if (arm == 0 || arm == 1) {
        QPainterPath path;
        path.addRect(riverGeometry().waterfallMm(NiagaraCourseGeometry::Arm(arm)));
        m_selectedWaterfall->setPath(path);
        m_selectedWaterfall->show();
    } else {
        m_selectedWaterfall->hide();
    }
    contentChanged();
}

std::vector<CourseCanvas::Piece> NiagaraCanvas::pieces() const
{
    const NiagaraCourse &river = m_document->course();
    const NiagaraCourseGeometry &geometry = riverGeometry();
    std::vector<Piece> out;
    for (int space = 0; space < river.spaceCount(); ++space)
        out.push_back({{NiagaraCourseDocument::spaceElement(), space},
                       tr("Space %1").arg(river.spaceName(space)),
                       geometry.spaceMm(space)});
    for (int colour = 0; colour < GemColours; ++colour)
        out.push_back({{NiagaraCourseDocument::placeElement(), colour},
                       tr("Discovery place: %1").arg(NiagaraNarration::gemName(colour)),
                       geometry.placeMm(colour)});
    for (int arm = 0; arm < 2; ++arm)
        out.push_back(
            {{NiagaraCourseDocument::waterfallElement(), arm},
             arm == 0 ? tr("Waterfall of the Left arm") : tr("Waterfall of the Right arm"),
             geometry.waterfallMm(NiagaraCourseGeometry::Arm(arm))});
    return out;
}

QRectF NiagaraCanvas::contentRect() const
{
    return m_river->boundingRect();
}

bool NiagaraCanvas::dropPreviewShown() const
{
    return m_preview->isVisible();
}

QRectF NiagaraCanvas::waterfallAt(int arm, int length) const
{
    const NiagaraCourseGeometry &geometry = riverGeometry();
    const QRectF now = geometry.waterfallMm(NiagaraCourseGeometry::Arm(arm));
    const int current = arm == 0 ? m_document->course().leftArm : m_document->course().rightArm;
    return now.translated((length - current) * NiagaraCourseGeometry::SpaceMm, 0);
}

NiagaraPieceMoves::Outcome NiagaraCanvas::dragOutcome(const QPointF &scenePos,
                                                      QList<QRectF> *where) const
{
    const NiagaraPieceMoves moves(m_document->course());
    const NiagaraCourse &river = m_document->course();
    if (m_dragging == Dragging::Place) {
        const int space = riverGeometry().spaceAt(scenePos);
        if (space < 0)
            return {};
        NiagaraPieceMoves::Outcome outcome = moves.movePlace(m_dragIndex, space);
        if (outcome.possible)
            for (const QString &label : outcome.spaces)
                where->append(riverGeometry().spaceMm(river.spaceIndex(label)));
        else
            where->append(riverGeometry().spaceMm(space));
        return outcome;
    }
    // The waterfall follows the pointer a whole space at a time.
    const int current = m_dragIndex == 0 ? river.leftArm : river.rightArm;
    const int length =
        current +
        int(std::lround((scenePos.x() - m_dragStart.x()) / NiagaraCourseGeometry::SpaceMm));
    where->append(waterfallAt(m_dragIndex, length));
    return moves.setArmLength(m_dragIndex, length);
}

void NiagaraCanvas::showPreview(const NiagaraPieceMoves::Outcome &outcome,
                                const QList<QRectF> &where)
{
    m_outcome = outcome;
    if (where.isEmpty()) {
        m_preview->hide();
        emit dropHint(QString());
        return;
    }
    QPainterPath path;
    for (const QRectF &rect : where)
        path.addRect(rect);
    m_preview->setPath(path);
    const QColor colour = outcome.possible ? PreviewColour : RefusedColour;
    QPen pen = m_preview->pen();
    pen.setColor(colour);
    m_preview->setPen(pen);
    QColor fill = colour;
    fill.setAlpha(40);
    m_preview->setBrush(fill);
    m_preview->show();
    emit dropHint(outcome.text);
}

void NiagaraCanvas::apply(int colourOrArm, const NiagaraPieceMoves::Outcome &outcome, bool place)
{
    if (!outcome.possible) {
        if (!outcome.text.isEmpty())
            emit m_document->message(outcome.text);
        return;
    }
    const NiagaraCourse &river = m_document->course();
    if (place)
        m_document->undoStack()->push(movePlace(m_document, colourOrArm, outcome.spaces));
    else
        m_document->undoStack()->push(new NiagaraSetRiverShape(
            m_document, river.mainLength, colourOrArm == 0 ? outcome.length : river.leftArm,
            colourOrArm == 1 ? outcome.length : river.rightArm));
}

void NiagaraCanvas::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        CourseCanvas::mousePressEvent(event);
        return;
    }
    const QPointF point = mapToScene(event->position().toPoint());
    const NiagaraCourseGeometry &geometry = riverGeometry();
    m_dragging = Dragging::Nothing;
    m_carrying = false;
    m_dragStart = point;
    if (const int place = geometry.placeAt(point); place >= 0) {
        m_document->setSelection({NiagaraCourseDocument::placeElement(), place});
        m_dragging = Dragging::Place;
        m_dragIndex = place;
    } else if (geometry.waterfallMm(NiagaraCourseGeometry::LeftArm).contains(point) ||
               geometry.waterfallMm(NiagaraCourseGeometry::RightArm).contains(point)) {
        m_dragIndex = geometry.waterfallMm(NiagaraCourseGeometry::LeftArm).contains(point) ? 0 : 1;
        m_document->setSelection({NiagaraCourseDocument::waterfallElement(), m_dragIndex});
        m_dragging = Dragging::Waterfall;
    } else if (const int space = geometry.spaceAt(point); space >= 0) {
        m_document->setSelection({NiagaraCourseDocument::spaceElement(), space});
    } else {
        m_document->setSelection({});
    }
    // The Properties panel may have taken the focus to the field of the selection: the arrow
    // keys move the piece selected here.
    setFocus(Qt::MouseFocusReason);
    event->accept();
}

void NiagaraCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragging == Dragging::Nothing || !(event->buttons() & Qt::LeftButton)) {
        CourseCanvas::mouseMoveEvent(event);
        return;
    }
    const QPointF point = mapToScene(event->position().toPoint());
    m_carrying |= QLineF(point, m_dragStart).length() > CarryMm;
    if (m_carrying) {
        QList<QRectF> where;
        const NiagaraPieceMoves::Outcome outcome = dragOutcome(point, &where);
        showPreview(outcome, where);
    }
    event->accept();
}

void NiagaraCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    const Dragging dragging = m_dragging;
    const NiagaraPieceMoves::Outcome outcome = m_outcome;
    const bool carried = m_carrying && dropPreviewShown();
    m_dragging = Dragging::Nothing;
    m_carrying = false;
    showPreview({}, {});
    if (carried)
        apply(m_dragIndex, outcome, dragging == Dragging::Place);
    CourseCanvas::mouseReleaseEvent(event);
}

void NiagaraCanvas::keyPressEvent(QKeyEvent *event)
{
    int columns = 0, rows = 0;
    switch (event->key()) {
    case Qt::Key_Left:
        columns = -1;
        break;
    case Qt::Key_Right:
        columns = 1;
        break;
    case Qt::Key_Up:
        rows = -1;
        break;
    case Qt::Key_Down:
        rows = 1;
        break;
    default:
        break;
    }
    const NiagaraCourse &river = m_document->course();
    const NiagaraPieceMoves moves(river);
    const int place = m_document->selectedPlace();
    const int arm = m_document->selectedWaterfall();
    if ((columns == 0 && rows == 0) || event->modifiers() != Qt::NoModifier ||
        (place < 0 && arm < 0)) {
        CourseCanvas::keyPressEvent(event);
        return;
    }
    if (place >= 0) {
        // The place's first space leads: the others keep their places beside it.
        const int from = river.spaceIndex(river.places[std::size_t(place)].value(0));
        const int to = moves.spaceBeside(from, columns, rows);
        if (to < 0)
            emit m_document->message(tr("The %1 place cannot go further that way")
                                         .arg(NiagaraCoursePainter::gemTitle(place)));
        else
            apply(place, moves.movePlace(place, to), true);
    } else if (rows == 0) {
        const int length = (arm == 0 ? river.leftArm : river.rightArm) + columns;
        apply(arm, moves.setArmLength(arm, length), false);
    }
    event->accept();
}

} // namespace cw::niagara
