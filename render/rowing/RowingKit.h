#pragma once

#include "print/GameKit.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace cw::rowing {

struct RowingCourse;

// The rowing race's print-and-play kit (print::GameKits, registered in
// RowingPrintRegistration.cpp): a deck for each lane of the course (RowingCardSheets), a boat for
// each lane the size of one of its spaces, a stroke-rate card and marker for each boat, and the
// player aid with the course's own split lines and pace limits.
class RowingKit {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingKit)

public:
    static constexpr double MarkerMm = 12;

    // `course`: a "rowing" course of the current format version.
    static print::GameKit make(const QJsonObject &course);
    // A boat's token: a space long less 2 mm, and narrow (at most 45 % of its length), so that it
    // lies inside its lane.
    static QSizeF boatSize(const RowingCourse &course);
    static print::PlayerAid playerAid(const RowingCourse &course);
};

} // namespace cw::rowing
