// The words of the rowing race: action names and the game log. Seats are named "Lane N"; the app
// replaces those with the players' names itself.
#include "RowingGame.h"

#include <QCoreApplication>

namespace cw::rowing {

namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("cw::rowing::RowingNarration", text, nullptr, n);
}

QString laneName(int seat)
{
    return tr("Lane %1").arg(seat + 1);
}

QString cardName(Card card)
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
QString cardList(const CardCounts &cards)
{
    QStringList parts;
    for (Card card : {Card::Pace3, Card::Pace2, Card::Pace1})
        for (int i = 0; i < cards[card]; ++i)
            parts.append(QString::number(paceValue(card)));
    for (int i = 0; i < cards[Card::Instability]; ++i)
        parts.append(tr("instability"));
    return parts.join(QStringLiteral(" + "));
}

QString narrate(const RowingEvent &e)
{
    const QString who = laneName(e.seat);
    switch (e.type) {
    case RowingEvent::RoundStarted:
        return tr("Round %1 begins.").arg(e.a);
    case RowingEvent::RateChosen:
        if (e.b > 0)
            return tr("%1 jumps to %2 spm, paying a stamina card.").arg(who).arg(e.a);
        return tr("%1 rows at %2 spm.").arg(who).arg(e.a);
    case RowingEvent::Strain:
        if (e.a > 0)
            return tr("%1 strains at 45 spm: a stamina card goes to the discard pile.").arg(who);
        return tr("%1 strains at 45 spm, but the Stamina Pile is already empty.").arg(who);
    case RowingEvent::Revealed:
        return tr("%1's instability reveals %2.").arg(who, cardName(Card(e.a)));
    case RowingEvent::Moved:
        return tr("%1 moves from space %2 to space %3 with pace %4.")
            .arg(who)
            .arg(e.a)
            .arg(e.b)
            .arg(e.c);
    case RowingEvent::SplitPaid:
        return tr("%1 pays %n stamina card(s) at the %2 m split line.", e.b).arg(who).arg(e.a);
    case RowingEvent::CaughtCrab:
        return tr("%1 catches a crab at the %2 m split line: back to space %3, %n more stamina "
                  "card(s) lost, stroke rate down to 35 spm.",
                  e.c)
            .arg(who)
            .arg(e.a)
            .arg(e.b);
    case RowingEvent::ClutteredHand:
        return tr("%1 has a cluttered hand: the boat does not move and drops to 35 spm.").arg(who);
    case RowingEvent::Motivated:
        return tr("%1 digs deep (motivation) and moves from space %2 to space %3.")
            .arg(who)
            .arg(e.a)
            .arg(e.b);
    case RowingEvent::Discarded:
        if (e.a == 0)
            return QString();
        return tr("%1 discards %n pace card(s).", e.a).arg(who);
    case RowingEvent::Cooldown:
        return tr("%1 cools down: %n stamina card(s) back to the Stamina Pile.", e.a).arg(who);
    case RowingEvent::Tides:
        return tr("Change of tides: %1 moves from space %2 to space %3.")
            .arg(who)
            .arg(e.a)
            .arg(e.b);
    case RowingEvent::Finished:
        return tr("%1 finishes in place %2.").arg(who).arg(e.a);
    case RowingEvent::RaceOver:
        return tr("The race is over.");
    }
    return QString();
}

} // namespace

QString RowingGame::actionName(Action action) const
{
    if (isRateAction(action))
        return tr("Row at %1 spm").arg(spm(rateOf(action)));
    if (isPlayAction(action)) {
        const CardCounts cards = playedCardsOf(action);
        const int seat = currentSeat();
        const bool cluttered = m_state.phase == Phase::PlayCards && seat >= 0 &&
                               boat(seat).hand.playable() < cardsRequired(boat(seat).rate);
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

QStringList RowingGame::takeLog()
{
    QStringList sentences;
    for (; m_narrated < m_events.size(); ++m_narrated) {
        const QString sentence = narrate(m_events[m_narrated]);
        if (!sentence.isEmpty())
            sentences.append(sentence);
    }
    return sentences;
}

} // namespace cw::rowing
