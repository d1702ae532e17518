// Visions of Rainbows: the Reorganization phase and the end of the race (rulebook,
// "Reorganization phase", "Endgame phase"; docs/rules/visions.md, "Reorganization"): drop back,
// rescue, the Event step, the next phase.
#include "VisionsGame.h"

#include <algorithm>

namespace cw::visions {

// Rulebook, "Reorganization phase": 1 the endgame check, 2 drop back (medium and long), 3 rescue,
// 4 the Event step and the set-aside Making Headlines cards, 5 the next phase.
void VisionsGame::startReorganization()
{
    VisionsState &s = m_state;
    if (s.raceWon || s.finished == s.riderCount()) {
        finishGame();
        return;
    }
    s.turn = 0;
    s.stage = s.length == GameLength::Short ? VisionsStage::Rescue : VisionsStage::DropBack;
    continueReorganization();
}

// Moves the Reorganization on to the next seat, in turn order from the phase's first seat, that
// has a choice to make; after the rescue step come the Event step and the next phase.
void VisionsGame::continueReorganization()
{
    VisionsState &s = m_state;
    if (s.stage == VisionsStage::DropBack) {
        for (; s.turn < s.teams; ++s.turn) {
            s.seat = std::int8_t((s.firstSeat + s.turn) % s.teams);
            for (int slot = 0; slot < s.perTeam; ++slot) {
                const VisionsRider &rider = s.riders[std::size_t(s.seat * s.perTeam + slot)];
                if (rider.where == VisionsRider::Where::Road && rider.fatigue() > 0)
                    return;
            }
        }
        s.stage = VisionsStage::Rescue;
        s.turn = 0;
    }
    refreshCellRiders(); // the rescue checks read it; riders stand still until an Event moves one
    for (; s.turn < s.teams; ++s.turn) {
        s.seat = std::int8_t((s.firstSeat + s.turn) % s.teams);
        int dropped = -1;
        if (canRescue(s.seat, &dropped))
            return;
    }
    if (s.eventsThisPhase == 0) {
        resolveEvent(-1);
        if (s.stage == VisionsStage::GrupoCompacto)
            return; // an owner chooses; applyGrupoCompacto() ends the Reorganization
    }
    endReorganization();
}

// The set-aside Making Headlines cards go back into their decks; the next phase starts.
void VisionsGame::endReorganization()
{
    VisionsState &s = m_state;
    for (int t = 0; t < s.teams; ++t) {
        VisionsTeam &team = s.team[std::size_t(t)];
        if (team.setAside == 0)
            continue;
        for (; team.setAside > 0; --team.setAside)
            team.deck.putOnDrawPile(std::int8_t(MakingHeadlines));
        team.deck.shuffleDrawPile(s.rng);
    }
    startPhase();
}

// Rulebook, "Drop back to the team car": to the road side, 5 rows back, every Temporary fatigue
// removed; a rider already on that road side space is bumped back a row (and so on).
void VisionsGame::dropBack(int rider)
{
    VisionsState &s = m_state;
    VisionsRider &r = s.riders[std::size_t(rider)];
    const RoadPosition at = m_track->position(r.cell);
    const int side = 2 * at.lane < m_track->lanes(at.row) - 1 ? 0 : 1;
    int row = std::max(0, at.row - DropBackRows);
    auto occupant = [&](int row) {
        for (int i = 0; i < s.riderCount(); ++i) {
            const VisionsRider &o = s.riders[std::size_t(i)];
            if (i != rider && o.where == VisionsRider::Where::RoadSide && o.cell == row &&
                o.side == side)
                return i;
        }
        return -1;
    };
    // The chain of road side riders from `row` backwards; if it would leave the road behind row
    // 0, the rider takes the first free road side space ahead of `row` instead.
    int end = row;
    while (end >= 0 && occupant(end) >= 0)
        --end;
    if (end < 0) {
        while (occupant(row) >= 0)
            ++row;
    } else {
        for (int back = end; back < row; ++back)
            s.riders[std::size_t(occupant(back + 1))].cell = std::int16_t(back);
    }
    r.where = VisionsRider::Where::RoadSide;
    r.cell = std::int16_t(row);
    r.side = std::uint8_t(side);
    r.temporary = 0;
    record(VisionsEvent::DroppedBack, s.seat, rider, row);
}

// Rulebook, "Rescue dropped riders": the team's last-placed rider on the road, linked to no one,
// may be rescued when a linked line lies ahead of it.
bool VisionsGame::canRescue(int team, int *dropped) const
{
    const VisionsState &s = m_state;
    int last = -1;
    for (int slot = 0; slot < s.perTeam; ++slot) {
        const int r = team * s.perTeam + slot;
        if (s.riders[std::size_t(r)].where == VisionsRider::Where::Road &&
            (last < 0 || placeKey(r) > placeKey(last)))
            last = r;
    }
    *dropped = last;
    if (last < 0 || linked(last))
        return false;
    for (int slot = 1; slot < s.perTeam; ++slot) {
        int a = 0, b = 0;
        if (rescueTargets(team, team * s.perTeam + slot, last, &a, &b))
            return true;
    }
    return false;
}

// Where a rescue puts the helper (directly behind the back of the last linked line, the two
// riders themselves left out) and the dropped rider (directly behind the helper). False when the
// helper cannot help (the All-Star, the dropped rider itself, off the road), there is no such
// line ahead of the dropped rider, or the spaces do not exist.
bool VisionsGame::rescueTargets(int team, int helper, int dropped, int *helperCell,
                                int *droppedCell) const
{
    const VisionsState &s = m_state;
    if (dropped < 0 || helper == dropped || s.teamOf(helper) != team || s.slotOf(helper) == 0 ||
        s.riders[std::size_t(helper)].where != VisionsRider::Where::Road)
        return false;
    // The road as it would be without the two riders, read from the live riders: a cell is taken
    // when a rider other than those two stands on it (no copy of the game, no table of its own).
    const auto cellOf = [&](int r) {
        const VisionsRider &rider = s.riders[std::size_t(r)];
        return rider.where == VisionsRider::Where::Road ? int(rider.cell) : -1;
    };
    const int helperFrom = cellOf(helper), droppedFrom = cellOf(dropped);
    const auto taken = [&](int cell) {
        return ridersOn(cell) > (cell == helperFrom) + (cell == droppedFrom);
    };
    const auto anyTaken = [&](const CellList &cells) {
        return std::any_of(cells.begin(), cells.end(), taken);
    };
    int back = -1;
    for (int r = 0; r < s.riderCount(); ++r) {
        const int cell = cellOf(r);
        if (cell < 0 || r == helper || r == dropped || !anyTaken(m_track->next(cell)) ||
            anyTaken(m_track->previous(cell)))
            continue;
        if (back < 0 || placeKey(r) > placeKey(back))
            back = r;
    }
    if (back < 0 || placeKey(back) > placeKey(dropped))
        return false;
    const auto emptyBehind = [&](int cell) {
        for (int p : m_track->previous(cell))
            if (!taken(p)) // the helper's new cell is never behind itself
                return p;
        return -1;
    };
    *helperCell = emptyBehind(s.riders[std::size_t(back)].cell);
    if (*helperCell < 0)
        return false;
    *droppedCell = emptyBehind(*helperCell);
    return *droppedCell >= 0;
}

void VisionsGame::rescue(int helper)
{
    VisionsState &s = m_state;
    int dropped = -1, helperCell = -1, droppedCell = -1;
    refreshCellRiders(); // for the checks; nobody has moved in this action yet
    canRescue(s.seat, &dropped);
    if (!rescueTargets(s.seat, helper, dropped, &helperCell, &droppedCell))
        return;
    forgetDerived();
    s.riders[std::size_t(helper)].cell = std::int16_t(helperCell);
    VisionsRider &r = s.riders[std::size_t(dropped)];
    r.cell = std::int16_t(droppedCell);
    if (r.fatigue() < MaxFatigue)
        ++r.permanent;
    record(VisionsEvent::Rescued, s.seat, dropped, helper);
}

void VisionsGame::finishGame()
{
    m_state.stage = VisionsStage::Over;
    record(VisionsEvent::GameOver, -1);
}

} // namespace cw::visions
