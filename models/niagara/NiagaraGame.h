#pragma once

#include "NiagaraActions.h"
#include "NiagaraCourse.h"
#include "NiagaraLists.h"
#include "core/EventLog.h"
#include "core/Game.h"
#include "core/Rng.h"

#include <array>
#include <cstdint>
#include <vector>

namespace cw::niagara {

constexpr int MinPlayers = 2;
constexpr int MaxPlayers = 5;
constexpr int CanoesPerPlayer = 2;
constexpr int NoGem = -1;
constexpr int Land = -1; // a position above the rope: the beach

// The river's shape as the engine reads it: spaces 0…main-1 are the main channel (space 1 below
// the rope first), then the Left arm, then the Right arm, each arm from the fork to its waterfall.
struct NiagaraLayout {
    int main = 5, left = 2, right = 2;
    std::array<std::int8_t, NiagaraCourse::MaxSpaces>
        placeOf{}; // colour of the place beside, or -1
    int gemsPerColour = 7;
    int weatherMin = -1, weatherMax = 2;

    explicit NiagaraLayout(const NiagaraCourse &river = NiagaraCourse::standard());
    int spaces() const { return main + left + right; }
    bool isArmEnd(int space) const
    {
        return space == main + left - 1 || space == main + left + right - 1;
    }
    // The next space upstream; Land from space 1.
    int upstream(int space) const
    {
        if (space == main || space == main + left)
            return main - 1;
        return space - 1; // space 0 gives Land (-1)
    }
    // Steps from a position (or Land, 0) up to the beach: its way up runs up its arm, if it lies
    // in one, then up the main channel, so the count is read off the index, not walked.
    int depth(int at) const { return at == Land ? 0 : at < main + left ? at + 1 : at - left + 1; }
    // The arm a position lies in: -1 for Land and the main channel, 0 Left, 1 Right.
    int armOf(int at) const { return at < main ? -1 : at < main + left ? 0 : 1; }
    // One point of the river's move (docs/rules/niagara.md, "Phase III and IV") on `discs`:
    // the arm the fork points to (`right`) one space down, its last disc over the waterfall, the
    // disc leaving the main channel at the arm's head, the main channel one space down and
    // `entering` on space 1. Returns the disc that went over the waterfall. The engine and the
    // board's animation both use it.
    int flowOnePoint(std::array<std::int8_t, NiagaraCourse::MaxSpaces> &discs, bool right,
                     int entering) const;
    bool operator==(const NiagaraLayout &) const = default;
};

struct Canoe {
    enum class Where : std::uint8_t { Beach, River, Lost };
    Where where = Where::Beach;
    std::int8_t space = -1; // River only
    std::int8_t gem = NoGem;
    bool operator==(const Canoe &) const = default;
};

struct Seat {
    std::uint8_t hand = 0x7f; // bit c: card c not yet played this cycle (the chosen card included)
    std::int8_t chosen = -1;  // Phase I: the card chosen (secret until revealed), else -1
    bool revealed = false;    // chosen card shown (Phase II)
    std::array<Canoe, CanoesPerPlayer> canoes{};
    std::array<std::uint8_t, GemColours> playArea{}; // gems on land, per colour
    int rank = 0;                                    // once the game is over
    bool winner = false;
    bool operator==(const Seat &) const = default;
};

// What the acting seat's turn is at (Phase II).
enum class Step : std::uint8_t {
    ChooseCard, // Phase I
    Weather,    // a cloud card: up or down
    Canoes,     // number card: select a canoe, buy back, end turn
    BeforeMove, // the selected canoe may load or unload first
    Direction,  // upstream or downstream, when both are open
    Move,       // where it goes
    AfterMove,  // it spends the points it kept on loading or unloading
    Steal,      // it may take an opponent's gem
    Over
};

struct TurnState {
    std::uint8_t acted = 0;    // canoes that have acted this turn (bit per canoe)
    std::uint8_t mustMove = 0; // canoes on the water when the turn began
    bool launched = false;     // a canoe has left the beach this turn
    bool boughtBack = false;
    std::int8_t canoe = -1;     // the canoe acting
    std::int8_t points = 0;     // its points left
    bool loadedBefore = false;  // it loaded or unloaded before moving
    bool unloaded = false;      // it unloaded this turn (no theft)
    bool movedUpstream = false; // it moved at least one space upstream and did not land
    std::int8_t direction = -1; // the move's direction once chosen: 0 upstream, 1 downstream
    bool operator==(const TurnState &) const = default;
};

struct NiagaraState {
    NiagaraLayout layout;
    int seatCount = 0;
    std::array<Seat, MaxPlayers> seats{};
    // Gems lying at each colour's discovery place, per colour of gem.
    std::array<std::array<std::uint8_t, GemColours>, GemColours> places{};
    // The disc on each space, and the discs below the waterfalls in the order they fell.
    std::array<std::int8_t, NiagaraCourse::MaxSpaces> discs{};
    std::array<std::int8_t, NiagaraCourse::MaxSpaces> pool{};
    int poolCount = 0;
    int weather = 0;
    int forkRight = 0; // the arm the next disc leaving the main channel takes: 0 Left, 1 Right
    int lifePreserver = 0;
    int round = 1;
    int turnInRound = 0; // Phase I: seats that have chosen; Phase II: seats that have acted
    Step step = Step::ChooseCard;
    TurnState turn;
    int moveNumber = 0;
    Rng rng;
    bool operator==(const NiagaraState &) const = default;

