#pragma once

#include "RowingActions.h"
#include "RowingCards.h"
#include "RowingCourse.h"
#include "RowingDeck.h"
#include "core/EventLog.h"
#include "core/Game.h"
#include "core/Rng.h"

#include <array>
#include <vector>

namespace cw::rowing {

constexpr int MaxBoats = RowingCourse::MaxLanes;

// One boat and its rower's cards. Cards are in exactly one place: the pile (draw/discard), the
// hand, the play area or the Stamina Pile.
struct Boat {
    RowingDeck pile;
    CardCounts hand;
    CardCounts played; // cards played this turn, plus cards revealed by Instability
    int staminaPile = StaminaCards;
    int space = 0; // 0 at the start; >= course.spaces once finished
    Rate rate = Rate::Spm45;
    int turnsTaken = 0; // strain does not apply on a boat's first turn
    bool finished = false;
    int finishRound = 0;
    int reach = 0; // space it would have reached with its whole pace (finish tiebreak)
    int rank = 0;  // 1 = winner; 0 until finished
    // Its latest move ended in a crab: public, shown until the boat's next turn starts.
    bool caughtCrab = false;
    int lane = 0; // the lane it rows in, from 0: its seat unless the setup assigns lanes
    bool operator==(const Boat &) const = default;
};

// What happened, for the game log and the board's animations. Recorded only by the state the app
// shows (clones made by the AI record nothing, to stay fast). A move that catches a crab records
// the space it reached (Moved, Motivated) before the space the crab sends it back to (CaughtCrab).
struct RowingEvent {
    enum Type {
        RoundStarted,  // a = round number
        RateChosen,    // seat, a = spm, b = stamina paid for a jump
        Strain,        // seat, a = stamina moved (0 or 1)
        Revealed,      // seat, a = Card revealed by an Instability card
        Moved,         // seat, a = from space, b = to space, c = pace
        SplitPaid,     // seat, a = split line metres, b = stamina paid
        CaughtCrab,    // seat, a = split line metres, b = space sent back to, c = stamina taken
        ClutteredHand, // seat
        Motivated,     // seat, a = from space, b = to space
        Discarded,     // seat, a = number of pace cards
        Cooldown,      // seat, a = stamina cards returned to the pile
        Tides,         // seat, a = from space, b = to space
        Finished,      // seat, a = rank
        RaceOver
    };
    Type type;
    int seat = -1;
    int a = 0, b = 0, c = 0;
};

// The consequences of a possible play, computed without playing it (for the board's preview and
// the AI). Instability values are unknown until revealed: every figure assumes each reveal adds
// `assumedReveal` (the preview shows the range).
struct SplitCrossing {
    SplitLine line;
    int cost = 0;      // stamina owed (pace above the limit)
    bool crab = false; // the pile runs out before the cost is paid
};
struct PlayPreview {
    bool cluttered = false; // too few playable cards: the boat will not move
    int knownPace = 0;      // pace from the Pace cards
    int instability = 0;    // number of Instability cards (each adds 1–3 when revealed)
    int pace = 0;           // knownPace + instability·assumedReveal
    int fromSpace = 0;
    int toSpace = 0; // after split lines (a crab sends it back)
    std::vector<SplitCrossing> crossings;
    bool crab = false;
    bool finishes = false;
};

// The whole state of a rowing race: a value type, copied by clone().
struct RowingState {
    RowingCourse course;
    int boatCount = 0;
    std::array<Boat, MaxBoats> boats{};
    std::array<int, MaxBoats> order{}; // this round's turn order (race order at the round's start)
    int orderCount = 0;                // boats in order: those not finished when the round began
    int turnInRound = 0;               // index into order
    int turnPace = 0;                  // the current turn's pace (Motivation is checked with it)
    int round = 1;
    Phase phase = Phase::ChooseRate;
    int moveNumber = 0;
    int finishedCount = 0;
    Rng rng;
};

class RowingGame final : public Game {
public:
    // seats = number of boats (1..course.lanes); boat i rows in lane lanes[i] + 1 (a permutation
    // of 0…seats-1, StartPositions.h), in lane i + 1 when `lanes` is empty. Ties go to the lower
    // lane (docs/rules/rowing.md, "Rounds and turn order"), whichever seat rows in it. Deals
    // each boat's shuffled deck from rng(seed) and draws 7 cards.
    RowingGame(const RowingCourse &course, int seats, std::uint64_t seed,
               const std::vector<int> &lanes = {});
    // A game at a given position (clone(), and tests that build one). Records nothing.
    explicit RowingGame(const RowingState &state) : m_state(state) {}

