#pragma once

#include "VisionsActions.h"
#include "VisionsCards.h"
#include "VisionsGrupoCompacto.h"
#include "VisionsRaceTrack.h"
#include "VisionsRiderLine.h"
#include "VisionsStepTargets.h"
#include "VisionsTactics.h"
#include "core/CardPile.h"
#include "core/EventLog.h"
#include "core/Game.h"
#include "core/Rng.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace cw::visions {

// One rider chit. Riders are numbered team × ridersPerTeam + slot (slot: classOf()).
struct VisionsRider {
    enum class Where : std::uint8_t { Waiting, Road, RoadSide, Finished };
    Where where = Where::Waiting;
    std::int16_t cell = -1;     // Road: its VisionsRaceTrack cell; RoadSide: its row
    std::uint8_t side = 0;      // RoadSide: 0 beside lane 0, 1 beside the last lane
    std::uint8_t temporary = 0; // fatigue tokens; temporary + permanent ≤ MaxFatigue
    std::uint8_t permanent = 0;
    bool activated = false;        // this Movement phase (the Available Rider indicator)
    std::uint8_t bonusSeconds = 0; // won on bonus lines, subtracted from the time
    std::int8_t podium = -1;       // Finished: crossing order from 0

    int fatigue() const { return temporary + permanent; }
    bool racing() const { return where == Where::Road || where == Where::RoadSide; }
    bool operator==(const VisionsRider &) const = default;
};

// The terms of an activation's starting PS (docs/rules/visions.md, "A move": card, class terrain
// modifier with the rider's Bonus abilities, fatigue, Attack!, special text), for a board that
// explains the sum.
struct VisionsPsTerms {
    int card = 0;
    int terrain = 0; // the class modifier of the terrain the move starts on
    int bonus = 0;   // Bonus abilities (Initial Tactics) on that terrain
    int fatigue = 0;
    int attack = 0;
    int special = 0; // the card's special text
    int total() const { return card + terrain + bonus + fatigue + attack + special; }
};

// What an activation's starting PS reads of its rider alone, whatever the card: the row and
// terrain the move starts on, the class terrain modifier and Bonus abilities there, fatigue.
struct VisionsRiderPs {
    int rider = -1;
    int row = 0;
    RoadTerrain terrain = RoadTerrain::Flats;
    int terrainModifier = 0;
    int bonus = 0;
    int fatigue = 0;
};

// One player's team: its hand and its Action deck (card ids of VisionsCards.h).
struct VisionsTeam {
    std::array<std::int8_t, HandSize> hand{};
    std::uint8_t handCount = 0;
    CardPile<std::int8_t, DeckSize> deck;
    std::uint8_t setAside = 0; // Making Headlines cards set aside by the two-Event limit
    bool operator==(const VisionsTeam &) const = default;
};

// What the game waits for.
enum class VisionsStage : std::uint8_t {
    Place,         // setup: the placing seat puts a rider on the next start space
    Activate,      // Movement phase: the seat picks a rider and an Action card
    Move,          // the activated rider's owner takes the next step
    Link,          // Lead: add the line behind the group, or leave it
    DropBack,      // Reorganization (medium, long): riders drop back to the team car
    Rescue,        // Reorganization: the team's dropped rider may be rescued
    GrupoCompacto, // an Event: the owner of its next Grupo Compacto rider chooses its space
    CounterAttack, // Tactics: after an opponent's move, Counter-attack or not
    PushedLane,    // a forward bump pushes a line to a lane change: its front's owner picks
    Over
};

// The move under way (docs/rules/visions.md, "A move").
struct VisionsMove {
    static constexpr int MaxVisited = 32;