    // The seat acting at index `i` (0…seatCount) of this round's order (clockwise from the life
    // preserver): one subtraction, not a division, as it is asked several times an action.
    int seatAt(int i) const
    {
        const int at = lifePreserver + i;
        return at < seatCount ? at : at - seatCount;
    }
    int discCount() const { return layout.spaces() + 3; }
};

// What happened, for the game log and the board's animations (only the shown game records).
struct NiagaraEvent {
    enum Type {
        CardsRevealed,   // a = round
        Weather,         // seat, a = new weather
        FreeCanoe,       // seat
        BoughtBack,      // seat, a = colour returned
        Loaded,          // seat, a = canoe, b = colour; space
        Unloaded,        // seat, a = canoe, b = colour
        Moved,           // seat, a = canoe, b = from (Land = -1), c = to
        Landed,          // seat, a = canoe, b = colour delivered or -1
        Stole,           // seat, a = canoe, b = victim seat, c = colour; space
        RiverMoved,      // a = points
        DiscEntered,     // a = disc
        DiscFell,        // a = disc, b = arm (0 Left, 1 Right)
        CanoeLost,       // seat, a = canoe, b = colour returned or -1; space (above the waterfall)
        PreserverPassed, // seat = new holder
        HandsReturned,
        Won // seat
    };
    Type type;
    int seat = -1;
    int a = 0, b = 0, c = 0;
    int space = -1; // the river space it happened on, where the type says so (the course lab)
};

class NiagaraGame final : public Game {
public:
    // 2…5 seats on the river; the first player (life preserver) drawn from rng(seed).
    NiagaraGame(const NiagaraCourse &river, int seats, std::uint64_t seed);
    explicit NiagaraGame(const NiagaraState &state) : m_state(state) {}

    QString gameId() const override;
    int seatCount() const override;
    // Inline: the Easy AI asks it on every decision.
    int currentSeat() const override { return m_state.step == Step::Over ? -1 : actingSeat(); }
    void legalActions(ActionList &out) const override;
    using Game::legalActions;
    // The legal actions in fixed storage, for the Easy AI, which reads them on every decision:
    // the options apply() kept (see m_stepOptions) when they are the step's, read where they
    // lie, else worked out into `scratch`.
    const StepOptions &legalOptions(StepOptions &scratch) const;
    void apply(Action action) override;
    // Inline: players, AIs and the search ask it before every action.
    bool isOver() const override { return m_state.step == Step::Over; }
    std::vector<int> ranks() const override;
    std::unique_ptr<Game> clone() const override;
    void adoptEvents(const Game &source) override;
    QJsonObject viewFor(int seat) const override;
    void resampleHidden(int seat, Rng &rng) override;
    std::vector<int> cardCensus() const override;
    QString actionName(Action action) const override;
    // Phase I's card is face down until every seat has chosen: the others read that a card was
    // chosen, not which (docs/rules/niagara.md, "Phase I").
    QString actionNameFor(Action action, int viewer) const override;
    bool secretsPending() const override;
    int moveNumber() const override;
    void setRecordLog(bool on) override;
    QStringList takeLog() override;
    // NiagaraStateCodec.cpp.
    void writeState(StateWriter &out) const override;
    bool readState(StateReader &in) override;
    // Phase I's secret choices are one move, revealed together; in Phase II a seat's turn is one.
    bool continuesMove(int lastSeat, Action lastAction) const override;

    const NiagaraState &state() const { return m_state; }
    // For rule tests that set up a position: the step options kept by apply() are dropped.
    NiagaraState &mutableState()
    {
        m_stepOptionsStep = Step::Over;
        return m_state;
    }
    const NiagaraCourse &river() const { return m_river; }
    const std::vector<NiagaraEvent> &events() const { return m_log.events(); }
    void setSeatNames(const QStringList &names) { m_seatNames = names; }

    // The spaces (or Land) a canoe at `from` reaches with exactly `points` in one direction:
    // downstream (both arms at the fork, never past a waterfall) and upstream (Land when the rope
    // is reached with points to spare); only upstream for `direction` 0, only downstream for 1 (as
    // in TurnState::direction). Public for the board's preview and the AI; inline below: the rules
    // ask it for every move they consider, and the Easy AI for every card.
    static void reachable(const NiagaraLayout &layout, int from, int points, ReachedSpaces &out,
                          int direction = -1);
    // The distance between two positions along the river and whether it runs upstream; -1 when no
    // one-direction path joins them (from one arm to the other). Inline below: the legal moves and
    // the Easy AI ask it for every destination.
    static int distance(const NiagaraLayout &layout, int from, int to, bool *upstream);
    // The destinations of the acting canoe's move (Direction and Move steps; MoveTo and Land
    // actions), in the direction chosen if one is.
    void legalMoves(StepOptions &out) const;
    // Whether a move action (Land or MoveTo) of `canoe` runs upstream: landing does.
    static bool isUpstreamMove(const NiagaraLayout &layout, const Canoe &canoe, Action action);
    // How far the river moves in Phase III with the revealed cards (0: not at all).
    int riverMovePreview() const;
    // Whether a seat meets a winning condition with the gems in its play area.
    static bool meetsWinCondition(const Seat &seat);
    // The game's round number (for the log's headings).
    int round() const { return m_state.round; }

