#pragma once

#include "course/PageSpec.h"
#include "print/PrintLayout.h"
#include "print/SheetPacker.h"
#include "visions/VisionsCards.h"
#include "visions/VisionsTactics.h"

#include <QCoreApplication>

namespace cw::visions {

// The print-and-play set of Visions of Rainbows (docs/rules/visions.md, "Teams, cards and fatigue"
// and "Events, Grupo Compacto and Tactics"): the seven team Action decks (17 cards each), the 17
// Event and 11 Tactics cards (63 × 88 mm, each deck with its own back), the rider chits (20 mm, the
// team's colour and the class symbol; the white label on one side and the black label on the
// other), the Available Rider indicator, the fatigue chits (50 Temporary, 30 Permanent), a
// bonus-ability chit for each Initial Tactic, the bonus chits (3 sprint, 3 Monarch of the Mountain,
// 5 bonus lines, 1 penalty line), both sides of the seven team mats and the podium mat. How each
// looks is in VisionsCardFaces, VisionsChits and VisionsMats; here is what the set holds, laid out
// by print::SheetPacker, cards first, then chits, then mats, each part on sheets of its own.
// `export --cards` prints the fronts; the game kit (VisionsKit) adds the backs.
class VisionsCardSheets {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsCardSheets)

public:
    static constexpr double CardWidthMm = 63;
    static constexpr double CardHeightMm = 88;
    static constexpr double RiderChitMm = 20;
    static constexpr double SmallChitMm = 15;
    static constexpr double IndicatorMm = 25;
    static constexpr double TeamMatWidthMm = 180;
    static constexpr double TeamMatHeightMm = 120;
    static constexpr double PodiumWidthMm = 180;
    static constexpr double PodiumHeightMm = 250;
    // The rulebook's bonus chits of each kind (a course with more lines of a kind needs more).
    static constexpr int BonusChits = 3;
    static constexpr int BonusLineChits = 5;
    // The engine's cards (models/visions/VisionsCards.h, VisionsTactics.h).
    static constexpr int Teams = MaxTeams;
    static constexpr int ActionCardsPerTeam = DeckSize;
    static constexpr int EventCards = EventCardCount;
    static constexpr int TacticsCards = TacticsCardCount;

    enum class Part { Card, Chit, Mat };

    // The items of a part, in print order, fronts and backs. Chits: `sprintBonuses` and
    // `mountainBonuses` bonus-second chits of each kind.
    static print::SheetItems cards();
    static print::SheetItems chits(int sprintBonuses = BonusChits,
                                   int mountainBonuses = BonusChits);
    static print::SheetItems mats();
    static int count(Part part);

    static print::PrintLayout layout(const PageSpec &page);
};

} // namespace cw::visions
