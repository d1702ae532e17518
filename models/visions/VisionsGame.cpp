// Visions of Rainbows: construction and the Game interface (who decides, the legal actions of
// each stage and where each action goes). Setup and the Movement phase's turns are in
// VisionsTurns.cpp, the Reorganization in VisionsReorganization.cpp, positions and scoring in
// VisionsStandings.cpp, the steps of a move in VisionsMove.cpp, the views in VisionsView.cpp.
#include "VisionsGame.h"

#include "VisionsNarration.h"
#include "VisionsRaceTrackCache.h"

#include <bit>
#include <numeric>

namespace cw::visions {

VisionsGame::VisionsGame(const VisionsCourse &road, int teams, std::uint64_t seed)
    : m_track(raceTrackOf(road))
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
    return QStringLiteral("visions");
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
// pushed line's owner decides that one) and the Counter-attack asked after it (whoever is asked:
// a seat declining shows nothing to wait for); a new activation is a new move even when the same
// team activates again. Placing the riders on the start grid is one move from the first placement
// to the last, and so is each Reorganization step and each Grupo Compacto, whoever decides in them:
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
    case VisionsStage::CounterAttack: // asked right after the move, before its fatigue and draw
        return true;
    case VisionsStage::Place:
        return lastAction >= PlaceBase && lastAction < ForwardBase;
    case VisionsStage::DropBack:
    case VisionsStage::Rescue:
        return lastAction >= DropBackBase && lastAction <= NoRescue;
    case VisionsStage::GrupoCompacto:
        return m_state.event.next > 0;
    case VisionsStage::Activate:
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

void VisionsGame::adoptEvents(const Game &source)
{
    if (const auto *same = dynamic_cast<const VisionsGame *>(&source))
        m_log.adopt(same->m_log);
}

void VisionsGame::setRecordLog(bool on)
{
    m_log.setRecording(on);
}

QStringList VisionsGame::takeLog()
{
    const VisionsNarration narration(*this, m_seatNames);
    return m_log.narrate([&](const VisionsEvent &event) { return narration.sentence(event); });
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
        // Bit per card in hand: its cards in card order, each once.
        const VisionsTeam &team = s.team[std::size_t(s.seat)];
        std::uint32_t inHand = 0;
        for (int i = 0; i < team.handCount; ++i)
            inHand |= 1u << team.hand[std::size_t(i)];
        for (int slot = 0; slot < s.perTeam; ++slot) {
            const VisionsRider &rider = s.riders[std::size_t(base + slot)];
            if (!rider.racing() || rider.activated)
                continue;
            for (std::uint32_t cards = inHand; cards != 0; cards &= cards - 1) {
                const int card = std::countr_zero(cards);
                // A Wild card is played as any type, in type order; another as its own.
                const MoveType type = ActionCards[std::size_t(card)].type;
                if (type != MoveType::Wild)
                    out.push_back(VisionsAction::activate(slot, card, type));
                else
                    for (int t = 0; t < MoveTypeCount; ++t)
                        out.push_back(VisionsAction::activate(slot, card, MoveType(t)));
            }
        }
        VisionsTactics::legalPlays(s, out);
        break;
    }
    case VisionsStage::Move:
        if (m_stepsFresh) {
            out.assign(m_steps.begin(), m_steps.end());
        } else {
            const VisionsRiderLine line = movingLine();
            legalSteps(line, workOutStepTargets(line), out);
        }
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
    // An activation, a step and a Link choice read the tables before any rider moves (a step
    // forgets them then: applyStep); any other action may move riders at once.
    const bool readsFirst = s.stage == VisionsStage::Move || s.stage == VisionsStage::Link ||
                            (s.stage == VisionsStage::Activate && !VisionsTactics::isPlay(action));
    if (!readsFirst)
        forgetDerived();
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
            VisionsRiderLine added{m.linkCandidate};
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
    if (!m_cellRidersFresh)  // else made after the move's last step, and nobody has moved since
        refreshCellRiders(); // the riders stand still until the next action
}

} // namespace cw::visions
