#pragma once

#include "print/GameKit.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace cw::niagara {

// Niagara's print-and-play kit (print::GameKits, registered in NiagaraPrintRegistration.cpp): the
// paddle cards (NiagaraCardSheets), then the pieces (docs/rules/niagara.md, "The river"): a river
// disc for every space of the river and 3 spare (the box's 12 on the standard river), 2 canoes per
// seat, the gems of each colour the river's places hold and one spare, the cloud for the weather
// track, the life preserver, the fork marker (Left on one side, Right on the other) and a mat per
// seat with its round and card spaces and its play area; and the player aid.
class NiagaraKit {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraKit)

public:
    static constexpr int CanoesPerSeat = 2;
    static constexpr int SpareDiscs = 3;
    static constexpr double CanoeWidthMm = 24;
    static constexpr double CanoeHeightMm = 9;
    static constexpr double GemMm = 10;
    static constexpr double MarkerMm = 16; // the cloud (a weather step is 18 mm), the fork marker
    static constexpr double PreserverMm = 22;
    // A seat mat holds a paddle card face down (63 × 88 mm) beside the life preserver's space.
    static constexpr double MatWidthMm = 190;
    static constexpr double MatHeightMm = 110;

    // `course`: a "niagara-river" course of the current format version.
    static print::GameKit make(const QJsonObject &course);
    // A river disc's diameter: as drawn on the board's spaces.
    static double discMm();
    static print::PlayerAid playerAid();
};

} // namespace cw::niagara
