#include "LineCardsCardSheets.h"

#include "linecards/LineCardsGame.h"
#include "linecards/LineCardsNarration.h"
#include "print/PieceFaces.h"
#include "print/PrintStyle.h"
#include "print/PrintText.h"
#include "print/TeamColours.h"

#include <QPainter>

#include <algorithm>

namespace cw::linecards {

namespace {

using print::Ink;
const QColor Paper(0xfb, 0xf8, 0xf2);
const QColor TableSquare(0xe4, 0xee, 0xf2);

constexpr double GapMm = 20; // between pieces in the layout

using N = LineCardsNarration;

// A line's path in `rect`: a bar from the entry side (bottom: the card is drawn upright, its line
// travelling up) to the centre and one from the centre to each exit; a start card has a ring.
void paintPath(QPainter &painter, const QRectF &rect, std::uint8_t exits, bool start,
               const QColor &colour)
{
    const double w = rect.width() * 0.14;
    const QPointF c = rect.center();
    painter.save();
    painter.setClipRect(rect, Qt::IntersectClip); // the round caps stay on the card
    painter.setPen(QPen(colour, w, Qt::SolidLine, Qt::RoundCap));
    const QPointF ends[DirCount] = {
        {c.x(), rect.top()}, {rect.right(), c.y()}, {c.x(), rect.bottom()}, {rect.left(), c.y()}};
    for (int d = 0; d < DirCount; ++d)
        if ((exits & dirBit(Dir(d))) || (!start && Dir(d) == Dir::Down))
            painter.drawLine(c, ends[d]);
    if (start) {
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(c, rect.width() * 0.18, rect.width() * 0.18);
    }
    painter.restore();
}

} // namespace

std::vector<LineCardsCardSheets::PrintedCard> LineCardsCardSheets::allCards()
{
    std::vector<PrintedCard> cards;
    for (int player = 0; player < Players; ++player) {
        cards.push_back({player, Face::Start, Kind::Straight0});
        for (int kind = 0; kind < KindCount; ++kind)
            for (int n = 0; n < Kinds[std::size_t(kind)].copies; ++n)
                cards.push_back({player, Face::Line, Kind(kind)});
        cards.push_back({player, Face::Energy, Kind::Straight0});
    }
    return cards;
}

print::SheetItems LineCardsCardSheets::items()
{
    print::SheetItems items;
    for (const PrintedCard &card : allCards())
        items.push_back(
            {QSizeF(CardMm, CardMm),
             [card](QPainter &painter, const QRectF &rect) { paintCard(painter, rect, card); },
             [player = card.player](QPainter &painter, const QRectF &rect) {
                 paintBack(painter, rect, player);
             },
             tr("Player %1").arg(card.player + 1), card.player});
    return items;
}

print::PrintLayout LineCardsCardSheets::layout(const PageSpec &page)
{
    print::PrintLayout layout =
        print::SheetPacker::layout(tr("Line cards: table and cards"), {items()}, page);
    print::PrintLayout table = tableLayout();
    for (print::PrintPiece &piece : layout.pieces)
        piece.positionMm.rx() += table.pieces.front().sizeMm.width() + GapMm;
    layout.pieces.insert(layout.pieces.begin(), table.pieces.front());
    return layout;
}

print::PrintLayout LineCardsCardSheets::tableLayout()
{
    print::PrintLayout layout;
    layout.title = tr("Line cards table");

    // The table: 7 × 7 squares of one card each; arrows at the edges say lines wrap.
    print::PrintPiece table;
    table.name = tr("Table (%1 × %1 squares)").arg(TableSide);
    table.shortName = tr("Table");
    table.sizeMm = QSizeF(TableSide * CardMm, TableSide * CardMm);
    table.draw = [](QPainter &painter) {
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        const int centre = (TableSide - 1) / 2;
        for (int row = 0; row < TableSide; ++row)
            for (int column = 0; column < TableSide; ++column) {
                const QRectF square(column * CardMm, row * CardMm, CardMm, CardMm);
                painter.setPen(QPen(Ink, 0.4));
                const bool start = row == centre && (column == centre - 1 || column == centre + 1);
                painter.setBrush(start ? playerColour(column > centre ? 1 : 0).lighter(170)
                                       : TableSquare);
                painter.drawRect(square);
                painter.setPen(Ink);
                print::drawText(painter, square.adjusted(1.5, 1, -1.5, -1),
                                Qt::AlignLeft | Qt::AlignTop,
                                N::squareName(squareIndex(row, column)), {3});
                if (start)
                    print::drawText(painter, square, Qt::AlignCenter,
                                    tr("Start %1").arg(column > centre ? 2 : 1), {4, true});
                // Wrap marks: a chevron on every edge square, pointing out of the table.
                painter.setPen(QPen(Ink, 0.5));
                const auto chevron = [&](QPointF tip, QPointF back) {
                    const QPointF side(back.y() - tip.y(), tip.x() - back.x());
                    painter.drawLine(tip, back + side * 0.6);
                    painter.drawLine(tip, back - side * 0.6);
                };
                const QPointF c = square.center();
                if (row == 0)
                    chevron({c.x(), square.top() + 1.5}, {c.x(), square.top() + 4.5});
                if (row == TableSide - 1)
                    chevron({c.x(), square.bottom() - 1.5}, {c.x(), square.bottom() - 4.5});
                if (column == 0)
                    chevron({square.left() + 1.5, c.y()}, {square.left() + 4.5, c.y()});
                if (column == TableSide - 1)
                    chevron({square.right() - 1.5, c.y()}, {square.right() - 4.5, c.y()});
            }
        painter.restore();
    };
    layout.pieces.push_back(std::move(table));
    return layout;
}

void LineCardsCardSheets::paintBack(QPainter &painter, const QRectF &rect, int player)
{
    print::paintCardBack(painter, rect, playerColour(player), tr("Line cards"),
                         tr("Player %1").arg(player + 1), player);
}

// A line card: its path drawn as it enters from the bottom, its priority in two corners (so it
// reads whichever way the card lies) and its name. The start card: the path up and a ring. The
// energy card: four effects and a 3-2-1 points track to mark with a token.
void LineCardsCardSheets::paintCard(QPainter &painter, const QRectF &rect, const PrintedCard &card)
{
    const double u = rect.width() / CardMm;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = playerColour(card.player);
    const QRectF face = rect.adjusted(1.5 * u, 1.5 * u, -1.5 * u, -1.5 * u);
    painter.setPen(QPen(colour, 0.8 * u));
    painter.setBrush(Paper);
    painter.drawRoundedRect(face, 2.5 * u, 2.5 * u);
    // The player's mark in the top right corner, clear of the priority and the path.
    print::TeamColours::paintMark(painter, QPointF(face.right() - 5 * u, face.top() + 5 * u), 7 * u,
                                  card.player);
    switch (card.face) {
    case Face::Start:
        paintPath(painter, face, dirBit(Dir::Up), true, colour);
        painter.setPen(Ink);
        print::drawText(painter, face.adjusted(2 * u, 0, -2 * u, -1.5 * u),
                        Qt::AlignHCenter | Qt::AlignBottom,
                        tr("Start · player %1").arg(card.player + 1), {3 * u, true});
        break;
    case Face::Line: {
        paintPath(painter, face, exitsOf(shapeOf(card.kind), Dir::Up), false, colour);
        painter.setPen(Ink);
        const QString priority = QString::number(priorityOf(card.kind));
        const QRectF corner(face.left() + 2 * u, face.top() + 1.5 * u, 8 * u, 7 * u);
        print::drawText(painter, corner, Qt::AlignLeft | Qt::AlignTop, priority, {6 * u, true});
        print::drawRotatedText(painter,
                               QRectF(face.right() - 10 * u, face.bottom() - 8.5 * u, 8 * u, 7 * u),
                               180, Qt::AlignLeft | Qt::AlignTop, priority, {6 * u, true});
        print::drawText(
            painter, QRectF(face.left() + 2 * u, face.bottom() - 7 * u, face.width() / 2, 6 * u),
            Qt::AlignLeft | Qt::AlignVCenter,
            print::elidedText(N::shapeName(shapeOf(card.kind)), {2.6 * u}, face.width() / 2),
            {2.6 * u});
        break;
    }
    case Face::Energy: {
        painter.setPen(Ink);
        print::drawText(painter, QRectF(face.left(), face.top() + 1.5 * u, face.width(), 6 * u),
                        Qt::AlignCenter, tr("Energy · player %1").arg(card.player + 1),
                        {3.6 * u, true});
        const int effects[] = {int(Effect::Boost), int(Effect::Brake), int(Effect::TurnAround),
                               int(Effect::ExtraGas)};
        double y = face.top() + 8.5 * u;
        for (const int effect : effects) {
            const QRectF line(face.left() + 2.5 * u, y, face.width() - 5 * u, 7.5 * u);
            print::drawText(painter, line, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                            N::effectName(effect) + QStringLiteral(": ") +
                                N::effectDescription(effect),
                            {2.2 * u});
            y += 7.8 * u;
        }
        for (int point = 0; point < StartEnergy; ++point) { // the points track: 3, 2, 1
            const QRectF box(face.left() + 6 * u + point * 12.5 * u, face.bottom() - 9 * u, 9 * u,
                             7 * u);
            painter.setPen(QPen(colour, 0.5 * u));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(box, 1.5 * u, 1.5 * u);
            painter.setPen(Ink);
            print::drawText(painter, box, Qt::AlignCenter, QString::number(StartEnergy - point),
                            {4 * u, true});
        }
        break;
    }
    }
    painter.restore();
}

QColor LineCardsCardSheets::playerColour(int player)
{
    return print::TeamColours::colour(player);
}

} // namespace cw::linecards
