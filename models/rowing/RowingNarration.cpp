#include "RowingNarration.h"

#include "RowingGame.h"

namespace cw::rowing {

QString RowingNarration::seatName(int seat) const
{
    const QString name = seat >= 0 && seat < m_seatNames.size() ? m_seatNames[seat] : QString();
    return name.isEmpty() ? tr("Lane %1").arg(seat + 1) : name;
}

QString RowingNarration::cardName(Card card)
{
    switch (card) {
    case Card::Pace1:
        return tr("a pace 1 card");
    case Card::Pace2:
        return tr("a pace 2 card");
    case Card::Pace3:
        return tr("a pace 3 card");
    case Card::Instability:
        return tr("an instability card");
    case Card::Stamina:
        break;
    }
    return tr("a stamina card");
}

// "3 + 2 + 1 + instability": Pace values from the highest, then Instability cards.
QString RowingNarration::cardList(const CardCounts &cards)
{
    QStringList parts;
    for (Card card : {Card::Pace3, Card::Pace2, Card::Pace1})
        for (int i = 0; i < cards[card]; ++i)
            parts.append(QString::number(paceValue(card)));
    for (int i = 0; i < cards[Card::Instability]; ++i)
        parts.append(tr("instability"));
    return parts.join(QStringLiteral(" + "));
}

// The name goes in with the numbers in one arg() call: a "%2" typed in a name stays as typed.
QString RowingNarration::sentence(const RowingEvent &e) const
{
    const QString who = seatName(e.seat);
    const auto num = [](int value) { return QString::number(value); };
    switch (e.type) {
    case RowingEvent::RoundStarted:
        return tr("Round %1 begins.").arg(e.a);
    case RowingEvent::RateChosen:
        if (e.b > 0)
            return tr("%1: jump to %2 spm, paying a stamina card.").arg(who, num(e.a));
        return tr("%1: stroke rate %2 spm.").arg(who, num(e.a));
    case RowingEvent::Strain:
        if (e.a > 0)
            return tr("%1: strain at 45 spm, a stamina card goes to the discard pile.").arg(who);
        return tr("%1: strain at 45 spm, but the Stamina Pile is already empty.").arg(who);
    case RowingEvent::Revealed:
        return tr("%1: instability reveals %2.").arg(who, cardName(Card(e.a)));
    case RowingEvent::Moved:
        return tr("%1: from space %2 to space %3 with pace %4.")
            .arg(who, num(e.a), num(e.b), num(e.c));
    case RowingEvent::SplitPaid:
        return tr("%1: %n stamina card(s) paid at the %2 m split line.", nullptr, e.b)
            .arg(who, num(e.a));
    case RowingEvent::CaughtCrab:
        return tr("%1: crab caught at the %2 m split line, back to space %3, %n more stamina "
                  "card(s) lost, stroke rate down to 35 spm.",
                  nullptr, e.c)
            .arg(who, num(e.a), num(e.b));
    case RowingEvent::ClutteredHand:
        return tr("%1: cluttered hand, the boat stays and drops to 35 spm.").arg(who);
    case RowingEvent::Motivated:
        return tr("%1: motivation, from space %2 to space %3.").arg(who, num(e.a), num(e.b));
    case RowingEvent::Discarded:
        if (e.a == 0)
            return QString();
        return tr("%1: %n pace card(s) discarded.", nullptr, e.a).arg(who);
    case RowingEvent::Cooldown:
        return tr("%1: cool-down, %n stamina card(s) back to the Stamina Pile.", nullptr, e.a)
            .arg(who);
    case RowingEvent::Tides:
        return tr("%1: change of tides, from space %2 to space %3.").arg(who, num(e.a), num(e.b));
    case RowingEvent::Finished:
        return tr("%1: finished in place %2.").arg(who, num(e.a));
    case RowingEvent::RaceOver:
        return tr("The race is over.");
    }
    return QString();
}

QString RowingNarration::actionName(const RowingGame &game, Action action)
{
    if (isRateAction(action))
        return tr("Row at %1 spm").arg(spm(rateOf(action)));
    if (isPlayAction(action)) {
        const CardCounts cards = playedCardsOf(action);
        const int seat = game.currentSeat();
        const bool cluttered =
            game.phase() == Phase::PlayCards && seat >= 0 &&
            game.boat(seat).hand.playable() < cardsRequired(game.boat(seat).rate);
        if (!cluttered)
            return tr("Play %1").arg(cardList(cards));
        if (cards.playable() == 0)
            return tr("Play no cards (cluttered hand: the boat stays)");
        return tr("Play %1 (cluttered hand: the boat stays)").arg(cardList(cards));
    }
    if (action == MotivationAccept)
        return tr("Use motivation (+2 spaces)");
    if (action == MotivationDecline)
        return tr("No motivation");
    if (isDiscardAction(action)) {
        const CardCounts cards = discardedCardsOf(action);
        if (cards.pace() == 0)
            return tr("Keep all cards");
        return tr("Discard %1").arg(cardList(cards));
    }
    return tr("Unknown action %1").arg(action);
}

} // namespace cw::rowing
