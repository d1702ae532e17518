#include "NiagaraNarration.h"

#include "NiagaraGame.h"

namespace cw::niagara {

QString NiagaraNarration::seatName(int seat) const
{
    const QString name = seat >= 0 && seat < m_seatNames.size() ? m_seatNames[seat] : QString();
    return name.isEmpty() ? tr("Player %1").arg(seat + 1) : name;
}

QString NiagaraNarration::cardName(int card)
{
    return card == actions::CloudCard ? tr("cloud") : QString::number(card + 1);
}

QString NiagaraNarration::gemName(int colour)
{
    switch (colour) {
    case Violet:
        return tr("violet");
    case Clear:
        return tr("clear");
    case Yellow:
        return tr("yellow");
    case Blue:
        return tr("blue");
    case Red:
        return tr("red");
    default:
        return QString();
    }
}

QString NiagaraNarration::positionName(int position) const
{
    return position == Land ? tr("the beach") : tr("space %1").arg(m_river.spaceName(position));
}

QString NiagaraNarration::sentence(const NiagaraEvent &e) const
{
    const QString who = seatName(e.seat);
    switch (e.type) {
    case NiagaraEvent::CardsRevealed:
        return tr("Round %1: the paddle cards are revealed.").arg(e.a);
    case NiagaraEvent::Weather:
        return tr("%1: the cloud moves to %2.").arg(who).arg(e.a);
    case NiagaraEvent::FreeCanoe:
        return tr("%1: with no canoe and no gem, gets a canoe back for free.").arg(who);
    case NiagaraEvent::BoughtBack:
        return tr("%1: buys back a lost canoe with a %2 gem.").arg(who, gemName(e.a));
    case NiagaraEvent::Loaded:
        return tr("%1: canoe %2 loads a %3 gem.").arg(who).arg(e.a + 1).arg(gemName(e.b));
    case NiagaraEvent::Unloaded:
        return tr("%1: canoe %2 unloads a %3 gem.").arg(who).arg(e.a + 1).arg(gemName(e.b));
    case NiagaraEvent::Moved:
        if (e.c == Land)
            return QString();
        return tr("%1: canoe %2 paddles from %3 to %4.")
            .arg(who)
            .arg(e.a + 1)
            .arg(positionName(e.b), positionName(e.c));
    case NiagaraEvent::Landed:
        return e.b == NoGem
                   ? tr("%1: canoe %2 lands.").arg(who).arg(e.a + 1)
                   : tr("%1: canoe %2 lands a %3 gem.").arg(who).arg(e.a + 1).arg(gemName(e.b));
    case NiagaraEvent::Stole:
        return tr("%1: canoe %2 steals a %3 gem from %4.")
            .arg(who)
            .arg(e.a + 1)
            .arg(gemName(e.c), seatName(e.b));
    case NiagaraEvent::RiverMoved:
        return tr("The river moves %n space(s).", nullptr, e.a);
    case NiagaraEvent::CanoeLost:
        return e.b == NoGem ? tr("%1: canoe %2 goes over a waterfall.").arg(who).arg(e.a + 1)
                            : tr("%1: canoe %2 goes over a waterfall; its %3 gem returns to "
                                 "its place.")
                                  .arg(who)
                                  .arg(e.a + 1)
                                  .arg(gemName(e.b));
    case NiagaraEvent::PreserverPassed:
        return tr("%1 takes the life preserver.").arg(who);
    case NiagaraEvent::HandsReturned:
        return tr("All seven cards are played: everyone takes their cards back.");
    case NiagaraEvent::Won:
        return tr("%1 wins!").arg(who);
    case NiagaraEvent::DiscEntered:
    case NiagaraEvent::DiscFell:
        return QString();
    }
    return QString();
}

QString NiagaraNarration::actionName(const NiagaraGame &game, Action action)
{
    const NiagaraCourse &river = game.river();
    if (action >= actions::ChooseCard && action < actions::ChooseCard + actions::Cards)
        return tr("Play the %1 card").arg(cardName(action - actions::ChooseCard));
    if (action == actions::WeatherUp)
        return tr("Move the cloud up");
    if (action == actions::WeatherDown)
        return tr("Move the cloud down");
    if (action >= actions::SelectCanoe && action < actions::BuyBack)
        return tr("Move canoe %1").arg(action - actions::SelectCanoe + 1);
    if (action >= actions::BuyBack && action < actions::EndTurn)
        return tr("Buy back a canoe with a %1 gem").arg(gemName(action - actions::BuyBack));
    if (action == actions::EndTurn)
        return tr("End the turn");
    if (action == actions::Proceed)
        return tr("Move without loading first");
    if (action >= actions::Load && action < actions::Unload)
        return tr("Load a %1 gem").arg(gemName(action - actions::Load));
    if (action == actions::Unload)
        return tr("Unload the gem");
    if (action >= actions::UnloadLoad && action < actions::Upstream)
        return tr("Unload, then load a %1 gem").arg(gemName(action - actions::UnloadLoad));
    if (action == actions::Upstream)
        return tr("Paddle upstream");
    if (action == actions::Downstream)
        return tr("Paddle downstream");
    if (action == actions::Land)
        return tr("Land on the beach");
    if (action >= actions::MoveTo && action < actions::NoSteal)
        return tr("Paddle to space %1").arg(river.spaceName(action - actions::MoveTo));
    if (action == actions::NoSteal)
        return tr("Steal nothing");
    if (action >= actions::Steal) {
        const int victim = (action - actions::Steal) / CanoesPerPlayer;
        const int canoe = (action - actions::Steal) % CanoesPerPlayer;
        const int gem = game.state().seats[std::size_t(victim)].canoes[std::size_t(canoe)].gem;
        return tr("Steal the %1 gem of player %2").arg(gemName(gem)).arg(victim + 1);
    }
    return tr("Unknown action %1").arg(action);
}

} // namespace cw::niagara
