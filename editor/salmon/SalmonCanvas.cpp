#include "SalmonCanvas.h"

#include "SalmonCourseDocument.h"
#include "salmon/SalmonCoursePainter.h"
#include "salmon/SalmonCourseValidator.h"

#include <QApplication>
#include <QGraphicsItem>
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
    : CourseCanvas(document, parent), m_document(document), m_river(new RiverItem)
{
    auto *scene = new QGraphicsScene(this);
    scene->addItem(m_river);
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

QRectF SalmonCanvas::contentRect() const
{
    return m_river->boundingRect();
}

void SalmonCanvas::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_river->riverPainter()) {
        CourseCanvas::mousePressEvent(event);
        return;
    }
    const QPointF scenePos = mapToScene(event->position().toPoint());
    const Hex hex = m_river->riverPainter()->geometry().hexAt(scenePos);
    const int board = m_document->map().boardAt(hex);
    if (board < 0) {
        m_document->selectRiver();
    } else {
        m_document->selectBoard(board);
        m_dragBoard = board;
        m_dragStartX = scenePos.x();
        m_dragStartShift = m_document->river().boards[std::size_t(board)].shift;
        ++m_dragMergeKey;
    }
    event->accept();
}

void SalmonCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragBoard <= 0 || !(event->buttons() & Qt::LeftButton) || !m_river->riverPainter()) {
        CourseCanvas::mouseMoveEvent(event);
        return;
    }
    // Shifts are even: a board moves sideways two columns at a time.
    const double step = m_river->riverPainter()->geometry().columnStepMm() * 2;
    const double dx = mapToScene(event->position().toPoint()).x() - m_dragStartX;
    const int wanted = m_dragStartShift + 2 * int(std::lround(dx / step));
    if (m_dragBoard < int(m_document->river().boards.size()) &&
        wanted != m_document->river().boards[std::size_t(m_dragBoard)].shift)
        m_document->shiftBoard(m_dragBoard, wanted, m_dragMergeKey);
    event->accept();
}

void SalmonCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    m_dragBoard = -1;
    CourseCanvas::mouseReleaseEvent(event);
}

void SalmonCanvas::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        sync();
    CourseCanvas::changeEvent(event);
}

} // namespace cw::salmon
