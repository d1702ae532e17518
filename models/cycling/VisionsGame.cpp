// Visions of Rainbows: setup, turns, phases and scoring (rulebook, "Game & map setup", "Movement
// phase", "Reorganization phase", "Endgame phase"; RULINGS.md, "Phases"). The steps of a move are
// in VisionsMove.cpp, the views in VisionsView.cpp.
#include "VisionsGame.h"

#include "VisionsNarration.h"

#include <algorithm>
#include <numeric>

namespace cw::cycling {

VisionsGame::VisionsGame(const CyclingRoad &road, int teams, std::uint64_t seed)
    : m_track(std::make_shared<const RaceTrack>(RoadMap(road)))
{
    VisionsState &s = m_state;
    s.rng.reseed(seed);
    s.teams = teams;
    s.perTeam = ridersPerTeam(teams);
    s.length = road.lengthClass();
    // Rulebook, "Determine first player": at random; placement starts with player 1.
    s.firstSeat = std::int8_t(s.rng.below(std::uint32_t(teams)));
    s.seat = s.firstSeat;
    // The decks wait whole in their draw piles until the riders are placed (dealHands).
    for (int t = 0; t < teams; ++t)
        for (int card = 0; card < DeckSize; ++card)
            s.team[std::size_t(t)].deck.putOnDrawPile(std::int8_t(card));
    std::vector<std::int8_t> events(EventCardCount);
    std::iota(events.begin(), events.end(), std::int8_t(0));
    s.rng.shuffle(events.begin(), events.end());
    for (std::int8_t card : events)
        s.events.putOnDrawPile(card);
    if (s.length != GameLength::Short)
        VisionsTactics::prepare(s);
    s.stage = VisionsStage::Place;
}

QString VisionsGame::gameId() const
{
    return QStringLiteral("visions-of-rainbows");
}

int VisionsGame::seatCount() const
{
    return m_state.teams;
}

int VisionsGame::currentSeat() const
{
    return m_state.stage == VisionsStage::Over ? -1 : m_state.seat;
}

bool VisionsGame::isOver() const
{
    return m_state.stage == VisionsStage::Over;
}

int VisionsGame::moveNumber() const
{
    return m_state.moveNumber;
}

// The move under way goes on through its steps, its Link choices and a pushed line's lane (the
// pushed line's owner decides that one); a new activation is a new move even when the same team
// activates again. Placing the riders on the start grid is one move from the first placement to
// the last, and so is each Reorganization step and each Grupo Compacto, whoever decides in them:
// they follow a move people watch, and the riders they place or move appear together.
bool VisionsGame::continuesMove(int lastSeat, Action lastAction) const
{
    using namespace VisionsAction;
    if (lastSeat < 0)
        return false;
    switch (m_state.stage) {
    case VisionsStage::Move:
    case VisionsStage::Link:
    case VisionsStage::PushedLane:
        return true;
    case VisionsStage::Place:
        return lastAction >= PlaceBase && lastAction < ForwardBase;
    case VisionsStage::DropBack:
    case VisionsStage::Rescue:
        return lastAction >= DropBackBase && lastAction <= NoRescue;
    case VisionsStage::GrupoCompacto:
        return m_state.event.next > 0;
    case VisionsStage::Activate:
    case VisionsStage::CounterAttack:
    case VisionsStage::Over:
        break;
    }
    return false;
}

std::unique_ptr<Game> VisionsGame::clone() const
{
    auto copy = std::make_unique<VisionsGame>(m_track, m_state);
    copy->m_seatNames = m_seatNames;
    return copy;
}

void VisionsGame::setRecordLog(bool on)
{
    m_recordEvents = on;
    if (!on) {
        m_events.clear();
        m_narrated = 0;
    }
}

QStringList VisionsGame::takeLog()
{
    QStringList lines;
    const VisionsNarration narration(*this, m_seatNames);
    for (; m_narrated < m_events.size(); ++m_narrated) {
        const QString line = narration.sentence(m_events[m_narrated]);
        if (!line.isEmpty())
            lines.append(line);
    }
    return lines;
}

QString VisionsGame::actionName(Action action) const
{
    return VisionsNarration(*this, m_seatNames).actionName(action);
}

void VisionsGame::legalActions(ActionList &out) const
{
    out.clear();
    const VisionsState &s = m_state;
    const int base = s.seat * s.perTeam;
    switch (s.stage) {
    case VisionsStage::Place:
        for (int slot = 0; slot < s.perTeam; ++slot)
            if (s.riders[std::size_t(base + slot)].where == VisionsRider::Where::Waiting)
                out.push_back(VisionsAction::PlaceBase + slot);
        break;
    case VisionsStage::Activate: {
        const VisionsTeam &team = s.team[std::size_t(s.seat)];
        std::array<bool, ActionCardCount> inHand{};
        for (int i = 0; i < team.handCount; ++i)
            inHand[std::size_t(team.hand[std::size_t(i)])] = true;
        for (int slot = 0; slot < s.perTeam; ++slot) {
            const VisionsRider &rider = s.riders[std::size_t(base + slot)];
            if (!rider.racing() || rider.activated)
                continue;
            for (int card = 0; card < ActionCardCount; ++card) {
                if (!inHand[std::size_t(card)])
                    continue;
                const MoveType type = ActionCards[std::size_t(card)].type;
                for (int t = 0; t < MoveTypeCount; ++t)
                    if (type == MoveType::Wild || int(type) == t)
                        out.push_back(VisionsAction::activate(slot, card, MoveType(t)));
            }
        }
        VisionsTactics::legalPlays(s, out);
        break;
    }
    case VisionsStage::Move:
        legalSteps(out);
        break;
    case VisionsStage::Link:
        out = {VisionsAction::LinkLine, VisionsAction::LeaveLine};
        break;
    case VisionsStage::DropBack:
        for (int slot = 0; slot < s.perTeam; ++slot) {
            const VisionsRider &rider = s.riders[std::size_t(base + slot)];
            if (rider.where == VisionsRider::Where::Road && rider.fatigue() > 0)
                out.push_back(VisionsAction::DropBackBase + slot);
        }
        out.push_back(VisionsAction::DropBackDone);
        break;
    case VisionsStage::Rescue: {
        int dropped = -1;
        canRescue(s.seat, &dropped);
        for (int slot = 1; slot < s.perTeam; ++slot) {
            int a = 0, b = 0;
            if (rescueTargets(s.seat, base + slot, dropped, &a, &b))
                out.push_back(VisionsAction::RescueBase + slot);
        }
        out.push_back(VisionsAction::NoRescue);
        break;
    }
    case VisionsStage::GrupoCompacto:
        grupoCompactoLegal(out);
        break;
    case VisionsStage::CounterAttack:
        counterAttackLegal(out);
        break;
    case VisionsStage::PushedLane:
        for (int lane = 0; lane < RoadRow::MaxLanes; ++lane)
            if (pushedLaneTarget(lane) >= 0)
                out.push_back(VisionsAction::PushedLaneBase + lane);
        break;
    case VisionsStage::Over:
        break;
    }
}

void VisionsGame::apply(Action action)
{
    VisionsState &s = m_state;
    ++s.moveNumber;
    switch (s.stage) {
    case VisionsStage::Place:
        place(action - VisionsAction::PlaceBase);
        break;
    case VisionsStage::Activate:
        if (VisionsTactics::isPlay(action)) {
            const int card = (action - VisionsAction::TacticsBase) / 64;
            const bool forRider = card == int(Tactic::TeamCar) || card == int(Tactic::SecondWind) ||
                                  card == int(Tactic::DomestiquesSacrifice);
            const int slot = (action - VisionsAction::TacticsBase) % 64 / 8;
            record(VisionsEvent::TacticsPlayed, s.seat, forRider ? s.seat * s.perTeam + slot : -1,
                   card);
            VisionsTactics::play(s, action);
            break;
        }
        startActivation(VisionsAction::activatedSlot(action), VisionsAction::activatedCard(action),
                        VisionsAction::activatedType(action));
        break;
    case VisionsStage::Move:
        applyStep(action);
        break;
    case VisionsStage::Link:
        if (action == VisionsAction::LinkLine) {
            VisionsMove &m = s.move;
            std::vector<int> added{m.linkCandidate};
            for (int rider : lineBehind(m.linkCandidate))
                added.push_back(rider);
            for (int rider : added)
                if (m.groupCount < MaxRiders)
                    m.group[m.groupCount++] = std::int8_t(rider);
        }
        s.move.linkCandidate = -1;
        s.stage = VisionsStage::Move;
        continueMove(false);
        break;
    case VisionsStage::DropBack:
        if (action == VisionsAction::DropBackDone)
            ++s.turn;
        else
            dropBack(s.seat * s.perTeam + action - VisionsAction::DropBackBase);
        continueReorganization();
        break;
    case VisionsStage::Rescue:
        if (action != VisionsAction::NoRescue)
            rescue(s.seat * s.perTeam + action - VisionsAction::RescueBase);
        ++s.turn;
        continueReorganization();
        break;
    case VisionsStage::GrupoCompacto:
        applyGrupoCompacto(action);
        break;
    case VisionsStage::CounterAttack:
        applyCounterAttack(action);
        break;
    case VisionsStage::PushedLane:
        applyPushedLane(action);
        break;
    case VisionsStage::Over:
        break;
    }
}

// Rulebook, "Set the riders on the road": player 1 places on space 1, the next player on space
// 2 and so on; then the order reverses (the last player places twice in a row), back and forth
// until every rider is placed.
void VisionsGame::place(int slot)
{
    VisionsState &s = m_state;
    const int rider = s.seat * s.perTeam + slot;
    const int space = s.placed;
    placeRider(rider, m_track->cellAt(m_track->startSpaces()[std::size_t(space)]));
    record(VisionsEvent::Placed, s.seat, rider, space + 1);
    ++s.placed;
    if (s.placed == s.riderCount()) {
        dealHands();
        startPhase();
        return;
    }
    const int round = s.placed / s.teams;
    const int index = s.placed % s.teams;
    const int offset = round % 2 == 0 ? index : s.teams - 1 - index;
    s.seat = std::int8_t((s.firstSeat + offset) % s.teams);
}

// Rulebook, "Prepare each player's Action deck and draw 5 cards": Making Headlines is set aside,
// the 16 actions are shuffled, 5 are drawn, then Making Headlines is shuffled in. (Medium and
// long games deal the Tactics cards before this.)
void VisionsGame::dealHands()
{
    VisionsState &s = m_state;
    if (s.length != GameLength::Short)
        for (const VisionsTactics::InitialPlay &play : VisionsTactics::deal(s))
            record(VisionsEvent::TacticsPlayed, play.seat, play.rider, int(play.card), 1);
    for (int t = 0; t < s.teams; ++t) {
        VisionsTeam &team = s.team[std::size_t(t)];
        team.deck.clear();
        for (int card = 0; card < ActionCardCount; ++card)
            team.deck.putOnDrawPile(std::int8_t(card));
        team.deck.shuffleDrawPile(s.rng);
        for (int i = 0; i < HandSize; ++i)
            team.deck.draw(s.rng, team.hand[std::size_t(team.handCount++)]);
        team.deck.putOnDrawPile(std::int8_t(MakingHeadlines));
        team.deck.shuffleDrawPile(s.rng);
    }
}

// A Movement phase begins: every racing rider is available again. The first phase starts with
// player 1; later ones with the owner of the best-placed rider (rulebook, "Reorganization
// phase" 5).
void VisionsGame::startPhase()
{
    VisionsState &s = m_state;
    ++s.phase;
    s.eventsThisPhase = 0;
    for (int r = 0; r < s.riderCount(); ++r)
        s.riders[std::size_t(r)].activated = false;
    if (s.phase > 1) {
        const int best = leader();
        s.firstSeat = std::int8_t(best >= 0 ? s.teamOf(best) : 0);
    }
    s.seat = s.firstSeat;
    s.stage = VisionsStage::Activate;
    record(VisionsEvent::PhaseStarted, s.seat, -1, s.phase);
    if (!hasAvailableRider(s.seat))
        nextTurn();
}

bool VisionsGame::hasAvailableRider(int team) const
{
    for (int slot = 0; slot < m_state.perTeam; ++slot) {
        const VisionsRider &rider = m_state.riders[std::size_t(team * m_state.perTeam + slot)];
        if (rider.racing() && !rider.activated)
            return true;
    }
    return false;
}

// Clockwise to the next seat with an available rider (a seat with none is skipped); when no seat
// has one, the phase is over.
void VisionsGame::nextTurn()
{
    VisionsState &s = m_state;
    for (int i = 1; i <= s.teams; ++i) {
        const int seat = (s.seat + i) % s.teams;
        if (hasAvailableRider(seat)) {
            s.seat = std::int8_t(seat);
            s.stage = VisionsStage::Activate;
            return;
        }
    }
    startReorganization();
}

// After the move: fatigue from the card, Sticky Bottle, then draw to 5 (rulebook, "Movement
// phase" 3-4).
void VisionsGame::endMove()
{
    if (offerCounterAttack())
        return;
    VisionsState &s = m_state;
    VisionsTactics::endTurn(s);
    const VisionsMove &m = s.move;
    VisionsRider &rider = s.riders[std::size_t(m.rider)];
    const ActionCard &card = ActionCards[std::size_t(m.card)];
    int takenT = 0, takenP = 0;
    if (rider.racing()) {
        // RULINGS.md: tokens past the fifth are not taken; the card's T before its P.
        for (int i = 0; i < card.temporary && rider.fatigue() < MaxFatigue; ++i, ++takenT)
            ++rider.temporary;
        for (int i = 0; i < card.permanent && rider.fatigue() < MaxFatigue; ++i, ++takenP)
            ++rider.permanent;
        if (card.special == Special::StickyBottle && rider.temporary > 0)
            --rider.temporary, --takenT;
    }
    record(VisionsEvent::MoveEnded, s.seat, m.rider, takenT, takenP);
    s.move = VisionsMove{};
    refillHand(s.seat);
    if (s.stage != VisionsStage::GrupoCompacto)
        nextTurn();
}

// Draw to 5. Making Headlines resolves an Event and the player draws again; past two Events this
// phase, and in medium or long games once a rider has finished, it is set aside instead
// (rulebook, "Event cards").
void VisionsGame::refillHand(int seat)
{
    VisionsState &s = m_state;
    VisionsTeam &team = s.team[std::size_t(seat)];
    std::int8_t card = 0;
    while (team.handCount < HandSize && team.deck.draw(s.rng, card)) {
        if (card != MakingHeadlines) {
            team.hand[std::size_t(team.handCount++)] = card;
            continue;
        }
        const bool noMoreEvents = s.length != GameLength::Short && s.raceWon;
        if (s.eventsThisPhase < EventsPerPhase && !noMoreEvents) {
            resolveEvent(seat);
            team.deck.discard(card);
            if (s.stage == VisionsStage::GrupoCompacto)
                return; // an owner chooses; applyGrupoCompacto() goes on drawing
        } else {
            ++team.setAside;
            record(VisionsEvent::HeadlinesSetAside, seat);
        }
    }
}

// The Event hook: the top Event card is drawn (the Event deck is reshuffled when empty), counted
// for the phase's limit and discarded; then its Grupo Compacto and its effect (VisionsEvents.cpp),
// which may wait for owners' choices (stage GrupoCompacto).
void VisionsGame::resolveEvent(int seat)
{
    VisionsState &s = m_state;
    std::int8_t event = 0;
    if (!s.events.draw(s.rng, event))
        return;
    ++s.eventsThisPhase;
    record(VisionsEvent::EventDrawn, seat, -1, event);
    s.events.discard(event);
    startEvent(event, seat);
}

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
    VisionsGame probe(m_track, m_state);
    probe.m_state.riders[std::size_t(helper)].where = VisionsRider::Where::Waiting;
    probe.m_state.riders[std::size_t(dropped)].where = VisionsRider::Where::Waiting;
    int back = -1;
    for (int r = 0; r < s.riderCount(); ++r) {
        if (probe.m_state.riders[std::size_t(r)].where != VisionsRider::Where::Road ||
            probe.directlyAhead(r) < 0 || probe.directlyBehind(r) >= 0)
            continue;
        if (back < 0 || placeKey(r) > placeKey(back))
            back = r;
    }
    if (back < 0 || placeKey(back) > placeKey(dropped))
        return false;
    auto emptyBehind = [&](int cell) {
        for (int p : m_track->previous(cell))
            if (probe.riderAt(p) < 0)
                return p;
        return -1;
    };
    *helperCell = emptyBehind(s.riders[std::size_t(back)].cell);
    if (*helperCell < 0)
        return false;
    probe.m_state.riders[std::size_t(helper)].where = VisionsRider::Where::Road;
    probe.m_state.riders[std::size_t(helper)].cell = std::int16_t(*helperCell);
    *droppedCell = emptyBehind(*helperCell);
    return *droppedCell >= 0;
}

