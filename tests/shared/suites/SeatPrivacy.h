#pragma once

#include "core/Game.h"

#include <QStringList>

namespace cw::suites {

// Seat privacy: which seat is asked to decide, and what a seat may do, must not depend on what
// the other seats hold (a Counter asked only of the seats that hold a counter card tells everyone
// who holds one). check() looks at one position, for EVERY seat p other than the one to act:
//
// - The seat to act is offered the same actions when everything it cannot see is dealt again
//   (its choices follow its own view only).
// - Two positions that differ in what p holds get the same action, a random legal one; then the
//   same seat must be asked in both and, when it sees the same in both, be offered the same
//   actions.
//
// The two positions share their future: both are re-dealt from p's point of view
// (resampleHidden(p)) with equal generators, one from the position itself, the other from a copy
// whose other seats' cards were first dealt otherwise (resampleHidden(seat to act)). resampleHidden
// draws as many numbers whatever the cards it deals (Game.h), so dice and the generator's future
// come out the same in both, and so does every pile p shares with no one. Where p's cards share a
// pool with others' (one deck for everyone, Visions' Tactics), those others come out otherwise
// too, the actor's cards among them: a difference then still tells someone something it cannot
// see. It is not counted as a leak when the public views differed before the action, nor when
// the actor is asked next in one of the two and its own cards differed (they may decide that).
//
// Limit: a hidden card drawn from a pool p shares, then shown and acted on (a face-down deck
// whose top card, turned up, names a seat to decide) would differ between the two positions as
// chance does, and be reported. No registered game has one.
//
// Cost: per position and seat, two clones, two re-deals and two actions; views (JSON) are built
// only to confirm a difference, and for one seat per position to count the pairs in which p's
// cards really differed.
class SeatPrivacy {
public:
    // Checks the position `game` (not over) as described above; `rng` draws the re-deals and the
    // actions.
    void check(const Game &game, Rng &rng);

    int positions() const { return m_positions; }
    // Pairs compared (a seat p at a position).
    int compared() const { return m_compared; }
    // Of the pairs whose views were looked at (one per position), those in which p saw other
    // cards in the two positions: the check is not comparing equal positions.
    int sampledDiffering() const { return m_sampledDiffering; }
    // One line per leak found: the move, the action, the seat whose cards were dealt otherwise
    // and what differed.
    const QStringList &leaks() const { return m_leaks; }

private:
    // The two positions for seat p, before the action.
    struct Pair {
        std::unique_ptr<Game> first, second;
    };
    static Pair pairFor(const Game &game, const Game &othersDealt, int seat, std::uint64_t future);
    void leak(const Game &game, Action action, int seat, const QString &what);

    int m_positions = 0;
    int m_compared = 0;
    int m_sampledDiffering = 0;
    QStringList m_leaks;
    ActionList m_buffer;
};

} // namespace cw::suites
