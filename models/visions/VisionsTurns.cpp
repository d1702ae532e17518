// Visions of Rainbows: setup and the Movement phase's turns (rulebook, "Game & map setup",
// "Movement phase"; docs/rules/visions.md, "Movement phase"): placement, the first hands, whose
// turn it is, the end of a move and the draw that may resolve an Event.
#include "VisionsGame.h"

namespace cw::visions {

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
        // docs/rules/visions.md, "Teams, cards and fatigue": tokens past the fifth are not taken;
        // the card's T before its P.
        for (int i = 0; i < card.temporary && rider.fatigue() < MaxFatigue; ++i, ++takenT)
            ++rider.temporary;
        for (int i = 0; i < card.permanent && rider.fatigue() < MaxFatigue; ++i, ++takenP)
            ++rider.permanent;
        if (card.special == Special::StickyBottle && rider.temporary > 0)
            --rider.temporary, --takenT;
    }
    const int endedOn = rider.where == VisionsRider::Where::Road       ? rider.cell
                        : rider.where == VisionsRider::Where::Finished ? VisionsEvent::OnPodium
                                                                       : VisionsEvent::OnRoadSide;
    record(VisionsEvent::MoveEnded, s.seat, m.rider, takenT, takenP, endedOn);
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

} // namespace cw::visions
