#pragma once

#include <array>
#include <cstdint>

namespace cw::salmon {

// Every card type of the game (rulebook, "Composants" and "Cartes"; counts in
// docs/rules/salmon.md, "Setup").
// Swim cards are the basic Swims, the Double Swims and Wild: they move the salmon, count towards
// the three-Swim fatigue rule and can make a jump.
enum class Card : std::uint8_t {
    SwimForward,
    SwimLeft,
    SwimRight,
    DoubleForward,
    DoubleLeft,
    DoubleRight,
    Wild,
    Bear,
    Eagle,
    Current,
    Rapids,
    Fatigue
};
constexpr int CardTypeCount = 12;

constexpr bool isBasicSwim(Card card)
{
    return card <= Card::SwimRight;
}
constexpr bool isDoubleSwim(Card card)
{
    return card >= Card::DoubleForward && card <= Card::DoubleRight;
}
constexpr bool isSwim(Card card)
{
    return card <= Card::Wild;
}

// A card a player owns, with where it came from, which is where Reeds send it back (rulebook
// "Roseaux": "Les cartes retirées sont remises dans leurs decks respectifs"): a card of the
// player's starting deck leaves the game (back to its box); any other card goes back to its
// supply pile, or to the Fatigue deck for a Fatigue card (the only place Fatigue cards come from).
// One byte, so that the piles of a game state stay a flat, cheaply copied value.
class OwnedCard {
public:
    constexpr OwnedCard() = default;
    constexpr OwnedCard(Card card, bool starting)
        : m_bits(std::uint8_t(std::uint8_t(card) | (starting ? StartingBit : 0)))
    {
    }
    constexpr Card card() const { return Card(m_bits & ~StartingBit); }
    // From the player's starting deck (else from the supply or the Fatigue deck).
    constexpr bool starting() const { return (m_bits & StartingBit) != 0; }

    friend constexpr bool operator==(OwnedCard, OwnedCard) = default;
    // By type only: piles count and find cards of a type whatever their origin.
    friend constexpr bool operator==(OwnedCard owned, Card card) { return owned.card() == card; }

private:
    static constexpr std::uint8_t StartingBit = 0x80;
    std::uint8_t m_bits = 0;
};

// A multiset of cards by type: hands, play areas, supply piles. Order-free, so counts are the
// fastest and most honest representation.
struct CardCounts {
    std::array<std::uint8_t, CardTypeCount> n{};

    int operator[](Card card) const { return n[std::size_t(card)]; }
    std::uint8_t &operator[](Card card) { return n[std::size_t(card)]; }
    int total() const
    {
        int sum = 0;
        for (std::uint8_t count : n)
            sum += count;
        return sum;
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

// docs/rules/salmon.md, "Setup": each player's 11-card starting swim deck, and the rulebook's
// variant deck of 8.
constexpr CardCounts standardSwimDeck()
{
    CardCounts deck;
    deck.n = {3, 2, 2, 1, 0, 0, 2, 1, 0, 0, 0, 0};
    return deck;
}
constexpr CardCounts variantSwimDeck()
{
    CardCounts deck;
    deck.n = {2, 2, 2, 0, 0, 0, 1, 1, 0, 0, 0, 0};
    return deck;
}
// docs/rules/salmon.md, "Setup": the additional deck of 48 cards, sorted into supply piles by
// type.
constexpr CardCounts additionalDeck()
{
    CardCounts deck;
    deck.n = {6, 5, 5, 4, 3, 3, 6, 5, 4, 4, 3, 0};
    return deck;
}
constexpr int FatigueDeckSize = 32;
constexpr int HandSize = 4;
constexpr int MaxCardsPlayed = 3;
constexpr int BearTokens = 6;
// Every card one player can own at once: the starting deck, the whole additional deck and every
// Fatigue card.
constexpr int MaxOwnedCards = 11 + 48 + FatigueDeckSize;

// Why a salmon takes a Fatigue card (the log says it): the third Swim card of a turn, a jump, a
// bear's bite, the Fatigue symbol of a hex (rulebook "Fatigue", "Sauter", "Ours").
enum class FatigueReason : std::uint8_t { None, ThirdSwim, Jump, BearBite, Symbol };

} // namespace cw::salmon