    std::int8_t rider = -1;
    std::int8_t card = -1;
    MoveType type = MoveType::Lead; // as played (a Wild card's named type)
    std::int8_t ps = 0;             // pedal strokes left
    std::uint8_t terrainsHad = 0;   // bit per RoadTerrain: class modifiers already applied
    // The riders that moved with the last step, front first (Lead: the group).
    std::array<std::int8_t, MaxRiders> group{};
    std::uint8_t groupCount = 0;
    std::int8_t linkCandidate = -1; // Link: the rider directly behind the group's last
    std::int8_t pendingBump = -1;   // PushedLane: the forward bump waiting for that choice
    // The spaces the activated rider has occupied in this move, and how often (at most twice).
    std::array<std::int16_t, MaxVisited> visited{};
    std::array<std::uint8_t, MaxVisited> visits{};
    std::uint8_t visitedCount = 0;
    bool operator==(const VisionsMove &) const = default;
};

struct VisionsState {
    int teams = 3;
    int perTeam = 6;
    GameLength length = GameLength::Short;
    std::array<VisionsRider, MaxRiders> riders{};
    std::array<VisionsTeam, MaxTeams> team{};
    CardPile<std::int8_t, EventCardCount> events; // the Event deck and its discard pile
    VisionsStage stage = VisionsStage::Place;
    std::int8_t firstSeat = 0; // setup: player 1; then the seat that starts the phase
    std::int8_t seat = 0;      // the seat to decide
    std::uint8_t placed = 0;   // setup: riders placed so far
    std::uint8_t turn = 0;     // Reorganization: seats that have had their say in this step
    std::uint8_t eventsThisPhase = 0;
    std::uint16_t phase = 0; // Movement phases begun (1 = the first)
    bool raceWon = false;    // a rider has crossed the finish line: the phase is played out
    std::uint8_t finished = 0;
    std::uint64_t bonusTaken = 0; // bit per VisionsCourseMap bonus line: already crossed
    VisionsMove move;
    VisionsEventState event;     // the Event under way (VisionsEvents.cpp)
    VisionsTacticsState tactics; // medium and long games (VisionsTactics.h)
    int moveNumber = 0;
    Rng rng;

    int riderCount() const { return teams * perTeam; }
    int teamOf(int rider) const { return rider / perTeam; }
    int slotOf(int rider) const { return rider % perTeam; }
    bool operator==(const VisionsState &) const = default;
};

// What happened, for the game log (only the shown game records).
struct VisionsEvent {
    enum Type {
        PhaseStarted,      // seat = first seat, a = phase
        Placed,            // seat, rider, a = start space (from 1)
        Activated,         // seat, rider, a = card, b = type, c = PS
        Stepped,           // seat, rider, a = from cell, b = to cell, c = 1 for a bump
        SidewaysBumped,    // rider pushed, a = to cell, b = 1 when pushed back
        ForwardBumped,     // rider pushed, a = to cell
        BonusLine,         // rider, a = line index, b = seconds
        Finished,          // rider, a = podium place from 1
        MoveEnded,         // seat, rider, a = fatigue T taken, b = P taken, c = where (below)
        EventDrawn,        // seat (-1 in Reorganization), a = Event card
        HeadlinesSetAside, // seat
        DroppedBack,       // seat, rider, a = row
        Rescued,           // seat, rider = dropped rider, a = helper rider
        GrupoCompacto,     // seat, rider, a = to cell (also Motorbike Draft)
        TacticsPlayed,     // seat, rider (-1: none), a = Tactics card, b = 1 for an Initial one
        CounterAttacked,   // seat, rider, a = to cell
        EventFatigue,      // rider, a = Event card, b = T gained (negative: removed), c = P gained
        EventMoved,        // rider, a = Event card, b = to cell (Puncture, Mechanical)
        EventBonus,        // rider, a = Event card, b = bonus seconds won
        GameOver
    };
    // MoveEnded's c: the cell the move ended on, or one of these.
    static constexpr int OnPodium = -1;
    static constexpr int OnRoadSide = -2;

    Type type;
    int seat = -1;
    int rider = -1;
    int a = 0, b = 0, c = 0;
};

