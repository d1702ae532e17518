#pragma once

#include "core/Game.h"

#include <QStringList>

namespace cw::suites {

class TestPlay;

// Seat privacy: which seats are asked to decide, and what a seat may do, must not depend on what
// the other seats hold (a Counter asked only of the seats that hold a counter card tells everyone
// who holds one). check() looks at one position: for a seat p other than the one to act (drawn at
// random), it makes two positions that differ only in what p holds, applies the same action to
// both, and then the seat to decide must be the same and, when it is not p and sees the same in
// both, so must the actions it may take.
//
// The two positions share their future: both are re-dealt from p's point of view
// (resampleHidden(p)) with equal generators, one from the position itself, the other from a copy
// whose other seats' cards were first dealt otherwise (resampleHidden(seat to act)). What p
// cannot see then comes out the same in both, deck orders and the generator's future included
// (resampleHidden draws as many numbers whatever the cards it deals, Game.h), which every other
// seat's view confirms; where a pool of cards p shares with others makes them differ, the pair is
// not compared. Re-dealing every other seat at once from the actor's point of view, as a player
// would imagine it, would change the draws too: a drawn card or a die roll would then differ for
// reasons no rule hides.
//
// Views themselves may differ after the action: what p played or discarded face up, or a card of
// p's the rules reveal (Niagara's paddle cards, a Salmon Run discard), is public. Who is asked
// next, and what the one asked may do, may not.
class SeatPrivacy {
public:
    // Compares the position `game` (not over) as described above; `play` chooses the action
    // (the tests' play), `rng` draws the re-deals.
    void check(const Game &game, TestPlay &play, Rng &rng);

    int positions() const { return m_positions; }
    // Pairs compared (p's cards dealt otherwise, every other seat seeing the same).
    int compared() const { return m_compared; }
    // One line per leak found: the move, the action, the seat whose cards were dealt otherwise
    // and what differed.
    const QStringList &leaks() const { return m_leaks; }

private:
    int m_positions = 0;
    int m_compared = 0;
    QStringList m_leaks;
};

} // namespace cw::suites
