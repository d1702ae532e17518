#pragma once

#include "SalmonCards.h"
#include "SalmonRiverBoard.h"

#include <QString>

namespace cw::salmon {

// How a card looks wherever it is shown: the board's hand, supply and prompts
// (qml/salmon/SalmonCardText), the editor's card preview and the printed card sheets
// (render/salmon/SalmonCardSheets). One definition, so screen and paper show the same faces.
struct CardFace {
    QString name;        // SalmonNarration::cardName, as the game log names it; translated
    Symbol symbol;       // the card shows this river symbol's icon (SalmonSymbolIcons.h)
    double iconTurn = 0; // the icon turned clockwise, in degrees: −60 for Left swims, 60 for Right
    QString colour;      // the card's accent, "#rrggbb": swims blue, doubles teal, Wild gold, …
};

// The face of `card`. Swims show the Swim symbol, Double Swims the Double Swim symbol, turned
// to their direction; Wild the river's Wild symbol; Bear the bear paw; Eagle, Current, Rapids and
// Fatigue their own symbols: a card looks like the hex that goes with it.
CardFace cardFace(Card card);

} // namespace cw::salmon
