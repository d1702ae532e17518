// Rowing's saved position (Game::writeState, docs/seat-copy.md): the course's size as a short
// fingerprint, every boat (both piles in order, hand, play area, Stamina Pile, space, rate,
// finish), the round's turn order and phase, and the generator. The course and each boat's lane
// come from the game loaded into (its setup). The loader checks the census, the seat to act and
// the legal actions after (core/GameState.h); this file checks each field's range and that the
// turn order, phase and finishes agree.
#include "RowingGame.h"

#include "core/StateBytes.h"

namespace cw::rowing {

namespace {

constexpr int MaxRounds = 1 << 16; // far beyond any race (a boat always moves): a bound
constexpr int MaxOvershoot = 1000; // a boat's space or reach past the finish: a bound

void writeBoat(StateWriter &out, const Boat &boat)
{
    out.integer(boat.pile.drawCount());
    for (int i = 0; i < boat.pile.drawCount(); ++i)
        out.integer(int(boat.pile.drawAt(i)));
    out.integer(boat.pile.discardCount());
    for (int i = 0; i < boat.pile.discardCount(); ++i)
        out.integer(int(boat.pile.discardAt(i)));
    writeCounts(out, boat.hand);
    writeCounts(out, boat.played);
    out.integer(boat.staminaPile);
    out.integer(boat.space);
    out.integer(int(boat.rate));
    out.integer(boat.turnsTaken);
    out.flag(boat.finished);
    out.integer(boat.finishRound);
    out.integer(boat.reach);
    out.integer(boat.rank);
    out.flag(boat.caughtCrab);
}

// Reads a boat over `boat` (whose lane the setup gave).
bool readBoat(StateReader &in, Boat &boat, int spaces, int boats)
{
    boat.pile.clear();
    const int draw = in.integer("boat.drawPile.size", 0, DeckSize);
    for (int i = 0; i < draw && in.ok(); ++i)
        boat.pile.putOnDrawPile(Card(in.integer("boat.drawPile.card", 0, CardTypeCount - 1)));
    const int discard = in.integer("boat.discardPile.size", 0, DeckSize - draw);
    for (int i = 0; i < discard && in.ok(); ++i)
        boat.pile.discard(Card(in.integer("boat.discardPile.card", 0, CardTypeCount - 1)));
    boat.hand = readCounts<CardCounts>(in, "boat.hand", DeckSize);
    boat.played = readCounts<CardCounts>(in, "boat.played", DeckSize);
    boat.staminaPile = in.integer("boat.staminaPile", 0, StaminaCards);
    boat.space = in.integer("boat.space", 0, spaces + MaxOvershoot);
    boat.rate = Rate(in.integer("boat.rate", 0, RateCount - 1));
    boat.turnsTaken = in.integer("boat.turnsTaken", 0, MaxRounds);
    boat.finished = in.flag("boat.finished");
    boat.finishRound = in.integer("boat.finishRound", 0, MaxRounds);
    boat.reach = in.integer("boat.reach", 0, spaces + MaxOvershoot);
    boat.rank = in.integer("boat.rank", 0, boats);
    boat.caughtCrab = in.flag("boat.caughtCrab");
    in.check(boat.finished || boat.space < spaces, "boat.space",
             QStringLiteral("on or past the finish but not finished"));
    return in.ok();
}

} // namespace

void RowingGame::writeState(StateWriter &out) const
{
    const RowingState &s = m_state;
    out.integer(s.course.spaces);
    out.integer(qsizetype(s.course.splitLines.size()));
    for (int seat = 0; seat < s.boatCount; ++seat)
        writeBoat(out, boat(seat));
    out.integer(s.orderCount);
    for (int i = 0; i < s.orderCount; ++i)
        out.integer(s.order[std::size_t(i)]);
    out.integer(s.turnInRound);
    out.integer(s.turnPace);
    out.integer(s.round);
    out.integer(int(s.phase));
    out.integer(s.moveNumber);
    out.integer(s.finishedCount);
    out.rng(s.rng);
}

bool RowingGame::readState(StateReader &in)
{
    RowingState &s = m_state;
    const int spaces = in.integer("course.spaces", 0, RowingCourse::MaxSpaces);
    const int lines = in.integer("course.splitLines", 0, RowingCourse::MaxSplitLines);
    if (!in.check(spaces == s.course.spaces && lines == int(s.course.splitLines.size()), "course",
                  QStringLiteral("a copy made on another course")))
        return false;
    int finished = 0;
    for (int seat = 0; seat < s.boatCount; ++seat) {
        if (!readBoat(in, s.boats[std::size_t(seat)], spaces, s.boatCount))
            return false;
        finished += boat(seat).finished;
    }
    s.orderCount = in.integer("order.size", 0, s.boatCount);
    std::array<bool, MaxBoats> listed{};
    for (int i = 0; i < s.orderCount && in.ok(); ++i) {
        const int seat = in.integer("order.seat", 0, s.boatCount - 1);
        in.check(!listed[std::size_t(seat)], "order.seat", QStringLiteral("a boat listed twice"));
        listed[std::size_t(seat)] = true;
        s.order[std::size_t(i)] = seat;
    }
    s.turnInRound = in.integer("turnInRound", 0, s.boatCount);
    s.turnPace = in.integer("turnPace", 0, 3 * DeckSize);
    s.round = in.integer("round", 1, MaxRounds);
    s.phase = Phase(in.integer("phase", 0, int(Phase::Over)));
    s.moveNumber = in.integer("moveNumber", 0, 1 << 24);
    s.finishedCount = in.integer("finishedCount", 0, s.boatCount);
    s.rng = in.rng("rng");
    if (!in.ok())
        return false;
    // Boats are counted finished at the end of their round (RowingGame::endRound).
    in.check(s.finishedCount <= finished, "finishedCount",
             QStringLiteral("%1, but %2 boats have finished").arg(s.finishedCount).arg(finished));
    in.check(s.phase == Phase::Over || s.turnInRound < s.orderCount, "turnInRound",
             QStringLiteral("past the round's turn order while the race goes on"));
    in.check(s.phase != Phase::Over || finished == s.boatCount, "phase",
             QStringLiteral("the race is over before every boat has finished"));
    return in.ok();
}

} // namespace cw::rowing
