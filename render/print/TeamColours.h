#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace cw::print {

// The colours that tell one player's printed cards from another's, the same in every game's
// print-and-play sheets: strong enough on white paper, distinct in grey scale by their names.
class TeamColours {
    Q_DECLARE_TR_FUNCTIONS(cw::print::TeamColours)

public:
    static constexpr int Count = 7;

    // The colour of team (or seat, or deck) `index`, 0…Count-1; the last for anything past it.
    static QColor colour(int index);
    // Its name as printed on the cards ("Red", "Blue", …).
    static QString name(int index);
    // Ink that reads on `background`: dark on yellow and orange, white on the others.
    static QColor inkOn(const QColor &background);
};

} // namespace cw::print
