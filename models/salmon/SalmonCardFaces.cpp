#include "SalmonCardFaces.h"

#include "SalmonNarration.h"

namespace cw::salmon {

namespace {

Symbol symbolOf(Card card)
{
    if (isBasicSwim(card))
        return Symbol::Swim;
    if (isDoubleSwim(card))
        return Symbol::DoubleSwim;
    switch (card) {
    case Card::Wild:
        return Symbol::Wild;
    case Card::Bear:
        return Symbol::BearPaw;
    case Card::Eagle:
        return Symbol::Eagle;
    case Card::Current:
        return Symbol::Current;
    case Card::Rapids:
        return Symbol::Rapids;
    default:
        break;
    }
    return Symbol::Fatigue;
}

double turnOf(Card card)
{
    if (card == Card::SwimLeft || card == Card::DoubleLeft)
        return -60;
    if (card == Card::SwimRight || card == Card::DoubleRight)
        return 60;
    return 0;
}

QString colourOf(Card card)
{
    if (isBasicSwim(card))
        return QStringLiteral("#1f6fb2");
    if (isDoubleSwim(card))
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

} // namespace

CardFace cardFace(Card card)
{
    return {SalmonNarration::cardName(card), symbolOf(card), turnOf(card), colourOf(card)};
}

} // namespace cw::salmon
