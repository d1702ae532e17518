#pragma once

#include "core/Game.h"

#include <array>
#include <cstdint>

namespace cw::sample {

// Sample race: the smallest hidden-information race game, to show that a game registered from
// its own folder is played and checked by the shared suites (its rules page, sample-race.md,
// says the same for people). Two to four runners start on space 0; each holds HandSize cards of
// values 1 to 4 that only it sees, drawn from one shared, seeded deck. A turn plays one card (the
// action is its value), runs that many spaces and draws the top card; the discard pile is shuffled
// into a new deck when the deck runs out. The race ends when a runner reaches Finish; runners
// further on rank better, runners on the same space share a place.
class SampleRace final : public Game {
public:
    static constexpr int MinSeats = 2;
    static constexpr int MaxSeats = 4;
    static constexpr int Finish = 15;
    static constexpr int HandSize = 3;
    static constexpr int Values = 4;         // cards are worth 1 to Values spaces
    static constexpr int CopiesPerValue = 6; // a deck of 24 cards
    static constexpr int DeckSize = Values * CopiesPerValue;

    SampleRace(int seats, std::uint64_t seed);

    QString gameId() const override;
    int seatCount() const override { return m_seats; }
    int currentSeat() const override { return isOver() ? -1 : m_turn % m_seats; }
    void legalActions(ActionList &out) const override;
    using Game::legalActions;
    void apply(Action action) override;
    bool isOver() const override;
    std::vector<int> ranks() const override;
    std::unique_ptr<Game> clone() const override { return std::make_unique<SampleRace>(*this); }
    // Public: every runner's space and hand size, the deck's size, the discard pile (counts per
    // value: played cards are face up) and who is to play; a seat's view adds its hand.
    QJsonObject viewFor(int seat) const override;
    // Deals the other runners' hands and the deck again from the cards the seat does not see.
    void resampleHidden(int seat, Rng &rng) override;
    std::vector<int> cardCensus() const override;
    QString actionName(Action action) const override;
    int moveNumber() const override { return m_turn; }
    void setRecordLog(bool on) override { m_recordLog = on; }
    QStringList takeLog() override;
    void setSeatNames(const QStringList &names) { m_names = names; }
    // SampleRaceStateCodec.cpp.
    void writeState(StateWriter &out) const override;
    bool readState(StateReader &in) override;

    // Cards of each value (index value - 1) in a seat's hand.
    using Hand = std::array<std::int8_t, Values>;
    const Hand &hand(int seat) const { return m_hands[std::size_t(seat)]; }
    int space(int seat) const { return m_spaces[std::size_t(seat)]; }

private:
    // The top card of the deck into the seat's hand (the discard pile shuffled in first when the
    // deck is empty).
    void draw(int seat);
    QString seatName(int seat) const;

    int m_seats;
    int m_turn = 0;
    std::array<int, MaxSeats> m_spaces{};
    std::array<Hand, MaxSeats> m_hands{};
    std::vector<std::int8_t> m_deck;     // values, the top card last
    std::array<int, Values> m_discard{}; // face up, counts per value
    Rng m_rng;
    bool m_recordLog = false;
    QStringList m_log;
    QStringList m_names;
};

} // namespace cw::sample
