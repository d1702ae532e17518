#pragma once

#include "Rng.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>

namespace cw {

// A player's draw pile and discard pile of one card type, with room for Capacity cards in each.
// Fixed capacity keeps the state a flat value type: cloning a game (thousands of times per AI
// decision) is a memcpy, never an allocation.
//
// Contract: draw() on a pile whose draw pile is empty first shuffles the discard pile into it
// (every rulebook here says "shuffle the discard pile to form a new draw deck"); it returns false
// only when both piles are empty. Cards set aside elsewhere (in hand, in play) are not touched.
template <typename Card, int Capacity>
class CardPile {
public:
    int drawCount() const { return m_drawCount; }
    int discardCount() const { return m_discardCount; }
    bool empty() const { return m_drawCount == 0 && m_discardCount == 0; }

    // The draw pile from the bottom (index 0) to the top (drawCount() - 1).
    Card drawAt(int index) const { return m_draw[index]; }
    Card discardAt(int index) const { return m_discard[index]; }

    void putOnDrawPile(Card card)
    {
        assert(m_drawCount < Capacity);
        m_draw[m_drawCount++] = card;
    }

    void discard(Card card, int count = 1)
    {
        assert(m_discardCount + count <= Capacity);
        std::fill_n(m_discard.begin() + m_discardCount, count, card);
        m_discardCount = std::uint8_t(m_discardCount + count);
    }

    // Shuffles the discard pile under the (empty) draw pile, as the rules demand when a draw finds
    // the draw pile empty.
    void reshuffleDiscardIntoDraw(Rng &rng)
    {
        assert(m_drawCount + m_discardCount <= Capacity);
        std::copy_n(m_discard.begin(), m_discardCount, m_draw.begin() + m_drawCount);
        m_drawCount = std::uint8_t(m_drawCount + m_discardCount);
        m_discardCount = 0;
        rng.shuffle(m_draw.begin(), m_draw.begin() + m_drawCount);
    }

    void shuffleDrawPile(Rng &rng) { rng.shuffle(m_draw.begin(), m_draw.begin() + m_drawCount); }

    bool draw(Rng &rng, Card &out)
    {
        if (m_drawCount == 0) {
            if (m_discardCount == 0)
                return false;
            reshuffleDiscardIntoDraw(rng);
        }
        out = m_draw[--m_drawCount];
        return true;
    }

    // Removes the first discarded card equal to key (a Card, or anything a Card compares equal
    // to); false when there is none.
    template <typename Key>
    bool takeFromDiscard(const Key &key)
    {
        for (int i = 0; i < m_discardCount; ++i) {
            if (m_discard[i] == key) {
                m_discard[i] = m_discard[--m_discardCount];
                return true;
            }
        }
        return false;
    }

    // Removes the first card equal to key from the draw pile, keeping the order of the others.
    template <typename Key>
    bool takeFromDraw(const Key &key)
    {
        for (int i = 0; i < m_drawCount; ++i) {
            if (m_draw[i] == key) {
                for (int j = i + 1; j < m_drawCount; ++j)
                    m_draw[j - 1] = m_draw[j];
                --m_drawCount;
                return true;
            }
        }
        return false;
    }

    void clear() { m_drawCount = m_discardCount = 0; }

    // How many cards compare equal to key (a Card, or anything a Card compares equal to: a game
    // whose cards carry more than their type counts them by type this way).
    template <typename Key>
    int countInDraw(const Key &key) const
    {
        return countIn(m_draw, m_drawCount, key);
    }
    template <typename Key>
    int countInDiscard(const Key &key) const
    {
        return countIn(m_discard, m_discardCount, key);
    }

    bool operator==(const CardPile &other) const
    {
        return m_drawCount == other.m_drawCount && m_discardCount == other.m_discardCount &&
               std::equal(m_draw.begin(), m_draw.begin() + m_drawCount, other.m_draw.begin()) &&
               std::equal(m_discard.begin(), m_discard.begin() + m_discardCount,
                          other.m_discard.begin());
    }

private:
    template <typename Key>
    static int countIn(const std::array<Card, Capacity> &cards, int count, const Key &key)
    {
        int n = 0;
        for (int i = 0; i < count; ++i)
            n += cards[i] == key;
        return n;
    }

    std::array<Card, Capacity> m_draw{};
    std::array<Card, Capacity> m_discard{};
    std::uint8_t m_drawCount = 0;
    std::uint8_t m_discardCount = 0;
};

} // namespace cw
