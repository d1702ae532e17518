#pragma once

#include "RowingCards.h"
#include "core/Rng.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <cstring>

namespace cw::rowing {

// A rower's draw pile and discard pile: core/CardPile.h's contract (draw() shuffles the discard
// pile into an empty draw pile, the discard pile keeps the order cards went in, since that order
// decides the reshuffle), plus the bulk moves a turn makes. Every turn discards its play area and
// Stamina cards by type and draws a hand's worth; card by card those were loops whose lengths
// change from turn to turn, and a random playout mispredicted their exits. Here a run of one type
// is a single 8-byte store (the arrays have 8 bytes of slack for it) and a refill counts straight
// off the top of the draw pile.
class RowingDeck {
public:
    int drawCount() const { return m_drawCount; }
    int discardCount() const { return m_discardCount; }
    bool empty() const { return m_drawCount == 0 && m_discardCount == 0; }

    void putOnDrawPile(Card card)
    {
        assert(m_drawCount < DeckSize);
        m_draw[m_drawCount++] = card;
    }

    // `count` copies of `card` on the discard pile.
    void discard(Card card, int count = 1)
    {
        m_discardCount = appendRun(m_discardCount, card, count);
    }

    // Every card of `cards`, in card type order (Pace 1 first); written out, not looped, since
    // every turn does this.
    void discard(const CardCounts &cards)
    {
        int top = m_discardCount;
        top = appendRun(top, Card::Pace1, cards.n[0]);
        top = appendRun(top, Card::Pace2, cards.n[1]);
        top = appendRun(top, Card::Pace3, cards.n[2]);
        top = appendRun(top, Card::Instability, cards.n[3]);
        m_discardCount = appendRun(top, Card::Stamina, cards.n[4]);
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

    // Draws up to `count` cards into `hand`, exactly as that many draw() calls would (the same
    // reshuffles at the same moments), stopping when both piles are empty.
    void drawInto(CardCounts &hand, int count, Rng &rng)
    {
        while (count > 0) {
            if (m_drawCount == 0) {
                if (m_discardCount == 0)
                    return;
                reshuffleDiscardIntoDraw(rng);
            }
            const int take = std::min(count, int(m_drawCount));
            for (int i = 1; i <= take; ++i)
                ++hand[m_draw[std::size_t(m_drawCount - i)]];
            m_drawCount = std::uint8_t(m_drawCount - take);
            count -= take;
        }
    }

    void clear() { m_drawCount = m_discardCount = 0; }

    // The card at `index` of a pile, from the bottom (the draw pile's top is drawn first): for
    // a saved position (RowingStateCodec.cpp), which puts the cards back in this order.
    Card drawAt(int index) const { return m_draw[std::size_t(index)]; }
    Card discardAt(int index) const { return m_discard[std::size_t(index)]; }

    int countInDraw(Card card) const { return countIn(m_draw, m_drawCount, card); }
    int countInDiscard(Card card) const { return countIn(m_discard, m_discardCount, card); }

    // Only the cards count: the slack past either pile holds leftovers.
    bool operator==(const RowingDeck &other) const
    {
        return m_drawCount == other.m_drawCount && m_discardCount == other.m_discardCount &&
               std::equal(m_draw.begin(), m_draw.begin() + m_drawCount, other.m_draw.begin()) &&
               std::equal(m_discard.begin(), m_discard.begin() + m_discardCount,
                          other.m_discard.begin());
    }

private:
    static constexpr int Slack = 8;
    static_assert(PacePerValue <= Slack && InstabilityCards <= Slack && StaminaCards <= Slack);
    using Cards = std::array<Card, DeckSize + Slack>;

    // Puts `count` copies of `card` on the discard pile from index `top` on, whatever the count
    // (0 included) in one store, and returns the new top. No card type has more than 8 cards, so
    // no run is longer. The count is passed and returned, not read from the member, because the
    // store could alias it.
    std::uint8_t appendRun(int top, Card card, int count)
    {
        assert(count >= 0 && count <= Slack && top + count <= DeckSize);
        const std::uint64_t run = 0x0101010101010101ULL * std::uint8_t(card);
        std::memcpy(m_discard.data() + top, &run, sizeof run);
        return std::uint8_t(top + count);
    }

    // Shuffles the discard pile into the draw pile, which is empty: the whole array is copied, a
    // fixed-size copy with no loop, and the leftovers past the count do not matter.
    void reshuffleDiscardIntoDraw(Rng &rng)
    {
        assert(m_drawCount == 0);
        m_draw = m_discard;
        m_drawCount = m_discardCount;
        m_discardCount = 0;
        shuffleDrawPile(rng);
    }

    static int countIn(const Cards &cards, int count, Card card)
    {
        int n = 0;
        for (int i = 0; i < count; ++i)
            n += cards[std::size_t(i)] == card;
        return n;
    }

    Cards m_draw{};
    Cards m_discard{};
    std::uint8_t m_drawCount = 0;
    std::uint8_t m_discardCount = 0;
};

} // namespace cw::rowing
