#include "TeamColours.h"

#include "PieceFaces.h"
#include "PrintText.h"
#include "core/GameSetup.h"

#include <QPainter>

namespace cw::print {

QColor TeamColours::colour(int index)
{
    return QColor(defaultSeatColour(index));
}

QString TeamColours::name(int index)
{
    // In the order of defaultSeatColour's Okabe–Ito colours.
    switch (((index % Count) + Count) % Count) {
    case 0:
        return tr("Vermilion");
    case 1:
        return tr("Blue");
    case 2:
        return tr("Sky blue");
    case 3:
        return tr("Yellow");
    case 4:
        return tr("Pink");
    case 5:
        return tr("Green");
    default:
        return tr("Orange");
    }
}

QColor TeamColours::inkOn(const QColor &background)
{
    // Perceived brightness.
    const double luma =
        0.299 * background.red() + 0.587 * background.green() + 0.114 * background.blue();
    return luma > 150 ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white);
}

QColor TeamColours::markDisc()
{
    return QColor(0x0f, 0x1f, 0x2c); // as qml/common/SeatMark.qml
}

QString TeamColours::mark(int seat)
{
    return QString::number(seat + 1);
}

void TeamColours::paintMark(QPainter &painter, const QPointF &centre, double diameter, int seat)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double ring = diameter / 11;
    painter.setPen(QPen(colour(seat), ring));
    painter.setBrush(markDisc());
    const double r = (diameter - ring) / 2;
    painter.drawEllipse(centre, r, r);
    painter.setPen(Qt::white);
    const QRectF box(centre.x() - r, centre.y() - r, 2 * r, 2 * r);
    drawText(painter, box, Qt::AlignCenter, mark(seat), {diameter * 0.6, true});
    painter.restore();
}

void TeamColours::paintBand(QPainter &painter, const QRectF &band, double radius, int seat,
                            const QString &text, double textSize)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour(seat));
    painter.drawRoundedRect(band, radius, radius);
    const double mark = band.height() * 0.84;
    const double gap = (band.height() - mark) / 2;
    paintMark(painter, QPointF(band.left() + gap + mark / 2, band.center().y()), mark, seat);
    // The text centred on the band, clear of the mark on both sides so that it stays centred.
    const QRectF room = band.adjusted(mark + 2 * gap, 0, -(mark + 2 * gap), 0);
    painter.setPen(inkOn(colour(seat)));
    drawText(painter, room, Qt::AlignCenter, text,
             {fittedTextSize(text, textSize, room.width()), true});
    painter.restore();
}

} // namespace cw::print
