#pragma once

#include "VisionsCards.h"
#include "VisionsTactics.h"
#include "core/Game.h"

#include "core/NarrationLanguage.h"
#include <QString>
#include <QStringList>

namespace cw::visions {

class VisionsGame;
struct VisionsEvent;

// The words of Visions of Rainbows: the game log and action names, in translation context
// "cw::visions::VisionsNarration". Log lines start with the team's name; road spaces are named
// "row 12, lane 2" (rows and lanes from 1, the rear pseudo-space "a", the front one "b").
class VisionsNarration {
    CW_NARRATION_TR_FUNCTIONS(cw::visions::VisionsNarration)

public:
    VisionsNarration(const VisionsGame &game, const QStringList &seatNames)
        : m_game(game), m_seatNames(seatNames)
    {
    }

    // seatNames[i], or "Team i+1".
    QString seatName(int seat) const;
    // The log line of one event, or empty for an event the log leaves out.
    QString sentence(const VisionsEvent &event) const;
    // What `action` does in the position of the game ("Climber: Lead 6").
    QString actionName(Action action) const;

    // "Lead 6", "Wild 6 (Rubber Band)", "Making Headlines".
    static QString cardName(int card);
    static QString typeName(MoveType type);
    static QString className(RiderClass cls);
    static QString eventName(int event);
    // The Bonus ability an Initial Tactic gives ("+1 PS on flats"); empty for other cards.
    static QString bonusAbility(Tactic card);
    // "Sprinter", "Domestique 2".
    static QString riderName(int slot);
    // "row 12, lane 2", "the finish line".
    QString cellName(int cell) const;

private:
    const VisionsGame &m_game;
    QStringList m_seatNames;
};

} // namespace cw::visions
