#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariantMap>

namespace cw::visions {
class VisionsGame;
}
class SessionObserver;

// The words and colours the Visions of Rainbows board uses for a rider, the same on the road,
// the team mats and the podium: the team's colour (the seat's, as chosen in New Game and shown
// in the Players dock) with ink that reads on it, the class letter, where the rider is, and its
// tool tip.
class VisionsRiderText {
    Q_DECLARE_TR_FUNCTIONS(VisionsRiderText)

public:
    // Text that reads on a chit of `colour` ("#rrggbb").
    static QString ink(const QString &colour);
    // "A" All-Star, "C" Climber, "S" Sprinter, "D1"…"D3" the Domestiques.
    static QString letter(int slot);
    // The letters of the targets on the road, in order ("BEFG…" in English): the alphabet
    // without the letters the riders' classes begin with, so that a target's tag never reads as a
    // rider's ("A · Start space 6" beside the All-Star "A").
    static QString targetLetters();
    // "waiting to start", "racing, activated", "on the road side", "finished 2nd"…
    static QString state(const cw::visions::VisionsGame &game, int rider);
    // Team, class, fatigue T/P, bonus seconds and state, one per line.
    static QString tip(const cw::visions::VisionsGame &game, const QString &teamName, int rider);
    // A team as every view shows it: its seat's name and colour.
    // What every view of a rider shows: {rider, team, slot, letter, className, colour, ink,
    // temporary, permanent, bonus, activated, where (a VisionsTableModel::RiderPlace), state, tip}.
    struct Team {
        QString name;
        QString colour;
    };
    static Team team(const SessionObserver &observer, int seat);
    static QVariantMap describe(const cw::visions::VisionsGame &game, const Team &team, int rider);
};
