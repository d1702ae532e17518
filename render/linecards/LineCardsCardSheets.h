#pragma once

#include "course/PageSpec.h"
#include "linecards/LineCardsCards.h"
#include "print/PrintLayout.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace cw::linecards {

// Line cards' print-and-play set at true scale: the 7 × 7 table (one piece, tiled over pages when
// larger than the paper, with the start squares and the wrap marked at the edges), then both
// players' decks: the start card, the 19 line cards and the energy card with its 3 points and
// its four effects, 21 cards each. Cards are squares of one table square, CardMm across, laid edge
// to edge on sheets with cut lines; the table's squares are the same size, so cards lie on them.
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
    // Cards on one sheet of `page`: columns × rows.
    static int columns(const PageSpec &page);
    static int rows(const PageSpec &page);
    // The table, then the card sheets.
    static print::PrintLayout layout(const PageSpec &page);

    // Draws one card in the square `rect`.
    static void paintCard(QPainter &painter, const QRectF &rect, const PrintedCard &card);
    static QColor playerColour(int player);
};

} // namespace cw::linecards
