#include "PieceFaces.h"

#include "PrintStyle.h"
#include "PrintText.h"
#include "TeamColours.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace cw::print {

namespace {

const QColor Paper(0xfb, 0xf8, 0xf2); // a card's face

} // namespace

double fittedTextSize(const QString &text, double size, double width)
{
    return size * std::min(1.0, width / std::max(textWidth(text, {size, true}), 0.01));
}

QRectF paintCardFrame(QPainter &painter, const QRectF &rect, const QColor &bandColour,
                      const QString &bandText, const QString &name, const QColor &nameColour,
                      int seat)
{
    const double u = rect.width() / StandardCardWidthMm;
    const QRectF face = rect.adjusted(2 * u, 2 * u, -2 * u, -2 * u);
    painter.setPen(QPen(Ink, 0.35 * u));
    painter.setBrush(Paper);
    painter.drawRoundedRect(face, 3 * u, 3 * u);
    const QRectF band(face.left() + 2 * u, face.top() + 2 * u, face.width() - 4 * u, 9 * u);
    if (seat >= 0) {
        TeamColours::paintBand(painter, band, 2 * u, seat, bandText, 4 * u);
    } else {
        painter.setPen(Qt::NoPen);
        painter.setBrush(bandColour);
        painter.drawRoundedRect(band, 2 * u, 2 * u);
        painter.setPen(TeamColours::inkOn(bandColour));
        drawText(painter, band, Qt::AlignCenter,
                 elidedText(bandText, {4 * u, true}, band.width() - 2 * u), {4 * u, true});
    }
    painter.setPen(nameColour);
    // Long names ("Double Swim Forward") shrink to fit rather than being cut.
    const QRectF nameRect(face.left() + 2 * u, band.bottom() + 2 * u, face.width() - 4 * u, 8 * u);
    drawText(painter, nameRect, Qt::AlignCenter, name,
             {fittedTextSize(name, 5.5 * u, nameRect.width()), true});
    return QRectF(face.left() + 3 * u, nameRect.bottom() + 2 * u, face.width() - 6 * u,
                  face.bottom() - nameRect.bottom() - 5 * u);
}

void paintCardBack(QPainter &painter, const QRectF &rect, const QColor &colour, const QString &game,
                   const QString &deck, int seat)
{
    const double u = std::min(rect.width(), rect.height()) / StandardCardWidthMm;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect, colour);
    painter.setClipRect(rect, Qt::IntersectClip);
    // Diagonal stripes, a shade lighter, so that every back of a deck looks the same.
    QColor stripe = colour.lighter(118);
    painter.setPen(QPen(stripe, 2.2 * u));
    const double step = 7 * u;
    for (double x = rect.left() - rect.height(); x < rect.right(); x += step)
        painter.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()));
    const QRectF frame = rect.adjusted(5 * u, 5 * u, -5 * u, -5 * u);
    painter.setPen(QPen(colour.lighter(160), 0.8 * u));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(frame, 3 * u, 3 * u);
    const QRectF plate(frame.left() + 3 * u, frame.center().y() - 11 * u, frame.width() - 6 * u,
                       22 * u);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawRoundedRect(plate, 3 * u, 3 * u);
    painter.setPen(TeamColours::inkOn(colour));
    drawText(painter, QRectF(plate.left(), plate.top() + 2 * u, plate.width(), 11 * u),
             Qt::AlignCenter, game, {fittedTextSize(game, 6 * u, plate.width() - 4 * u), true});
    drawText(painter, QRectF(plate.left(), plate.top() + 12 * u, plate.width(), 8 * u),
             Qt::AlignCenter, deck, {fittedTextSize(deck, 3.6 * u, plate.width() - 4 * u), true});
    if (seat >= 0)
        TeamColours::paintMark(painter, QPointF(plate.center().x(), plate.top() - 8 * u), 12 * u,
                               seat);
    painter.restore();
}

void paintToken(QPainter &painter, const QRectF &rect, const QColor &colour, const QString &big,
                const QString &small, bool round, int seat)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Ink, 0.3));
    painter.setBrush(colour);
    const QRectF shape = rect.adjusted(0.5, 0.5, -0.5, -0.5);
    if (round)
        painter.drawEllipse(shape);
    else
        painter.drawRoundedRect(shape, rect.height() * 0.1, rect.height() * 0.1);
    painter.setPen(TeamColours::inkOn(colour));
    const double h = rect.height();
    const double bigTop = small.isEmpty() ? 0.25 : 0.12;
    const QRectF bigRect(rect.left(), rect.top() + h * bigTop, rect.width(), h * 0.5);
    if (seat >= 0)
        TeamColours::paintMark(painter, bigRect.center(), std::min(h * 0.5, rect.width() * 0.5),
                               seat);
    else
        drawText(painter, bigRect, Qt::AlignCenter, big,
                 {fittedTextSize(big, h * 0.42, rect.width() * 0.75), true});
    if (!small.isEmpty())
        drawText(painter, QRectF(rect.left(), rect.top() + h * 0.58, rect.width(), h * 0.25),
                 Qt::AlignCenter, small,
                 {fittedTextSize(small, h * 0.14, rect.width() * 0.8), true});
    painter.restore();
}

void paintHullToken(QPainter &painter, const QRectF &rect, int seat)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // The cut line is the cell; the hull sits inside it, a little clear of it.
    const QRectF hull = rect.adjusted(0.8, 0.8, -0.8, -0.8);
    const double cy = hull.center().y(), half = hull.height() / 2;
    QPainterPath path;
    path.moveTo(hull.right(), cy);
    path.cubicTo(QPointF(hull.right() - hull.width() * 0.2, hull.top()),
                 QPointF(hull.left() + hull.width() * 0.25, hull.top()),
                 QPointF(hull.left(), cy - half * 0.35));
    path.lineTo(hull.left(), cy + half * 0.35);
    path.cubicTo(QPointF(hull.left() + hull.width() * 0.25, hull.bottom()),
                 QPointF(hull.right() - hull.width() * 0.2, hull.bottom()),
                 QPointF(hull.right(), cy));
    painter.setPen(QPen(Ink, 0.3));
    painter.setBrush(TeamColours::colour(seat));
    painter.drawPath(path);
    TeamColours::paintMark(painter, hull.center(),
                           std::min(hull.height() * 0.8, hull.width() * 0.45), seat);
    painter.restore();
}

} // namespace cw::print
