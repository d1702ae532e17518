#include "SalmonCardText.h"

#include "salmon/SalmonCardFaces.h"
#include "salmon/SalmonGame.h"
#include "salmon/SalmonNarration.h"
#include "salmon/SalmonSymbolIcons.h"

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

QString SalmonCardText::symbolEffect(cw::salmon::Symbol symbol)
{
    using cw::salmon::Symbol;
    switch (symbol) {
    case Symbol::Swim:
        return tr("Take a Swim card of your choice from the supply.");
    case Symbol::DoubleSwim:
        return tr("Take a Double Swim card of your choice from the supply.");
    case Symbol::DrawOne:
        return tr("Draw a card.");
    case Symbol::Eagle:
        return tr("Take an Eagle card.");
    case Symbol::Fatigue:
        return tr("Take a Fatigue card.");
    case Symbol::Current:
        return tr("Take a Current card.");
    case Symbol::Rapids:
        return tr("Take a Rapids card.");
    case Symbol::CurrentOrRapids:
        return tr("Take a Current or a Rapids card.");
    case Symbol::Reeds:
        return tr("Remove a card from your deck.");
    case Symbol::DoubleReeds:
        return tr("Remove up to two cards from your deck.");
    case Symbol::Wild:
        return tr("Take a Wild card.");
    case Symbol::BearPaw:
        return tr("Take a Bear card; a bear starts here.");
    case Symbol::None:
        break;
    }
    return {};
}

QString SalmonCardText::symbolIcon(cw::salmon::Symbol symbol)
{
    return cw::salmon::symbolIconUrl(symbol);
}
