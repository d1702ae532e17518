#pragma once

#include "SalmonActions.h"
#include "SalmonCards.h"
#include "SalmonCourseMap.h"
#include "SalmonSwimRules.h"
#include "core/CardPile.h"
#include "core/EventLog.h"
#include "core/Game.h"
#include "core/Rng.h"

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace cw::salmon {

constexpr int MaxPlayers = 4;

// One player's salmon and swim deck. Every card is in exactly one place: the draw or discard
// pile, the hand, or the cards played this turn; a starting card Reeds removed is in `boxed`.
// Every card knows its origin (OwnedCard): the piles hold OwnedCards, the hand and the played
// cards count by type, with how many of each type are starting cards beside them.
struct Salmon {
    CardPile<OwnedCard, MaxOwnedCards> pile;
    CardCounts hand;
    CardCounts handStarting;   // of `hand`, the cards of the starting deck (never more than hand)
    CardCounts played;         // this turn, in no order (SalmonState::playedOrder keeps the order)
    CardCounts playedStarting; // of `played`, the cards of the starting deck
    CardCounts boxed;          // starting cards removed by Reeds: out of the game, back in the box
    Hex hex;
    bool spawned = false; // reached the spawning ground (stays there)
    int rank = 0;         // 1 = winner; 0 until the game is over
    bool operator==(const Salmon &) const = default;

    // A card into the hand.
    void toHand(OwnedCard card)
    {
        ++hand[card.card()];
        if (card.starting())
            ++handStarting[card.card()];
    }
    // One card of a type the hand holds out of it. The engine does not ask which copy: a starting
    // copy leaves first when the hand holds one (ruling, docs/rules/salmon.md).
    OwnedCard fromHand(Card card)
    {
        --hand[card];
        const bool starting = handStarting[card] > 0;
        if (starting)
            --handStarting[card];
        return OwnedCard(card, starting);
    }
};

// A move in progress (SalmonGame::settle() walks it): the hexes a Swim card enters or a jump
// passes and lands on, one step at a time, each step's decisions answered before the next step
// (rulebook: a card is taken when the salmon moves onto the hex, so each hex is settled with the
// supply as it is then).
struct RouteStep {
    enum Kind : std::uint8_t { Enter, PassWaterfall, Land };
    Kind kind = Enter;
    std::int16_t index = -1; // SalmonCourseMap index of the hex
    bool operator==(const RouteStep &) const = default;
};
constexpr int MaxRouteSteps = 4; // a jump of two Double Swims: three passed hexes and a landing

// A decision the game waits for (SalmonActions.h, Phase) and whose it is. Effects that need
// choices from several seats (a Current card bringing two salmon onto Swim hexes, a Rapids card
// making everyone discard) queue one decision per seat, in turn order from the active player.
struct PendingDecision {
    Phase phase = Phase::PlayCards;
    std::int8_t seat = -1;
    std::int8_t count = 0;   // Reeds: removals left; RapidsDiscard/DiscardDown: cards left
    std::int8_t card = -1;   // Counter: the Card being countered; ChooseSupply: the Symbol's pile
    std::int8_t target = -1; // EagleDiscard: the seat whose hand is seen
    bool operator==(const PendingDecision &) const = default;
};

// The whole state of a game: a value type (a handful of kilobytes), copied by clone(). The river
// map is shared and immutable.
struct SalmonState {
    std::shared_ptr<const SalmonCourseMap> river;
    int playerCount = 0;
    std::array<Salmon, MaxPlayers> salmon{};
    std::array<Hex, BearTokens> bears{};
    int bearCount = 0;
    CardCounts supply;   // the additional deck's piles, by type
    int fatigueDeck = 0; // Fatigue cards left in the Fatigue deck
    int active = 0;      // whose turn it is
    int firstPlayer = 0; // chosen by die roll; the round ends before this seat plays again
    int cardsPlayed = 0; // this turn, counters excluded
    int swimsPlayed = 0; // Swim cards among them
    std::array<Card, MaxCardsPlayed> playedOrder{};
    bool endingRound = false; // a salmon has spawned: the game ends when the round is complete
    std::array<PendingDecision, 2 * MaxPlayers + 4> pending{}; // a queue, front first
    int pendingCount = 0;
    int lastDie = 0; // the latest die roll, for the board
    int moveNumber = 0;
    Rng rng;
    // Engine bookkeeping (public, shown in views):
    bool over = false;          // GameOver: ranks are final
    std::int8_t resolving = -1; // a Current or Rapids card waiting for its Counter decisions
    std::uint8_t countered = 0; // seats (bit per seat) that countered the card being resolved
    // A Current being resolved moves one salmon at a time, in turn order from the active player:
    // the k-th seat from the active player moves next (rulebook "Courant"; each salmon's hex is
    // settled before the next salmon moves).
    std::int8_t currentNext = 0;
    // The active salmon's move in progress: steps [routeNext, routeCount) are still to come.
    std::array<RouteStep, MaxRouteSteps> route{};
    std::int8_t routeCount = 0;
    std::int8_t routeNext = 0;
    // The end of the turn in progress: 0 none, 1 put the played cards away, 2 draw up and pass
    // the turn (after the DiscardDown decisions).
    std::uint8_t turnEnd = 0;
};

// What happened, for the game log and the board's animations. Recorded only by the state the app
// shows (clones made for search record nothing).
struct SalmonEvent {
    enum Type {
        FirstPlayer,   // seat, a = die
        TurnStarted,   // seat
        CardPlayed,    // seat, a = Card, b = SwimMove (swims) or -1
        Moved,         // seat, a = from index, b = to index (SalmonCourseMap::index)
        MoveCancelled, // seat, a = Card
        Jumped,        // seat, a = from index, b = to index
        TookCard,      // seat, a = Card, b = FatigueReason (0: from the supply), c = salmon's index
        Drew,          // seat (a Draw+1 hex)
        Removed,       // seat, a = Card, b = ReedsZone (Reeds)
        BearMoved,     // a = bear, b = from index, c = to index
        BearBite,      // seat, a = index of the hex (takes a Fatigue card from a bear)
        Countered,     // seat, a = Card
        EagleLooked,   // seat, a = target seat
        EagleDiscarded,  // seat, a = target seat, b = Card
        CurrentMoved,    // seat, a = from index, b = to index
        DieRolled,       // seat, a = die
        RapidsDiscarded, // seat, a = Card
        FatigueReturned, // seat
        DiscardedDown,   // seat, a = Card
        Spawned,         // seat
        GameOver
    };
    Type type;
    int seat = -1;
    int a = 0, b = 0, c = 0;
};

// The supply piles a Swim, Double Swim or Current-or-Rapids hex lets a player choose from (written
// to types), and how many of them still hold a card; *only is set to the last pile that does
// (untouched when none does).
int supplyChoices(const CardCounts &supply, Symbol symbol, std::array<Card, 3> &types, Card *only);

// File and view keys: "swimForward", "doubleLeft", "wild", "bear", …, "fatigue"; and the phases
// "playCards", "chooseSupply", "reeds", "moveBear", "eagleTarget", "counter", "eagleDiscard",
// "rapidsDiscard", "discardDown", "gameOver" (SalmonView.cpp).
QString cardKey(Card card);
QString phaseKey(Phase phase);

// Setup options (GameSetup::options in records).
struct SalmonOptions {
    // The rulebook's 8-card starting deck instead of the standard 11 (docs/rules/salmon.md,
    // "Setup").
    bool variantDeck = false;
    // The start position of each seat (StartPositions.h): seat i on start hex starts[i] mod
    // their count; empty: seat order.
    std::vector<int> starts;
};

// The start hex (an index into SalmonCourseMap::startHexes) that start position `start` puts a
// salmon on: start mod their count, so that any river seats every salmon, several on one hex when
// it has fewer start hexes than salmon (GameInfo::startPlaces reports which share one).
inline int startHexOf(int start, int startHexCount)
{
    return startHexCount > 0 ? start % startHexCount : 0;
}

class SalmonGame final : public Game {
public:
    using Options = SalmonOptions;

    // players = 2..4 salmon on the river's start hexes (seat i on start hex i mod their count,
    // or options.starts[i] mod their count).
    // Shuffles each deck from rng(seed), draws 4 cards each and rolls the die for the first player.
    SalmonGame(std::shared_ptr<const SalmonCourseMap> river, int players, std::uint64_t seed,
               Options options = {});
    // A game at a given position (clone(), and tests that build one). Records nothing.
    explicit SalmonGame(const SalmonState &state) : m_state(state) {}

    // The Game interface (core/Game.h). currentSeat(): the front pending decision's seat, else the
    // active player; -1 once over. legalActions(): ascending action numbers, never empty while not
    // over, allocation-free once `out` has capacity. apply(): the action, then everything
    // automatic up to the next decision (SalmonEffects.cpp). ranks(): final once over; before that
    // the standing by the same order (spawned by fewest Fatigue, then by distance to the spawning
    // ground and fewest Fatigue), which returns() turns into scores for searches cut short.
    QString gameId() const override;
    int seatCount() const override;
    int currentSeat() const override;
    void legalActions(ActionList &out) const override;
    using Game::legalActions;
    void apply(Action action) override;
    bool isOver() const override;
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
    // SalmonStateCodec.cpp.
    void writeState(StateWriter &out) const override;
    bool readState(StateReader &in) override;
    // SalmonLabEvents.cpp: jumps, bears and Fatigue (and why) on their hex, and the other rules.
    std::vector<LabEventKind> labEventKinds() const override;
    void takeLabEvents(std::vector<LabEvent> &out) override;
    QString labLocationName(const QString &element, int location) const override;

    const SalmonState &state() const { return m_state; }
    SalmonState &mutableState() { return m_state; } // for rule tests that set up a position
    const SalmonCourseMap &river() const { return *m_state.river; }
    // What the game waits for: PlayCards when nothing is pending, GameOver once over, else the
    // phase of the front pending decision, which pending() returns (nullptr when none).
    Phase phase() const;
    const PendingDecision *pending() const;

    // Previews for the board, without playing: where a Swim card would take the active salmon
    // (empty when the move would be cancelled), and where a jump would land (nullopt: illegal).
    std::vector<Hex> swimPath(SwimMove move) const;
    std::optional<Hex> jumpLanding(SwimMove first, SwimMove second) const;
    // Why the active salmon cannot make that Swim move or that jump now (MoveFault::None when
    // it can): the turn's limits first (spawned; a jump needs two of the turn's three plays),
    // then the river's (SalmonSwimRules). The same checks as listPlays() and playSwim().
    MoveFault swimFault(SwimMove move) const;
    MoveFault jumpFault(SwimMove first, SwimMove second) const;
    // Whether playing `card` now would do nothing but fill a play: a Bear card with no bear on
    // the river (applyPlay).
    bool playWasted(Card card) const;

    // Every event since setRecordLog(true) (which first records the setup's FirstPlayer and
    // TurnStarted), for the board's animations; takeLog() narrates the ones not yet narrated.
    const std::vector<SalmonEvent> &events() const { return m_log.events(); }
    // The names takeLog() gives the seats; display only, not part of the state.
    void setSeatNames(const QStringList &names) { m_seatNames = names; }

    // Fatigue cards in a seat's whole deck (hand, draw and discard piles, played cards): the
    // spawned salmon's tiebreak.
    int fatigueCount(int seat) const;
    // Steps from the seat's salmon to the nearest spawn hex (0 once spawned).
    int distanceToSpawn(int seat) const;

private:
    // SalmonGame.cpp: the automatic steps between decisions, and the end of the game.
    void settle();
    void nextTurn();
    void finishGame();
    std::vector<int> computeRanks() const;
    // SalmonTurn.cpp: the active player's plays and the end of the turn.
    void listPlays(ActionList &out) const;
    void applyPlay(Action action);
    void playCards(Card first, Card second, int swims);
    void playSwim(SwimMove move);
    void playJump(SwimMove first, SwimMove second);
    void putAwayPlayed();
    void drawUp(int seat);
    // SalmonDecisions.cpp: the decision queue and every decision but plays.
    void listDecisions(ActionList &out) const;
    void applyDecision(Action action);
    bool autoResolveFront();
    void push(Phase phase, int seat, int count = 0, int card = -1, int target = -1);
    void popFront();
    // SalmonEffects.cpp: hexes, symbols, bears, current, rapids and counters.
    void enterHex(int seat, Hex hex);
    void applySymbol(int seat, Symbol symbol);
    void offerChoice(int seat, Symbol symbol);
    void take(int seat, Card card);
    void takeFatigue(int seat, FatigueReason why);
    void drawOne(int seat);
    void biteAt(Hex hex);
    void queueCounters(Card card);
    bool moveNextByCurrent();
    void stepRoute();
    void resolveRapids();
    Direction followArrow(int seat, const HexCell &cell);
    void record(SalmonEvent::Type type, int seat, int a = 0, int b = 0, int c = 0)
    {
        m_log.record(type, seat, a, b, c);
    }

    SalmonState m_state;
    EventLog<SalmonEvent> m_log;
    QStringList m_seatNames;
};

} // namespace cw::salmon
