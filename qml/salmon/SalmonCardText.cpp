#include "SalmonCardText.h"

#include "salmon/SalmonCardFaces.h"
#include "salmon/SalmonGame.h"
#include "salmon/SalmonNarration.h"
#include "salmon/SymbolIcons.h"

using cw::salmon::Card;
using cw::salmon::SwimMove;

QString SalmonCardText::key(Card card)
{
    return cw::salmon::cardKey(card);
}

QString SalmonCardText::name(Card card)
{
    return cw::salmon::cardFace(card).name; // the same names as the game log and the sheets
}

QString SalmonCardText::effect(Card card)
{
    switch (card) {
    case Card::SwimForward:
    case Card::SwimLeft:
    case Card::SwimRight:
        return tr("1 hex upstream");
    case Card::DoubleForward:
    case Card::DoubleLeft:
    case Card::DoubleRight:
        return tr("2 hexes upstream");
    case Card::Wild:
        return tr("1 hex, any way up");
    case Card::Bear:
        return tr("Move a bear up to 2 hexes");
    case Card::Eagle:
        return tr("Look at a hand, discard 1");
    case Card::Current:
        return tr("Every salmon drifts");
    case Card::Rapids:
        return tr("Discard 1 per arrow");
    case Card::Fatigue:
        break;
    }
    return tr("Play it to return it");
}

QString SalmonCardText::colour(Card card)
{
    return cw::salmon::cardFace(card).colour;
}

QString SalmonCardText::moveName(SwimMove move)
{
    switch (move) {
    case SwimMove::WildForward:
        return tr("Wild, straight up");
    case SwimMove::WildLeft:
        return tr("Wild, up to the left");
    case SwimMove::WildRight:
        return tr("Wild, up to the right");
    default:
        break;
    }
    return name(cw::salmon::cardOf(move));
}

QString SalmonCardText::icon(Card card)
{
    return symbolIcon(cw::salmon::cardFace(card).symbol);
}

double SalmonCardText::iconTurn(Card card)
{
    return cw::salmon::cardFace(card).iconTurn;
}

QString SalmonCardText::symbolIcon(cw::salmon::Symbol symbol)
{
    return cw::salmon::symbolIconUrl(symbol);
}
