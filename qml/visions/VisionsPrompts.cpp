// The words of VisionsTurnController: what the human is asked now, step by step
// (docs/rules/visions.md: setup, activation, a move, Reorganization, Events, Tactics).
#include "VisionsTurnController.h"

#include "visions/VisionsGame.h"
#include "visions/VisionsNarration.h"

using namespace cw::visions;
using N = cw::visions::VisionsNarration;

QString VisionsTurnController::promptText() const
{
    const VisionsGame *g = deciding();
    if (!g)
        return {};
    const VisionsState &s = g->state();
    switch (s.stage) {
    case VisionsStage::Place:
        return tr("Line up a rider on start space %1: click a rider of your team (or the "
                  "highlighted start space for the selected one).")
            .arg(s.placed + 1);
    case VisionsStage::Activate:
        if (m_rider < 0)
            return tr("Pick an available rider: click one of your riders on the road.");
        if (m_card < 0)
            return tr("The %1: pick an Action card from your hand.")
                .arg(N::riderName(s.slotOf(m_rider)));
        if (activation() < 0)
            return tr("Play the Wild card as which movement type?");
        return tr("The %1 plays %2: %n PS. Activate to start the move.", nullptr, psTotal())
            .arg(N::riderName(s.slotOf(m_rider)), N::cardName(m_card));
    case VisionsStage::Move:
        return tr("%1 with %n PS left: click a highlighted space to take a step.", nullptr,
                  s.move.ps)
            .arg(N::riderName(s.slotOf(s.move.rider)));
    case VisionsStage::Link:
        return tr("Your group stands directly in front of another line: take it along, or "
                  "leave it behind?");
    case VisionsStage::PushedLane:
        return tr("A forward bump pushes your line to where the road changes lanes: click the "
                  "highlighted space its front rider takes.");
    case VisionsStage::DropBack:
        return tr("Reorganization: a tired rider may drop back to the team car (its temporary "
                  "fatigue is removed).");
    case VisionsStage::Rescue:
        return tr("Reorganization: one of your riders may rescue the dropped rider.");
    case VisionsStage::GrupoCompacto:
        return tr("Grupo Compacto: move your %1 up to a highlighted space, or stay.")
            .arg(s.event.next < s.event.moverCount
                     ? N::riderName(s.slotOf(s.event.movers[s.event.next]))
                     : QString());
    case VisionsStage::CounterAttack:
        return tr("Counter-attack: your rider behind the mover may move up to %n row(s) "
                  "forward.",
                  nullptr, CounterAttackRows);
    case VisionsStage::Over:
        break;
    }
    return {};
}
