#include "NiagaraCanvas.h"

#include "NiagaraCourseDocument.h"
#include "niagara/NiagaraCoursePainter.h"
#include "niagara/NiagaraNarration.h"

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QMouseEvent>

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

NiagaraCanvas::NiagaraCanvas(NiagaraCourseDocument *document, QWidget *parent)
    : CourseCanvas(document, parent), m_document(document),
      m_river(new NiagaraRiverItem(document->course()))
{
    setObjectName(QStringLiteral("niagaraCanvas"));
    auto *scene = new QGraphicsScene(this);
    scene->addItem(m_river);
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
    return out;
}

QRectF NiagaraCanvas::contentRect() const
{
    return m_river->boundingRect();
}

void NiagaraCanvas::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        CourseCanvas::mousePressEvent(event);
        return;
    }
    const QPointF point = mapToScene(event->position().toPoint());
    if (const int place = riverGeometry().placeAt(point); place >= 0)
        m_document->setSelection({NiagaraCourseDocument::placeElement(), place});
    else if (const int space = riverGeometry().spaceAt(point); space >= 0)
        m_document->setSelection({NiagaraCourseDocument::spaceElement(), space});
    else
        m_document->setSelection({});
    event->accept();
}

} // namespace cw::niagara
