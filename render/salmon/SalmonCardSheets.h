#pragma once

#include "course/PageSpec.h"
#include "print/PrintLayout.h"
#include "print/SheetPacker.h"
#include "salmon/SalmonCards.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace cw::salmon {

// A print-and-play set of every card of the game: the four 11-card swim decks (a band of the
// player's colour on each card), the 48 cards of the additional deck and the 32 Fatigue cards,
// 63 × 88 mm each, all with the same back (cards move between decks, so a back must not tell
// them apart). Laid out edge to edge by print::SheetPacker (9 upright on A4 portrait; 8 turned
// sideways on Letter portrait, where 9 do not fit within the margins), exported through the
// same PDF/SVG/PNG path as courses, without an assembly map; the game kit prints them too.
class SalmonCardSheets {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonCardSheets)

public:
    static constexpr double CardWidthMm = 63;
    static constexpr double CardHeightMm = 88;
    static constexpr int PlayerDecks = 4;

    // One printed card: its type, and the deck it belongs to (0-3 a player's swim deck, -1 the
    // additional deck, -2 the Fatigue deck).
    struct PrintedCard {
        Card card = Card::SwimForward;
        int deck = -1;
    };
    static constexpr int AdditionalDeck = -1;
    static constexpr int FatigueDeck = -2;
    // A player's swim deck (0…PlayerDecks-1), printed in the player's seat colour and mark.
    static constexpr bool isPlayerDeck(int deck) { return deck >= 0 && deck < PlayerDecks; }

    // Every card of the game, deck by deck: 4 × 11 + 48 + 32.
    static std::vector<PrintedCard> allCards();
    // Every card as a sheet item, front and back, in allCards()' order.
    static print::SheetItems items();
    // The sheets for `page`, one piece each.
    static print::PrintLayout layout(const PageSpec &page);

    // Draws one card upright in `rect` (63 × 88 mm, or any size of that shape), and the back
    // every card shares.
    static void paintCard(QPainter &painter, const QRectF &rect, const PrintedCard &card);
    static void paintBack(QPainter &painter, const QRectF &rect);

    // The card's one-line rules text and the deck's name, translated (the card's name, icon and
    // colour are its face, cardFace, as on the board).
    static QString rulesText(Card card);
    static QString deckName(int deck);
    static QColor deckColour(int deck);
};

} // namespace cw::salmon
