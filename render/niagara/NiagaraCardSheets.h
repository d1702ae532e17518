#pragma once

#include "course/PageSpec.h"
#include "print/PrintLayout.h"
#include "print/SheetPacker.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <vector>

class QPainter;

namespace cw::niagara {

// Niagara's print-and-play paddle cards (`coursewright-cli export --cards --game niagara`, and the
// game kit): each of the 5 seats' 7 cards (docs/rules/niagara.md, "Setup": 1, 2, 3, 4, 5, 6 and the
// cloud) in the seat's colour, 35 cards of CardWidthMm × CardHeightMm, with a back in the seat's
// colour, laid out by print::SheetPacker (9 on A4 portrait, 8 turned on Letter portrait). Sheets
// are print pieces without an assembly map, exported through the course print path.
class NiagaraCardSheets {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraCardSheets)

public:
    static constexpr double CardWidthMm = 63;
    static constexpr double CardHeightMm = 88;
    static constexpr int Seats = 5;

    struct PrintedCard {
        int seat = 0;
        int card = 0; // 0…5 the numbers 1…6, 6 the cloud (actions::CloudCard)
    };

    // Every card, seat by seat, 1…6 then the cloud.
    static std::vector<PrintedCard> allCards();
    // Every card as a sheet item, front and back, in allCards()' order.
    static print::SheetItems items();
    // The sheets for `page`, one piece each.
    static print::PrintLayout layout(const PageSpec &page);

    // Draws one card upright in `rect` (or any rectangle of the card's shape).
    static void paintCard(QPainter &painter, const QRectF &rect, const PrintedCard &card);
    // The back of a seat's cards.
    static void paintBack(QPainter &painter, const QRectF &rect, int seat);
};

} // namespace cw::niagara