// Visions of Rainbows (visions-of-rainbows.txt; docs/rules/visions.md): 3-7 teams race their riders
// along a visions road. Every Action card, step, placement and Reorganization choice is an action
// of the seat that makes it; shuffles and the first player come from the state's generator.
class VisionsGame final : public Game {
public:
    // `teams` teams (3-7) on `road`, which must be playable (VisionsCourse::fromJson) with a start
    // space for every rider; the first player and every shuffle come from rng(seed).
    VisionsGame(const VisionsCourse &road, int teams, std::uint64_t seed);
    VisionsGame(std::shared_ptr<const VisionsRaceTrack> track, const VisionsState &state)
        : m_track(std::move(track)), m_state(state)
    {
    }

    QString gameId() const override;
    int seatCount() const override;
    int currentSeat() const override;
    void legalActions(ActionList &out) const override;
    using Game::legalActions;
    void apply(Action action) override;
    bool isOver() const override;
    std::vector<int> ranks() const override;
    std::unique_ptr<Game> clone() const override;
    void adoptEvents(const Game &source) override;
    QJsonObject viewFor(int seat) const override;
    void resampleHidden(int seat, Rng &rng) override;
    std::vector<int> cardCensus() const override;
    QString actionName(Action action) const override;
    int moveNumber() const override;
    void setRecordLog(bool on) override;
    QStringList takeLog() override;
    // VisionsStateCodec.cpp.
    void writeState(StateWriter &out) const override;
    bool readState(StateReader &in) override;
    // A rider's activation and every step of its move is one move, whoever decides within it.
    bool continuesMove(int lastSeat, Action lastAction) const override;

    const VisionsState &state() const { return m_state; }
    // For rule tests that set up a position, and for Events: forgets the tables derived from the
    // state (the cell→rider table, the step list), rebuilt by the next apply(). Call it again for
    // every change made after an apply().
    VisionsState &mutableState()
    {
        forgetDerived();
        return m_state;
    }
    const VisionsRaceTrack &track() const { return *m_track; }
    std::shared_ptr<const VisionsRaceTrack> sharedTrack() const { return m_track; }
    const std::vector<VisionsEvent> &events() const { return m_log.events(); }
    void setSeatNames(const QStringList &names) { m_seatNames = names; }

    // VisionsLabEvents.cpp: fatigue, bumps and lane changes at their road space, bonus lines won
    // at their line, Events drawn, and the other rules.
    std::vector<LabEventKind> labEventKinds() const override;
    void takeLabEvents(std::vector<LabEvent> &out) override;
    QString labLocationName(const QString &element, int location) const override;
    // The seat's place in the snake order of the start (0: player 1, on start space 1), from its
    // first placement in the log; -1 when the log did not record it.
    int labStartPosition(int seat) const override;

