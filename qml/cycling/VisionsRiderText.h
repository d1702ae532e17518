#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariantMap>

namespace cw::cycling {
class VisionsGame;
}

// The words and colours the Visions of Rainbows board uses for a rider, the same on the road,
// the team mats and the podium: the team's colour and its name from cw::print::TeamColours (as on
// the printed card sheets), the class letter, where the rider is, and its tool tip.
class VisionsRiderText {
    Q_DECLARE_TR_FUNCTIONS(VisionsRiderText)

public:
    static QString colour(int team);
    static QString ink(int team); // text that reads on colour(team)
    static QString colourName(int team);
    // "A" All-Star, "C" Climber, "S" Sprinter, "D1"…"D3" the Domestiques.
    static QString letter(int slot);
    // "waiting to start", "racing, activated", "on the road side", "finished 2nd"…
    static QString state(const cw::cycling::VisionsGame &game, int rider);
    // Team, class, fatigue T/P, bonus seconds and state, one per line.
    static QString tip(const cw::cycling::VisionsGame &game, const QString &teamName, int rider);
    // What every view of a rider shows: {rider, team, slot, letter, className, colour, ink,
    // temporary, permanent, bonus, activated, where ("waiting", "road", "side", "finished"),
    // state, tip}.
    static QVariantMap describe(const cw::cycling::VisionsGame &game, const QString &teamName,
                                int rider);
};
