#include "SeatPrivacy.h"

#include "SuiteGames.h"

namespace cw::suites {

namespace {

// Whether a and b look the same to everyone but `except` (the public included).
bool sameViewsBut(const Game &a, const Game &b, int except)
{
    for (int seat = -1; seat < a.seatCount(); ++seat)
        if (seat != except && a.viewFor(seat) != b.viewFor(seat))
            return false;
    return true;
}

} // namespace

void SeatPrivacy::check(const Game &game, TestPlay &play, Rng &rng)
{
    const int actor = game.currentSeat();
    if (game.seatCount() < 2)
        return; // no other seat
    ++m_positions;
    // One other seat per position, drawn at random (every seat would multiply the cost by the
    // seat count for little more: over a game's positions every seat is drawn many times). Not
    // the actor: its own draws would differ too, and its own choices may follow its cards.
    int seat = int(rng.below(std::uint32_t(game.seatCount() - 1)));
    if (seat >= actor)
        ++seat;
    // The position with every seat's cards but the actor's dealt otherwise, then both it and
    // the position itself re-dealt from the seat's point of view with equal generators.
    const std::unique_ptr<Game> second = game.clone();
    Rng deal(rng.next());
    second->resampleHidden(actor, deal);
    const std::unique_ptr<Game> first = game.clone();
    const std::uint64_t future = rng.next();
    Rng firstFuture(future), secondFuture(future);
    first->resampleHidden(seat, firstFuture);
    second->resampleHidden(seat, secondFuture);
    if (first->viewFor(seat) == second->viewFor(seat) || !sameViewsBut(*first, *second, seat))
        return; // the seat holds the same in both, or not only the seat's cards differ
    const Action action = play.next(*first, rng); // legal in both: the actor sees the same
    const QString what = QStringLiteral("move %1, %2 by seat %3, seat %4's cards dealt otherwise")
                             .arg(game.moveNumber() + 1)
                             .arg(first->actionName(action))
                             .arg(actor)
                             .arg(seat);
    first->apply(action);
    second->apply(action);
    ++m_compared;
    const int asked = first->currentSeat();
    if (asked != second->currentSeat()) {
        m_leaks.append(QStringLiteral("%1: seat %2 is asked in one, seat %3 in the other")
                           .arg(what)
                           .arg(asked)
                           .arg(second->currentSeat()));
    } else if (asked >= 0 && asked != seat && first->viewFor(asked) == second->viewFor(asked) &&
               first->legalActions() != second->legalActions()) {
        m_leaks.append(
            QStringLiteral("%1: seat %2 is offered different actions").arg(what).arg(asked));
    }
}

} // namespace cw::suites