    QString gameId() const override;
    int seatCount() const override;
    // Inline with isOver(): a playout asks both on every move.
    int currentSeat() const override
    {
        return m_state.phase == Phase::Over ? -1 : m_state.order[std::size_t(m_state.turnInRound)];
    }
    void legalActions(ActionList &out) const override;
    using Game::legalActions; // the allocating overload, hidden by the override otherwise
    void apply(Action action) override;
    bool isOver() const override { return m_state.phase == Phase::Over; }
    std::vector<int> ranks() const override;
    std::vector<double> returns() const override;
    std::unique_ptr<Game> clone() const override;
    void adoptEvents(const Game &source) override;
    QJsonObject viewFor(int seat) const override;
    void resampleHidden(int seat, Rng &rng) override;
    std::vector<int> cardCensus() const override;
    QString actionName(Action action) const override;
    int moveNumber() const override;
    void setRecordLog(bool on) override;
    QStringList takeLog() override;
    // A boat's whole turn is one move: its rate, cards, Motivation and replenishing.
    bool continuesMove(int lastSeat, Action lastAction) const override;
    // RowingLabEvents.cpp: crabs and split-line payments at their line, and the other rules.
    std::vector<LabEventKind> labEventKinds() const override;
    void takeLabEvents(std::vector<LabEvent> &out) override;
    QString labLocationName(const QString &element, int location) const override;
    // RowingStateCodec.cpp.
    void writeState(StateWriter &out) const override;
    bool readState(StateReader &in) override;

    const RowingState &state() const { return m_state; }
    RowingState &mutableState() { return m_state; } // for rule tests that set up a position
    Phase phase() const { return m_state.phase; }
    const Boat &boat(int seat) const { return m_state.boats[std::size_t(seat)]; }

    // The rates the current boat may choose (keep, one step, or the paid 35↔45 jump).
    std::vector<Rate> legalRates() const;
    // Whether the current boat may use Motivation now.
    bool motivationAvailable() const;
    // Consequences of playing `cards` now (current boat, PlayCards phase).
    PlayPreview previewPlay(const CardCounts &cards, int assumedReveal = 1) const;

    // Every event since setRecordLog(true), for the board's animations; takeLog() narrates the
    // ones not yet narrated.
    const std::vector<RowingEvent> &events() const { return m_log.events(); }
    // The names takeLog() gives the seats (the setup's seat names); display only, so they are not
    // part of the state and clones do without them.
    void setSeatNames(const QStringList &names) { m_seatNames = names; }

private:
    // The steps of a turn and of a round (RowingTurn.cpp).
    // Each takes the seat to move, which apply() reads once.
    void chooseRate(int seat, Rate rate);
    void playCards(int seat, const CardCounts &cards);
    void motivate(int seat, bool accept);
    void discardCards(int seat, const CardCounts &cards);
    void endTurn(int seat);
    void endRound();
    void startRound();
    void afterMovement(int seat);
    int revealPace(int seat);
    bool advance(int seat, int distance, int pace, RowingEvent::Type moveEvent);
    bool canMotivate(int seat) const;
    void moveStamina(Boat &boat, int count);
    void refillHand(Boat &boat);
    void record(RowingEvent::Type type, int seat, int a = 0, int b = 0, int c = 0)
    {
        m_log.record(type, seat, a, b, c);
    }
    // Records only when `happened`, asking whether anyone records first: a playout then does not
    // branch on `happened`, which is a coin toss there.
    void recordIf(bool happened, RowingEvent::Type type, int seat, int a = 0)
    {
        if (m_log.isRecording() && happened) [[unlikely]]
            m_log.record(type, seat, a, 0, 0);
    }

    RowingState m_state;
    EventLog<RowingEvent> m_log;
    bool m_labFirstRound = false; // round 1 (started before anyone listened) reported
    QStringList m_seatNames;
};

} // namespace cw::rowing
