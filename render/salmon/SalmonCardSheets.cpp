#include "SalmonCardSheets.h"

#include "SalmonCoursePainterCells.h"
#include "print/PieceFaces.h"
#include "print/PrintStyle.h"
#include "print/PrintText.h"
#include "print/TeamColours.h"
#include "salmon/SalmonCardFaces.h"
#include "salmon/SalmonSymbolIcons.h"

#include <QPainter>

namespace cw::salmon {

namespace {

using print::Ink;
const QColor BackColour(0x1d, 0x5f, 0x7a); // the river's blue

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

print::SheetItems SalmonCardSheets::items()
{
    print::SheetItems items;
    for (const PrintedCard &card : allCards())
        items.push_back(
            {QSizeF(CardWidthMm, CardHeightMm),
             [card](QPainter &painter, const QRectF &rect) { paintCard(painter, rect, card); },
             &SalmonCardSheets::paintBack, deckName(card.deck),
             isPlayerDeck(card.deck) ? card.deck : -1});
    return items;
}

print::PrintLayout SalmonCardSheets::layout(const PageSpec &page)
{
    return print::SheetPacker::layout(tr("Salmon Run cards"), {items()}, page);
}

// A card: the deck's colour band with the deck's name, the card's name, its icon large in the
// middle and its rules text at the bottom. Sizes are shares of the card's width, so a smaller
// card (a preview) keeps its look.
void SalmonCardSheets::paintCard(QPainter &painter, const QRectF &rect, const PrintedCard &card)
{
    const double u = rect.width() / CardWidthMm; // 1 mm of a full-size card
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // The card's face as the board shows it: its name in its colour, its icon turned its way.
    const CardFace look = cardFace(card.card);
    const QRectF body =
        print::paintCardFrame(painter, rect, deckColour(card.deck), deckName(card.deck), look.name,
                              QColor(look.colour), isPlayerDeck(card.deck) ? card.deck : -1);
    const double icon = 34 * u;
    const QPointF iconCentre(body.center().x(), body.top() + 1 * u + icon / 2);
    painter.save();
    painter.translate(iconCentre);
    painter.rotate(look.iconTurn);
    cells::paintSvg(painter, symbolIconPath(look.symbol), QRectF(-icon / 2, -icon / 2, icon, icon));
    painter.restore();
    painter.setPen(Ink);
    const QRectF textRect(body.left(), iconCentre.y() + icon / 2 + 2 * u, body.width(),
                          body.bottom() - 1 * u - iconCentre.y() - icon / 2);
    print::drawText(painter, textRect, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                    rulesText(card.card), {3.3 * u});
    painter.restore();
}

void SalmonCardSheets::paintBack(QPainter &painter, const QRectF &rect)
{
    print::paintCardBack(painter, rect, BackColour, tr("Salmon Run"), QString());
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
    // A player's deck is named by the colour it is printed in (deckColour): one table of both.
    if (isPlayerDeck(deck))
        return tr("%1 swim deck", "%1: the deck's colour as printed on its cards (Red, Blue…)")
            .arg(print::TeamColours::name(deck));
    return deck == FatigueDeck ? tr("Fatigue deck") : tr("Additional deck");
}

QColor SalmonCardSheets::deckColour(int deck)
{
    if (deck == FatigueDeck)
        return {0x67, 0x5a, 0x86};
    return isPlayerDeck(deck) ? print::TeamColours::colour(deck) : QColor(0x4a, 0x55, 0x60);
}

} // namespace cw::salmon
