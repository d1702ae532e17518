#pragma once

#include "RowingCards.h"
#include "core/Game.h"

#include "core/NarrationLanguage.h"
#include <QString>
#include <QStringList>

namespace cw::rowing {

class RowingGame;
struct RowingEvent;

// The words of the rowing race: the game log and action names. CW_NARRATION_TR_FUNCTIONS gives
// the translation context "cw::rowing::RowingNarration" both at run time and to lupdate, in the
// thread's narration language (core/NarrationLanguage.h).
//
// Log lines start with the seat's name ("Astrid: stroke rate 40 spm."), so the sentence reads the
// same whatever the name is, "You" included. Names are display only: the rules never read them.
class RowingNarration {
    CW_NARRATION_TR_FUNCTIONS(cw::rowing::RowingNarration)

public:
    // seatNames[i] names seat i; a seat with no (or an empty) name is "Lane i+1".
    explicit RowingNarration(const QStringList &seatNames = {}) : m_seatNames(seatNames) {}

    QString seatName(int seat) const;
    // The log line of one event, or an empty string for an event the log leaves out.
    QString sentence(const RowingEvent &event) const;

    // What `action` does in the position of `game` ("Play 3 + 2 + instability").
    static QString actionName(const RowingGame &game, Action action);

private:
    static QString cardName(Card card);
    static QString cardList(const CardCounts &cards);

    QStringList m_seatNames;
};

} // namespace cw::rowing