    // NiagaraLabEvents.cpp: canoes lost and gems stolen at their space, gems taken at their
    // place, the river's speed, and the other rules.
    std::vector<LabEventKind> labEventKinds() const override;
    void takeLabEvents(std::vector<LabEvent> &out) override;
    QString labLocationName(const QString &element, int location) const override;

private:
    // NiagaraTurn.cpp: the steps of Phase II.
    void legalCanoeStep(StepOptions &out) const;
    // Whether `canoe` has a destination for a move with `points` in `direction` (-1 either).
    bool canMove(const Canoe &canoe, int points, bool loadedBefore, int direction) const;
    void legalLoading(const Canoe &canoe, int points, bool withProceed, StepOptions &out) const;
    bool canFinishWith(const Canoe &canoe, int space, int reserve) const;
    void startTurn();
    const StepOptions &workOutStepOptions();
    void toCanoesStep();
    void applyCanoeStep(int seat, Action action);
    void doLoading(int seat, Action action);
    void finishCanoe();
    void toMoveStep();
    void endTurn();
    // NiagaraGame.cpp: the round.
    void chooseCard(int seat, int card);
    void afterPhaseTwo();
    void moveRiver(int points);
    void loseCanoe(int seat, int canoe);
    void finishGame();
    // Inline: the rules ask it several times an action, from both source files.
    int actingSeat() const { return m_state.seatAt(m_state.turnInRound); }
    void record(NiagaraEvent::Type type, int seat, int a = 0, int b = 0, int c = 0, int space = -1)
    {
        m_log.record(type, seat, a, b, c, space);
    }

    NiagaraState m_state;
    // The options of the step the turn is at when apply() worked them out to learn whether that
    // step asks anything (whether it ends the turn, skips the direction, offers a theft):
    // legalActions and legalOptions read them instead of working them out again. Valid while the
    // step is m_stepOptionsStep; apply(), mutableState() and resampleHidden() drop them
    // (Step::Over).
    StepOptions m_stepOptions;
    Step m_stepOptionsStep = Step::Over;
    NiagaraCourse m_river; // labels and names only; the rules read m_state.layout
    EventLog<NiagaraEvent> m_log;
    QStringList m_seatNames;
};

// One position lies on the way up from another when it is no deeper and in the main channel or
// the same arm: counted from the depths, not walked.
inline int NiagaraGame::distance(const NiagaraLayout &layout, int from, int to, bool *upstream)
{
    const int df = layout.depth(from), dt = layout.depth(to);
    const int af = layout.armOf(from), at = layout.armOf(to);
    if (df >= dt && (at < 0 || at == af)) {
        *upstream = true;
        return df - dt;
    }
    if (dt > df && (af < 0 || af == at)) {
        *upstream = false;
        return dt - df;
    }
    return -1;
}

// Counted from the depths (NiagaraLayout::depth), not walked space by space: the rules ask this
// for every destination of every move they consider. Arms have at least one space
// (NiagaraCourse::validate), so the fork at the main channel's last space always opens both.
inline void NiagaraGame::reachable(const NiagaraLayout &layout, int from, int points,
                                   ReachedSpaces &out, int direction)
{
    out.clear();
    if (points <= 0)
        return;
    const int depth = layout.depth(from);
    const int arm = layout.armOf(from);
    // Upstream: the rope reached with points to spare lands (the rest are lost); a position in an
    // arm stays in it while it lies below the fork.
    if (from != Land && direction != 1) {
        const int up = depth - points;
        out.push_back(up <= 0 ? Land : arm >= 0 && up > layout.main ? from - points : up - 1);
    }
    if (direction == 0)
        return;
    // Downstream: never past a waterfall, both arms (Left first) from the main channel.
    if (arm >= 0) {
        const int armEnd = arm == 0 ? layout.main + layout.left - 1 : layout.spaces() - 1;
        if (from + points <= armEnd)
            out.push_back(from + points);
        return;
    }
    const int down = depth + points;
    if (down <= layout.main) {
        out.push_back(down - 1);
        return;
    }
    const int intoArm = down - layout.main; // 1 for an arm's first space
    if (intoArm <= layout.left)
        out.push_back(layout.main + intoArm - 1);
    if (intoArm <= layout.right)
        out.push_back(layout.main + layout.left + intoArm - 1);
}

} // namespace cw::niagara
