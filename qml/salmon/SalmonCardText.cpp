#include "SalmonCardText.h"

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
    return cw::salmon::SalmonNarration::cardName(card); // the same names as the game log
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
    if (cw::salmon::isBasicSwim(card))
        return QStringLiteral("#1f6fb2");
    if (cw::salmon::isDoubleSwim(card))
        return QStringLiteral("#137a74");
    switch (card) {
    case Card::Wild:
        return QStringLiteral("#b8860b");
    case Card::Bear:
        return QStringLiteral("#7a4a22");
    case Card::Eagle:
        return QStringLiteral("#5b4fa8");
    case Card::Current:
        return QStringLiteral("#2d8fc4");
    case Card::Rapids:
        return QStringLiteral("#b8433f");
    default:
        break;
    }
    return QStringLiteral("#6b6b6b");
}

QString SalmonCardText::glyph(Card card)
{
    switch (card) {
    case Card::SwimForward:
        return QStringLiteral("↑");
    case Card::SwimLeft:
        return QStringLiteral("↖");
    case Card::SwimRight:
        return QStringLiteral("↗");
    case Card::DoubleForward:
        return QStringLiteral("↑↑");
    case Card::DoubleLeft:
        return QStringLiteral("↖↖");
    case Card::DoubleRight:
        return QStringLiteral("↗↗");
    case Card::Wild:
        return QStringLiteral("✱");
    default:
        break;
    }
    return {}; // the other cards show their symbol's icon (iconOf)
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
    using cw::salmon::Symbol;
    switch (card) {
    case Card::Bear:
        return symbolIcon(Symbol::BearPaw);
    case Card::Eagle:
        return symbolIcon(Symbol::Eagle);
    case Card::Current:
        return symbolIcon(Symbol::Current);
    case Card::Rapids:
        return symbolIcon(Symbol::Rapids);
    case Card::Fatigue:
        return symbolIcon(Symbol::Fatigue);
    default:
        break;
    }
    return {};
}

QString SalmonCardText::symbolIcon(cw::salmon::Symbol symbol)
{
    return cw::salmon::symbolIconUrl(symbol);
}
