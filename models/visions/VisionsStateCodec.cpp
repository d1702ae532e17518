// Visions of Rainbows' saved position (Game::writeState, docs/seat-copy.md): the road's size and
// the teams as a short fingerprint, every rider, every team's hand and Action deck (in order), the
// Event deck, the stage, the move, Event and Tactics under way, and the generator. The road, the
// teams and the game's length come from the game loaded into (its setup). The loader checks the
// census, the seat to act, the legal actions and VisionsInvariants.h after (core/GameState.h);
// this file checks each field's range and that every rider stands on a cell or row of the road.
#include "VisionsGame.h"

#include "core/StateBytes.h"

namespace cw::visions {

namespace {

template <typename Card, int Capacity>
void writePile(StateWriter &out, const CardPile<Card, Capacity> &pile)
{
    out.integer(pile.drawCount());
    for (int i = 0; i < pile.drawCount(); ++i)
        out.integer(pile.drawAt(i));
    out.integer(pile.discardCount());
    for (int i = 0; i < pile.discardCount(); ++i)
        out.integer(pile.discardAt(i));
}

// Cards are ids 0…cards-1.
template <typename Card, int Capacity>
void readPile(StateReader &in, CardPile<Card, Capacity> &pile, const char *field, int cards)
{
    pile = {};
    const int draw = in.integer(field, 0, Capacity);
    for (int i = 0; i < draw && in.ok(); ++i)
        pile.putOnDrawPile(Card(in.integer(field, 0, cards - 1)));
    const int discard = in.integer(field, 0, Capacity - draw);
    for (int i = 0; i < discard && in.ok(); ++i)
        pile.discard(Card(in.integer(field, 0, cards - 1)));
}

void writeRider(StateWriter &out, const VisionsRider &rider)
{
    out.integer(int(rider.where));
    out.integer(rider.cell);
    out.integer(rider.side);
    out.integer(rider.temporary);
    out.integer(rider.permanent);
    out.flag(rider.activated);
    out.integer(rider.bonusSeconds);
    out.integer(rider.podium);
}

void readRider(StateReader &in, VisionsRider &rider, const VisionsRaceTrack &track, int riders)
{
    rider.where = VisionsRider::Where(in.integer("rider.where", 0, 3));
    const bool road = rider.where == VisionsRider::Where::Road;
    const bool roadSide = rider.where == VisionsRider::Where::RoadSide;
    rider.cell = std::int16_t(road       ? in.integer("rider.cell", 0, track.cellCount() - 1)
                              : roadSide ? in.integer("rider.row", 0, track.rowCount() - 1)
                                         : in.integer("rider.cell", -1, track.cellCount() - 1));
    rider.side = std::uint8_t(in.integer("rider.side", 0, 1));
    rider.temporary = std::uint8_t(in.integer("rider.temporary", 0, MaxFatigue));
    rider.permanent = std::uint8_t(in.integer("rider.permanent", 0, MaxFatigue - rider.temporary));
    rider.activated = in.flag("rider.activated");
    rider.bonusSeconds = std::uint8_t(in.integer("rider.bonusSeconds", 0, 255));
    rider.podium = std::int8_t(in.integer("rider.podium", -1, riders - 1));
}

} // namespace

void VisionsGame::writeState(StateWriter &out) const
{
    const VisionsState &s = m_state;
    out.integer(m_track->cellCount());
    out.integer(m_track->rowCount());
    out.integer(s.teams);
    out.integer(s.perTeam);
    out.integer(int(s.length));
    for (int r = 0; r < s.riderCount(); ++r)
        writeRider(out, s.riders[std::size_t(r)]);
    for (int t = 0; t < s.teams; ++t) {
        const VisionsTeam &team = s.team[std::size_t(t)];
        out.integer(team.handCount);
        for (int i = 0; i < team.handCount; ++i)
            out.integer(team.hand[std::size_t(i)]);
        writePile(out, team.deck);
        out.integer(team.setAside);
    }
    writePile(out, s.events);
    out.integer(int(s.stage));
    out.integer(s.firstSeat);
    out.integer(s.seat);
    out.integer(s.placed);
    out.integer(s.turn);
    out.integer(s.eventsThisPhase);
    out.integer(s.phase);
    out.flag(s.raceWon);
    out.integer(s.finished);
    out.word(s.bonusTaken);
    const VisionsMove &m = s.move;
    out.integer(m.rider);
    out.integer(m.card);
    out.integer(int(m.type));
    out.integer(m.ps);
    out.integer(m.terrainsHad);
    out.integer(m.groupCount);
    for (int i = 0; i < m.groupCount; ++i)
        out.integer(m.group[std::size_t(i)]);
    out.integer(m.linkCandidate);
    out.integer(m.pendingBump);
    out.integer(m.visitedCount);
    for (int i = 0; i < m.visitedCount; ++i) {
        out.integer(m.visited[std::size_t(i)]);
        out.integer(m.visits[std::size_t(i)]);
    }
    const VisionsEventState &e = s.event;
    out.integer(e.card);
    out.integer(e.seat);
    out.integer(e.moverCount);
    for (int i = 0; i < e.moverCount; ++i)
        out.integer(e.movers[std::size_t(i)]);
    out.integer(e.next);
    out.integer(e.rows);
    out.flag(e.effectDone);
    const VisionsTacticsState &t = s.tactics;
    for (int team = 0; team < s.teams; ++team) {
        out.integer(t.handCount[std::size_t(team)]);
        for (int i = 0; i < t.handCount[std::size_t(team)]; ++i)
            out.integer(t.hand[std::size_t(team)][std::size_t(i)]);
    }
    writePile(out, t.deck);
    for (int r = 0; r < s.riderCount(); ++r)
        out.integer(t.bonus[std::size_t(r)]);
    out.flag(t.played);
    out.flag(t.attack);
    out.flag(t.holdTheWheel);
    out.flag(t.sprintRoyale);
    out.flag(t.counterAsked);
    out.integer(t.counterRider);
    out.integer(s.moveNumber);
    out.rng(s.rng);
}

bool VisionsGame::readState(StateReader &in)
{
    forgetDerived(); // what was worked out from the position before
    VisionsState &s = m_state;
    const VisionsRaceTrack &track = *m_track;
    const int cells = in.integer("road.cells", 0, 1 << 16);
    const int rows = in.integer("road.rows", 0, 1 << 16);
    const int teams = in.integer("teams", MinTeams, MaxTeams);
    const int perTeam = in.integer("ridersPerTeam", 1, MaxRidersPerTeam);
    const int length = in.integer("length", 0, int(GameLength::Long));
    if (!in.check(cells == track.cellCount() && rows == track.rowCount() && teams == s.teams &&
                      perTeam == s.perTeam && length == int(s.length),
                  "road", QStringLiteral("a copy made on another road or for other teams")))
        return false;
    const int riders = s.riderCount();
    for (int r = 0; r < riders; ++r)
        readRider(in, s.riders[std::size_t(r)], track, riders);
    for (int t = 0; t < teams && in.ok(); ++t) {
        VisionsTeam &team = s.team[std::size_t(t)];
        team.hand = {};
        team.handCount = std::uint8_t(in.integer("team.hand.size", 0, HandSize));
        for (int i = 0; i < team.handCount; ++i)
            // Making Headlines never stays in a hand: drawn, it is set aside at once (fuzz_state:
            // one in a hand sent the Activate stage's card look-up past the Action cards).
            team.hand[std::size_t(i)] =
                std::int8_t(in.integer("team.hand.card", 0, ActionCardCount - 1));
        readPile(in, team.deck, "team.deck", DeckSize);
        team.setAside = std::uint8_t(in.integer("team.setAside", 0, DeckSize));
    }
    readPile(in, s.events, "events", EventCardCount);
    s.stage = VisionsStage(in.integer("stage", 0, int(VisionsStage::Over)));
    s.firstSeat = std::int8_t(in.integer("firstSeat", 0, teams - 1));
    s.seat = std::int8_t(in.integer("seat", 0, teams - 1));
    s.placed = std::uint8_t(in.integer("placed", 0, riders));
    // Placing the last rider starts the Movement phase (VisionsGame::place): while placing goes
    // on, the next rider has a start space of its own (fuzz_state: a placed count of every rider
    // sent the next placement past the road's start spaces).
    if (s.stage == VisionsStage::Place &&
        !in.check(s.placed < riders && s.placed < int(track.startSpaces().size()), "placed",
                  QStringLiteral("%1 riders placed, yet placing goes on").arg(s.placed)))
        return false;
    s.turn = std::uint8_t(in.integer("turn", 0, teams));
    s.eventsThisPhase = std::uint8_t(in.integer("eventsThisPhase", 0, EventsPerPhase));
    s.phase = std::uint16_t(in.integer("phase", 0, 0xffff));
    s.raceWon = in.flag("raceWon");
    s.finished = std::uint8_t(in.integer("finished", 0, riders));
    s.bonusTaken = in.word("bonusTaken");
    VisionsMove &m = s.move;
    m = {};
    m.rider = std::int8_t(in.integer("move.rider", -1, riders - 1));
    m.card = std::int8_t(in.integer("move.card", -1, DeckSize - 1));
    // A move under way (its steps, Lead's Link) is an activated rider's with the Action card
    // played (VisionsGame::startActivation): the sanitizer build's damaged copies reached the
    // steps with no card, and working them out read the Action cards at index -1.
    if ((s.stage == VisionsStage::Move || s.stage == VisionsStage::Link) &&
        !in.check(m.rider >= 0 && m.card >= 0 && m.card < ActionCardCount, "move.card",
                  QStringLiteral("a move under way without its rider or Action card")))
        return false;
    m.type = MoveType(in.integer("move.type", 0, int(MoveType::Wild)));
    m.ps = std::int8_t(in.integer("move.ps", -128, 127));
    m.terrainsHad = std::uint8_t(in.integer("move.terrainsHad", 0, 255));
    m.groupCount = std::uint8_t(in.integer("move.group.size", 0, riders));
    for (int i = 0; i < m.groupCount && in.ok(); ++i)
        m.group[std::size_t(i)] = std::int8_t(in.integer("move.group.rider", 0, riders - 1));
    m.linkCandidate = std::int8_t(in.integer("move.linkCandidate", -1, riders - 1));
    // Lead's Link decision is about the rider on the road right behind the moving line
    // (VisionsGame::continueMove): the sanitizer build's damaged copies reached Link with none,
    // and linking read the riders at index -1.
    if (s.stage == VisionsStage::Link &&
        !in.check(m.linkCandidate >= 0 &&
                      s.riders[std::size_t(m.linkCandidate)].where == VisionsRider::Where::Road,
                  "move.linkCandidate", QStringLiteral("no rider on the road to link")))
        return false;
    m.pendingBump = std::int8_t(in.integer("move.pendingBump", -1, 127));
    m.visitedCount = std::uint8_t(in.integer("move.visited.size", 0, VisionsMove::MaxVisited));
    for (int i = 0; i < m.visitedCount && in.ok(); ++i) {
        m.visited[std::size_t(i)] = std::int16_t(in.integer("move.visited.cell", 0, cells - 1));
        m.visits[std::size_t(i)] = std::uint8_t(in.integer("move.visited.times", 0, 255));
    }
    VisionsEventState &e = s.event;
    e = {};
    e.card = std::int8_t(in.integer("event.card", -1, EventCardCount - 1));
    e.seat = std::int8_t(in.integer("event.seat", -1, teams - 1));
    e.moverCount = std::uint8_t(in.integer("event.movers.size", 0, VisionsEventState::MaxMovers));
    for (int i = 0; i < e.moverCount && in.ok(); ++i)
        e.movers[std::size_t(i)] = std::int8_t(in.integer("event.movers.rider", 0, riders - 1));
    e.next = std::uint8_t(in.integer("event.next", 0, e.moverCount));
    e.rows = std::uint8_t(in.integer("event.rows", 0, 255));
    e.effectDone = in.flag("event.effectDone");
    VisionsTacticsState &t = s.tactics;
    t.hand = {};
    for (int team = 0; team < teams && in.ok(); ++team) {
        t.handCount[std::size_t(team)] =
            std::uint8_t(in.integer("tactics.hand.size", 0, TacticsPerPlayer));
        for (int i = 0; i < t.handCount[std::size_t(team)]; ++i)
            t.hand[std::size_t(team)][std::size_t(i)] =
                std::int8_t(in.integer("tactics.hand.card", 0, TacticsCardCount - 1));
    }
    readPile(in, t.deck, "tactics.deck", TacticsCardCount);
    for (int r = 0; r < riders; ++r)
        t.bonus[std::size_t(r)] =
            std::uint8_t(in.integer("tactics.bonus", 0, (1 << InitialTacticsCount) - 1));
    t.played = in.flag("tactics.played");
    t.attack = in.flag("tactics.attack");
    t.holdTheWheel = in.flag("tactics.holdTheWheel");
    t.sprintRoyale = in.flag("tactics.sprintRoyale");
    t.counterAsked = in.flag("tactics.counterAsked");
    t.counterRider = std::int8_t(in.integer("tactics.counterRider", -1, riders - 1));
    s.moveNumber = in.integer("moveNumber", 0, 1 << 24);
    s.rng = in.rng("rng");
    return in.ok();
}

} // namespace cw::visions
