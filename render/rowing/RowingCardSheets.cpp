#include "RowingCardSheets.h"

#include "print/PieceFaces.h"
#include "print/PrintStyle.h"
#include "print/PrintText.h"
#include "print/TeamColours.h"

#include <QPainter>
#include <QPainterPath>

namespace cw::rowing {

namespace {

using print::Ink;
const QColor InstabilityColour(0x8a, 0x5a, 0x12);
const QColor StaminaColour(0x9b, 0x1c, 0x1c);

QString title(Card card)
{
    switch (card) {
    case Card::Pace1:
    case Card::Pace2:
    case Card::Pace3:
        return RowingCardSheets::tr("Pace");
    case Card::Instability:
        return RowingCardSheets::tr("Instability");
    case Card::Stamina:
        break;
    }
    return RowingCardSheets::tr("Stamina");
}

QString rulesText(Card card)
{
    switch (card) {
    case Card::Pace1:
    case Card::Pace2:
    case Card::Pace3:
        return RowingCardSheets::tr("Add its value to your pace: the spaces your boat moves.");
    case Card::Instability:
        return RowingCardSheets::tr("Reveal cards from your draw deck until a Pace card shows: "
                                    "add its value to your pace.");
    case Card::Stamina:
        break;
    }
    return RowingCardSheets::tr("Cannot be played or discarded. At 35 spm, up to 2 go back from "
                                "your hand to your Stamina Pile.");
}

// A wave across `rect`: the Instability card's sign.
QPainterPath wave(const QRectF &rect)
{
    QPainterPath path;
    const int humps = 3;
    const double step = rect.width() / humps;
    path.moveTo(rect.left(), rect.center().y());
    for (int i = 0; i < humps; ++i) {
        const double x = rect.left() + i * step;
        path.cubicTo(QPointF(x + step / 3, rect.top()), QPointF(x + 2 * step / 3, rect.bottom()),
                     QPointF(x + step, rect.center().y()));
    }
    return path;
}

} // namespace

std::vector<RowingCardSheets::PrintedCard> RowingCardSheets::allCards(int boats)
{
    std::vector<PrintedCard> cards;
    for (int boat = 0; boat < boats; ++boat) {
        for (const Card card : {Card::Pace1, Card::Pace2, Card::Pace3})
            for (int n = 0; n < PacePerValue; ++n)
                cards.push_back({boat, card});
        for (int n = 0; n < InstabilityCards; ++n)
            cards.push_back({boat, Card::Instability});
        for (int n = 0; n < StaminaCards; ++n)
            cards.push_back({boat, Card::Stamina});
    }
    return cards;
}

print::SheetItems RowingCardSheets::items(int boats)
{
    print::SheetItems items;
    for (const PrintedCard &card : allCards(boats))
        items.push_back(
            {QSizeF(CardWidthMm, CardHeightMm),
             [card](QPainter &painter, const QRectF &rect) { paintCard(painter, rect, card); },
             [boat = card.boat](QPainter &painter, const QRectF &rect) {
                 paintBack(painter, rect, boat);
             },
             boatName(card.boat), card.boat});
    return items;
}

print::PrintLayout RowingCardSheets::layout(const PageSpec &page)
{
    return print::SheetPacker::layout(tr("Rowing race cards"), {items()}, page);
}

QString RowingCardSheets::boatName(int boat)
{
    return tr("%1 boat").arg(print::TeamColours::name(boat));
}

// A card: the boat's band, the card's title, its sign large in the middle (the Pace value, a wave
// for Instability, a drop for Stamina) and its rules text below.
void RowingCardSheets::paintCard(QPainter &painter, const QRectF &rect, const PrintedCard &card)
{
    const double u = rect.width() / CardWidthMm;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = print::TeamColours::colour(card.boat);
    const QRectF body = print::paintCardFrame(painter, rect, colour, boatName(card.boat),
                                              title(card.card), Ink, card.boat);
    const QRectF sign(body.left(), body.top() + 2 * u, body.width(), 34 * u);
    switch (card.card) {
    case Card::Pace1:
    case Card::Pace2:
    case Card::Pace3:
        painter.setPen(colour.darker(130));
        print::drawText(painter, sign, Qt::AlignCenter, QString::number(paceValue(card.card)),
                        {30 * u, true});
        break;
    case Card::Instability:
        painter.setPen(QPen(InstabilityColour, 3 * u, Qt::SolidLine, Qt::RoundCap));
        painter.setBrush(Qt::NoBrush);
        for (const double dy : {-7.0, 0.0, 7.0})
            painter.drawPath(wave(QRectF(sign.center().x() - 18 * u,
                                         sign.center().y() + (dy - 3) * u, 36 * u, 6 * u)));
        break;
    case Card::Stamina: {
        // A drop: a circle with a point on top.
        const double r = 11 * u;
        const QPointF c = sign.center() + QPointF(0, 4 * u);
        QPainterPath drop;
        drop.moveTo(c + QPointF(0, -2.1 * r));
        drop.cubicTo(c + QPointF(0.5 * r, -1.3 * r), c + QPointF(r, -0.6 * r), c + QPointF(r, 0));
        drop.arcTo(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 0, -180);
        drop.cubicTo(c + QPointF(-r, -0.6 * r), c + QPointF(-0.5 * r, -1.3 * r),
                     c + QPointF(0, -2.1 * r));
        painter.setPen(Qt::NoPen);
        painter.setBrush(StaminaColour);
        painter.drawPath(drop);
        break;
    }
    }
    painter.setPen(Ink);
    print::drawText(painter,
                    QRectF(body.left(), sign.bottom() + 3 * u, body.width(),
                           body.bottom() - sign.bottom() - 3 * u),
                    Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, rulesText(card.card),
                    {3.5 * u});
    painter.restore();
}

void RowingCardSheets::paintBack(QPainter &painter, const QRectF &rect, int boat)
{
    print::paintCardBack(painter, rect, print::TeamColours::colour(boat), tr("Rowing race"),
                         boatName(boat), boat);
}

} // namespace cw::rowing
