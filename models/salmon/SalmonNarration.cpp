#include "SalmonNarration.h"

#include "SalmonGame.h"

namespace cw::salmon {

QString SalmonNarration::seatName(int seat) const
{
    const QString name = seat >= 0 && seat < m_seatNames.size() ? m_seatNames[seat] : QString();
    return name.isEmpty() ? tr("Salmon %1").arg(seat + 1) : name;
}

QString SalmonNarration::cardName(Card card)
{
    switch (card) {
    case Card::SwimForward:
        return tr("Swim Forward");
    case Card::SwimLeft:
        return tr("Swim Left");
    case Card::SwimRight:
        return tr("Swim Right");
    case Card::DoubleForward:
        return tr("Double Swim Forward");
    case Card::DoubleLeft:
        return tr("Double Swim Left");
    case Card::DoubleRight:
        return tr("Double Swim Right");
    case Card::Wild:
        return tr("Wild");
    case Card::Bear:
        return tr("Bear");
    case Card::Eagle:
        return tr("Eagle");
    case Card::Current:
        return tr("Current");
    case Card::Rapids:
        return tr("Rapids");
    case Card::Fatigue:
        break;
    }
    return tr("Fatigue");
}

QString SalmonNarration::moveName(SwimMove move)
{
    switch (move) {
    case SwimMove::WildForward:
        return tr("Wild (forward)");
    case SwimMove::WildLeft:
        return tr("Wild (left)");
    case SwimMove::WildRight:
        return tr("Wild (right)");
    default:
        return cardName(cardOf(move));
    }
}

QString SalmonNarration::hexName(int index, int columns)
{
    if (columns <= 0)
        return QString::number(index);
    return tr("hex %1").arg(hexLabel({index % columns, index / columns}));
}

namespace {

QString zoneName(int zone)
{
    switch (zone) {
    case action::Hand:
        return SalmonNarration::tr("hand");
    case action::DrawPile:
        return SalmonNarration::tr("draw pile");
    default:
        return SalmonNarration::tr("discard pile");
    }
}

const char *const DirectionNames[DirectionCount] = {
    QT_TRANSLATE_NOOP("cw::salmon::SalmonNarration", "north"),
    QT_TRANSLATE_NOOP("cw::salmon::SalmonNarration", "north-east"),
    QT_TRANSLATE_NOOP("cw::salmon::SalmonNarration", "south-east"),
    QT_TRANSLATE_NOOP("cw::salmon::SalmonNarration", "south"),
    QT_TRANSLATE_NOOP("cw::salmon::SalmonNarration", "south-west"),
    QT_TRANSLATE_NOOP("cw::salmon::SalmonNarration", "north-west")};

QString directionName(int direction)
{
    return SalmonNarration::tr(DirectionNames[direction]);
}

} // namespace

QString SalmonNarration::fatigueReason(FatigueReason why)
{
    switch (why) {
    case FatigueReason::ThirdSwim:
        return tr("third Swim card this turn");
    case FatigueReason::Jump:
        return tr("a jump");
    case FatigueReason::BearBite:
        return tr("a bear's bite");
    case FatigueReason::Symbol:
        return tr("the Fatigue symbol");
    case FatigueReason::None:
        break;
    }
    return {};
}

QString SalmonNarration::moveFault(MoveFault fault)
{
    switch (fault) {
    case MoveFault::OffRiver:
        return tr("the move would leave the river");
    case MoveFault::Rock:
        return tr("a rock is in the way");
    case MoveFault::Waterfall:
        return tr("a waterfall is in the way; only a jump of two Swim cards passes one");
    case MoveFault::NoWaterfall:
        return tr("no waterfall between you and the landing");
    case MoveFault::LandingNotWater:
        return tr("the landing is not open water");
    case MoveFault::Spawned:
        return tr("your salmon has spawned and swims no more");
    case MoveFault::NoRoomForJump:
        return tr("a jump takes two of the turn's three cards, and fewer are left");
    case MoveFault::None:
        break;
    }
    return {};
}

QString SalmonNarration::wastedPlay(Card card)
{
    return card == Card::Bear ? tr("No bear is on the river: this Bear card would be played for "
                                   "nothing.")
                              : QString();
}

// The name goes in with the other arguments in one arg() call: a "%2" typed in a name stays.
QString SalmonNarration::sentence(const SalmonEvent &e, int columns) const
{
    const QString who = seatName(e.seat);
    switch (e.type) {
    case SalmonEvent::FirstPlayer:
        return tr("%1 rolls %2 and plays first.").arg(who, QString::number(e.a));
    case SalmonEvent::TurnStarted:
        return tr("%1: turn begins.").arg(who);
    case SalmonEvent::CardPlayed:
        return tr("%1: plays %2.")
            .arg(who, e.b >= 0 ? moveName(SwimMove(e.b)) : cardName(Card(e.a)));
    case SalmonEvent::Moved:
        return tr("%1: swims from %2 to %3.")
            .arg(who, hexName(e.a, columns), hexName(e.b, columns));
    case SalmonEvent::MoveCancelled:
        return tr("%1: the %2 move is blocked and cancelled.").arg(who, cardName(Card(e.a)));
    case SalmonEvent::Jumped:
        return tr("%1: jumps from %2 to %3.")
            .arg(who, hexName(e.a, columns), hexName(e.b, columns));
    case SalmonEvent::TookCard:
        if (e.b != int(FatigueReason::None))
            return tr("%1: takes a Fatigue card (%2).").arg(who, fatigueReason(FatigueReason(e.b)));
        return tr("%1: takes a %2 card.").arg(who, cardName(Card(e.a)));
    case SalmonEvent::Drew:
        return tr("%1: draws a card.").arg(who);
    case SalmonEvent::Removed:
        return tr("%1: reeds remove a %2 card from the %3.")
            .arg(who, cardName(Card(e.a)), zoneName(e.b));
    case SalmonEvent::BearMoved:
        return tr("A bear moves from %1 to %2.").arg(hexName(e.b, columns), hexName(e.c, columns));
    case SalmonEvent::BearBite:
        return tr("%1: bitten by a bear.").arg(who);
    case SalmonEvent::Countered:
        return tr("%1: counters with a %2 card.").arg(who, cardName(Card(e.a)));
    case SalmonEvent::EagleLooked:
        return tr("%1: the eagle looks at %2's hand.").arg(who, seatName(e.a));
    case SalmonEvent::EagleDiscarded:
        return tr("%1: the eagle makes %2 discard a %3 card.")
            .arg(who, seatName(e.a), cardName(Card(e.b)));
    case SalmonEvent::CurrentMoved:
        return tr("%1: the current carries the salmon from %2 to %3.")
            .arg(who, hexName(e.a, columns), hexName(e.b, columns));
    case SalmonEvent::DieRolled:
        return tr("%1: the die shows %2.").arg(who, QString::number(e.a));
    case SalmonEvent::RapidsDiscarded:
        return tr("%1: the rapids make them discard a %2 card.").arg(who, cardName(Card(e.a)));
    case SalmonEvent::FatigueReturned:
        return tr("%1: a turn of Fatigue cards only, one goes back to the Fatigue deck.").arg(who);
    case SalmonEvent::DiscardedDown:
        return tr("%1: discards a %2 card down to four.").arg(who, cardName(Card(e.a)));
    case SalmonEvent::Spawned:
        return tr("%1: reaches the spawning ground! The game ends with this round.").arg(who);
    case SalmonEvent::GameOver:
        return tr("The game is over.");
    }
    return QString();
}

QString SalmonNarration::actionName(const SalmonGame &game, Action action)
{
    using namespace action;
    if (action >= PlaySwim && action < PlaySwim + SwimMoveCount)
        return tr("Play %1").arg(moveName(SwimMove(action - PlaySwim)));
    switch (action) {
    case PlayBear:
        return tr("Play Bear");
    case PlayEagle:
        return tr("Play Eagle");
    case PlayCurrent:
        return tr("Play Current");
    case PlayRapids:
        return tr("Play Rapids");
    case PlayFatigue:
        return tr("Play a Fatigue card");
    case EndTurn:
        return tr("End the turn");
    case ReedsDone:
        return tr("Remove nothing more");
    case Counter:
        return tr("Counter it");
    case NoCounter:
        return tr("Do not counter");
    default:
        break;
    }
    if (action >= JumpBase && action < JumpBase + SwimMoveCount * SwimMoveCount) {
        const int index = action - JumpBase;
        return tr("Jump: %1 then %2")
            .arg(moveName(SwimMove(index / SwimMoveCount)),
                 moveName(SwimMove(index % SwimMoveCount)));
    }
    if (action >= TakeCard && action < TakeCard + CardTypeCount)
        return tr("Take a %1 card").arg(cardName(Card(action - TakeCard)));
    if (action >= ReedsRemove && action < ReedsRemove + 3 * CardTypeCount) {
        const int index = action - ReedsRemove;
        return tr("Remove a %1 card from the %2")
            .arg(cardName(Card(index % CardTypeCount)), zoneName(index / CardTypeCount));
    }
    if (action >= MoveBear && action < MoveBear + BearTokens * 42) {
        const BearMove move = bearMoveOf(action);
        const QString first = directionName(int(move.first));
        if (move.second == BearStop)
            return tr("Move bear %1 one step %2").arg(move.bear + 1).arg(first);
        return tr("Move bear %1 %2, then %3")
            .arg(QString::number(move.bear + 1), first, directionName(move.second));
    }
    if (action >= EagleTarget && action < EagleTarget + MaxPlayers) {
        const int seat = action - EagleTarget;
        if (seat == game.state().active)
            return tr("The eagle looks at your own hand");
        return tr("The eagle looks at seat %1's hand").arg(seat + 1);
    }
    if (action >= Discard && action < Discard + CardTypeCount)
        return tr("Discard a %1 card").arg(cardName(Card(action - Discard)));
    return tr("Unknown action %1").arg(action);
}

} // namespace cw::salmon
