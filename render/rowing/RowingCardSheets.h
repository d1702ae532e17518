#pragma once

#include "course/PageSpec.h"
#include "print/PrintLayout.h"
#include "print/SheetPacker.h"
#include "rowing/RowingCards.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

class QPainter;

namespace cw::rowing {

// The rowing race's print-and-play cards (`coursewright-cli export --cards --game rowing`, and the
// game kit): one deck per boat (docs/rules/rowing.md, "Setup": 4 each of Pace 1, 2 and 3, 3
// Instability and the 6 Stamina cards of the Stamina Pile), 63 × 88 mm, in the boat's colour,
// every card of a deck with the deck's back (Stamina cards are shuffled into the deck when they
// reach the discard pile, so they share it). Laid out by print::SheetPacker.
class RowingCardSheets {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingCardSheets)

public:
    static constexpr double CardWidthMm = 63;
    static constexpr double CardHeightMm = 88;
    // Decks printed without a course: one for each lane of the standard course.
    static constexpr int DefaultBoats = 6;

    struct PrintedCard {
        int boat = 0; // the deck's boat, from 0 (its lane - 1)
        Card card = Card::Pace1;
    };

    // Every card, boat by boat: Pace 1, 2, 3, Instability, then Stamina.
    static std::vector<PrintedCard> allCards(int boats = DefaultBoats);
    static print::SheetItems items(int boats = DefaultBoats);
    static print::PrintLayout layout(const PageSpec &page);

    // Draws a card upright in `rect` (63 × 88 mm or any rectangle of that shape), and the back of
    // a boat's deck.
    static void paintCard(QPainter &painter, const QRectF &rect, const PrintedCard &card);
    static void paintBack(QPainter &painter, const QRectF &rect, int boat);
    // "Red boat": a boat's colour and deck, as printed on its cards and pieces.
    static QString boatName(int boat);
};

} // namespace cw::rowing
