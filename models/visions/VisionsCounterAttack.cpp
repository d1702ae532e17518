// Visions of Rainbows: the Counter-attack Tactics card, the one played on an opponent's turn
// (docs/rules/visions.md, "Tactics (medium and long games)"): when it is offered, what it allows,
// what it does.
#include "VisionsGame.h"
#include "VisionsGrupoCompacto.h"

namespace cw::visions {

// docs/rules/visions.md, "Tactics (medium and long games)", Counter-attack: right after an
// opponent's move ends directly ahead of one of your riders in the same lane, that rider may move
// forward up to 2 rows into an empty space (passing the mover: the space directly ahead is the
// mover's). Asked once per move, before the mover's fatigue and draw.
//
// docs/rules/visions.md, "Seats and the shared screen": a secret is shown only to its seat. So the
// question goes to that seat whether or not it holds the card, whenever everyone can see that it
// might (VisionsTactics::mightHold): being asked, and declining, tell nobody what it holds.
bool VisionsGame::offerCounterAttack()
{
    VisionsState &s = m_state;
    VisionsTacticsState &t = s.tactics;
    if (t.counterAsked) {
        t.counterAsked = false;
        return false;
    }
    const int mover = s.move.rider;
    if (s.length == GameLength::Short || mover < 0 ||
        s.riders[std::size_t(mover)].where != VisionsRider::Where::Road)
        return false;
    const int behind = directlyBehind(mover);
    if (behind < 0 || s.teamOf(behind) == s.teamOf(mover) ||
        m_track->position(s.riders[std::size_t(behind)].cell).lane !=
            m_track->position(s.riders[std::size_t(mover)].cell).lane ||
        !VisionsTactics::mightHold(s, s.teamOf(behind), Tactic::CounterAttack) ||
        !VisionsGrupoCompacto::hasSpace(*this, behind, CounterAttackRows, false))
        return false;
    t.counterAsked = true;
    t.counterRider = std::int8_t(behind);
    s.seat = std::int8_t(s.teamOf(behind));
    s.stage = VisionsStage::CounterAttack;
    return true;
}

// The asked seat sees its own hand: without the card it may only decline.
void VisionsGame::counterAttackLegal(ActionList &out) const
{
    out.push_back(VisionsAction::CounterAttackDecline);
    if (!VisionsTactics::holds(m_state, m_state.seat, Tactic::CounterAttack))
        return;
    for (int cell : VisionsGrupoCompacto::spaces(*this, m_state.tactics.counterRider,
                                                 CounterAttackRows, false))
        out.push_back(VisionsAction::CounterAttackBase + cell);
}

void VisionsGame::applyCounterAttack(Action action)
{
    VisionsState &s = m_state;
    if (action != VisionsAction::CounterAttackDecline &&
        VisionsTactics::discardFromHand(s, s.seat, Tactic::CounterAttack)) {
        const int cell = action - VisionsAction::CounterAttackBase;
        s.riders[std::size_t(s.tactics.counterRider)].cell = std::int16_t(cell);
        record(VisionsEvent::CounterAttacked, s.seat, s.tactics.counterRider, cell);
    }
    s.tactics.counterRider = -1;
    s.seat = std::int8_t(s.teamOf(s.move.rider));
    s.stage = VisionsStage::Move;
    endMove();
}

} // namespace cw::visions
