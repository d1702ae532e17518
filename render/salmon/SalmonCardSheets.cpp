#include "SalmonCardSheets.h"

#include "RiverPainterCells.h"
#include "print/PrintText.h"
#include "print/TeamColours.h"
#include "salmon/SalmonCardFaces.h"
#include "salmon/SymbolIcons.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace cw::salmon {

namespace {

const QColor Ink(0x20, 0x20, 0x20);
const QColor CutLine(0x90, 0x90, 0x90);
const QColor Paper(0xfb, 0xf8, 0xf2); // the card's background

constexpr double SheetGapMm = 20; // between sheets in the layout, so they are never neighbours

} // namespace

std::vector<SalmonCardSheets::PrintedCard> SalmonCardSheets::allCards()
{
    std::vector<PrintedCard> cards;
    auto add = [&](const CardCounts &counts, int deck) {
        for (int type = 0; type < CardTypeCount; ++type)
            for (int n = 0; n < counts[Card(type)]; ++n)
                cards.push_back({Card(type), deck});
    };
    for (int player = 0; player < PlayerDecks; ++player)
        add(standardSwimDeck(), player);
    add(additionalDeck(), AdditionalDeck);
    for (int n = 0; n < FatigueDeckSize; ++n)
        cards.push_back({Card::Fatigue, FatigueDeck});
    return cards;
}

SalmonCardSheets::Grid SalmonCardSheets::grid(const PageSpec &page)
{
    const QSizeF area = page.printableMm().size();
    const double slack = 0.01;
    Grid upright{int((area.width() + slack) / CardWidthMm),
                 int((area.height() + slack) / CardHeightMm), false};
    Grid turned{int((area.width() + slack) / CardHeightMm),
                int((area.height() + slack) / CardWidthMm), true};
    return turned.perSheet() > upright.perSheet() ? turned : upright;
}

print::PrintLayout SalmonCardSheets::layout(const PageSpec &page)
{
    print::PrintLayout layout;
    layout.title = tr("Salmon Run cards");
    layout.assemblyMap = false;
    const Grid sheetGrid = grid(page);
    if (sheetGrid.perSheet() <= 0)
        return layout;
    const double cellWidth = sheetGrid.turned ? CardHeightMm : CardWidthMm;
    const double cellHeight = sheetGrid.turned ? CardWidthMm : CardHeightMm;
    const QSizeF sheetSize(cellWidth * sheetGrid.columns, cellHeight * sheetGrid.rows);
    const std::vector<PrintedCard> cards = allCards();
    const int sheets = (int(cards.size()) + sheetGrid.perSheet() - 1) / sheetGrid.perSheet();
    for (int sheet = 0; sheet < sheets; ++sheet) {
        const auto first = cards.begin() + sheet * sheetGrid.perSheet();
        const std::vector<PrintedCard> onSheet(
            first, first + std::min<std::ptrdiff_t>(sheetGrid.perSheet(), cards.end() - first));
        QStringList decks;
        for (const PrintedCard &card : onSheet)
            if (!decks.contains(deckName(card.deck)))
                decks << deckName(card.deck);
        print::PrintPiece piece;
        piece.name = tr("Sheet %1 of %2: %3")
                         .arg(sheet + 1)
                         .arg(sheets)
                         .arg(decks.join(QStringLiteral(", ")));
        piece.shortName = tr("Sheet %1").arg(sheet + 1);
        piece.sizeMm = sheetSize;
        piece.positionMm = QPointF(sheet * (sheetSize.width() + SheetGapMm), 0);
        piece.draw = [onSheet, sheetGrid, cellWidth, cellHeight, sheetSize](QPainter &painter) {
            painter.save();
            painter.setRenderHint(QPainter::Antialiasing);
            for (int i = 0; i < int(onSheet.size()); ++i) {
                const QRectF cell((i % sheetGrid.columns) * cellWidth,
                                  (i / sheetGrid.columns) * cellHeight, cellWidth, cellHeight);
                if (!sheetGrid.turned) {
                    paintCard(painter, cell, onSheet[std::size_t(i)]);
                    continue;
                }
                painter.save();
                painter.translate(cell.center());
                painter.rotate(-90);
                paintCard(painter,
                          QRectF(-CardWidthMm / 2, -CardHeightMm / 2, CardWidthMm, CardHeightMm),
                          onSheet[std::size_t(i)]);
                painter.restore();
            }
            // Cut lines between the cards and around them.
            painter.setPen(QPen(CutLine, 0.2));
            painter.setBrush(Qt::NoBrush);
            for (int c = 0; c <= sheetGrid.columns; ++c)
                painter.drawLine(QPointF(c * cellWidth, 0),
                                 QPointF(c * cellWidth, sheetSize.height()));
            for (int r = 0; r <= sheetGrid.rows; ++r)
                painter.drawLine(QPointF(0, r * cellHeight),
                                 QPointF(sheetSize.width(), r * cellHeight));
            painter.restore();
        };
        layout.pieces.push_back(std::move(piece));
    }
    return layout;
}

