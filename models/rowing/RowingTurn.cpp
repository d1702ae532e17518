// The rules of a turn and of the end of a round (rulebook "Round Structure" through
// "Change of tides", as settled by docs/rules/rowing.md, "A turn" and "End of the round").
// Everything here runs inside apply(): no allocation, and events only when recording.
#include "RowingGame.h"

#include "RowingSplits.h"

#include <algorithm>
#include <cstdlib>

namespace cw::rowing {

namespace {

// Sorts the first `count` seats of a boat list. Insertion sort: at most 8 boats, and std::sort's
// 16-element threshold trips GCC's -Warray-bounds on an 8-element array.
template <typename Before>
void sortSeats(std::array<int, MaxBoats> &seats, int count, Before before)
{
    for (int i = 1; i < count; ++i) {
        const int seat = seats[std::size_t(i)];
        int j = i;
        for (; j > 0 && before(seat, seats[std::size_t(j - 1)]); --j)
            seats[std::size_t(j)] = seats[std::size_t(j - 1)];
        seats[std::size_t(j)] = seat;
    }
}

} // namespace

// Moves `count` cards from the Stamina Pile to the discard pile (strain, jumps, split lines,
// crabs, Motivation). Callers never ask for more than the pile holds.
void RowingGame::moveStamina(Boat &boat, int count)
{
    boat.pile.discard(Card::Stamina, count);
    boat.staminaPile -= count;
}

// Step 1, "Stroke Rate". A jump between 35 and 45 costs one Stamina card; strain (45 spm, not on
// the boat's first turn) costs one more, or nothing once the pile is empty
// (docs/rules/rowing.md, "1. Stroke rate (decision)").
void RowingGame::chooseRate(int seat, Rate rate)
{
    Boat &boat = m_state.boats[std::size_t(seat)];
    boat.caughtCrab = false;
    const int jumpCost = std::abs(int(rate) - int(boat.rate)) == 2 ? 1 : 0;
    moveStamina(boat, jumpCost);
    boat.rate = rate;
    record(RowingEvent::RateChosen, seat, spm(rate), jumpCost);
    // Straining or not is computed, not branched on (see recordIf).
    const bool strained = rate == Rate::Spm45 && boat.turnsTaken > 0;
    const int strain = strained ? std::min(1, boat.staminaPile) : 0;
    moveStamina(boat, strain);
    recordIf(strained, RowingEvent::Strain, seat, strain);
    m_state.phase = Phase::PlayCards;
}

// Steps 2 and 3, "Set Pace and Move". Too few playable cards is a cluttered hand: the boat does
// not move, drops to 35 spm and goes straight to Replenish.
void RowingGame::playCards(int seat, const CardCounts &cards)
{
    Boat &boat = m_state.boats[std::size_t(seat)];
    boat.hand.remove(cards);
    boat.played.add(cards);
    if (cards.total() < cardsRequired(boat.rate)) {
        boat.rate = Rate::Spm35;
        m_state.turnPace = 0;
        record(RowingEvent::ClutteredHand, seat);
        endTurn(seat);
        return;
    }
    int pace = cards.paceSum();
    for (int i = 0; i < cards[Card::Instability]; ++i)
        pace += revealPace(seat);
    m_state.turnPace = pace;
    const bool crab = advance(seat, pace, pace, RowingEvent::Moved);
    if (!crab && canMotivate(seat)) {
        m_state.phase = Phase::Motivation;
        return;
    }
    afterMovement(seat);
}

// "Motivation": one Stamina card for 2 more spaces, checked at split lines with the turn's pace.
void RowingGame::motivate(int seat, bool accept)
{
    if (accept) {
        moveStamina(m_state.boats[std::size_t(seat)], 1);
        advance(seat, 2, m_state.turnPace, RowingEvent::Motivated);
    }
    afterMovement(seat);
}

// Replenish step 1: the optional discard of Pace cards, offered only when the hand holds one and
// the boat is still racing (a finished boat never draws again, so it would change nothing).
void RowingGame::afterMovement(int seat)
{
    const Boat &boat = m_state.boats[std::size_t(seat)];
    if (!boat.finished && boat.hand.pace() > 0) {
        m_state.phase = Phase::Discard;
        return;
    }
    endTurn(seat);
}

void RowingGame::discardCards(int seat, const CardCounts &cards)
{
    Boat &boat = m_state.boats[std::size_t(seat)];
    boat.pile.discard(cards);
    boat.hand.remove(cards);
    record(RowingEvent::Discarded, seat, cards.pace());
    endTurn(seat);
}

// "Instability": reveal from the top of the draw deck (reshuffling the discard pile when it is
// empty) until a Pace card shows. Revealed cards join the play area. Nothing is added when no
// Pace card is left in the draw deck or discard pile.
int RowingGame::revealPace(int seat)
{
    Boat &boat = m_state.boats[std::size_t(seat)];
    Card card;
    while (boat.pile.draw(m_state.rng, card)) {
        ++boat.played[card];
        record(RowingEvent::Revealed, seat, int(card));
        if (isPace(card))
            return paceValue(card);
    }
    return 0;
}

// Moves the boat `distance` spaces with the turn's `pace` through the split-line rule, pays what it
// owes and applies a crab ("Catch a crab": back before the line, stamina by stroke rate — the
// pile is empty by then, so this takes what is left, i.e. nothing — and 35 spm). Reaching the
// finish finishes the race for the boat, remembering the space its whole pace would have reached
// for the tiebreak. Returns whether it caught a crab.
bool RowingGame::advance(int seat, int distance, int pace, RowingEvent::Type moveEvent)
{
    Boat &boat = m_state.boats[std::size_t(seat)];
    const RowingCourse &course = m_state.course;
    const int from = boat.space;
    // Told first, as it happens at the table: the boat rows its distance (up to the finish), pays
    // at the lines it crosses, and a crab then moves it "back" before the line (rulebook).
    record(moveEvent, seat, from, std::min(from + distance, course.spaces), pace);
    const SplitOutcome outcome = crossSplitLines(
        course, from, distance, pace, boat.staminaPile, [&](int line, int, int paid, bool) {
            if (paid > 0)
                record(RowingEvent::SplitPaid, seat, course.splitLines[std::size_t(line)].metres,
                       paid);
        });
    moveStamina(boat, outcome.paid);
    boat.space = outcome.to;
    if (!outcome.crab && boat.space >= course.spaces) {
        boat.reach = boat.space;
        boat.space = course.spaces;
        boat.finished = true;
        boat.finishRound = m_state.round;
    }
    if (outcome.crab) {
        boat.caughtCrab = true;
        const int taken = std::min(boat.staminaPile, crabPenalty(boat.rate));
        moveStamina(boat, taken);
        boat.rate = Rate::Spm35;
        record(RowingEvent::CaughtCrab, seat,
               course.splitLines[std::size_t(outcome.crabLine)].metres, boat.space, taken);
    }
    return outcome.crab;
}

// Motivation is open to a racing boat with a Stamina card that is level with another boat or one
// space behind one (any lane), when 2 more spaces cannot finish the race.
bool RowingGame::canMotivate(int seat) const
{
    const Boat &b = boat(seat);
    if (b.finished || b.staminaPile < 1 || b.space + 2 >= m_state.course.spaces)
        return false;
    // The boats on its space or the next, itself included, counted without a branch per boat
    // (whether one is there is a coin toss in a playout).
    int near = 0;
    for (int other = 0; other < m_state.boatCount; ++other)
        near += unsigned(boat(other).space - b.space) <= 1u;
    return near > 1;
}

// Draws up to 7 cards in hand, reshuffling the discard pile whenever the draw pile runs out (the
// deal and replenish step 4).
void RowingGame::refillHand(Boat &boat)
{
    boat.pile.drawInto(boat.hand, HandSize - boat.hand.total(), m_state.rng);
}

// Replenish steps 2–4: played and revealed cards to the discard pile, the 35 spm cooldown (always
// the full 2 cards when the hand has them: returning one is never worse), then draw up to 7.
void RowingGame::endTurn(int seat)
{
    Boat &boat = m_state.boats[std::size_t(seat)];
    boat.pile.discard(boat.played);
    boat.played = CardCounts{};
    // Computed for every rate (none returned above 35 spm), not branched on (see recordIf).
    const int back = boat.rate == Rate::Spm35 ? std::min(2, int(boat.hand[Card::Stamina])) : 0;
    boat.hand[Card::Stamina] = std::uint8_t(boat.hand[Card::Stamina] - back);
    boat.staminaPile += back;
    recordIf(back > 0, RowingEvent::Cooldown, seat, back);
    refillHand(boat);
    ++boat.turnsTaken;
    if (++m_state.turnInRound < m_state.orderCount)
        m_state.phase = Phase::ChooseRate;
    else
        endRound();
}

// "Change of tides", then the ranking of this round's finishers ("How to Win"), then the next
// round or the end of the race.
void RowingGame::endRound()
{
    const RowingCourse &course = m_state.course;
    // The two rearmost racing boats set the threshold; every racing boat at or behind the second
    // of them moves (ties for the last places all qualify), without finishing.
    // Kept with min and max rather than branches (which boat is behind is a coin toss in a
    // playout); a finished boat counts as on the finish, which changes neither.
    int rearmost = course.spaces;
    int second = course.spaces;
    int racing = 0;
    for (int seat = 0; seat < m_state.boatCount; ++seat) {
        const Boat &b = boat(seat);
        racing += !b.finished;
        const int space = b.finished ? course.spaces : b.space;
        second = std::min(second, std::max(rearmost, space));
        rearmost = std::min(rearmost, space);
    }
    const int threshold = racing >= 2 ? second : rearmost;
    for (int seat = 0; seat < m_state.boatCount; ++seat) {
        const Boat &b = boat(seat);
        if (!b.finished && b.space <= threshold && b.space + 1 < course.spaces)
            advance(seat, 1, 1, RowingEvent::Tides);
    }

    // Same-round finishers: further reach first, then higher stroke rate, then lower lane.
    std::array<int, MaxBoats> finishers{};
    int count = 0;
    for (int seat = 0; seat < m_state.boatCount; ++seat)
        if (boat(seat).finished && boat(seat).finishRound == m_state.round)
            finishers[std::size_t(count++)] = seat;
    sortSeats(finishers, count, [this](int a, int b) {
        const Boat &x = boat(a);
        const Boat &y = boat(b);
        if (x.reach != y.reach)
            return x.reach > y.reach;
        if (x.rate != y.rate)
            return x.rate > y.rate;
        return x.lane < y.lane;
    });
    for (int i = 0; i < count; ++i) {
        Boat &b = m_state.boats[std::size_t(finishers[std::size_t(i)])];
        b.rank = m_state.finishedCount + i + 1;
        record(RowingEvent::Finished, finishers[std::size_t(i)], b.rank);
    }
    m_state.finishedCount += count;

    if (m_state.finishedCount >= m_state.boatCount) {
        m_state.phase = Phase::Over;
        record(RowingEvent::RaceOver, -1);
        return;
    }
    ++m_state.round;
    startRound();
}

// Race order for the round: boats still racing, furthest first, ties to the lower lane. Each
// boat's place is the number of racing boats ahead of it, counted without a branch per pair:
// which of two boats leads is a coin toss in a playout, and a sort mispredicted it.
void RowingGame::startRound()
{
    // Higher rows earlier: space, then lane, then seat (lanes differ; the seat keeps keys apart
    // even if a setup repeated one). -1: finished.
    // Every slot is compared, seats or not, so the inner loop has a fixed length (vectorised).
    std::array<int, MaxBoats> key;
    key.fill(-1);
    for (int seat = 0; seat < m_state.boatCount; ++seat) {
        const Boat &b = boat(seat);
        const int place = (b.space * MaxBoats + (MaxBoats - 1 - b.lane)) * MaxBoats;
        key[std::size_t(seat)] = b.finished ? -1 : place + (MaxBoats - 1 - seat);
    }
    int count = 0;
    for (int seat = 0; seat < m_state.boatCount; ++seat) {
        const int own = key[std::size_t(seat)];
        int ahead = 0;
        for (int other = 0; other < MaxBoats; ++other)
            ahead += key[std::size_t(other)] > own;
        if (own >= 0)
            m_state.order[std::size_t(ahead)] = seat;
        count += own >= 0;
    }
    m_state.orderCount = count;
    m_state.turnInRound = 0;
    m_state.turnPace = 0;
    m_state.phase = Phase::ChooseRate;
    record(RowingEvent::RoundStarted, -1, m_state.round);
}

} // namespace cw::rowing