void VisionsGame::rescue(int helper)
{
    VisionsState &s = m_state;
    int dropped = -1, helperCell = -1, droppedCell = -1;
    canRescue(s.seat, &dropped);
    if (!rescueTargets(s.seat, helper, dropped, &helperCell, &droppedCell))
        return;
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

int VisionsGame::riderAt(int cell) const
{
    return occupant(m_state.riders, cell);
}

int VisionsGame::directlyAhead(int rider) const
{
    const VisionsRider &r = m_state.riders[std::size_t(rider)];
    if (r.where != VisionsRider::Where::Road)
        return -1;
    for (int cell : m_track->next(r.cell)) // best placed first
        if (const int other = riderAt(cell); other >= 0)
            return other;
    return -1;
}

int VisionsGame::directlyBehind(int rider) const
{
    return behindIn(m_state.riders, rider);
}

std::vector<int> VisionsGame::lineAhead(int rider) const
{
    std::vector<int> line;
    for (int r = directlyAhead(rider); r >= 0 && line.size() < MaxRiders; r = directlyAhead(r))
        line.push_back(r);
    return line;
}

std::vector<int> VisionsGame::lineBehind(int rider) const
{
    std::vector<int> line;
    for (int r = directlyBehind(rider); r >= 0 && line.size() < MaxRiders; r = directlyBehind(r))
        line.push_back(r);
    return line;
}

int VisionsGame::placeKey(int rider) const
{
    const VisionsRider &r = m_state.riders[std::size_t(rider)];
    switch (r.where) {
    case VisionsRider::Where::Road:
        return 4 * m_track->rank(r.cell);
    case VisionsRider::Where::RoadSide:
        return 4 * m_track->roadSideRank(r.cell) + 1 + r.side;
    case VisionsRider::Where::Finished:
        return -MaxRiders + r.podium;
    case VisionsRider::Where::Waiting:
        break;
    }
    return 4 * m_track->cellCount() + 4;
}

int VisionsGame::leader() const
{
    int best = -1;
    for (int r = 0; r < m_state.riderCount(); ++r)
        if (m_state.riders[std::size_t(r)].racing() && (best < 0 || placeKey(r) < placeKey(best)))
            best = r;
    return best;
}

bool VisionsGame::inLeadingLine(int rider) const
{
    const int best = leader();
    if (best < 0 || m_state.riders[std::size_t(best)].where != VisionsRider::Where::Road)
        return rider == best;
    if (rider == best)
        return true;
    const std::vector<int> line = lineBehind(best);
    return std::find(line.begin(), line.end(), rider) != line.end();
}

std::vector<int> VisionsGame::podiumPlaces() const
{
    const VisionsState &s = m_state;
    std::vector<int> order(std::size_t(s.riderCount()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return placeKey(a) < placeKey(b); });
    std::vector<int> places(order.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        places[std::size_t(order[i])] = int(i) + 1;
    return places;
}

// Rulebook, "Endgame phase"; RULINGS.md, "Scoring": place p is worth p − 1 seconds, a rider that
// did not cross the line adds 1, every bonus is subtracted.
std::vector<int> VisionsGame::teamTimes() const
{
    const VisionsState &s = m_state;
    const std::vector<int> places = podiumPlaces();
    std::vector<int> times(std::size_t(s.teams), 0);
    for (int r = 0; r < s.riderCount(); ++r) {
        const VisionsRider &rider = s.riders[std::size_t(r)];
        int &time = times[std::size_t(s.teamOf(r))];
        time += places[std::size_t(r)] - 1 - rider.bonusSeconds;
        if (rider.where != VisionsRider::Where::Finished)
            time += 1;
    }
    return times;
}

// Lowest time first; a tie goes to the team whose worst-placed rider is placed higher.
std::vector<int> VisionsGame::ranks() const
{
    const VisionsState &s = m_state;
    const std::vector<int> times = teamTimes();
    const std::vector<int> places = podiumPlaces();
    std::vector<int> worst(std::size_t(s.teams), 0);
    for (int r = 0; r < s.riderCount(); ++r)
        worst[std::size_t(s.teamOf(r))] =
            std::max(worst[std::size_t(s.teamOf(r))], places[std::size_t(r)]);
    std::vector<int> ranks(std::size_t(s.teams), 1);
    for (int a = 0; a < s.teams; ++a)
        for (int b = 0; b < s.teams; ++b)
            if (times[std::size_t(b)] < times[std::size_t(a)] ||
                (times[std::size_t(b)] == times[std::size_t(a)] &&
                 worst[std::size_t(b)] < worst[std::size_t(a)]))
                ++ranks[std::size_t(a)];
    return ranks;
}

} // namespace cw::cycling
