#include "SeatPrivacy.h"

namespace cw::suites {

SeatPrivacy::Pair SeatPrivacy::pairFor(const Game &game, const Game &othersDealt, int seat,
                                       std::uint64_t future)
{
    Pair pair{game.clone(), othersDealt.clone()};
    Rng firstFuture(future), secondFuture(future);
    pair.first->resampleHidden(seat, firstFuture);
    pair.second->resampleHidden(seat, secondFuture);
    return pair;
}

void SeatPrivacy::leak(const Game &game, Action action, int seat, const QString &what)
{
    m_leaks.append(QStringLiteral("move %1, %2 by seat %3, seat %4's cards dealt otherwise: %5")
                       .arg(game.moveNumber() + 1)
                       .arg(game.actionName(action))
                       .arg(game.currentSeat())
                       .arg(seat)
                       .arg(what));
}

void SeatPrivacy::check(const Game &game, Rng &rng)
{
    const int actor = game.currentSeat();
    ++m_positions;
    // Everything the actor cannot see dealt again: it is offered the same actions.
    const std::unique_ptr<Game> othersDealt = game.clone();
    Rng deal(rng.next());
    othersDealt->resampleHidden(actor, deal);
    const ActionList offered = game.legalActions();
    if (othersDealt->legalActions() != offered)
        m_leaks.append(QStringLiteral("move %1: seat %2 is offered other actions when what it "
                                      "cannot see is dealt otherwise")
                           .arg(game.moveNumber() + 1)
                           .arg(actor));
    const int sampled = int(rng.below(std::uint32_t(game.seatCount())));
    for (int seat = 0; seat < game.seatCount(); ++seat) {
        if (seat == actor)
            continue; // re-dealt from its own view, both positions would be the same
        const std::uint64_t future = rng.next();
        Pair pair = pairFor(game, *othersDealt, seat, future);
        if (seat == sampled && pair.first->viewFor(seat) != pair.second->viewFor(seat))
            ++m_sampledDiffering;
        pair.first->legalActions(m_buffer);
        const Action action = m_buffer[rng.below(std::uint32_t(m_buffer.size()))];
        if (!pair.second->isLegal(action))
            continue; // the actor holds otherwise in the two (a pool shared with p)
        pair.first->apply(action);
        pair.second->apply(action);
        ++m_compared;
        const int asked = pair.first->currentSeat();
        const bool askedElsewhere = asked != pair.second->currentSeat();
        if (!askedElsewhere && (asked < 0 || asked == seat ||
                                pair.first->legalActions() == pair.second->legalActions()))
            continue;
        // A difference: confirmed when the two positions looked the same to everyone before the
        // action, and to the actor unless the actor itself is asked next in one of them (its own
        // cards may decide that); for the actions offered, to the seat asked as well.
        const Pair before = pairFor(game, *othersDealt, seat, future);
        if (before.first->viewFor(-1) != before.second->viewFor(-1))
            continue;
        if ((asked == actor || pair.second->currentSeat() == actor) &&
            before.first->viewFor(actor) != before.second->viewFor(actor))
            continue;
        if (askedElsewhere)
            leak(game, action, seat,
                 QStringLiteral("seat %1 is asked in one, seat %2 in the other")
                     .arg(asked)
                     .arg(pair.second->currentSeat()));
        else if (pair.first->viewFor(asked) == pair.second->viewFor(asked))
            leak(game, action, seat, QStringLiteral("seat %1 is offered other actions").arg(asked));
    }
}

} // namespace cw::suites
