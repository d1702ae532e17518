#include "SalmonCanvas.h"

#include "SalmonCourseDocument.h"
#include "SalmonPieceMoves.h"
#include "salmon/SalmonCoursePainter.h"
#include "salmon/SalmonCourseValidator.h"

#include <QApplication>
#include <QGraphicsItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>

#include <cmath>
#include <memory>

namespace cw::salmon {

// The whole river as one item: SalmonCoursePainter does the drawing, so the canvas, print and
// export show the same river.
class RiverItem : public QGraphicsItem {
public:
    RiverItem() { setAcceptedMouseButtons(Qt::NoButton); }

    void setPainter(std::unique_ptr<SalmonCoursePainter> painter)
    {
        prepareGeometryChange();
        m_painter = std::move(painter);
        update();
    }
    const SalmonCoursePainter *riverPainter() const { return m_painter.get(); }

    QRectF boundingRect() const override
    {
        return m_painter ? QRectF(QPointF(0, 0), m_painter->sizeMm()) : QRectF();
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        if (m_painter)
            m_painter->paint(*painter);
    }

private:
    std::unique_ptr<SalmonCoursePainter> m_painter;
};

namespace {
const QColor ErrorColour(0xd0, 0x20, 0x20);
const QColor WarningColour(0xe0, 0x90, 0x10);
const QColor SelectedHexColour(0x8e, 0x24, 0xaa); // stands out on water, unlike blue
} // namespace

SalmonCanvas::SalmonCanvas(SalmonCourseDocument *document, QWidget *parent)
    : CourseCanvas(document, parent), m_document(document), m_river(new RiverItem),
      m_dropOutline(new QGraphicsRectItem)
{
    auto *scene = new QGraphicsScene(this);
    scene->addItem(m_river);
    QPen pen(SelectedHexColour, 0);
    pen.setCosmetic(true);
    pen.setWidth(3);
    pen.setStyle(Qt::DashLine);
    m_dropOutline->setPen(pen); // its colour and fill: showDropTarget
    m_dropOutline->setZValue(1);
    m_dropOutline->hide();
    scene->addItem(m_dropOutline);
    setScene(scene);
    connect(document, &SalmonCourseDocument::changed, this, &SalmonCanvas::sync);
    connect(document, &SalmonCourseDocument::selectionChanged, this, &SalmonCanvas::sync);
    sync();
}

void SalmonCanvas::sync()
{
    const SalmonCourse &river = m_document->river();
    SalmonCoursePainter::Options options;
    options.boardOutlines = true;
    options.boardLabels = true;
    options.bears = false;
    options.selectedBoard = m_document->selectedBoard();
    const SalmonCourseValidator validator(river);
    for (const RiverIssue &issue : validator.issues())
        if (issue.gridHex)
            options.highlights.push_back(
                {*issue.gridHex, issue.problem.isError() ? ErrorColour : WarningColour});
    if (const std::optional<Hex> hex = m_document->selectedHex())
        options.highlights.push_back({*hex, SelectedHexColour});
    m_river->setPainter(std::make_unique<SalmonCoursePainter>(river, river.print.hexMm, options));
    contentChanged();
}

int SalmonCanvas::problemHexCount() const
{
    const SalmonCoursePainter *painter = m_river->riverPainter();
    return painter ? int(painter->options().highlights.size()) - (m_document->selectedHex() ? 1 : 0)
                   : 0;
}

QPointF SalmonCanvas::sceneCentre(int col, int row) const
{
    const SalmonCoursePainter *painter = m_river->riverPainter();
    return painter ? painter->geometry().centre({col, row}) : QPointF();
}

const SalmonCourseGeometry *SalmonCanvas::riverGeometry() const
{
    const SalmonCoursePainter *painter = m_river->riverPainter();
    return painter ? &painter->geometry() : nullptr;
}

std::vector<CourseCanvas::Piece> SalmonCanvas::pieces() const
{
    std::vector<Piece> out;
    const SalmonCoursePainter *painter = m_river->riverPainter();
    if (!painter)
        return out;
    const std::vector<BoardPlacement> &boards = m_document->river().boards;
    for (int i = 0; i < painter->boardCount() && i < int(boards.size()); ++i)
        out.push_back({{SalmonCourseDocument::boardElement(), i},
                       tr("Board %1: %2").arg(i + 1).arg(boards[std::size_t(i)].board),
                       painter->boardRectMm(i)});
    return out;
}

QRectF SalmonCanvas::contentRect() const
{
    return m_river->boundingRect();
}

int SalmonCanvas::boardAt(const QPointF &scenePos) const
{
    if (!m_river->riverPainter())
        return -1;
    return m_document->map().boardAt(m_river->riverPainter()->geometry().hexAt(scenePos));
}

void SalmonCanvas::showDropTarget(int from, int index)
{
    m_dropTarget = index;
    const SalmonCoursePainter *painter = m_river->riverPainter();
    const SalmonCourse &river = m_document->river();
    const std::vector<Hex> &origins = m_document->map().boardOrigins();
    const SalmonRiverBoard *board =
        index >= 0 && index < int(river.boards.size()) && index < int(origins.size())
            ? river.findBoard(river.boards[std::size_t(index)].board)
            : nullptr;
    if (!painter || !board) {
        if (m_dropOutline->isVisible())
            emit dropHint(QString());
        m_dropOutline->hide();
        m_dropAllowed = false;
        return;
    }
    const SalmonPieceMoves::Outcome outcome = SalmonPieceMoves(river).moveBoard(from, index);
    m_dropAllowed = outcome.possible;
    const QColor colour = outcome.possible ? SelectedHexColour : ErrorColour;
    QPen pen = m_dropOutline->pen();
    pen.setColor(colour);
    m_dropOutline->setPen(pen);
    QColor fill = colour;
    fill.setAlpha(40);
    m_dropOutline->setBrush(fill);
    m_dropOutline->setRect(
        painter->geometry().blockRect(origins[std::size_t(index)], board->columns, board->rows));
    m_dropOutline->show();
    emit dropHint(outcome.text);
}

bool SalmonCanvas::moveBoardTo(int from, int to)
{
    if (from == to)
        return false;
    const SalmonPieceMoves::Outcome outcome =
        SalmonPieceMoves(m_document->river()).moveBoard(from, to);
    if (!outcome.possible) {
        if (!outcome.text.isEmpty())
            emit m_document->message(outcome.text);
        return false;
    }
    if (!m_document->moveBoard(from, to - from)) // one command: one undo step
        return false;
    m_document->selectBoard(to);
    return true;
}

void SalmonCanvas::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_river->riverPainter()) {
        CourseCanvas::mousePressEvent(event);
        return;
    }
    const QPointF scenePos = mapToScene(event->position().toPoint());
    const int board = boardAt(scenePos);
    if (board < 0) {
        m_document->selectRiver();
    } else {
        m_document->selectBoard(board);
        m_dragBoard = board;
        m_dragStart = scenePos;
        m_dragStartX = scenePos.x();
        m_dragStartShift = m_document->river().boards[std::size_t(board)].shift;
        m_dragMode = DragMode::Undecided;
        ++m_dragMergeKey;
    }
    setFocus(Qt::MouseFocusReason); // the arrow keys move the board selected
    event->accept();
}

void SalmonCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragBoard < 0 || !(event->buttons() & Qt::LeftButton) || !m_river->riverPainter()) {
        CourseCanvas::mouseMoveEvent(event);
        return;
    }
    const QPointF scenePos = mapToScene(event->position().toPoint());
    const double step = m_river->riverPainter()->geometry().columnStepMm() * 2;
    if (m_dragMode == DragMode::Undecided) {
        const QPointF moved = scenePos - m_dragStart;
        if (std::max(std::abs(moved.x()), std::abs(moved.y())) < step / 4) {
            event->accept();
            return;
        }
        m_dragMode =
            std::abs(moved.x()) >= std::abs(moved.y()) ? DragMode::Shift : DragMode::Reorder;
    }
    if (m_dragMode == DragMode::Reorder) {
        const int target = boardAt(scenePos);
        showDropTarget(m_dragBoard, target != m_dragBoard ? target : -1);
    } else if (m_dragBoard > 0 && m_dragBoard < int(m_document->river().boards.size())) {
        // Shifts are even: a board moves sideways two columns at a time. The start board has
        // none.
        const double dx = scenePos.x() - m_dragStartX;
        const int wanted = m_dragStartShift + 2 * int(std::lround(dx / step));
        if (wanted != m_document->river().boards[std::size_t(m_dragBoard)].shift)
            m_document->shiftBoard(m_dragBoard, wanted, m_dragMergeKey);
    }
    event->accept();
}

void SalmonCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    // The preview goes first: its hint leaves the status bar to what the move says.
    const int target = m_dragMode == DragMode::Reorder ? m_dropTarget : -1;
    showDropTarget(m_dragBoard, -1);
    if (target >= 0)
        moveBoardTo(m_dragBoard, target);
    m_dragBoard = -1;
    m_dragMode = DragMode::Undecided;
    CourseCanvas::mouseReleaseEvent(event);
}

void SalmonCanvas::keyPressEvent(QKeyEvent *event)
{
    const int board = m_document->selectedBoard();
    const int count = int(m_document->river().boards.size());
    if (board < 0 || board >= count) {
        CourseCanvas::keyPressEvent(event);
        return;
    }
    const bool alt = event->modifiers() & Qt::AltModifier;
    const int shift = m_document->river().boards[std::size_t(board)].shift;
    bool handled = true;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
        if (alt || board == 0)
            handled = false;
        else
            m_document->shiftBoard(board, shift + (event->key() == Qt::Key_Left ? -2 : 2));
        break;
    case Qt::Key_Up:
    case Qt::Key_Down:
        if (!alt)
            handled = false;
        else
            moveBoardTo(board, board + (event->key() == Qt::Key_Up ? 1 : -1));
        break;
    default:
        handled = false;
    }
    if (handled)
        event->accept();
    else
        CourseCanvas::keyPressEvent(event);
}

void SalmonCanvas::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        sync();
    CourseCanvas::changeEvent(event);
}

} // namespace cw::salmon
