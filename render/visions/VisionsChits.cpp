#include "VisionsChits.h"

#include "VisionsCardSheets.h"
#include "print/PieceFaces.h"
#include "print/PrintStyle.h"
#include "print/PrintText.h"
#include "print/TeamColours.h"
#include "visions/VisionsNarration.h"

#include <QPainter>

#include <cmath>

namespace cw::visions::VisionsChits {

const QColor SprintColour(0x2f, 0x8a, 0x3e);
const QColor MountainColour(0xc8, 0x3a, 0x32);

namespace {

using print::Ink;

// The label plate of a rider or of the indicator: white with black text, or black with white.
void paintLabel(QPainter &painter, const QRectF &plate, const QString &text, bool blackLabel)
{
    painter.setPen(QPen(Ink, 0.2));
    painter.setBrush(blackLabel ? QColor(Ink) : QColor(Qt::white));
    painter.drawRoundedRect(plate, plate.height() * 0.3, plate.height() * 0.3);
    painter.setPen(blackLabel ? QColor(Qt::white) : QColor(Ink));
    print::drawText(
        painter, plate, Qt::AlignCenter, text,
        {print::fittedTextSize(text, plate.height() * 0.62, plate.width() * 0.9), true});
}

} // namespace

void paintClassSymbol(QPainter &painter, const QRectF &rect, RiderClass riderClass,
                      const QColor &colour)
{
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    const QPointF c = rect.center();
    const double r = std::min(rect.width(), rect.height()) / 2;
    switch (riderClass) {
    case RiderClass::AllStar: {
        QPolygonF star;
        for (int i = 0; i < 10; ++i) {
            const double angle = M_PI / 2 + i * M_PI / 5;
            const double radius = i % 2 == 0 ? r : r * 0.42;
            star << QPointF(c.x() + radius * std::cos(angle), c.y() - radius * std::sin(angle));
        }
        painter.drawPolygon(star);
        break;
    }
    case RiderClass::Climber:
        painter.drawPolygon(QPolygonF{QPointF(c.x(), c.y() - r * 0.9),
                                      QPointF(c.x() + r, c.y() + r * 0.8),
                                      QPointF(c.x() - r, c.y() + r * 0.8)});
        break;
    case RiderClass::Sprinter:
        painter.drawRect(QRectF(c.x() - r * 0.7, c.y() - r * 0.85, r * 0.45, r * 1.7));
        painter.drawRect(QRectF(c.x() + r * 0.25, c.y() - r * 0.85, r * 0.45, r * 1.7));
        break;
    case RiderClass::Domestique:
        painter.drawEllipse(c, r * 0.7, r * 0.7);
        break;
    }
    painter.restore();
}

// A disc of the team's colour, the class symbol beside the team's mark, and the class on a label
// plate. The rider's slot number is on a Domestique's disc, so that a team's three Domestiques
// can be told apart as on the team mat.
void paintRider(QPainter &painter, const QRectF &rect, int team, int rider, bool blackLabel)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = print::TeamColours::colour(team);
    painter.setPen(QPen(Ink, 0.3));
    painter.setBrush(colour);
    painter.drawEllipse(rect.adjusted(0.5, 0.5, -0.5, -0.5));
    const RiderClass riderClass = classOf(rider);
    const double s = rect.width() * 0.42;
    const QRectF symbol(rect.center().x() - s * 0.2, rect.top() + rect.height() * 0.16, s, s);
    paintClassSymbol(painter, symbol, riderClass, print::TeamColours::inkOn(colour));
    if (riderClass == RiderClass::Domestique) {
        painter.setPen(colour);
        print::drawText(painter, symbol, Qt::AlignCenter, QString::number(rider - 2),
                        {s * 0.6, true});
    }
    print::TeamColours::paintMark(
        painter, QPointF(rect.left() + rect.width() * 0.27, symbol.center().y()), s * 0.6, team);
    const QRectF plate(rect.left() + rect.width() * 0.14, rect.top() + rect.height() * 0.64,
                       rect.width() * 0.72, rect.height() * 0.2);
    paintLabel(painter, plate, VisionsNarration::className(riderClass), blackLabel);
    painter.restore();
}

void paintIndicator(QPainter &painter, const QRectF &rect, bool blackLabel)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Ink, 0.4));
    painter.setBrush(blackLabel ? QColor(Ink) : QColor(Qt::white));
    painter.drawEllipse(rect.adjusted(0.5, 0.5, -0.5, -0.5));
    painter.setPen(blackLabel ? QColor(Qt::white) : QColor(Ink));
    const QString title = VisionsCardSheets::tr("Available riders");
    print::drawText(
        painter,
        QRectF(rect.left(), rect.top() + rect.height() * 0.2, rect.width(), rect.height() * 0.2),
        Qt::AlignCenter, title,
        {print::fittedTextSize(title, rect.height() * 0.1, rect.width() * 0.75), true});
    const QRectF plate(rect.left() + rect.width() * 0.18, rect.top() + rect.height() * 0.45,
                       rect.width() * 0.64, rect.height() * 0.22);
    painter.setPen(QPen(blackLabel ? QColor(Qt::white) : QColor(Ink), 0.3));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(plate.adjusted(-1, -1, 1, 1), 1.5, 1.5);
    paintLabel(painter, plate,
               blackLabel ? VisionsCardSheets::tr("black labels")
                          : VisionsCardSheets::tr("white labels"),
               blackLabel);
    painter.restore();
}

void paintLine(QPainter &painter, const QRectF &rect, const QColor &colour, const QString &text)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Ink, 0.3));
    painter.setBrush(colour);
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5));
    painter.setPen(print::TeamColours::inkOn(colour));
    print::drawText(painter, rect, Qt::AlignCenter, text, {rect.height() * 0.4, true});
    painter.restore();
}

} // namespace cw::visions::VisionsChits
