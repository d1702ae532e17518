#pragma once

#include "SalmonActions.h"
#include "SalmonCards.h"
#include "SalmonSwimRules.h"
#include "core/Game.h"

#include "core/NarrationLanguage.h"
#include <QString>
#include <QStringList>

namespace cw::salmon {

class SalmonGame;
struct SalmonEvent;

// The words of Salmon Run: the game log and action names. CW_NARRATION_TR_FUNCTIONS gives the
// translation context "cw::salmon::SalmonNarration" both at run time and to lupdate, in the
// thread's narration language (core/NarrationLanguage.h).
//
// Log lines start with the seat's name ("Astrid: plays Swim Left."), so the sentence reads the
// same whatever the name is. Names are display only: the rules never read them. Hexes are named
// by column and row ("hex 3-7"), counted from 1 as on the printed grid of the board view.
class SalmonNarration {
    CW_NARRATION_TR_FUNCTIONS(cw::salmon::SalmonNarration)

public:
    // seatNames[i] names seat i; a seat with no (or an empty) name is "Salmon i+1".
    explicit SalmonNarration(const QStringList &seatNames = {}) : m_seatNames(seatNames) {}

    QString seatName(int seat) const;
    // The log line of one event, or an empty string for an event the log leaves out. Hex indices
    // in events are SalmonCourseMap indices; `columns` is the river's width to turn them into
    // hexes.
    QString sentence(const SalmonEvent &event, int columns) const;

    // What `action` does in the position of `game` ("Jump: Swim Forward then Double Swim Left").
    static QString actionName(const SalmonGame &game, Action action);

    // "Swim Forward", "Double Swim Left", "Wild", "Bear", … "Fatigue"; translated.
    static QString cardName(Card card);
    // "Swim Forward", "Wild (forward)", …
    static QString moveName(SwimMove move);
    // Why a Fatigue card was taken ("third Swim card this turn"); empty for None.
    static QString fatigueReason(FatigueReason why);
    // Why a move is refused ("no waterfall between you and the landing"); empty for None.
    static QString moveFault(MoveFault fault);
    // The warning before a card is played for nothing (SalmonGame::playWasted); empty otherwise.
    static QString wastedPlay(Card card);

private:
    static QString hexName(int index, int columns);

    QStringList m_seatNames;
};

} // namespace cw::salmon
