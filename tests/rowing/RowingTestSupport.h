#pragma once

// Position builders shared by the rowing rule tests. Tests set a position up through
// RowingGame::mutableState(), then drive it with ordinary legal actions.
#include "rowing/RowingGame.h"

#include <algorithm>
#include <initializer_list>

namespace cw::rowing::test {

inline CardCounts cards(int pace1, int pace2 = 0, int pace3 = 0, int instability = 0,
                        int stamina = 0)
{
    CardCounts c;
    c[Card::Pace1] = std::uint8_t(pace1);
    c[Card::Pace2] = std::uint8_t(pace2);
    c[Card::Pace3] = std::uint8_t(pace3);
    c[Card::Instability] = std::uint8_t(instability);
    c[Card::Stamina] = std::uint8_t(stamina);
    return c;
}

inline RowingGame standardGame(int boats = 2, std::uint64_t seed = 1)
{
    return RowingGame(RowingCourse::standard(), boats, seed);
}

// Replaces a boat's cards: its hand, its draw pile (listed bottom to top: the last card is drawn
// first), its discard pile and its Stamina Pile. The play area is emptied.
inline void setCards(RowingGame &game, int seat, const CardCounts &hand,
                     std::initializer_list<Card> drawBottomToTop,
                     std::initializer_list<Card> discard = {}, int staminaPile = StaminaCards)
{
    Boat &boat = game.mutableState().boats[std::size_t(seat)];
    boat.hand = hand;
    boat.played = CardCounts{};
    boat.pile.clear();
    for (Card card : drawBottomToTop)
        boat.pile.putOnDrawPile(card);
    for (Card card : discard)
        boat.pile.discard(card);
    boat.staminaPile = staminaPile;
}

// Gives a boat `hand` over a draw pile of eight Pace 1 cards (enough to replenish without a
// reshuffle), an empty discard pile and `staminaPile` Stamina cards.
inline void refill(RowingGame &game, int seat, const CardCounts &hand, int staminaPile = 6)
{
    setCards(game, seat, hand,
             {Card::Pace1, Card::Pace1, Card::Pace1, Card::Pace1, Card::Pace1, Card::Pace1,
              Card::Pace1, Card::Pace1},
             {}, staminaPile);
}

inline void place(RowingGame &game, int seat, int space, Rate rate = Rate::Spm45,
                  int turnsTaken = 1)
{
    Boat &boat = game.mutableState().boats[std::size_t(seat)];
    boat.space = space;
    boat.rate = rate;
    boat.turnsTaken = turnsTaken;
}

// Makes it `seat`'s turn (ChooseRate), followed in the round by every other racing boat, so the
// round does not end with this turn.
inline void giveTurn(RowingGame &game, int seat)
{
    RowingState &state = game.mutableState();
    int count = 0;
    state.order[std::size_t(count++)] = seat;
    for (int other = 0; other < state.boatCount; ++other)
        if (other != seat && !state.boats[std::size_t(other)].finished)
            state.order[std::size_t(count++)] = other;
    state.orderCount = count;
    state.turnInRound = 0;
    state.phase = Phase::ChooseRate;
}

// Makes it `seat`'s turn as the last boat of the round, so the end of the round (change of tides,
// ranking, next round's order) follows its turn.
inline void giveLastTurn(RowingGame &game, int seat)
{
    RowingState &state = game.mutableState();
    state.order[0] = seat;
    state.orderCount = 1;
    state.turnInRound = 0;
    state.phase = Phase::ChooseRate;
}

inline bool isLegal(const RowingGame &game, Action action)
{
    const ActionList actions = game.legalActions();
    return std::find(actions.begin(), actions.end(), action) != actions.end();
}

// Applies an action if legal; false otherwise (so a test fails instead of breaking the state).
inline bool act(RowingGame &game, Action action)
{
    if (!isLegal(game, action))
        return false;
    game.apply(action);
    return true;
}

// Chooses the rate and plays the cards of the current boat; the turn then waits in Motivation or
// Discard if those are offered.
inline bool row(RowingGame &game, Rate rate, const CardCounts &played)
{
    return act(game, rateAction(rate)) && act(game, playAction(played));
}

// Ends the current boat's turn: declines Motivation and keeps every card.
inline bool endTurn(RowingGame &game)
{
    const int seat = game.currentSeat();
    if (game.phase() == Phase::Motivation && !act(game, MotivationDecline))
        return false;
    if (game.currentSeat() == seat && game.phase() == Phase::Discard &&
        !act(game, discardAction(CardCounts{})))
        return false;
    return true;
}

} // namespace cw::rowing::test
