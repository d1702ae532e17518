#include "NiagaraCanvas.h"

#include "NiagaraRiverDocument.h"
#include "niagara/NiagaraRiverPainter.h"

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QMouseEvent>

#include <memory>

namespace cw::niagara {

// The whole river as one item, drawn by NiagaraRiverPainter (the print's drawing).
class NiagaraRiverItem : public QGraphicsItem {
public:
    explicit NiagaraRiverItem(const NiagaraRiver &river)
        : m_painter(std::make_unique<NiagaraRiverPainter>(river))
    {
        setAcceptedMouseButtons(Qt::NoButton);
    }

    void set(const NiagaraRiverDocument &document)
    {
        prepareGeometryChange();
        m_painter = std::make_unique<NiagaraRiverPainter>(document.course());
        m_selectedSpace = document.selectedSpace();
        m_selectedPlace = document.selectedPlace();
        m_problemSpaces = document.problemSpaces();
        update();
    }
    const NiagaraRiverGeometry &geometry() const { return m_painter->geometry(); }

    QRectF boundingRect() const override { return m_painter->geometry().boundsMm(); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        m_painter->paint(*painter, m_selectedSpace, m_selectedPlace, m_problemSpaces);
    }

private:
    std::unique_ptr<NiagaraRiverPainter> m_painter;
    int m_selectedSpace = -1;
    int m_selectedPlace = -1;
    QList<int> m_problemSpaces;
};

NiagaraCanvas::NiagaraCanvas(NiagaraRiverDocument *document, QWidget *parent)
    : CourseCanvas(document, parent), m_document(document),
      m_river(new NiagaraRiverItem(document->course()))
{
    setObjectName(QStringLiteral("niagaraCanvas"));
    auto *scene = new QGraphicsScene(this);
    scene->addItem(m_river);
    setScene(scene);
    setBackgroundBrush(palette().window());
    connect(document, &NiagaraRiverDocument::changed, this, &NiagaraCanvas::sync);
    connect(document, &NiagaraRiverDocument::selectionChanged, this, &NiagaraCanvas::sync);
    sync();
}

const NiagaraRiverGeometry &NiagaraCanvas::riverGeometry() const
{
    return m_river->geometry();
}

void NiagaraCanvas::sync()
{
    m_river->set(*m_document);
    contentChanged();
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
        m_document->setSelection({NiagaraRiverDocument::placeElement(), place});
    else if (const int space = riverGeometry().spaceAt(point); space >= 0)
        m_document->setSelection({NiagaraRiverDocument::spaceElement(), space});
    else
        m_document->setSelection({});
    event->accept();
}

} // namespace cw::niagara
