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

} // namespace cw::linecards