    // The rider on a road cell, or -1 (the cell→rider table's, when it is fresh: every step
    // reads it for each space it looks at).
    int riderAt(int cell) const
    {
        if (!m_cellRidersFresh)
            return scanRiderAt(cell);
        // -1, -2: no cell, nobody there
        return std::size_t(cell) < m_cellRiders.size() ? m_cellRiders[std::size_t(cell)] : -1;
    }
    // The rider directly ahead of (behind) a rider on the road: on a cell its forward step
    // reaches (that reaches it), the best placed when two do; -1 when there is none.
    int directlyAhead(int rider) const;
    int directlyBehind(int rider) const;
    // The riders linked ahead of (behind) `rider`, nearest first (in fixed storage).
    VisionsRiderLine lineAhead(int rider) const;
    VisionsRiderLine lineBehind(int rider) const;
    bool linked(int rider) const { return directlyAhead(rider) >= 0 || directlyBehind(rider) >= 0; }
    // A number that orders positions (docs/rules/visions.md, "Position"): lower is better placed.
    // Riders on the road side count at their row, behind the road's spaces of that row.
    int placeKey(int rider) const
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
    // The best-placed rider still racing, or -1.
    int leader() const;
    // The leading line: the best-placed rider still racing, then (on the road) the riders linked
    // behind it, nearest first; empty when nobody races.
    VisionsRiderLine leadingLine() const;
    // Whether `rider` is in the leading line.
    bool inLeadingLine(int rider) const { return leadingLine().contains(rider); }
    // The PS an activation starts with (docs/rules/visions.md, "A move": card, class terrain
    // modifier, fatigue, special text; Draft takes no class or fatigue modifier).
    int startingPs(int rider, int card, MoveType type) const;
    // The same sum, term by term: startingPs() is psTerms().total().
    VisionsPsTerms psTerms(int rider, int card, MoveType type) const;
    // The same, given riderPs(rider) and leadingLine() (read only for a card that
    // readsLeadingLine()), for callers that weigh many activations of one position.
    VisionsPsTerms psTerms(const VisionsRiderPs &rider, int card, MoveType type,
                           const VisionsRiderLine &leading) const;
    VisionsRiderPs riderPs(int rider) const;
    // The cell a step action of the move under way enters; -2 for a step across the finish
    // line, -1 when the action is no step of this position (legal or not: see legalActions).
    int stepTarget(Action action) const { return stepTargets().of(action); }
    // The cells of every step action at once, for callers that ask about many actions.
    VisionsStepTargets stepTargets() const
    {
        return m_stepsFresh ? m_stepTargets : workOutStepTargets(movingLineOrNone());
    }
    // The riders a forward step of the move under way moves, front first (docs/rules/visions.md,
    // "A move": the group that moves).
    VisionsRiderLine movingLine() const { return m_stepsFresh ? m_stepLine : workOutMovingLine(); }
    // PushedLane: the empty cell in `lane` that the pushed line's front may enter, or -1.
    int pushedLaneTarget(int lane) const;
    // The race's time per team in seconds (podium place − 1, +1 per unfinished rider, − bonuses)
    // and each rider's podium place from 1 (finishers in crossing order, then the road's order).
    std::vector<int> teamTimes() const;
    std::vector<int> podiumPlaces() const;

private:
    // VisionsTurns.cpp: setup and the Movement phase's turns.
    void place(int slot);
    void dealHands();
    void startPhase();
    void endMove();
    void refillHand(int team);
    void resolveEvent(int seat);
    void nextTurn();
    bool hasAvailableRider(int team) const;
    // VisionsReorganization.cpp: the Reorganization phase and the end of the race.
    void startReorganization();
    void continueReorganization();
    void dropBack(int rider);
    bool canRescue(int team, int *dropped) const;
    bool rescueTargets(int team, int helper, int dropped, int *helperCell, int *droppedCell) const;
    void rescue(int helper);
    void endReorganization();
    void finishGame();
    // VisionsEvents.cpp: an Event's Grupo Compacto choices and effect.
    bool startEvent(int card, int seat);
    bool continueEvent();
    void grupoCompactoLegal(ActionList &out) const;
    void applyGrupoCompacto(Action action);
    // VisionsCounterAttack.cpp: Counter-attack after a move.
    bool offerCounterAttack();
    void counterAttackLegal(ActionList &out) const;
    void applyCounterAttack(Action action);
    using Riders = std::array<VisionsRider, MaxRiders>;
    // Logs what an Event's effect changed since `before` (EventFatigue, EventMoved, EventBonus).
    void recordEffect(int card, const Riders &before);
    // VisionsMove.cpp: the steps of a move.
    void startActivation(int slot, int card, MoveType type);
    void legalSteps(const VisionsRiderLine &line, const VisionsStepTargets &targets,
                    ActionList &out) const;
    // The step targets when `line` moves (stepTargets() for the moving line).
    VisionsStepTargets workOutStepTargets(const VisionsRiderLine &line) const;
    // The moving line, or no line when no move is under way.
    VisionsRiderLine movingLineOrNone() const
    {
        return m_state.move.rider >= 0 ? movingLine() : VisionsRiderLine();
    }
    VisionsRiderLine workOutMovingLine() const;
    // A step of the move under way; a forward bump's pushed line enters `pushedLane` (-1: the
    // lane is still to be chosen, by the owner of its front when the road gives a choice).
    void applyStep(Action action, int pushedLane = -1);
    // The line a forward bump of the move under way pushes, front first.
    VisionsRiderLine pushedLine(Action bump) const;
    void applyPushedLane(Action action);
    void continueMove(bool offerLink);
    bool mayVisit(int cell) const;
    void visit(int cell);
    void moveLine(const VisionsRiderLine &line, int frontTarget);
    void placeRider(int rider, int cell);
    void crossRows(int rider, int fromRow, int toRow);
    void enterTerrain(int cell);
    // A sideways bump of the riders as they stand (docs/rules/visions.md, "A move": sideways bump):
    // false when a rider of `locked` (bit per rider) would have to move or no space can take a
    // pushed rider; else the pushed riders' new cells are written into `moved` (nullptr: only the
    // check).
    bool pushSideways(Riders *moved, int rider, int side, std::uint32_t locked) const;
    bool pushBack(Riders *moved, int rider, std::uint32_t locked) const;
    // riderAt() without the table: the lowest-numbered rider on the cell.
    int scanRiderAt(int cell) const;
    // How many riders stand on a road cell: the cell→rider table's count when it is fresh.
    int ridersOn(int cell) const;
    // The rider on the first of `cells` that holds one (a track's cells, best placed first), or -1.
    int firstRiderOn(const CellList &cells) const;

