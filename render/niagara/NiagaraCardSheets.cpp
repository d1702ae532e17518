#include "NiagaraCardSheets.h"

#include "niagara/NiagaraActions.h"
#include "print/PieceFaces.h"
#include "print/PrintStyle.h"
#include "print/PrintText.h"
#include "print/TeamColours.h"

#include <QPainter>
#include <QPainterPath>

namespace cw::niagara {

namespace {

using print::Ink;
const QColor CardPaper(0xfb, 0xf8, 0xf2);

// A cloud of three bumps on a flat base, filling `rect`.
QPainterPath cloud(const QRectF &rect)
{
    const double w = rect.width(), h = rect.height();
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    path.addEllipse(QRectF(rect.left(), rect.top() + 0.35 * h, 0.45 * w, 0.6 * h));
    path.addEllipse(QRectF(rect.left() + 0.22 * w, rect.top(), 0.5 * w, 0.8 * h));
    path.addEllipse(QRectF(rect.left() + 0.5 * w, rect.top() + 0.25 * h, 0.5 * w, 0.7 * h));
    path.addRect(QRectF(rect.left() + 0.2 * w, rect.top() + 0.6 * h, 0.6 * w, 0.35 * h));
    return path.simplified();
}

} // namespace

std::vector<NiagaraCardSheets::PrintedCard> NiagaraCardSheets::allCards()
{
    std::vector<PrintedCard> cards;
    for (int seat = 0; seat < Seats; ++seat)
        for (int card = 0; card < actions::Cards; ++card)
            cards.push_back({seat, card});
    return cards;
}

print::SheetItems NiagaraCardSheets::items()
{
    print::SheetItems items;
    for (const PrintedCard &card : allCards())
        items.push_back(
            {QSizeF(CardWidthMm, CardHeightMm),
             [card](QPainter &painter, const QRectF &rect) { paintCard(painter, rect, card); },
             [seat = card.seat](QPainter &painter, const QRectF &rect) {
                 paintBack(painter, rect, seat);
             },
             tr("%1 canoes").arg(print::TeamColours::name(card.seat)), card.seat});
    return items;
}

print::PrintLayout NiagaraCardSheets::layout(const PageSpec &page)
{
    return print::SheetPacker::layout(tr("Niagara paddle cards"), {items()}, page);
}

void NiagaraCardSheets::paintBack(QPainter &painter, const QRectF &rect, int seat)
{
    print::paintCardBack(painter, rect, print::TeamColours::colour(seat), tr("Niagara"),
                         tr("%1 canoes").arg(print::TeamColours::name(seat)), seat);
}

// A card: the seat's colour as a frame and a band with the seat's name, the number (or the cloud)
// large in the middle, what it does at the bottom. Sizes are shares of the card's width.
void NiagaraCardSheets::paintCard(QPainter &painter, const QRectF &rect, const PrintedCard &card)
{
    const double u = rect.width() / CardWidthMm;
    const QColor colour = print::TeamColours::colour(card.seat);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF face = rect.adjusted(2 * u, 2 * u, -2 * u, -2 * u);
    painter.setPen(QPen(colour, 2.5 * u));
    painter.setBrush(CardPaper);
    painter.drawRoundedRect(face.adjusted(1.25 * u, 1.25 * u, -1.25 * u, -1.25 * u), 3 * u, 3 * u);
    const QRectF band(face.left() + 4 * u, face.top() + 4 * u, face.width() - 8 * u, 9 * u);
    print::TeamColours::paintBand(painter, band, 2 * u, card.seat,
                                  tr("%1 canoes").arg(print::TeamColours::name(card.seat)), 4 * u);
    const QRectF middle(face.left() + 6 * u, band.bottom() + 4 * u, face.width() - 12 * u, 44 * u);
    const bool isCloud = card.card == actions::CloudCard;
    if (isCloud) {
        painter.setPen(QPen(colour.darker(130), 0.8 * u));
        painter.setBrush(QColor(0xe8, 0xee, 0xf4));
        painter.drawPath(cloud(middle.adjusted(0, 8 * u, 0, -8 * u)));
    } else {
        painter.setPen(colour.darker(120));
        print::drawText(painter, middle, Qt::AlignCenter, QString::number(card.card + 1),
                        {34 * u, true});
    }
    painter.setPen(Ink);
    const QRectF text(face.left() + 5 * u, middle.bottom() + 2 * u, face.width() - 10 * u,
                      face.bottom() - middle.bottom() - 6 * u);
    print::drawText(painter, text, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                    isCloud ? tr("Move the cloud one step up or down the weather track. No "
                                 "paddling this round.")
                    : card.card == 0
                        ? tr("1 paddle point for each canoe that moves: too few to load or unload.")
                        : tr("%1 paddle points for each canoe that moves.").arg(card.card + 1),
                    {3.3 * u});
    painter.restore();
}

} // namespace cw::niagara
