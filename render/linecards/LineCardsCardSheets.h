#pragma once

#include "course/PageSpec.h"
#include "linecards/LineCardsCards.h"
#include "print/PrintLayout.h"
#include "print/SheetPacker.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace cw::linecards {

// Line cards' print-and-play set at true scale: the 7 × 7 table (one piece, tiled over pages when
// larger than the paper, with the start squares and the wrap marked at the edges), then both
// players' decks: the start card, the 19 line cards and the energy card with its 3 points and
// its four effects, 21 cards each, with a back in the player's colour. Cards are squares of one
// table square, CardMm across, laid out by print::SheetPacker; the table's squares are the same
// size, so cards lie on them. The game kit prints the table as its course, with an assembly map.
class LineCardsCardSheets {
    Q_DECLARE_TR_FUNCTIONS(cw::linecards::LineCardsCardSheets)

public:
    static constexpr double CardMm = 50;
    static constexpr int TableSide = 7;

    enum class Face { Start, Line, Energy };
    struct PrintedCard {
        int player = 0;
        Face face = Face::Line;
        Kind kind = Kind::Straight1; // Line only
    };

    // Every card, player by player: start card, the 19 line cards by type, the energy card.
    static std::vector<PrintedCard> allCards();
    // Every card as a sheet item, front and back, in allCards()' order.
    static print::SheetItems items();
    // The table alone, with an assembly map when it is tiled.
    static print::PrintLayout tableLayout();
    // The table, then the card sheets (`export --cards`).
    static print::PrintLayout layout(const PageSpec &page);

    // Draws one card in the square `rect`.
    static void paintCard(QPainter &painter, const QRectF &rect, const PrintedCard &card);
    static void paintBack(QPainter &painter, const QRectF &rect, int player);
    static QColor playerColour(int player);
};

} // namespace cw::linecards
