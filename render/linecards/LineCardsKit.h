#pragma once

#include "print/GameKit.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace cw::linecards {

// Line cards' print-and-play kit (print::GameKits, registered in LineCardsPrintRegistration.cpp):
// the game has no course file, so the kit prints the 7 × 7 table as its course (with an assembly
// map); then both players' cards (LineCardsCardSheets), an energy marker per player for the
// energy card's points track, and the player aid.
class LineCardsKit {
    Q_DECLARE_TR_FUNCTIONS(cw::linecards::LineCardsKit)

public:
    static constexpr double MarkerMm = 10;

    // `course` is empty: the game is played without one.
    static print::GameKit make(const QJsonObject &course);
    static print::PlayerAid playerAid();
};

} // namespace cw::linecards
