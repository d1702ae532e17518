#pragma once

#include "print/GameKit.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace cw::visions {

// Visions of Rainbows' print-and-play kit (print::GameKits, registered in
// VisionsPrintRegistration.cpp): the cards, chits and mats of VisionsCardSheets, with as many
// bonus-second chits of each kind as the road has bonus lines of that kind (the rulebook's 3 at
// least), and the player aid: the turn, the card types, fatigue and class modifiers, the
// reorganization and the scoring (docs/rules/visions.md).
class VisionsKit {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsKit)

public:
    // `course`: a "visions-road" course of the current format version.
    static print::GameKit make(const QJsonObject &course);
    static print::PlayerAid playerAid();
};

} // namespace cw::visions
