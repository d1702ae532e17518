// The review's chart (ReviewChart.h): painted with QPainter (the app has no chart library).
#include "ReviewChart.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cw {

ReviewChart::ReviewChart(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ReviewChart::setSeries(std::vector<Series> series, int moves)
{
    m_series = std::move(series);
    m_moves = std::max(1, moves);
    update();
}

void ReviewChart::setCurrentMove(int move)
{
    m_current = move;
    update();
}

namespace {
// The ring around the point of the move shown, and its pen: the plot leaves that much room above
// it, so that a point in first place keeps its whole ring.
constexpr qreal ShownRing = 11, ShownRingPen = 3;
} // namespace

QRectF ReviewChart::plotArea() const
{
    const QFontMetrics metrics(font());
    const qreal left =
        std::max(metrics.horizontalAdvance(tr("first")), metrics.horizontalAdvance(tr("last"))) +
        10;
    const qreal top = ShownRing + ShownRingPen;
    const qreal bottom = metrics.height() + 8;
    return QRectF(left, top, std::max(10.0, width() - left - 12),
                  std::max(10.0, height() - bottom - top));
}

QPointF ReviewChart::position(const Point &point) const
{
    const QRectF area = plotArea();
    return {area.left() + area.width() * (point.move + 0.5) / m_moves,
            area.bottom() - area.height() * std::clamp(point.standing, 0.0, 1.0)};
}

QPoint ReviewChart::pointPosition(int index, int move) const
{
    if (index < 0 || index >= int(m_series.size()))
        return {-1, -1};
    for (const Point &point : m_series[std::size_t(index)].points)
        if (point.move == move)
            return position(point).toPoint();
    return {-1, -1};
}

void ReviewChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = plotArea();
    const QPalette &colours = palette();
    painter.fillRect(area, colours.color(QPalette::Base));

    // The grid: quarters, the first and last places labelled; the moves along the bottom.
    painter.setPen(colours.color(QPalette::Mid));
    const QFontMetrics metrics(font());
    for (int quarter = 0; quarter <= 4; ++quarter) {
        const qreal y = area.bottom() - area.height() * quarter / 4.0;
        painter.setPen(QPen(colours.color(QPalette::Mid), 1, Qt::DotLine));
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        if (quarter != 0 && quarter != 4)
            continue;
        painter.setPen(colours.color(QPalette::WindowText));
        const QString label = quarter == 4 ? tr("first") : tr("last");
        painter.drawText(QRectF(0, y - metrics.height() / 2.0, area.left() - 6, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, label);
    }
    painter.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), metrics.height()),
                     Qt::AlignCenter, tr("moves 1 to %1").arg(m_moves));

    for (const Series &series : m_series) {
        if (series.points.empty())
            continue;
        QPainterPath line;
        line.moveTo(position(series.points.front()));
        for (const Point &point : series.points)
            line.lineTo(position(point));
        painter.setPen(QPen(series.colour, 2.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(line);
        for (const Point &point : series.points) {
            const QPointF at = position(point);
            painter.setPen(Qt::NoPen);
            painter.setBrush(series.colour);
            painter.drawEllipse(at, 3.5, 3.5);
            if (point.marked) { // a costly move: a red ring
                painter.setPen(QPen(QColor(0xe0, 0x3b, 0x2f), 2.5));
                painter.setBrush(Qt::NoBrush);
                painter.drawEllipse(at, 8, 8);
            }
            if (point.move == m_current) {
                painter.setPen(QPen(colours.color(QPalette::Highlight), ShownRingPen));
                painter.setBrush(Qt::NoBrush);
                painter.drawEllipse(at, ShownRing, ShownRing);
            }
        }
    }
}

void ReviewChart::mousePressEvent(QMouseEvent *event)
{
    // The nearest point to the click, any series.
    double best = std::numeric_limits<double>::max();
    int move = -1;
    for (const Series &series : m_series)
        for (const Point &point : series.points) {
            const QPointF d = position(point) - event->position();
            const double distance = std::hypot(d.x(), d.y());
            if (distance < best) {
                best = distance;
                move = point.move;
            }
        }
    if (move >= 0)
        emit decisionClicked(move);
}

void ReviewChart::keyPressEvent(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Left && event->key() != Qt::Key_Right) {
        QWidget::keyPressEvent(event);
        return;
    }
    std::vector<int> moves;
    for (const Series &series : m_series)
        for (const Point &point : series.points)
            moves.push_back(point.move);
    std::sort(moves.begin(), moves.end());
    if (moves.empty())
        return;
    const bool right = event->key() == Qt::Key_Right;
    auto next = right ? std::upper_bound(moves.begin(), moves.end(), m_current)
                      : std::lower_bound(moves.begin(), moves.end(), m_current);
    if (right && next != moves.end())
        emit decisionClicked(*next);
    else if (!right && next != moves.begin())
        emit decisionClicked(*std::prev(next));
}

} // namespace cw
