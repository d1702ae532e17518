#pragma once

#include <array>
#include <cstdint>

namespace cw::rowing {

// The card types of a rower's deck (docs/rules/rowing.md, "Setup": 4 each of Pace 1/2/3,
// 3 Instability, and 6 Stamina cards that start in the Stamina Pile).
enum class Card : std::uint8_t { Pace1, Pace2, Pace3, Instability, Stamina };
constexpr int CardTypeCount = 5;
constexpr int PacePerValue = 4;
constexpr int InstabilityCards = 3;
constexpr int StaminaCards = 6;
// Every card a boat owns.
constexpr int DeckSize = 3 * PacePerValue + InstabilityCards + StaminaCards;
constexpr int HandSize = 7;

constexpr int paceValue(Card card)
{
    return card == Card::Pace1 ? 1 : card == Card::Pace2 ? 2 : card == Card::Pace3 ? 3 : 0;
}
constexpr bool isPace(Card card)
{
    return paceValue(card) > 0;
}
constexpr bool isPlayable(Card card)
{
    return isPace(card) || card == Card::Instability;
}

// A multiset of cards, by type. Hands, play areas and selections are order-free, so counts are
// both the fastest and the most honest representation.
struct CardCounts {
    std::array<std::uint8_t, CardTypeCount> n{};

    int operator[](Card card) const { return n[std::size_t(card)]; }
    std::uint8_t &operator[](Card card) { return n[std::size_t(card)]; }
    int total() const { return n[0] + n[1] + n[2] + n[3] + n[4]; }
    int playable() const { return n[0] + n[1] + n[2] + n[3]; }
    int pace() const { return n[0] + n[1] + n[2]; }
    int paceSum() const { return n[0] + 2 * n[1] + 3 * n[2]; }
    // Written out type by type, not looped: plays and discards do this on every turn.
    void add(const CardCounts &other)
    {
        n[0] = std::uint8_t(n[0] + other.n[0]);
        n[1] = std::uint8_t(n[1] + other.n[1]);
        n[2] = std::uint8_t(n[2] + other.n[2]);
        n[3] = std::uint8_t(n[3] + other.n[3]);
        n[4] = std::uint8_t(n[4] + other.n[4]);
    }
    // `other` must be contained in this.
    void remove(const CardCounts &other)
    {
        n[0] = std::uint8_t(n[0] - other.n[0]);
        n[1] = std::uint8_t(n[1] - other.n[1]);
        n[2] = std::uint8_t(n[2] - other.n[2]);
        n[3] = std::uint8_t(n[3] - other.n[3]);
        n[4] = std::uint8_t(n[4] - other.n[4]);
    }
    bool contains(const CardCounts &other) const
    {
        for (std::size_t i = 0; i < n.size(); ++i)
            if (other.n[i] > n[i])
                return false;
        return true;
    }
    bool operator==(const CardCounts &) const = default;
};

// Stroke rates in strokes per minute, and the cards each one demands (rulebook, "Stroke Rate").
// The figures below follow from the rate's index by arithmetic, not by a choice between three
// values: every turn asks, and which rate a random playout chose is a coin toss for a branch.
enum class Rate : std::uint8_t { Spm35, Spm40, Spm45 };
constexpr int RateCount = 3;
constexpr int spm(Rate rate)
{
    return 35 + 5 * int(rate); // 35, 40, 45
}
constexpr int cardsRequired(Rate rate)
{
    return 1 << int(rate); // 1, 2, 4
}
// Stamina cards taken when catching a crab at this rate (rulebook, "Catch a crab").
constexpr int crabPenalty(Rate rate)
{
    return 1 + int(rate); // 1, 2, 3
}
static_assert(spm(Rate::Spm35) == 35 && spm(Rate::Spm40) == 40 && spm(Rate::Spm45) == 45);
static_assert(cardsRequired(Rate::Spm35) == 1 && cardsRequired(Rate::Spm40) == 2 &&
              cardsRequired(Rate::Spm45) == 4);
static_assert(crabPenalty(Rate::Spm35) == 1 && crabPenalty(Rate::Spm40) == 2 &&
              crabPenalty(Rate::Spm45) == 3);

} // namespace cw::rowing
