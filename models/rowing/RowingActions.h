#pragma once

#include "RowingCards.h"
#include "core/Game.h"

namespace cw::rowing {

// The decisions of one rowing turn, in order, and how each is encoded as a cw::Action:
//   ChooseRate   RateBase + rate index (0 = 35, 1 = 40, 2 = 45 spm)
//   PlayCards    PlayBase + p1 + 5·p2 + 25·p3 + 125·instability   (counts of cards played)
//   Motivation   MotivationDecline or MotivationAccept
//   Discard      DiscardBase + d1 + 8·d2 + 64·d3                   (pace cards discarded; 0 = none)
// Everything else in a turn (reveals, split lines, replenishing, change of tides) is automatic.
enum class Phase : std::uint8_t { ChooseRate, PlayCards, Motivation, Discard, Over };

// The phase as a stable word ("chooseRate", "playCards", "motivation", "discard", "over"), used
// in a seat's view and by the board.
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
// Decoding runs on every move: unsigned, the divisions need no sign corrections.
inline CardCounts playedCardsOf(Action a)
{
    const unsigned v = unsigned(a - PlayBase);
    CardCounts c;
    c[Card::Pace1] = std::uint8_t(v % 5);
    c[Card::Pace2] = std::uint8_t(v / 5 % 5);
    c[Card::Pace3] = std::uint8_t(v / 25 % 5);
    c[Card::Instability] = std::uint8_t(v / 125 % 5);
    return c;
}
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
