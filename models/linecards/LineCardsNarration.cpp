#include "LineCardsNarration.h"

#include "LineCardsActions.h"
#include "LineCardsGame.h"

namespace cw::linecards {

const char *shapeKey(Shape shape)
{
    switch (shape) {
    case Shape::Straight:
        return "straight";
    case Shape::LeftTurn:
        return "left";
    case Shape::RightTurn:
        return "right";
    case Shape::ForkLeftRight:
        return "fork-left-right";
    case Shape::ForkStraightLeft:
        return "fork-straight-left";
    case Shape::ForkStraightRight:
        return "fork-straight-right";
    case Shape::ThreeWay:
        return "three-way";
    }
    return "";
}

const char *dirKey(Dir dir)
{
    static const char *const keys[DirCount] = {"up", "right", "down", "left"};
    return keys[int(dir)];
}

QString LineCardsNarration::shapeName(Shape shape)
{
    switch (shape) {
    case Shape::Straight:
        return tr("Straight");
    case Shape::LeftTurn:
        return tr("Left turn");
    case Shape::RightTurn:
        return tr("Right turn");
    case Shape::ForkLeftRight:
        return tr("Fork (left and right)");
    case Shape::ForkStraightLeft:
        return tr("Fork (straight and left)");
    case Shape::ForkStraightRight:
        return tr("Fork (straight and right)");
    case Shape::ThreeWay:
        return tr("Three-way");
    }
    return {};
}

QString LineCardsNarration::kindName(Kind kind)
{
    return tr("%1 (%2)").arg(shapeName(shapeOf(kind))).arg(priorityOf(kind));
}

QString LineCardsNarration::squareName(int square)
{
    return columnName(columnOf(square)) + rowName(rowOf(square));
}

QString LineCardsNarration::columnName(int column)
{
    return QChar(u'A' + column);
}

QString LineCardsNarration::rowName(int row)
{
    return QString::number(row + 1);
}

QString LineCardsNarration::dirName(Dir dir)
{
    switch (dir) {
    case Dir::Up:
        return tr("up");
    case Dir::Right:
        return tr("right");
    case Dir::Down:
        return tr("down");
    case Dir::Left:
        return tr("left");
    }
    return {};
}

QString LineCardsNarration::effectName(int effect)
{
    switch (Effect(effect)) {
    case Effect::None:
        return tr("No energy");
    case Effect::Boost:
        return tr("Boost");
    case Effect::Brake:
        return tr("Brake");
    case Effect::TurnAround:
        return tr("Turn around");
    case Effect::ExtraGas:
        return tr("Extra gas");
    }
    return {};
}

QString LineCardsNarration::effectDescription(int effect)
{
    switch (Effect(effect)) {
    case Effect::None:
        return tr("Lay this turn's cards without using energy.");
    case Effect::Boost:
        return tr("Lay 3 cards this turn instead of 2.");
    case Effect::Brake:
        return tr("Lay 1 card this turn instead of 2.");
    case Effect::TurnAround:
        return tr("The first card of this turn may continue from an open exit of any of your "
                  "cards, not only the last one.");
    case Effect::ExtraGas:
        return tr("Draw one card now.");
    }
    return {};
}

QString LineCardsNarration::seatName(int seat) const
{
    return seat >= 0 && seat < m_seatNames.size() ? m_seatNames[seat]
                                                  : tr("Player %1").arg(seat + 1);
}

// Where the line goes after the card, as the rules page's example says it ("a Left turn on C2:
// her line now heads left"): the card's exits, not the way the line entered it (issue 55).
QString LineCardsNarration::laidSentence(const LineCardsEvent &e) const
{
    const Kind kind = Kind(e.a);
    const std::uint8_t exits = exitsOf(kind, Dir(e.c));
    QStringList sides;
    for (int d = 0; d < DirCount; ++d)
        if (exits & dirBit(Dir(d)))
            sides.append(dirName(Dir(d)));
    const QString who = seatName(e.seat), card = kindName(kind), square = squareName(e.b);
    switch (sides.size()) {
    case 1:
        return tr("%1 lays %2 on %3, heading %4.").arg(who, card, square, sides[0]);
    case 2:
        return tr("%1 lays %2 on %3, its exits facing %4 and %5.")
            .arg(who, card, square, sides[0], sides[1]);
    default:
        return tr("%1 lays %2 on %3, its exits facing %4, %5 and %6.")
            .arg(who, card, square, sides.value(0), sides.value(1), sides.value(2));
    }
}

QString LineCardsNarration::sentence(const LineCardsEvent &e) const
{
    using E = LineCardsEvent;
    switch (e.type) {
    case E::KeptHand:
        return tr("%1 keeps the opening hand.").arg(seatName(e.seat));
    case E::Mulliganed:
        return tr("%1 discards the opening hand, shuffles and draws 5 new cards.")
            .arg(seatName(e.seat));
    case E::UsedEnergy:
        return tr("%1 uses energy: %2 (%3 left). %4")
            .arg(seatName(e.seat), effectName(e.a))
            .arg(e.b)
            .arg(effectDescription(e.a));
    case E::Drew:
        return tr("%1 draws %n card(s).", nullptr, e.a).arg(seatName(e.seat));
    case E::Revealed:
        return tr("Reveal: %1 shows %2, %3 shows %4.")
            .arg(seatName(0), kindName(Kind(e.a)), seatName(1), kindName(Kind(e.b)));
    case E::RevealTied:
        return tr("Equal priorities: both reveal again.");
    case E::StartsTurnOne:
        return tr("%1 revealed the lower priority and starts turn 1.").arg(seatName(e.seat));
    case E::TurnBegins:
        return tr("Turn %1 begins: %2 plays first.").arg(e.a).arg(seatName(e.seat));
    case E::Laid:
        return laidSentence(e);
    case E::PairDecides:
        return tr("Card %1 of the turn: %2's %3 against %4's %5; the lower priority starts "
                  "the next turn.")
            .arg(e.a + 1)
            .arg(seatName(e.seat), kindName(Kind(e.b)), seatName(1 - e.seat), kindName(Kind(e.c)));
    case E::PairsTied:
        return tr("Every pair of cards had equal priorities: the player who went second starts "
                  "the next turn.");
    case E::CannotLay:
        return tr("%1 cannot lay a card and loses; %2 wins.")
            .arg(seatName(e.seat), seatName(1 - e.seat));
    }
    return {};
}

} // namespace cw::linecards