// A card: the deck's colour band with the deck's name, the card's name, its icon large in the
// middle and its rules text at the bottom. Sizes are shares of the card's width, so a smaller
// card (a preview) keeps its look.
void SalmonCardSheets::paintCard(QPainter &painter, const QRectF &rect, const PrintedCard &card)
{
    const double u = rect.width() / CardWidthMm; // 1 mm of a full-size card
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF face = rect.adjusted(2 * u, 2 * u, -2 * u, -2 * u);
    painter.setPen(QPen(Ink, 0.35 * u));
    painter.setBrush(Paper);
    painter.drawRoundedRect(face, 3 * u, 3 * u);
    // The band: the deck's colour, its name in ink that reads on it.
    const QRectF band(face.left() + 2 * u, face.top() + 2 * u, face.width() - 4 * u, 9 * u);
    painter.setPen(Qt::NoPen);
    painter.setBrush(deckColour(card.deck));
    painter.drawRoundedRect(band, 2 * u, 2 * u);
    painter.setPen(print::TeamColours::inkOn(deckColour(card.deck)));
    print::drawText(painter, band, Qt::AlignCenter,
                    print::elidedText(deckName(card.deck), {4 * u, true}, band.width() - 2 * u),
                    {4 * u, true});
    // The card's face as the board shows it: its name in its colour, its icon turned its way.
    const CardFace look = cardFace(card.card);
    painter.setPen(QColor(look.colour));
    const QRectF nameRect(face.left() + 2 * u, band.bottom() + 2 * u, face.width() - 4 * u, 8 * u);
    // Long names ("Double Swim Forward") shrink to fit rather than being cut.
    const QString name = look.name;
    const double natural = print::textWidth(name, {5.5 * u, true});
    const double nameSize = 5.5 * u * std::min(1.0, nameRect.width() / std::max(natural, 0.01));
    print::drawText(painter, nameRect, Qt::AlignCenter, name, {nameSize, true});
    const double icon = 34 * u;
    const QPointF iconCentre(face.center().x(), nameRect.bottom() + 3 * u + icon / 2);
    painter.save();
    painter.translate(iconCentre);
    painter.rotate(look.iconTurn);
    cells::paintSvg(painter, symbolIconPath(look.symbol), QRectF(-icon / 2, -icon / 2, icon, icon));
    painter.restore();
    painter.setPen(Ink);
    const QRectF textRect(face.left() + 3 * u, iconCentre.y() + icon / 2 + 2 * u,
                          face.width() - 6 * u, face.bottom() - iconCentre.y() - icon / 2 - 4 * u);
    print::drawText(painter, textRect, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                    rulesText(card.card), {3.3 * u});
    painter.restore();
}

QString SalmonCardSheets::rulesText(Card card)
{
    switch (card) {
    case Card::SwimForward:
        return tr("Swim 1 hex straight upstream.");
    case Card::SwimLeft:
        return tr("Swim 1 hex upstream to the left.");
    case Card::SwimRight:
        return tr("Swim 1 hex upstream to the right.");
    case Card::DoubleForward:
        return tr("Swim 2 hexes straight upstream.");
    case Card::DoubleLeft:
        return tr("Swim 2 hexes upstream to the left.");
    case Card::DoubleRight:
        return tr("Swim 2 hexes upstream to the right.");
    case Card::Wild:
        return tr("Swim 1 hex upstream: straight, left or right.");
    case Card::Bear:
        return tr("Move a bear up to 2 hexes. It stops on salmon: each takes a Fatigue card.");
    case Card::Eagle:
        return tr("Look at a hand and discard 1 card. Eagle counters.");
    case Card::Current:
        return tr("Every salmon follows its hex's current. Current counters.");
    case Card::Rapids:
        return tr("Each player discards 1 card per arrow on their hex. Rapids counters.");
    case Card::Fatigue:
        return tr("No effect. Play only Fatigue: return one to its pile.");
    }
    return {};
}

QString SalmonCardSheets::deckName(int deck)
{
    switch (deck) {
    case 0:
        return tr("Red swim deck");
    case 1:
        return tr("Blue swim deck");
    case 2:
        return tr("Green swim deck");
    case 3:
        return tr("Yellow swim deck");
    case FatigueDeck:
        return tr("Fatigue deck");
    default:
        return tr("Additional deck");
    }
}

QColor SalmonCardSheets::deckColour(int deck)
{
    if (deck == FatigueDeck)
        return {0x67, 0x5a, 0x86};
    return deck >= 0 && deck < 4 ? print::TeamColours::colour(deck) : QColor(0x4a, 0x55, 0x60);
}

} // namespace cw::salmon
