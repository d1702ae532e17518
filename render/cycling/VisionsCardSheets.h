#pragma once

#include "course/PageSpec.h"
#include "cycling/VisionsCards.h"
#include "cycling/VisionsTactics.h"
#include "print/PrintLayout.h"

#include <QColor>
#include <QCoreApplication>
#include <QSizeF>
#include <QString>

#include <functional>
#include <vector>

class QPainter;

namespace cw::cycling {

// The print-and-play set of Visions of Rainbows (RULINGS.md, "Teams, cards and fatigue" and
// "Phases"): the seven team Action decks (17 cards each), the 17 Event and 11 Tactics cards
// (63 × 88 mm), the rider chits (20 mm, the team's colour and the class symbol), the fatigue chits
// (50 Temporary, 30 Permanent), the bonus chits (3 sprint, 3 Monarch of the Mountain, 5 bonus
// lines, 1 penalty line), both sides of the seven team mats and the podium mat. Everything is
// packed in rows on sheets the size of the page's printable area, each item framed by its cut
// line, cards first, then chits, then mats. Sheets are print pieces without an assembly map.
class VisionsCardSheets {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::VisionsCardSheets)

public:
    static constexpr double CardWidthMm = 63;
    static constexpr double CardHeightMm = 88;
    static constexpr double RiderChitMm = 20;
    static constexpr double SmallChitMm = 15;
    static constexpr double TeamMatWidthMm = 180;
    static constexpr double TeamMatHeightMm = 120;
    static constexpr double PodiumWidthMm = 180;
    static constexpr double PodiumHeightMm = 250;
    // The engine's cards (models/cycling/VisionsCards.h, VisionsTactics.h).
    static constexpr int Teams = MaxTeams;
    static constexpr int ActionCardsPerTeam = DeckSize;
    static constexpr int EventCards = EventCardCount;
    static constexpr int TacticsCards = TacticsCardCount;

    enum class Part { Card, Chit, Mat };

    // One thing to cut out: its size, its part of the set and how it is drawn in its rectangle.
    struct Item {
        Part part = Part::Card;
        QSizeF sizeMm;
        std::function<void(QPainter &, const QRectF &)> paint;
    };
    // Every item of the set, in print order.
    static std::vector<Item> allItems();
    static int count(Part part);

    static print::PrintLayout layout(const PageSpec &page);
};

} // namespace cw::cycling
