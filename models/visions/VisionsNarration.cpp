#include "VisionsNarration.h"

#include "VisionsGame.h"

namespace cw::visions {

QString VisionsNarration::seatName(int seat) const
{
    const QString name = seat >= 0 && seat < m_seatNames.size() ? m_seatNames[seat] : QString();
    return name.isEmpty() ? tr("Team %1").arg(seat + 1) : name;
}

QString VisionsNarration::typeName(MoveType type)
{
    switch (type) {
    case MoveType::Lead:
        return tr("Lead");
    case MoveType::Chase:
        return tr("Chase");
    case MoveType::Draft:
        return tr("Draft");
    case MoveType::Break:
        return tr("Break");
    case MoveType::Wild:
        break;
    }
    return tr("Wild");
}

QString VisionsNarration::cardName(int card)
{
    if (card == MakingHeadlines)
        return tr("Making Headlines");
    const ActionCard &action = ActionCards[std::size_t(card)];
    const QString name = tr("%1 %2").arg(typeName(action.type)).arg(action.ps);
    switch (action.special) {
    case Special::PainCave:
        return tr("%1 (Pain Cave)").arg(name);
    case Special::StickyBottle:
        return tr("%1 (Sticky Bottle)").arg(name);
    case Special::AeroTuck:
        return tr("%1 (Aero Tuck)").arg(name);
    case Special::ArgyBargy:
        return tr("%1 (Argy Bargy)").arg(name);
    case Special::RubberBand:
        return tr("%1 (Rubber Band)").arg(name);
    case Special::DelusionsOfEpicness:
        return tr("%1 (Delusions of Epic-ness)").arg(name);
    case Special::None:
        break;
    }
    return name;
}

QString VisionsNarration::className(RiderClass cls)
{
    switch (cls) {
    case RiderClass::AllStar:
        return tr("All-Star");
    case RiderClass::Climber:
        return tr("Climber");
    case RiderClass::Sprinter:
        return tr("Sprinter");
    case RiderClass::Domestique:
        break;
    }
    return tr("Domestique");
}

QString VisionsNarration::riderName(int slot)
{
    if (slot < 3)
        return className(classOf(slot));
    return tr("Domestique %1").arg(slot - 2);
}

QString VisionsNarration::eventName(int event)
{
    static const char *const names[EventCardCount] = {QT_TR_NOOP("Crosswinds"),
                                                      QT_TR_NOOP("Rain on the Cobbles"),
                                                      QT_TR_NOOP("Crash in the Peloton"),
                                                      QT_TR_NOOP("Puncture"),
                                                      QT_TR_NOOP("Feed Zone"),
                                                      QT_TR_NOOP("Headwind"),
                                                      QT_TR_NOOP("Mountain Pass"),
                                                      QT_TR_NOOP("Time Check"),
                                                      QT_TR_NOOP("Motorbike Draft"),
                                                      QT_TR_NOOP("Spectator on the Road"),
                                                      QT_TR_NOOP("Mechanical"),
                                                      QT_TR_NOOP("Heat Wave"),
                                                      QT_TR_NOOP("Breakaway Bonus"),
                                                      QT_TR_NOOP("Police Escort"),
                                                      QT_TR_NOOP("Tailwind"),
                                                      QT_TR_NOOP("Touch of Wheels"),
                                                      QT_TR_NOOP("Descent Crash")};
    return event >= 0 && event < EventCardCount ? tr(names[event]) : QString();
}

QString VisionsNarration::bonusAbility(Tactic card)
{
    switch (card) {
    case Tactic::TeamLeader:
        return tr("+1 PS on flats");
    case Tactic::MountainDomestique:
        return tr("+1 PS on mountains");
    case Tactic::LeadOutTrain:
        return tr("+1 PS on sprints");
    case Tactic::Rouleur:
        return tr("+1 PS on descents");
    default:
        break;
    }
    return QString();
}

QString VisionsNarration::cellName(int cell) const
{
    if (cell < 0)
        return tr("the finish line");
    const RoadPosition &at = m_game.track().position(cell);
    const int pseudoCount = m_game.track().map().row(at.row).road.pseudo[std::size_t(at.lane)];
    if (pseudoCount > 1)
        return tr("row %1, lane %2%3")
            .arg(at.row + 1)
            .arg(at.lane + 1)
            .arg(at.pseudo == 0 ? QStringLiteral("a") : QStringLiteral("b"));
    return tr("row %1, lane %2").arg(at.row + 1).arg(at.lane + 1);
}

QString VisionsNarration::sentence(const VisionsEvent &e) const
{
    const VisionsState &s = m_game.state();
    const QString who = seatName(e.seat);
    const QString rider = e.rider >= 0 ? riderName(s.slotOf(e.rider)) : QString();
    const QString owner = e.rider >= 0 ? seatName(s.teamOf(e.rider)) : QString();
    switch (e.type) {
    case VisionsEvent::PhaseStarted:
        return tr("Movement phase %1: %2 starts.").arg(e.a).arg(who);
    case VisionsEvent::Placed:
        return tr("%1: the %2 lines up on start space %3.").arg(who, rider).arg(e.a);
    case VisionsEvent::Activated:
        // tr() fills %n only with a count of 0 or more: a start below zero (fatigue) is written
        // with its minus sign.
        if (e.c < 0)
            return tr("%1: the %2 plays %3 as %4 with −%5 PS.")
                .arg(who, rider, cardName(e.a), typeName(MoveType(e.b)))
                .arg(-e.c);
        return tr("%1: the %2 plays %3 as %4 with %n PS.", nullptr, e.c)
            .arg(who, rider, cardName(e.a), typeName(MoveType(e.b)));
    case VisionsEvent::Stepped:
        return e.c ? tr("%1: the %2 bumps its way to %3.").arg(who, rider, cellName(e.b))
                   : QString();
    case VisionsEvent::SidewaysBumped:
        return e.b ? tr("%1's %2 is bumped back to %3.").arg(owner, rider, cellName(e.a))
                   : tr("%1's %2 is bumped sideways to %3.").arg(owner, rider, cellName(e.a));
    case VisionsEvent::ForwardBumped:
        return tr("%1's %2 is pushed forward to %3.").arg(owner, rider, cellName(e.a));
    case VisionsEvent::BonusLine:
        return tr("%1's %2 is first across a bonus line: −%3 s.").arg(owner, rider).arg(e.b);
    case VisionsEvent::Finished:
        return tr("%1's %2 crosses the finish line in place %3.").arg(owner, rider).arg(e.a);
    case VisionsEvent::MoveEnded: {
        // Where the move ended (an Event drawn afterwards may have moved the rider since).
        const QString where = e.c >= 0                        ? cellName(e.c)
                              : e.c == VisionsEvent::OnPodium ? tr("the podium")
                                                              : tr("the road side");
        if (e.a == 0 && e.b == 0)
            return tr("%1: the %2 ends its move on %3.").arg(who, rider, where);
        return tr("%1: the %2 ends its move on %3 and takes %4 T, %5 P fatigue.")
            .arg(who, rider, where)
            .arg(e.a)
            .arg(e.b);
    }
    case VisionsEvent::GrupoCompacto:
        return tr("%1: Grupo Compacto, the %2 moves up to %3.").arg(who, rider, cellName(e.a));
    case VisionsEvent::TacticsPlayed:
        if (e.b == 1)
            return e.rider >= 0 ? tr("%1 plays the Initial Tactic %2: the %3 gains %4.")
                                      .arg(who, VisionsTactics::cardName(e.a), rider,
                                           bonusAbility(Tactic(e.a)))
                                : tr("%1 plays the Initial Tactic %2, but no rider can take it.")
                                      .arg(who, VisionsTactics::cardName(e.a));
        return e.rider >= 0
                   ? tr("%1 plays %2 for the %3.").arg(who, VisionsTactics::cardName(e.a), rider)
                   : tr("%1 plays %2.").arg(who, VisionsTactics::cardName(e.a));
    case VisionsEvent::CounterAttacked:
        return tr("%1 counter-attacks: the %2 moves up to %3.").arg(who, rider, cellName(e.a));
    case VisionsEvent::EventDrawn:
        return e.seat >= 0 ? tr("%1 makes headlines: Event %2.").arg(who, eventName(e.a))
                           : tr("Reorganization: Event %1.").arg(eventName(e.a));
    case VisionsEvent::HeadlinesSetAside:
        return tr("%1 sets Making Headlines aside.").arg(who);
    case VisionsEvent::DroppedBack:
        return tr("%1: the %2 drops back to the team car (row %3).").arg(who, rider).arg(e.a + 1);
    case VisionsEvent::Rescued:
        return tr("%1: the %2 rescues the %3 (+1 P fatigue).")
            .arg(who, riderName(s.slotOf(e.a)), rider);
    case VisionsEvent::EventFatigue:
        if (e.b < 0)
            return tr("%1's %2 sheds %n Temporary fatigue (%3).", nullptr, -e.b)
                .arg(owner, rider, eventName(e.a));
        return e.c > 0 ? tr("%1's %2 takes %n Permanent fatigue (%3).", nullptr, e.c)
                             .arg(owner, rider, eventName(e.a))
                       : tr("%1's %2 takes %n Temporary fatigue (%3).", nullptr, e.b)
                             .arg(owner, rider, eventName(e.a));
    case VisionsEvent::EventMoved:
        return tr("%1's %2 falls back to %3 (%4).")
            .arg(owner, rider, cellName(e.b), eventName(e.a));
    case VisionsEvent::EventBonus:
        return tr("%1's %2 wins −%3 s (%4).").arg(owner, rider).arg(e.b).arg(eventName(e.a));
    case VisionsEvent::GameOver:
        return tr("The race is over.");
    }
    return QString();
}

QString VisionsNarration::actionName(Action action) const
{
    const VisionsState &s = m_game.state();
    if (action >= VisionsAction::ActivateBase && action < VisionsAction::ActivateEnd) {
        const int card = VisionsAction::activatedCard(action);
        const MoveType type = VisionsAction::activatedType(action);
        const QString rider = riderName(VisionsAction::activatedSlot(action));
        if (ActionCards[std::size_t(card)].type == MoveType::Wild)
            return tr("%1: %2 as %3").arg(rider, cardName(card), typeName(type));
        return tr("%1: %2").arg(rider, cardName(card));
    }
    if (s.stage == VisionsStage::Place && action >= VisionsAction::PlaceBase &&
        action < VisionsAction::PlaceBase + MaxRidersPerTeam)
        return tr("Place the %1 on start space %2")
            .arg(riderName(action - VisionsAction::PlaceBase))
            .arg(s.placed + 1);
    if (action >= VisionsAction::ForwardBase && action < VisionsAction::StepEnd) {
        const int target = m_game.stepTarget(action);
        if (target == -2)
            return tr("Across the finish line");
        if (target < 0)
            return tr("Action %1").arg(action);
        if (action < VisionsAction::BumpForwardBase)
            return tr("Forward to %1").arg(cellName(target));
        if (action < VisionsAction::SidewaysLowBase)
            return tr("Bump forward into %1").arg(cellName(target));
        if (action < VisionsAction::DiagonalLowBase)
            return tr("Sideways to %1").arg(cellName(target));
        return tr("Diagonally to %1").arg(cellName(target));
    }
    if (s.stage == VisionsStage::PushedLane && action >= VisionsAction::PushedLaneBase &&
        action < VisionsAction::PushedLaneBase + RoadRow::MaxLanes) {
        const int target = m_game.pushedLaneTarget(action - VisionsAction::PushedLaneBase);
        if (target >= 0)
            return tr("Pushed line forward to %1").arg(cellName(target));
    }
    if (action >= VisionsAction::BreakAwayBase &&
        action < VisionsAction::BreakAwayBase + RoadRow::MaxLanes) {
        const int target = m_game.stepTarget(action);
        if (target >= 0)
            return tr("Leave the line ahead for %1").arg(cellName(target));
    }
    switch (action) {
    case VisionsAction::Stop:
        return tr("Stop");
    case VisionsAction::LinkLine:
        return tr("Take the line behind along");
    case VisionsAction::LeaveLine:
        return tr("Leave the line behind");
    case VisionsAction::DropBackDone:
        return tr("No more riders drop back");
    case VisionsAction::NoRescue:
        return tr("No rescue");
    default:
        break;
    }
    if (action >= VisionsAction::DropBackBase && action < VisionsAction::DropBackDone)
        return tr("The %1 drops back to the team car")
            .arg(riderName(action - VisionsAction::DropBackBase));
    if (action >= VisionsAction::RescueBase && action < VisionsAction::NoRescue)
        return tr("The %1 rescues the dropped rider")
            .arg(riderName(action - VisionsAction::RescueBase));
    if (const QString name = VisionsTactics::actionName(m_game, action); !name.isEmpty())
        return name;
    return tr("Action %1").arg(action);
}

} // namespace cw::visions
