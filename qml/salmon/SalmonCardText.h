#pragma once

#include "salmon/SalmonActions.h"
#include "salmon/SalmonCards.h"
#include "salmon/SalmonRiverBoard.h"

#include <QCoreApplication>
#include <QString>

// The words and colours the Salmon Run board uses for cards and moves, in one place so that the
// hand, the prompts, the supply piles and the turn summary name a card the same way. A card's
// face (name, icon, colour) is the one the printed sheets show: cw::salmon::cardFace.
class SalmonCardText {
    Q_DECLARE_TR_FUNCTIONS(SalmonCardText)

public:
    // "swimForward", "doubleLeft", "wild", "bear"…: stable keys QML uses to pick a card face.
    static QString key(cw::salmon::Card card);
    // "Swim Forward", "Double Swim Left", "Wild", "Bear"…, translated (CardFace::name).
    static QString name(cw::salmon::Card card);
    // What playing the card does, in a few words ("1 hex upstream", "move a bear 1–2 hexes").
    static QString effect(cw::salmon::Card card);
    // The card's accent colour ("#rrggbb", CardFace::colour).
    static QString colour(cw::salmon::Card card);
    // The card's icon (CardFace::symbol's), as a qrc URL, and how far it is turned clockwise in
    // degrees (CardFace::iconTurn: a Left swim's arrow points up-left).
    static QString icon(cw::salmon::Card card);
    static double iconTurn(cw::salmon::Card card);
    // The icon of a river symbol as a qrc URL (SalmonSymbolIcons.h); empty for Symbol::None.
    static QString symbolIcon(cw::salmon::Symbol symbol);
    // What a river symbol does to a salmon that enters its hex (rulebook "Symboles"), a sentence.
    static QString symbolEffect(cw::salmon::Symbol symbol);
    // "Swim Forward", "Wild, to the left"…: the move a played swim card made.
    static QString moveName(cw::salmon::SwimMove move);
};
