// Visions of Rainbows: a move, step by step (rulebook, "Movement", "Action cards", "Movement
// restrictions"; docs/rules/visions.md, "A move").
#include "VisionsGame.h"

#include <algorithm>
#include <bit>

namespace cw::visions {

namespace {

bool isSideways(Action action)
{
    return action >= VisionsAction::SidewaysLowBase && action < VisionsAction::DiagonalLowBase;
}

bool isDiagonal(Action action)
{
    return action >= VisionsAction::DiagonalLowBase && action < VisionsAction::StepEnd;
}

// 0 towards lane 0, 1 towards the last lane.
int sideOf(Action action)
{
    const int offset = isSideways(action) ? action - VisionsAction::SidewaysLowBase
                                          : action - VisionsAction::DiagonalLowBase;
    return offset / 2;
}

} // namespace

// The activation (rulebook, "Movement phase" 1-2): the card leaves the hand for the discard pile,
// the rider is flipped, and the move starts with its PS. A move with no PS ends at once.
void VisionsGame::startActivation(int slot, int card, MoveType type)
{
    VisionsState &s = m_state;
    VisionsTeam &team = s.team[std::size_t(s.seat)];
    for (int i = 0; i < team.handCount; ++i) {
        if (team.hand[std::size_t(i)] == card) {
            team.hand[std::size_t(i)] = team.hand[std::size_t(--team.handCount)];
            break;
        }
    }
    team.deck.discard(std::int8_t(card));
    const int rider = s.seat * s.perTeam + slot;
    VisionsRider &r = s.riders[std::size_t(rider)];
    r.activated = true;
    VisionsMove &m = s.move;
    m = VisionsMove{};
    m.rider = std::int8_t(rider);
    m.card = std::int8_t(card);
    m.type = type;
    m.ps = std::int8_t(startingPs(rider, card, type));
    const int row = r.where == VisionsRider::Where::Road ? m_track->position(r.cell).row : r.cell;
    m.terrainsHad = std::uint8_t(1u << int(m_track->rowTerrain(row)));
    if (r.where == VisionsRider::Where::Road) {
        visit(r.cell);
        // Lead: the rider and the riders rear-linked behind it at the start of the move.
        m.group[m.groupCount++] = std::int8_t(rider);
        if (type == MoveType::Lead)
            for (int behind : lineBehind(rider))
                m.group[m.groupCount++] = std::int8_t(behind);
    }
    record(VisionsEvent::Activated, s.seat, rider, card, int(type), m.ps);
    s.stage = VisionsStage::Move;
    continueMove(false);
}

int VisionsGame::startingPs(int rider, int card, MoveType type) const
{
    return psTerms(rider, card, type).total();
}

VisionsPsTerms VisionsGame::psTerms(int rider, int card, MoveType type) const
{
    return psTerms(riderPs(rider), card, type,
                   readsLeadingLine(ActionCards[std::size_t(card)].special) ? leadingLine()
                                                                            : VisionsRiderLine());
}

VisionsRiderPs VisionsGame::riderPs(int rider) const
{
    const VisionsRider &r = m_state.riders[std::size_t(rider)];
    VisionsRiderPs ps;
    ps.rider = rider;
    ps.row = r.where == VisionsRider::Where::Road ? m_track->position(r.cell).row : r.cell;
    ps.terrain = m_track->rowTerrain(ps.row);
    ps.terrainModifier = terrainModifier(classOf(m_state.slotOf(rider)), ps.terrain);
    ps.bonus = VisionsTactics::bonusModifier(m_state, rider, ps.terrain);
    ps.fatigue = fatigueModifier(r.fatigue(), m_state.length);
    return ps;
}

VisionsPsTerms VisionsGame::psTerms(const VisionsRiderPs &rider, int card, MoveType type,
                                    const VisionsRiderLine &leading) const
{
    const ActionCard &action = ActionCards[std::size_t(card)];
    VisionsPsTerms terms;
    terms.card = action.ps;
    // Class modifiers: the terrain the move starts on and the rider's Bonus abilities (Hold the
    // Wheel lets a Draft keep them); Attack! adds its PS before the card.
    if (VisionsTactics::takesClassModifiers(m_state, type)) {
        terms.terrain = rider.terrainModifier;
        terms.bonus = rider.bonus;
    }
    if (type != MoveType::Draft)
        terms.fatigue = rider.fatigue;
    if (m_state.tactics.attack)
        terms.attack = AttackPs;
    switch (action.special) {
    case Special::AeroTuck:
        if (rider.terrain == RoadTerrain::Descent)
            terms.special = 2;
        break;
    case Special::RubberBand:
        if (!leading.contains(rider.rider))
            terms.special = 2;
        break;
    case Special::DelusionsOfEpicness:
        if (!leading.empty()) {
            const VisionsRider &lead = m_state.riders[std::size_t(leading.front())];
            const int leaderRow = lead.where == VisionsRider::Where::Road
                                      ? m_track->position(lead.cell).row
                                      : lead.cell;
            terms.special = std::max(0, leaderRow - rider.row) / 5;
        }
        break;
    default:
        break;
    }
    return terms;
}

// The riders a forward step moves, front first (docs/rules/visions.md, "A move": the group that
// moves). Once the activated rider has finished, the rest of its group keeps moving.
VisionsRiderLine VisionsGame::workOutMovingLine() const
{
    const VisionsMove &m = m_state.move;
    const VisionsRider &active = m_state.riders[std::size_t(m.rider)];
    VisionsRiderLine line;
    if (active.where == VisionsRider::Where::RoadSide)
        return {m.rider};
    if (active.where != VisionsRider::Where::Road || m.type == MoveType::Lead) {
        for (int i = 0; i < m.groupCount; ++i)
            if (m_state.riders[std::size_t(m.group[std::size_t(i)])].where ==
                VisionsRider::Where::Road)
                line.push_back(m.group[std::size_t(i)]);
        return line;
    }
    if (m.type == MoveType::Chase || m.type == MoveType::Draft) {
        line = lineAhead(m.rider);
        line.reverse();
    }
    line.push_back(m.rider);
    if (m.type == MoveType::Draft)
        for (int behind : lineBehind(m.rider))
            line.push_back(behind);
    return line;
}

bool VisionsGame::mayVisit(int cell) const
{
    const VisionsMove &m = m_state.move;
    for (int i = 0; i < m.visitedCount; ++i)
        if (m.visited[std::size_t(i)] == cell)
            return m.visits[std::size_t(i)] < 2;
    return true;
}

void VisionsGame::visit(int cell)
{
    VisionsMove &m = m_state.move;
    for (int i = 0; i < m.visitedCount; ++i)
        if (m.visited[std::size_t(i)] == cell) {
            ++m.visits[std::size_t(i)];
            return;
        }
    if (m.visitedCount < VisionsMove::MaxVisited) {
        m.visited[std::size_t(m.visitedCount)] = std::int16_t(cell);
        m.visits[std::size_t(m.visitedCount++)] = 1;
    }
}

// Every step action's cell, walking each list of cells once: the forward step and bump of the
// moving line's front into each lane, the activated rider's break-aways at a lane change, its
// sideways steps into each pseudo-space (or back onto the road from the road side), and Pain
// Cave's diagonal steps. Where a list holds two cells of one lane or pseudo-space, the first
// (best placed) is the action's.
VisionsStepTargets VisionsGame::workOutStepTargets(const VisionsRiderLine &line) const
{
    using namespace VisionsAction;
    VisionsStepTargets targets;
    const VisionsMove &m = m_state.move;
    if (m.rider < 0) // no move under way (the narration names actions of every stage)
        return targets;
    const VisionsRider &active = m_state.riders[std::size_t(m.rider)];
    if (!line.empty()) {
        const VisionsRider &front = m_state.riders[std::size_t(line.front())];
        const bool mayBump = line.front() == m.rider; // a bump pushes from the activated rider
        if (front.where == VisionsRider::Where::Road) {
            const CellList &next = m_track->next(front.cell);
            if (next.empty()) // across the finish line, in the front's lane (no bump there)
                targets.offer(ForwardBase + m_track->position(front.cell).lane, -2);
            for (int cell : next) {
                const int lane = m_track->position(cell).lane;
                targets.offer(ForwardBase + lane, cell);
                if (mayBump)
                    targets.offer(BumpForwardBase + lane, cell);
            }
        }
    }
    // The first cell of `cells` in each pseudo-space, as the sideways (diagonal) steps of `side`.
    const auto offerPseudos = [&](Action base, int side, const CellList &cells) {
        for (int cell : cells)
            if (const int pseudo = m_track->position(cell).pseudo; pseudo < 2)
                targets.offer(base + 2 * side + pseudo, cell);
    };
    if (active.where == VisionsRider::Where::RoadSide) {
        // Re-entering: from the road side beside lane 0 towards the higher lanes, and back.
        offerPseudos(SidewaysLowBase, 1 - active.side,
                     m_track->edgeCells(active.cell, active.side));
        return targets;
    }
    if (active.where != VisionsRider::Where::Road)
        return targets;
    const CellList &next = m_track->next(active.cell);
    // Rulebook, "Narrowing and expanding lanes": Chase and Draft may leave the line ahead where
    // the activated rider reaches a lane change.
    if ((m.type == MoveType::Chase || m.type == MoveType::Draft) && line.front() != m.rider &&
        next.size() >= 2)
        for (int cell : next)
            targets.offer(BreakAwayBase + m_track->position(cell).lane, cell);
    for (int side = 0; side < 2; ++side)
        offerPseudos(SidewaysLowBase, side, m_track->sideways(active.cell, side));
    if (ActionCards[std::size_t(m.card)].special == Special::PainCave)
        for (int side = 0; side < 2; ++side)
            for (int cell : next) // the first next cell with a neighbour in that pseudo-space
                offerPseudos(DiagonalLowBase, side, m_track->sideways(cell, side));
    return targets;
}

void VisionsGame::legalSteps(const VisionsRiderLine &line, const VisionsStepTargets &targets,
                             ActionList &out) const
{
    const VisionsMove &m = m_state.move;
    std::uint32_t locked = 0;
    if (m.type == MoveType::Lead)
        for (int rider : line)
            locked |= 1u << rider;
    // Rulebook, "Bumping": only Lead and Break push forward, 2 PS a space. Diagonal steps
    // without Pain Cave and break-aways outside Chase and Draft have no target.
    const bool mayBumpForward =
        m.ps >= 2 && (m.type == MoveType::Lead || m.type == MoveType::Break);
    const int argyBargyCost =
        ActionCards[std::size_t(m.card)].special == Special::ArgyBargy ? 1 : 2;
    bool forward = false; // a forward step into an empty space, or across the finish line
    // The actions that have a target, in action order.
    targets.forEach([&](Action action, int target) {
        if (target == -2) {
            out.push_back(action); // across the finish line
            forward = true;
            return;
        }
        const int occupied = riderAt(target);
        if (action >= VisionsAction::BreakAwayBase) { // into an empty space
            if (occupied < 0)
                out.push_back(action);
            return;
        }
        if (action < VisionsAction::BumpForwardBase || isDiagonal(action)) {
            if (occupied < 0 && (line.front() != m.rider || mayVisit(target))) {
                out.push_back(action);
                forward |= action < VisionsAction::BumpForwardBase;
            }
            return;
        }
        if (action < VisionsAction::SidewaysLowBase) { // a forward bump
            if (mayBumpForward && occupied >= 0)
                out.push_back(action);
            return;
        }
        // Sideways: into an empty space for 1 PS, or a bump (2 PS, Argy Bargy 1).
        if (!mayVisit(target))
            return;
        if (occupied < 0 || (m.ps >= argyBargyCost && !(locked & (1u << occupied)) &&
                             pushSideways(nullptr, occupied, sideOf(action), locked)))
            out.push_back(action);
    });
    // Stop only when the line cannot step forward into an empty space (or across the line).
    if (!forward)
        out.push_back(VisionsAction::Stop);
}

void VisionsGame::applyStep(Action action, int pushedLane)
{
    VisionsState &s = m_state;
    VisionsMove &m = s.move;
    if (action == VisionsAction::Stop) {
        // The end of the move reads the cell→rider table as it stands (a Counter-attack); what
        // moves riders in it forgets the table (an Event: mutableState).
        m_stepsFresh = false;
        endMove();
        return;
    }
    // What the step reads of where the riders stand, while the tables are valid; riders move
    // from here on, and continueMove makes the tables again.
    const VisionsRiderLine line = movingLine();
    const int target = stepTargets().of(action);
    const bool forwardBump =
        action >= VisionsAction::BumpForwardBase && action < VisionsAction::SidewaysLowBase;
    const int occupied = target >= 0 ? riderAt(target) : -1;
    const VisionsRiderLine chain = forwardBump ? pushedLine(action) : VisionsRiderLine();
    forgetDerived(0); // placeRider marks the riders it moves, and a sideways bump the pushed ones
    const int from = s.riders[std::size_t(m.rider)].cell;
    bool bump = false;
    if (action >= VisionsAction::BreakAwayBase) {
        VisionsRiderLine away{m.rider};
        if (m.type == MoveType::Draft)
            for (int behind : lineBehind(m.rider))
                away.push_back(behind);
        moveLine(away, target);
        m.ps = std::int8_t(m.ps - 1);
    } else if (action < VisionsAction::BumpForwardBase) {
        moveLine(line, target == -2 ? -1 : target);
        m.ps = std::int8_t(m.ps - 1);
    } else if (action < VisionsAction::SidewaysLowBase) {
        // Forward bump: the line in that space moves forward one space. Its front has no rider
        // ahead, so every space its forward step reaches is empty; at a lane change the owner
        // of the front picks one (PushedLane), otherwise it is the only one (or the finish).
        const CellList &next = m_track->next(s.riders[std::size_t(chain.front())].cell);
        if (pushedLane < 0 && next.size() > 1) {
            m.pendingBump = std::int8_t(action);
            s.seat = std::int8_t(s.teamOf(chain.front()));
            s.stage = VisionsStage::PushedLane;
            return;
        }
        int chainTarget = next.empty() ? -1 : next.front();
        for (int cell : next)
            if (m_track->position(cell).lane == pushedLane)
                chainTarget = cell;
        moveLine(chain, chainTarget);
        for (int rider : chain)
            record(VisionsEvent::ForwardBumped, s.seat, rider, s.riders[std::size_t(rider)].cell);
        moveLine(line, target);
        m.ps = std::int8_t(m.ps - 2);
        bump = true;
    } else {
        if (occupied >= 0) {
            const Riders before = s.riders;
            pushSideways(&s.riders, occupied, sideOf(action), 0);
            const bool argyBargy = ActionCards[std::size_t(m.card)].special == Special::ArgyBargy;
            m.ps = std::int8_t(m.ps - (argyBargy ? 1 : 2));
            bump = true;
            for (int r = 0; r < s.riderCount(); ++r) {
                const int cell = s.riders[std::size_t(r)].cell;
                if (cell == before[std::size_t(r)].cell)
                    continue;
                m_untabled |= 1u << r;
                record(VisionsEvent::SidewaysBumped, s.seat, r, cell,
                       m_track->position(cell).row <
                           m_track->position(before[std::size_t(r)].cell).row);
            }
        } else {
            m.ps = std::int8_t(m.ps - 1);
        }
        if (m.type == MoveType::Lead &&
            s.riders[std::size_t(m.rider)].where == VisionsRider::Where::Road)
            moveLine(line, target);
        else
            placeRider(m.rider, target);
    }
    const VisionsRider &active = s.riders[std::size_t(m.rider)];
    if (active.where == VisionsRider::Where::Road) {
        visit(active.cell);
        enterTerrain(active.cell);
    }
    record(VisionsEvent::Stepped, s.seat, m.rider, from, active.cell, bump ? 1 : 0);
    // The group is what moved (Chase and Draft form it again before every step).
    if (m.type != MoveType::Lead || m.groupCount == 0) {
        m.groupCount = 0;
        for (int rider : line)
            m.group[m.groupCount++] = std::int8_t(rider);
    }
    continueMove(true);
}

VisionsRiderLine VisionsGame::pushedLine(Action bump) const
{
    const int pushed = riderAt(stepTarget(bump));
    VisionsRiderLine line = lineAhead(pushed);
    line.reverse();
    line.push_back(pushed);
    return line;
}

int VisionsGame::pushedLaneTarget(int lane) const
{
    if (m_state.stage != VisionsStage::PushedLane)
        return -1;
    const VisionsRiderLine line = pushedLine(m_state.move.pendingBump);
    for (int cell : m_track->next(m_state.riders[std::size_t(line.front())].cell))
        if (m_track->position(cell).lane == lane && riderAt(cell) < 0)
            return cell;
    return -1;
}

// The owner of the pushed line's front has chosen its lane: the bump goes on as the mover's step.
void VisionsGame::applyPushedLane(Action action)
{
    VisionsState &s = m_state;
    const Action bump = s.move.pendingBump;
    s.move.pendingBump = -1;
    s.seat = std::int8_t(s.teamOf(s.move.rider));
    s.stage = VisionsStage::Move;
    applyStep(bump, action - VisionsAction::PushedLaneBase);
}

// After a step: the move ends at 0 PS or when nobody is left to move; a Lead group whose last
// rider stands directly in front of another rider may take that line in; a position where the
// only step is Stop ends the move by itself.
void VisionsGame::continueMove(bool offerLink)
{
    VisionsState &s = m_state;
    VisionsMove &m = s.move;
    refreshCellRiders(); // the step is done: the riders stand still until the next action
    const VisionsRiderLine line = m.ps > 0 ? movingLine() : VisionsRiderLine();
    if (line.empty()) { // the end of the move reads the table (see applyStep's Stop)
        endMove();
        return;
    }
    if (offerLink && m.type == MoveType::Lead) {
        const int candidate = directlyBehind(line.back());
        if (candidate >= 0 && !line.contains(candidate)) {
            m.linkCandidate = std::int8_t(candidate);
            s.stage = VisionsStage::Link;
            return;
        }
    }
    m_steps.clear();
    m_stepTargets = workOutStepTargets(line);
    legalSteps(line, m_stepTargets, m_steps);
    if (m_steps.size() == 1 && m_steps.front() == VisionsAction::Stop) {
        endMove();
        return;
    }
    m_stepLine = line;
    m_stepsFresh = true;
}

// Moves a line one space: its front into `frontTarget` (-1: across the finish line), every other
// rider into the space the one ahead of it left.
void VisionsGame::moveLine(const VisionsRiderLine &line, int frontTarget)
{
    std::array<int, MaxRiders> old; // the line's cells before it moves (its first size())
    for (int i = 0; i < line.size(); ++i)
        old[std::size_t(i)] = m_state.riders[std::size_t(line[i])].cell;
    for (int i = 0; i < line.size(); ++i)
        placeRider(line[i], i == 0 ? frontTarget : old[std::size_t(i - 1)]);
}

// Puts a rider on a cell (-1: across the finish line, onto the podium), crediting the bonus lines
// it crosses on the way forward.
void VisionsGame::placeRider(int rider, int cell)
{
    VisionsState &s = m_state;
    VisionsRider &r = s.riders[std::size_t(rider)];
    const int fromRow = r.where == VisionsRider::Where::Road       ? m_track->position(r.cell).row
                        : r.where == VisionsRider::Where::RoadSide ? r.cell
                                                                   : -1;
    m_untabled |= 1u << rider; // the cell→rider table's next refresh looks at it
    if (cell < 0) {
        crossRows(rider, fromRow, m_track->rowCount());
        r.where = VisionsRider::Where::Finished;
        r.cell = -1;
        r.podium = std::int8_t(s.finished++);
        s.raceWon = true;
        record(VisionsEvent::Finished, s.teamOf(rider), rider, r.podium + 1);
        return;
    }
    r.where = VisionsRider::Where::Road;
    r.cell = std::int16_t(cell);
    if (fromRow >= 0)
        crossRows(rider, fromRow, m_track->position(cell).row);
}

// docs/rules/visions.md, "Bonus lines and the finish": the first rider across a bonus line
// gets −2 s (Sprint Royale makes it −3 s for the player's riders on the turn it is played).
void VisionsGame::crossRows(int rider, int fromRow, int toRow)
{
    VisionsState &s = m_state;
    if (toRow <= fromRow) // no line lies between (most steps stay in their row)
        return;
    const std::uint64_t crossed =
        m_track->bonusLinesUpTo(toRow) & ~m_track->bonusLinesUpTo(fromRow) & ~s.bonusTaken;
    for (std::uint64_t line = crossed; line != 0; line &= line - 1) { // in line order
        const int i = std::countr_zero(line);
        s.bonusTaken |= std::uint64_t(1) << i;
        const int seconds =
            s.tactics.sprintRoyale && s.teamOf(rider) == s.seat ? SprintRoyaleSeconds : 2;
        s.riders[std::size_t(rider)].bonusSeconds += seconds;
        record(VisionsEvent::BonusLine, s.teamOf(rider), rider, i, seconds);
    }
}

// docs/rules/visions.md, "A move": a class modifier applies again each time the activated rider
// enters a terrain type it has not had one for in this move; Draft takes none (unless Hold the
// Wheel).
void VisionsGame::enterTerrain(int cell)
{
    VisionsMove &m = m_state.move;
    const RoadTerrain terrain = m_track->terrain(cell);
    const std::uint8_t bit = std::uint8_t(1u << int(terrain));
    if (m.terrainsHad & bit)
        return;
    m.terrainsHad |= bit;
    if (VisionsTactics::takesClassModifiers(m_state, m.type))
        m.ps = std::int8_t(m.ps + terrainModifier(classOf(m_state.slotOf(m.rider)), terrain) +
                           VisionsTactics::bonusModifier(m_state, m.rider, terrain));
}

// docs/rules/visions.md, "A move" (sideways bump): the rider moves one lane further the same way,
// pushing the next one in turn; at the road's edge it moves back one space with the riders
// rear-linked to it instead. Every read of where riders stand comes before the first write (a rider
// pushes the next one before it moves), so the riders as they stand answer them all, and `moved`
// may be the riders themselves.
bool VisionsGame::pushSideways(Riders *moved, int rider, int side, std::uint32_t locked) const
{
    if (locked & (1u << rider))
        return false;
    const CellList &cells = m_track->sideways(m_state.riders[std::size_t(rider)].cell, side);
    if (cells.empty())
        return pushBack(moved, rider, locked);
    int target = cells.front();
    for (int cell : cells)
        if (riderAt(cell) < 0) {
            target = cell;
            break;
        }
    if (const int next = riderAt(target); next >= 0)
        if (!pushSideways(moved, next, side, locked))
            return false;
    if (moved)
        (*moved)[std::size_t(rider)].cell = std::int16_t(target);
    return true;
}

bool VisionsGame::pushBack(Riders *moved, int rider, std::uint32_t locked) const
{
    if (locked & (1u << rider))
        return false;
    const VisionsRiderLine chain = lineBehind(rider);
    for (int r : chain)
        if (locked & (1u << r))
            return false;
    const int back = chain.empty() ? rider : chain.back();
    int free = -1;
    for (int cell : m_track->previous(m_state.riders[std::size_t(back)].cell))
        if (riderAt(cell) < 0) {
            free = cell;
            break;
        }
    if (free < 0)
        return false;
    if (!moved)
        return true;
    // The rider takes the space of the one behind it, and so on; the last one the free space.
    Riders &riders = *moved;
    int vacated = free;
    for (int i = chain.size() - 1; i >= 0; --i) {
        const int was = riders[std::size_t(chain[i])].cell;
        riders[std::size_t(chain[i])].cell = std::int16_t(vacated);
        vacated = was;
    }
    riders[std::size_t(rider)].cell = std::int16_t(vacated);
    return true;
}

} // namespace cw::visions
