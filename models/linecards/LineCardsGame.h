#pragma once

#include "LineCardsActions.h"
#include "LineCardsGridBits.h"
#include "core/EventLog.h"
#include "core/Game.h"

#include <QStringList>

#include <array>
#include <cstdint>

namespace cw::linecards {

constexpr int Players = 2;
constexpr int HandSize = 5;       // BR002, BR014
constexpr int StartEnergy = 3;    // BR009
constexpr int EnergyFromTurn = 3; // BR009: "starting from the third"
constexpr int MaxPerTurn = 3;     // Boost (BR010)

enum class Phase : std::uint8_t { Mulligan, Energy, Place, Over };
enum class Effect : std::uint8_t { None, Boost, Brake, TurnAround, ExtraGas };

// One square of the grid as the views read it (LineCardsState::squareAt). A start card has kind
// -1 and owner set; an empty square owner -1.
struct Square {
    std::int8_t owner = -1;
    std::int8_t kind = -1;   // Kind, or -1 for a start card
    std::uint8_t travel = 0; // Dir the line travels entering the square (start: Up)
    std::uint8_t exits = 0;  // dirBit()s
    std::int16_t order = -1; // placement order over the game (start cards: -1)
};

// A card laid on the grid; where it stands in LineCardsState::gridCards is its placement order.
struct GridCard {
    std::uint8_t square = 0;
    std::int8_t owner = 0;
    Kind kind = Kind::Straight0;
    Dir travel = Dir::Up;
};
// Every card of both decks: no game lays more.
constexpr int MaxPlaced = Players * DeckSize;

struct PlayerState {
    std::array<std::int8_t, DeckSize> deck{}; // from the bottom (0) to the top (deckCount - 1)
    std::int8_t deckCount = 0;
    std::array<std::int8_t, KindCount> hand{}; // copies of each kind in hand (a hand has no order)
    // `hand` summed up, kept as cards come and go because every turn's draw, energy decision
    // and list of legal placements read them: the cards in hand, and the kinds held (bit k for
    // Kind k). recountHand() works them out again after `hand` is written directly.
    std::int8_t cardsInHand = 0;
    std::uint16_t heldKinds = 0;
    std::int8_t energy = StartEnergy;
    std::int16_t lastSquare = -1; // the card the line continues from: the last placed (or start)
    // That card's exits (dirBit()s), kept because every card laid and every list of legal
    // placements reads them. setState() works them out again.
    std::uint8_t lastExits = 0;
    std::int16_t startSquare = -1;
    bool mulliganed = false;
    int handCount() const { return cardsInHand; }
    void recountHand();
};

// What happened, for the game log (LineCardsNarration::sentence). Recorded only by the state the
// app shows: clones made for search record nothing.
struct LineCardsEvent {
    enum Type {
        KeptHand,      // seat
        Mulliganed,    // seat
        UsedEnergy,    // seat, a = Effect, b = energy left
        Drew,          // seat, a = cards drawn
        Revealed,      // a = seat 0's Kind, b = seat 1's Kind
        RevealTied,    // both reveal again
        StartsTurnOne, // seat: revealed the lower priority
        TurnBegins,    // seat = first player, a = turn
        Laid,          // seat, a = Kind, b = square, c = Dir travelled
        PairDecides,   // seat = the turn's first player, a = pair (from 0), b, c = the two Kinds
        PairsTied,     // the player who went second starts the next turn
        CannotLay      // seat: loses; a = the square its line ends on (its last card)
    };
    Type type;
    int seat = -1;
    int a = 0, b = 0, c = 0;
};

// The whole state, a value type: cloning is a copy. It is kept small (496 bytes) because
// the searches copy it for every candidate they try and every game starts by building one: the
// grid is the list of cards laid plus bit sets, not an array of squares.
struct LineCardsState {
    int side = StandardSide;
    bool wrap = true;
    // The cards laid, `placed` of them, in the order laid; the start cards are the players'
    // startSquare, both with their one exit Up (BR006).
    std::array<GridCard, MaxPlaced> gridCards{};
    // The grid as bit sets (LineCardsGridBits.h), for the readings over the whole grid: each seat's
    // cards (start cards included), and of them those with an exit towards each Dir. setState()
    // rebuilds them from gridCards and the start squares.
    std::array<SquareBits, Players> owned{};
    std::array<std::array<SquareBits, DirCount>, Players> exitsTowards{};
    std::array<PlayerState, Players> players{};
    Phase phase = Phase::Mulligan;
    int turn = 0;                 // 1, 2, … once play has begun; 0 during setup
    int firstPlayer = 0;          // the seat that starts the current turn
    int active = 0;               // the seat deciding now
    int cardsDue = 0;             // cards the active seat lays this turn
    int cardsLaid = 0;            // of them, laid so far
    Effect effect = Effect::None; // the active seat's energy use this turn
    std::array<std::array<std::int8_t, MaxPerTurn>, Players> laid{}; // kinds laid this turn
    std::array<std::int8_t, Players> laidCount{};
    // In Phase::Place, the open exits (dirBit()s) of the active seat's last card, the ones its
    // next card may take (Turn around's first card may take any card's): checking that the seat
    // can lay works them out, when its cards begin and after each card, and the list of legal
    // placements reads them. setState() works them out again.
    std::uint8_t activeOpenExits = 0;
    int loser = -1;
    int placed = 0; // cards placed over the game: those of gridCards in use
    int moves = 0;
    Rng rng;

