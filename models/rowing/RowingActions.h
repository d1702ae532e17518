#pragma once

#include "RowingCards.h"
#include "core/Game.h"

#include <array>

namespace cw::rowing {

// The decisions of one rowing turn, in order, and how each is encoded as a cw::Action:
//   ChooseRate   RateBase + rate index (0 = 35, 1 = 40, 2 = 45 spm)
//   PlayCards    PlayBase + p1 + 5·p2 + 25·p3 + 125·instability   (counts of cards played)
//   Motivation   MotivationDecline or MotivationAccept
//   Discard      DiscardBase + d1 + 8·d2 + 64·d3                   (pace cards discarded; 0 = none)
// Everything else in a turn (reveals, split lines, replenishing, change of tides) is automatic.
enum class Phase : std::uint8_t { ChooseRate, PlayCards, Motivation, Discard, Over };

// The phase as a stable word ("chooseRate", "playCards", "motivation", "discard", "over"), used
// in a seat's view.
QString phaseKey(Phase phase);

constexpr Action RateBase = 0;
constexpr Action PlayBase = 100;
constexpr Action MotivationDecline = 1000;
constexpr Action MotivationAccept = 1001;
constexpr Action DiscardBase = 2000;

constexpr Action rateAction(Rate rate)
{
    return RateBase + int(rate);
}
inline Action playAction(const CardCounts &cards)
{
    return PlayBase + cards[Card::Pace1] + 5 * cards[Card::Pace2] + 25 * cards[Card::Pace3] +
           125 * cards[Card::Instability];
}
inline Action discardAction(const CardCounts &cards)
{
    return DiscardBase + cards[Card::Pace1] + 8 * cards[Card::Pace2] + 64 * cards[Card::Pace3];
}

constexpr bool isRateAction(Action a)
{
    return a >= RateBase && a < RateBase + RateCount;
}
constexpr bool isPlayAction(Action a)
{
    return a >= PlayBase && a < PlayBase + 625;
}
constexpr bool isMotivationAction(Action a)
{
    return a == MotivationDecline || a == MotivationAccept;
}
constexpr bool isDiscardAction(Action a)
{
    return a >= DiscardBase && a < DiscardBase + 512;
}

constexpr Rate rateOf(Action a)
{
    return Rate(a - RateBase);
}
// Every PlayCards action's cards, by a - PlayBase: apply() decodes a play on every turn, and a
// table lookup costs less than four divisions by 5.
inline constexpr std::array<CardCounts, 625> PlayedCards = [] {
    std::array<CardCounts, 625> table{};
    for (unsigned v = 0; v < table.size(); ++v)
        table[v].n = {std::uint8_t(v % 5), std::uint8_t(v / 5 % 5), std::uint8_t(v / 25 % 5),
                      std::uint8_t(v / 125 % 5), 0};
    return table;
}();

// Unsigned, so any action decodes to the base-5 digits of its offset from PlayBase (the table's
// index keeps the four lowest).
inline CardCounts playedCardsOf(Action a)
{
    return PlayedCards[unsigned(a - PlayBase) % PlayedCards.size()];
}
// Discard digits are base 8: a few shifts and masks, no table needed.
inline CardCounts discardedCardsOf(Action a)
{
    const unsigned v = unsigned(a - DiscardBase);
    CardCounts c;
    c[Card::Pace1] = std::uint8_t(v % 8);
    c[Card::Pace2] = std::uint8_t(v / 8 % 8);
    c[Card::Pace3] = std::uint8_t(v / 64 % 8);
    return c;
}

} // namespace cw::rowing
