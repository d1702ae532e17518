#include "SalmonBoardPainterView.h"

#include "SalmonBoardPainterDocument.h"
#include "SalmonPaintBoardHexes.h"
#include "salmon/SalmonCoursePainter.h"

#include <QMouseEvent>
#include <QPainter>
#include <QUndoStack>

namespace cw::salmon {

namespace {
constexpr double HexMm = 10; // the drawing's own unit; scaled to the widget
constexpr int Margin = 12;   // pixels around the board
} // namespace

SalmonBoardPainterView::SalmonBoardPainterView(SalmonBoardPainterDocument *document,
                                               QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("boardPainterView"));
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(document, &SalmonBoardPainterDocument::changed, this, [this] {
        if (m_arrowFrom && !m_document->board().inside(*m_arrowFrom))
            m_arrowFrom.reset();
        update();
    });
}

void SalmonBoardPainterView::setTool(Tool tool)
{
    m_tool = tool;
    m_arrowFrom.reset();
    update();
}

QTransform SalmonBoardPainterView::toWidget() const
{
    const SalmonRiverBoard &board = m_document->board();
    const QSizeF size = SalmonCourseGeometry(board.columns, board.rows, HexMm).sizeMm();
    const double scale = std::max(0.1, std::min((width() - 2 * Margin) / size.width(),
                                                (height() - 2 * Margin) / size.height()));
    QTransform transform;
    transform.translate((width() - size.width() * scale) / 2,
                        (height() - size.height() * scale) / 2);
    transform.scale(scale, scale);
    return transform;
}

Hex SalmonBoardPainterView::hexAt(QPointF point) const
{
    const SalmonRiverBoard &board = m_document->board();
    return SalmonCourseGeometry(board.columns, board.rows, HexMm)
        .hexAt(toWidget().inverted().map(point));
}

QPointF SalmonBoardPainterView::pointOf(Hex hex) const
{
    const SalmonRiverBoard &board = m_document->board();
    return toWidget().map(SalmonCourseGeometry(board.columns, board.rows, HexMm).centre(hex));
}

void SalmonBoardPainterView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().color(QPalette::Window).darker(108));
    SalmonCoursePainter::Options options;
    for (const SalmonBoardPainterDocument::Issue &issue : m_document->issues())
        if (issue.hex)
            options.highlights.push_back(
                {*issue.hex, issue.error ? QColor(0xd0, 0x20, 0x20) : QColor(0xe0, 0x90, 0x10)});
    if (m_arrowFrom)
        options.highlights.push_back(
            {*m_arrowFrom, QColor(0xff, 0x8c, 0x00)}); // stands out on water
    const SalmonCoursePainter river(m_document->board(), HexMm, options);
    painter.setTransform(toWidget());
    river.paint(painter);
}

void SalmonBoardPainterView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    ++m_strokeKey;
    const Hex hex = hexAt(event->position());
    m_lastStrokeHex = hex;
    apply(hex, m_strokeKey);
}

void SalmonBoardPainterView::mouseMoveEvent(QMouseEvent *event)
{
    // Terrain and symbols paint along a stroke; the toggles and arrows act on clicks only.
    const bool brush = m_tool == Tool::Water || m_tool == Tool::Rock || m_tool == Tool::Waterfall ||
                       m_tool == Tool::Land || m_tool == Tool::Symbol ||
                       m_tool == Tool::EraseArrows;
    if (!(event->buttons() & Qt::LeftButton) || !brush)
        return;
    const Hex hex = hexAt(event->position());
    if (m_lastStrokeHex && *m_lastStrokeHex == hex)
        return;
    m_lastStrokeHex = hex;
    apply(hex, m_strokeKey);
}

void SalmonBoardPainterView::apply(Hex hex, int mergeKey)
{
    const SalmonRiverBoard &board = m_document->board();
    if (!board.inside(hex))
        return;
    if (m_tool == Tool::Arrow) {
        if (!m_arrowFrom || *m_arrowFrom == hex || hexDistance(*m_arrowFrom, hex) != 1) {
            m_arrowFrom =
                (m_arrowFrom && *m_arrowFrom == hex) ? std::nullopt : std::optional<Hex>(hex);
            update();
            return;
        }
        setArrow(*m_arrowFrom, hex);
        m_arrowFrom.reset();
        return;
    }
    HexCell cell = board.cell(hex);
    QString text;
    switch (m_tool) {
    case Tool::Water:
    case Tool::Rock:
    case Tool::Waterfall:
        cell.terrain = m_tool == Tool::Water  ? Terrain::Water
                       : m_tool == Tool::Rock ? Terrain::Rock
                                              : Terrain::Waterfall;
        text = tr("Paint %1")
                   .arg(m_tool == Tool::Water  ? tr("Water")
                        : m_tool == Tool::Rock ? tr("Rock")
                                               : tr("Waterfall"));
        break;
    case Tool::Land:
        cell = HexCell(); // the bank holds nothing
        text = tr("Paint Land");
        break;
    case Tool::Symbol:
        if (!cell.isRiver())
            return;
        cell.symbol = m_symbol;
        text = m_symbol == Symbol::None ? tr("Erase Symbol")
                                        : tr("Set Symbol %1").arg(symbolName(m_symbol));
        break;
    case Tool::BearPaw:
        if (!cell.isRiver())
            return;
        cell.symbol = cell.symbol == Symbol::BearPaw ? Symbol::None : Symbol::BearPaw;
        text = tr("Toggle Bear Paw");
        break;
    case Tool::Start:
        if (!cell.isRiver())
            return;
        cell.start = !cell.start;
        text = tr("Toggle Start");
        break;
    case Tool::Spawn:
        if (!cell.isRiver())
            return;
        cell.spawn = !cell.spawn;
        text = tr("Toggle Spawning Ground");
        break;
    case Tool::EraseArrows:
        cell.arrows = {HexCell::NoArrow, HexCell::NoArrow};
        text = tr("Erase Arrows");
        break;
    case Tool::Arrow:
        return;
    }
    m_document->undoStack()->push(
        new SalmonPaintBoardHexes(m_document, {{hex, cell}}, text, mergeKey));
}

// The arrow from `from` toward its neighbour `to`: removed if it is there, else arrow 1 if the
// hex has none, else arrow 2 (replacing an arrow 2).
void SalmonBoardPainterView::setArrow(Hex from, Hex to)
{
    std::optional<Direction> direction;
    for (int d = 0; d < DirectionCount; ++d)
        if (neighbour(from, Direction(d)) == to)
            direction = Direction(d);
    if (!direction)
        return;
    HexCell cell = m_document->board().cell(from);
    const auto key = std::int8_t(*direction);
    QString text;
    if (cell.arrows[0] == key) {
        cell.arrows = {cell.arrows[1], HexCell::NoArrow};
        text = tr("Remove Arrow");
    } else if (cell.arrows[1] == key) {
        cell.arrows[1] = HexCell::NoArrow;
        text = tr("Remove Arrow");
    } else if (cell.arrows[0] == HexCell::NoArrow) {
        cell.arrows[0] = key;
        text = tr("Draw Arrow 1");
    } else {
        cell.arrows[1] = key;
        text = tr("Draw Arrow 2");
    }
    m_document->undoStack()->push(new SalmonPaintBoardHexes(m_document, {{from, cell}}, text));
}

} // namespace cw::salmon
