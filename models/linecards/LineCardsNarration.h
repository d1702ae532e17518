#pragma once

#include "LineCardsCards.h"

#include "core/NarrationLanguage.h"
#include <QString>
#include <QStringList>

namespace cw::linecards {

struct LineCardsEvent;

// The translated texts of Line cards: card names, squares, energy effects and the log's
// sentences. One translation context for the engine, the Players dock and the replay text.
class LineCardsNarration {
    CW_NARRATION_TR_FUNCTIONS(cw::linecards::LineCardsNarration)

public:
    // seatNames[i] names seat i; a seat with no name is "Player i+1". Names are display only.
    explicit LineCardsNarration(const QStringList &seatNames = {}) : m_seatNames(seatNames) {}

    QString seatName(int seat) const;
    // The log line of one event.
    QString sentence(const LineCardsEvent &event) const;

    // "Left turn", "Fork (left and right)".
    static QString shapeName(Shape shape);
    // "Left turn (2)": the shape and the priority.
    static QString kindName(Kind kind);
    // "C4": column letter from A, row number from 1 at the top.
    static QString squareName(int square);
    // The parts of a square's name: "C" for column 2, "4" for row 3.
    static QString columnName(int column);
    static QString rowName(int row);
    static QString dirName(Dir dir);
    // "Boost", with what it does when `withEffect`.
    static QString effectName(int effect);
    static QString effectDescription(int effect);

private:
    QString laidSentence(const LineCardsEvent &event) const;

    QStringList m_seatNames;
};

} // namespace cw::linecards
