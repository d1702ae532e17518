#pragma once

#include "NiagaraCourse.h"
#include "core/Game.h"

#include "core/NarrationLanguage.h"
#include <QString>
#include <QStringList>

namespace cw::niagara {

class NiagaraGame;
struct NiagaraEvent;

// The words of Niagara: the game log and action names, in translation context
// "cw::niagara::NiagaraNarration". Log lines start with the seat's name; spaces are named as on
// the board ("3", "L6").
class NiagaraNarration {
    CW_NARRATION_TR_FUNCTIONS(cw::niagara::NiagaraNarration)

public:
    NiagaraNarration(const NiagaraCourse &river, const QStringList &seatNames)
        : m_river(river), m_seatNames(seatNames)
    {
    }

    // seatNames[i], or "Player i+1".
    QString seatName(int seat) const;
    // The log line of one event, or empty for an event the log leaves out.
    QString sentence(const NiagaraEvent &event) const;

    // What `action` does in the position of `game` ("Move the canoe to L6").
    static QString actionName(const NiagaraGame &game, Action action);
    // "1" … "6", "cloud".
    static QString cardName(int card);
    // "violet", "clear", … translated.
    static QString gemName(int colour);

private:
    QString positionName(int position) const;

    const NiagaraCourse &m_river;
    QStringList m_seatNames;
};

} // namespace cw::niagara
