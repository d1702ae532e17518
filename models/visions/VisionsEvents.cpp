// The Event cards (rulebook, "Event cards"; docs/rules/visions.md,
// "Events, Grupo Compacto and Tactics"): their effects, and how an Event runs in the game (its
// Grupo Compacto choices, its effect, then the game goes on where the card was drawn).
#include "VisionsEvents.h"

#include "VisionsGame.h"
#include "VisionsGrupoCompacto.h"

#include <algorithm>
#include <cstdlib>

namespace cw::visions {

namespace {

using VisionsGrupoCompacto::ridersOnRoad;

// docs/rules/visions.md, "Teams, cards and fatigue": tokens past the fifth are not taken.
void addTemporary(VisionsRider &rider)
{
    if (rider.fatigue() < MaxFatigue)
        ++rider.temporary;
}

void removeTemporary(VisionsRider &rider)
{
    if (rider.temporary > 0)
        --rider.temporary;
}

// Every rider on the road that `hit` selects takes one T; the riders are chosen first, from the
// position before any token is taken.
template <typename Hit>
void temporaryFor(VisionsGame &game, Hit hit)
{
    VisionsRiderLine hitRiders;
    for (int r : ridersOnRoad(game))
        if (hit(r))
            hitRiders.push_back(r);
    for (int r : hitRiders)
        addTemporary(game.mutableState().riders[std::size_t(r)]);
}

RoadTerrain terrainOf(const VisionsGame &game, int rider)
{
    return game.track().terrain(game.state().riders[std::size_t(rider)].cell);
}

// Puncture, Mechanical: the rider moves back `rows` rows, to the empty space of that row nearest
// its lane (equal distance: the better placed); when that row is full, a row further back. It
// stays when no row behind has room.
void moveBack(VisionsGame &game, int rider, int rows)
{
    const VisionsRaceTrack &track = game.track();
    VisionsRider &r = game.mutableState().riders[std::size_t(rider)];
    const RoadPosition from = track.position(r.cell);
    for (int row = std::max(0, from.row - rows); row >= 0; --row) {
        int best = -1;
        for (int cell = 0; cell < track.cellCount(); ++cell) {
            if (track.position(cell).row != row || game.riderAt(cell) >= 0)
                continue;
            const int distance = std::abs(track.position(cell).lane - from.lane);
            const int bestDistance = best < 0 ? 0 : std::abs(track.position(best).lane - from.lane);
            if (best < 0 || distance < bestDistance ||
                (distance == bestDistance && track.rank(cell) < track.rank(best)))
                best = cell;
        }
        if (best >= 0) {
            r.cell = std::int16_t(best);
            return;
        }
    }
}

// Headwind: no rider on the road ahead of it in its lane within 3 rows (the front pseudo-space
// of its own row counts as ahead of the rear one).
bool leading(const VisionsGame &game, int rider)
{
    const VisionsState &s = game.state();
    const RoadPosition at = game.track().position(s.riders[std::size_t(rider)].cell);
    for (int other = 0; other < s.riderCount(); ++other) { // in any order: is there one?
        const VisionsRider &otherRider = s.riders[std::size_t(other)];
        if (otherRider.where != VisionsRider::Where::Road)
            continue;
        const RoadPosition o = game.track().position(otherRider.cell);
        if (other == rider || o.lane != at.lane)
            continue;
        if ((o.row > at.row && o.row <= at.row + VisionsEvents::HeadwindRows) ||
            (o.row == at.row && o.pseudo > at.pseudo))
            return false;
    }
    return true;
}

// Crash in the Peloton: the riders of the longest linked line (at least two riders; equal
// length: the better placed line), front first.
VisionsRiderLine longestLine(const VisionsGame &game)
{
    VisionsRiderLine longest;
    for (int head : ridersOnRoad(game)) { // best placed first: ties keep the better line
        if (game.directlyAhead(head) >= 0)
            continue;
        VisionsRiderLine line{head};
        for (int r : game.lineBehind(head))
            line.push_back(r);
        if (line.size() >= 2 && line.size() > longest.size())
            longest = line;
    }
    return longest;
}

} // namespace

void VisionsEvents::applyEffect(VisionsGame &game, int card)
{
    VisionsState &s = game.mutableState();
    const VisionsRiderLine road = ridersOnRoad(game);
    switch (VisionsEventCard(card)) {
    case VisionsEventCard::Crosswinds:
        temporaryFor(game, [&](int r) { return !game.linked(r); });
        break;
    case VisionsEventCard::RainOnTheCobbles:
        temporaryFor(game, [&](int r) { return terrainOf(game, r) == RoadTerrain::Cobbles; });
        break;
    case VisionsEventCard::CrashInThePeloton:
        for (int r : longestLine(game))
            addTemporary(s.riders[std::size_t(r)]);
        break;
    case VisionsEventCard::Puncture:
        if (!road.empty())
            moveBack(game, road.front(), PunctureRows);
        break;
    case VisionsEventCard::FeedZone:
        for (int r : road)
            removeTemporary(s.riders[std::size_t(r)]);
        break;
    case VisionsEventCard::Headwind:
        temporaryFor(game, [&](int r) { return leading(game, r); });
        break;
    case VisionsEventCard::MountainPass:
        temporaryFor(game, [&](int r) {
            return terrainOf(game, r) == RoadTerrain::Mountain &&
                   classOf(s.slotOf(r)) != RiderClass::Climber;
        });
        break;
    case VisionsEventCard::TimeCheck:
    case VisionsEventCard::PoliceEscort:
        break;
    case VisionsEventCard::MotorbikeDraft:
        if (!road.empty()) {
            VisionsEventState &e = s.event;
            e.movers[0] = std::int8_t(road.back());
            e.moverCount = 1;
            e.next = 0;
            e.rows = std::uint8_t(MotorbikeRows);
        }
        break;
    case VisionsEventCard::SpectatorOnTheRoad:
        if (!road.empty() && s.riders[std::size_t(road.front())].fatigue() < MaxFatigue)
            ++s.riders[std::size_t(road.front())].permanent;
        break;
    case VisionsEventCard::Mechanical:
        if (road.size() >= 2)
            moveBack(game, road[1], MechanicalRows);
        break;
    case VisionsEventCard::HeatWave:
        temporaryFor(game, [&](int r) { return s.riders[std::size_t(r)].fatigue() >= 3; });
        break;
    case VisionsEventCard::BreakawayBonus:
        if (!road.empty() && !game.linked(road.front()))
            s.riders[std::size_t(road.front())].bonusSeconds += BreakawaySeconds;
        break;
    case VisionsEventCard::Tailwind:
        for (int r : road)
            if (terrainOf(game, r) == RoadTerrain::Flats)
                removeTemporary(s.riders[std::size_t(r)]);
        break;
    case VisionsEventCard::TouchOfWheels:
        temporaryFor(game, [&](int r) {
            const int ahead = game.directlyAhead(r);
            return ahead >= 0 && s.teamOf(ahead) != s.teamOf(r);
        });
        break;
    case VisionsEventCard::DescentCrash:
        temporaryFor(game, [&](int r) { return terrainOf(game, r) == RoadTerrain::Descent; });
        break;
    }
}

// The Event hook's second half: Grupo Compacto for the card's number of riders, then its effect.
// False when an owner has a Grupo Compacto choice to make (stage GrupoCompacto).
bool VisionsGame::startEvent(int card, int seat)
{
    VisionsEventState &e = m_state.event;
    e = VisionsEventState{};
    e.card = std::int8_t(card);
    e.seat = std::int8_t(seat);
    const std::vector<int> movers =
        VisionsGrupoCompacto::rearmost(*this, EventGrupoCompacto[std::size_t(card)]);
    for (int rider : movers)
        e.movers[e.moverCount++] = std::int8_t(rider);
    e.rows = std::uint8_t(VisionsGrupoCompacto::Rows);
    return continueEvent();
}

// Asks the next mover's owner (one with a space to move to; the others are passed over), then
// applies the effect once; true when the Event is over.
bool VisionsGame::continueEvent()
{
    VisionsState &s = m_state;
    VisionsEventState &e = s.event;
    // Grupo Compacto's spaces read the cell→rider table: made here for the riders as they stand
    // (a choice may just have moved one); an effect that moves riders forgets it (mutableState).
    refreshCellRiders();
    for (;;) {
        for (; e.next < e.moverCount; ++e.next) {
            const int rider = e.movers[e.next];
            if (VisionsGrupoCompacto::hasSpace(*this, rider, e.rows)) {
                s.stage = VisionsStage::GrupoCompacto;
                s.seat = std::int8_t(s.teamOf(rider));
                return false;
            }
        }
        if (e.effectDone)
            break;
        e.effectDone = true;
        const auto before = s.riders;
        VisionsEvents::applyEffect(*this, e.card);
        recordEffect(e.card, before);
    }
    e = VisionsEventState{};
    return true;
}

// What an Event's effect did to each rider, for the log: read from the riders before and after
// it, so the effects themselves are written once (VisionsEvents::applyEffect).
void VisionsGame::recordEffect(int card, const Riders &before)
{
    for (int r = 0; r < m_state.riderCount(); ++r) {
        const VisionsRider &was = before[std::size_t(r)];
        const VisionsRider &now = m_state.riders[std::size_t(r)];
        if (now.cell != was.cell)
            record(VisionsEvent::EventMoved, -1, r, card, now.cell);
        if (now.temporary != was.temporary || now.permanent != was.permanent)
            record(VisionsEvent::EventFatigue, -1, r, card, now.temporary - was.temporary,
                   now.permanent - was.permanent);
        if (now.bonusSeconds != was.bonusSeconds)
            record(VisionsEvent::EventBonus, -1, r, card, now.bonusSeconds - was.bonusSeconds);
    }
}

void VisionsGame::grupoCompactoLegal(ActionList &out) const
{
    const VisionsEventState &e = m_state.event;
    out.push_back(VisionsAction::GrupoCompactoStay);
    for (int cell : VisionsGrupoCompacto::spaces(*this, e.movers[e.next], e.rows))
        out.push_back(VisionsAction::GrupoCompactoBase + cell);
}

// A Grupo Compacto choice; once the Event is over, the game goes on where the card was drawn:
// the drawing seat fills its hand and the next turn comes, or the Reorganization ends.
void VisionsGame::applyGrupoCompacto(Action action)
{
    VisionsState &s = m_state;
    VisionsEventState &e = s.event;
    if (action != VisionsAction::GrupoCompactoStay) {
        const int rider = e.movers[e.next];
        s.riders[std::size_t(rider)].cell = std::int16_t(action - VisionsAction::GrupoCompactoBase);
        record(VisionsEvent::GrupoCompacto, s.seat, rider,
               action - VisionsAction::GrupoCompactoBase);
    }
    ++e.next;
    const int seat = e.seat;
    if (!continueEvent())
        return;
    if (seat < 0) {
        endReorganization();
        return;
    }
    s.seat = std::int8_t(seat);
    s.stage = VisionsStage::Activate;
    refillHand(seat);
    if (s.stage != VisionsStage::GrupoCompacto)
        nextTurn();
}

} // namespace cw::visions
