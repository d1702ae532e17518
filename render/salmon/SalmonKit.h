#pragma once

#include "print/GameKit.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace cw::salmon {

// Salmon Run's print-and-play kit (print::GameKits, registered in SalmonPrintRegistration.cpp):
// the cards of SalmonCardSheets, the 4 salmon and a bear for every paw printed on the river (the
// rulebook's 6 at least), each token a disc that fits a hex of the river's print size, and the
// player aid. The die comes from a standard box.
class SalmonKit {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonKit)

public:
    static constexpr int RulebookBears = 6;
    // A token's diameter as a share of the hex's size across the flats.
    static constexpr double TokenShare = 0.7;

    // `course`: a "salmon-river" course of the current format version.
    static print::GameKit make(const QJsonObject &course);
    static print::PlayerAid playerAid();
};

} // namespace cw::salmon