    // Tables derived from m_state for speed, valid only while m_state has not changed since they
    // were made (written only by non-const members, so const reads stay thread-safe). The
    // cell→rider table answers riderAt() on the live riders (the lowest-numbered rider when two
    // share a cell, as a scan would); it is made at the end of apply(), after each step, before an
    // Event's Grupo Compacto reads it and before the Reorganization's rescue checks, and forgotten
    // before any rider moves: at the start of apply(), except for an activation, a step or a Link
    // choice, which read it first (applyStep forgets it before riders move).
    void refreshCellRiders();
    // `movers`: bit per rider that may move before the next refresh, which looks only at them
    // (and at every rider placeRider moves: a step marks no movers in advance).
    void forgetDerived(std::uint32_t movers = ~0u)
    {
        m_cellRidersFresh = false;
        m_stepsFresh = false;
        m_untabled |= movers;
    }

    void record(VisionsEvent::Type type, int seat, int rider = -1, int a = 0, int b = 0, int c = 0)
    {
        m_log.record(type, seat, rider, a, b, c);
    }

    std::shared_ptr<const VisionsRaceTrack> m_track;
    VisionsState m_state;
    std::vector<std::int8_t> m_cellRiders;               // per cell: its rider or -1
    std::vector<std::uint8_t> m_cellRiderCounts;         // per cell: the riders on it
    std::array<std::int16_t, MaxRiders> m_tabledCells{}; // per rider: its cell there, or -1
    std::uint32_t m_untabled = ~0u; // bit per rider that may stand elsewhere than tabled
    bool m_cellRidersFresh = false;
    // The move's legal steps, worked out after its last step (continueMove): legalActions()
    // hands them out while the move waits for its next step, movingLine() the line they were
    // worked out for and stepTargets() their cells (Easy's step choice and the step itself read
    // them again).
    ActionList m_steps;
    VisionsRiderLine m_stepLine;
    VisionsStepTargets m_stepTargets;
    bool m_stepsFresh = false;
    EventLog<VisionsEvent> m_log;
    QStringList m_seatNames;
};

} // namespace cw::visions