    // The card on `square` (a grid index) and its owner; owner -1 when the square is empty.
    // Reads the list of cards laid: for views and tests, not for the rules' hot paths.
    Square squareAt(int square) const;
    SquareBits occupied() const { return owned[0] | owned[1]; }
};

// Line cards (rulebook line-cards.txt; docs/rules/linecards.md).
// Setup (in the constructor and the Mulligan phase): start cards, shuffled decks, hands of 5,
// each seat's keep-or-mulligan decision in seat order, then the reveal that decides who starts
// turn 1. Every turn: both seats draw up to 5, then each in turn (first player first) takes the
// energy decision (from turn 3 with energy left) and lays its cards. A seat that must lay a card
// and cannot loses at once.
class LineCardsGame final : public Game {
public:
    struct Options {
        int side = StandardSide;
        bool wrap = true;
    };

    LineCardsGame(std::uint64_t seed, Options options);
    // A game at a position state() gave (clone()), its bit sets as they are. Records nothing.
    explicit LineCardsGame(const LineCardsState &state) : m_state(state) {}

    QString gameId() const override;
    int seatCount() const override { return Players; }
    int currentSeat() const override;
    using Game::legalActions;
    void legalActions(ActionList &out) const override;
    void apply(Action action) override;
    bool isOver() const override { return m_state.phase == Phase::Over; }
    std::vector<int> ranks() const override;
    std::unique_ptr<Game> clone() const override;
    void adoptEvents(const Game &source) override;
    QJsonObject viewFor(int seat) const override;
    void resampleHidden(int seat, Rng &rng) override;
    std::vector<int> cardCensus() const override;
    QString actionName(Action action) const override;
    int moveNumber() const override { return m_state.moves; }
    void setRecordLog(bool on) override { m_log.setRecording(on); }
    QStringList takeLog() override;
    // LineCardsStateCodec.cpp.
    void writeState(StateWriter &out) const override;
    bool readState(StateReader &in) override;

    // The names takeLog() gives the seats; display only, not part of the state.
    void setSeatNames(const QStringList &names) { m_seatNames = names; }

    const LineCardsState &state() const { return m_state; }
    Phase phase() const { return m_state.phase; }

    // The square one step from `square` towards `dir`: across the edge when the grid wraps, -1
    // off the grid when it does not.
    int neighbour(int square, Dir dir) const;
    // Whether exit `dir` of the card on `square` is open: the card has it and the square it faces
    // is on the grid and empty.
    bool isOpenExit(int square, Dir dir) const;
    // Whether the seat could lay a card now from these sources (a card in hand and an open exit).
    bool canLay(int seat, bool anyCard) const;
    // The empty squares that open exits of the seat's cards among `sources` face.
    SquareBits openTargets(int seat, SquareBits sources) const;
    // openTargets(seat, its last card's square), read from that card's exits one by one: a few
    // look-ups where openTargets() shifts the whole grid four times.
    SquareBits openTargetsOfLast(int seat) const;
    SquareBits emptySquares() const;
    // Which energy effects are offered now (Phase::Energy).
    bool effectAllowed(Effect effect) const;

    // LineCardsLabEvents.cpp: where players are stuck and where cards are laid (grid squares),
    // the energy used, the ties.
    std::vector<LabEventKind> labEventKinds() const override;
    void takeLabEvents(std::vector<LabEvent> &out) override;
    QString labLocationName(const QString &element, int location) const override;

    // Tests and tools: a state set up by hand. The state must be consistent (census, phase); its
    // bit sets are rebuilt from its squares.
    void setState(const LineCardsState &state);

private:
    const LineCardsGridBits &grid() const
    {
        return LineCardsGridBits::of(m_state.side, m_state.wrap);
    }
    // The per-turn path, from a card laid to the next seat's turn, is these small steps. They are
    // inline (defined in LineCardsGame.cpp, the one file that calls them) so that apply() and
    // legalActions() make no call between steps; the three the compiler finds too large to
    // inline by itself are marked always_inline (a GCC and Clang attribute): inlined, random
    // games run 3 % fewer instructions.
    // The open exits (dirBit()s) of the seat's last card, the one its next card continues from.
    inline std::uint8_t openExitsOfLast(int seat) const;
    // canLay(seat, false) for the active seat, keeping its last card's open exits
    // (LineCardsState::activeOpenExits).
    inline bool activeCanContinueLine();
    void deal(int seat);
    inline void drawUpTo(int seat, int count);
    void decideOrderByReveal();
    [[gnu::always_inline]] inline void startTurn(int firstPlayer);
    inline void startSeatTurn(int seat);
    inline void beginPlacing();
    [[gnu::always_inline]] inline void lay(const Placement &placement);
    [[gnu::always_inline]] inline void endSeatTurn();
    void lose(int seat);
    void record(LineCardsEvent::Type type, int seat = -1, int a = 0, int b = 0, int c = 0)
    {
        m_log.record(type, seat, a, b, c);
    }

    LineCardsState m_state;
    EventLog<LineCardsEvent> m_log;
    QStringList m_seatNames;
};

} // namespace cw::linecards
