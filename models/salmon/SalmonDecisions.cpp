// The decisions of Salmon Run other than the active player's plays (SalmonActions.h, Phase):
// the queue they wait in (SalmonState::pending, front first), the ones the rules settle without
// asking, the actions each one lists and what choosing one does. What cards and hexes do is in
// SalmonEffects.cpp.
#include "SalmonGame.h"

#include <algorithm>
#include <cassert>

namespace cw::salmon {

namespace {

// The supply piles a symbol lets the player choose from (ChooseSupply): the three basic Swims, the
// three Double Swims, or Current and Rapids. Returns how many types; types[] holds them.
int choicesOf(Symbol symbol, std::array<Card, 3> &types)
{
    switch (symbol) {
    case Symbol::Swim:
        types = {Card::SwimForward, Card::SwimLeft, Card::SwimRight};
        return 3;
    case Symbol::DoubleSwim:
        types = {Card::DoubleForward, Card::DoubleLeft, Card::DoubleRight};
        return 3;
    case Symbol::CurrentOrRapids:
        types = {Card::Current, Card::Rapids, Card::Current};
        return 2;
    default:
        return 0;
    }
}

} // namespace

int supplyChoices(const CardCounts &supply, Symbol symbol, std::array<Card, 3> &types, Card *only)
{
    const int count = choicesOf(symbol, types);
    int available = 0;
    for (int i = 0; i < count; ++i) {
        if (supply[types[std::size_t(i)]] > 0) {
            ++available;
            *only = types[std::size_t(i)];
        }
    }
    return available;
}

void SalmonGame::push(Phase phase, int seat, int count, int card, int target)
{
    SalmonState &s = m_state;
    assert(s.pendingCount < int(s.pending.size()));
    s.pending[std::size_t(s.pendingCount++)] = {phase, std::int8_t(seat), std::int8_t(count),
                                                std::int8_t(card), std::int8_t(target)};
}

void SalmonGame::popFront()
{
    SalmonState &s = m_state;
    for (int i = 1; i < s.pendingCount; ++i)
        s.pending[std::size_t(i - 1)] = s.pending[std::size_t(i)];
    s.pending[std::size_t(--s.pendingCount)] = PendingDecision{};
}

// The decisions the rules settle without asking: a supply choice with at most one pile left (the
// choice is settled on arrival, SalmonGame::offerChoice(), so this is a safeguard) and a Rapids
// discard of the whole hand (no more cards than the discard takes). Both depend on public facts
// only. A Rapids discard that leaves cards in hand is asked even of a hand of one type (its only
// choice is that type), and a Counter even of a seat without the card (it can only decline):
// skipping them would tell everyone what the hand holds.
bool SalmonGame::autoResolveFront()
{
    SalmonState &s = m_state;
    const PendingDecision d = s.pending[0];
    Salmon &salmon = s.salmon[std::size_t(d.seat)];
    switch (d.phase) {
    case Phase::ChooseSupply: {
        std::array<Card, 3> types{};
        Card last = Card::Fatigue;
        const int available = supplyChoices(s.supply, Symbol(d.card), types, &last);
        if (available > 1)
            return false;
        popFront();
        if (available == 1)
            take(d.seat, last);
        return true;
    }
    case Phase::RapidsDiscard: {
        if (salmon.hand.total() > d.count)
            return false;
        popFront();
        for (int type = 0; type < CardTypeCount; ++type)
            while (salmon.hand[Card(type)] > 0) {
                salmon.pile.discard(salmon.fromHand(Card(type)));
                record(SalmonEvent::RapidsDiscarded, d.seat, type);
            }
        return true;
    }
    default:
        return false;
    }
}

void SalmonGame::listDecisions(ActionList &out) const
{
    const SalmonState &s = m_state;
    const PendingDecision &d = s.pending[0];
    const Salmon &salmon = s.salmon[std::size_t(d.seat)];
    switch (d.phase) {
    case Phase::ChooseSupply: {
        std::array<Card, 3> types{};
        const int count = choicesOf(Symbol(d.card), types);
        for (int i = 0; i < count; ++i)
            if (s.supply[types[std::size_t(i)]] > 0)
                out.push_back(action::takeCard(types[std::size_t(i)])); // ascending
        break;
    }
    case Phase::Reeds:
        for (int type = 0; type < CardTypeCount; ++type)
            if (salmon.hand[Card(type)] > 0)
                out.push_back(action::reedsRemove(action::Hand, Card(type)));
        for (int type = 0; type < CardTypeCount; ++type)
            if (salmon.pile.countInDraw(Card(type)) > 0)
                out.push_back(action::reedsRemove(action::DrawPile, Card(type)));
        for (int type = 0; type < CardTypeCount; ++type)
            if (salmon.pile.countInDiscard(Card(type)) > 0)
                out.push_back(action::reedsRemove(action::DiscardPile, Card(type)));
        out.push_back(action::ReedsDone);
        break;
    case Phase::MoveBear:
        for (int bear = 0; bear < s.bearCount; ++bear) {
            for (int first = 0; first < DirectionCount; ++first) {
                const Hex one = neighbour(s.bears[std::size_t(bear)], Direction(first));
                if (river().boardAt(one) < 0)
                    continue;
                bool blocked = false;
                for (int seat = 0; seat < s.playerCount; ++seat)
                    blocked = blocked || s.salmon[std::size_t(seat)].hex == one;
                if (!blocked) {
                    for (int second = 0; second < DirectionCount; ++second)
                        if (river().boardAt(neighbour(one, Direction(second))) >= 0)
                            out.push_back(action::moveBear(bear, Direction(first), second));
                }
                out.push_back(action::moveBear(bear, Direction(first)));
            }
        }
        break;
    case Phase::EagleTarget:
        for (int seat = 0; seat < s.playerCount; ++seat)
            out.push_back(action::eagleTarget(seat));
        break;
    case Phase::Counter:
        if (salmon.hand[Card(d.card)] > 0)
            out.push_back(action::Counter);
        out.push_back(action::NoCounter);
        break;
    case Phase::EagleDiscard:
    case Phase::RapidsDiscard:
    case Phase::DiscardDown: {
        const int owner = d.phase == Phase::EagleDiscard ? d.target : d.seat;
        const CardCounts &hand = s.salmon[std::size_t(owner)].hand;
        for (int type = 0; type < CardTypeCount; ++type)
            if (hand[Card(type)] > 0)
                out.push_back(action::discard(Card(type)));
        break;
    }
    case Phase::PlayCards:
    case Phase::GameOver:
        break;
    }
}

void SalmonGame::applyDecision(Action act)
{
    SalmonState &s = m_state;
    PendingDecision &d = s.pending[0];
    const int seat = d.seat;
    Salmon &salmon = s.salmon[std::size_t(seat)];
    switch (d.phase) {
    case Phase::ChooseSupply:
        popFront();
        take(seat, Card(act - action::TakeCard));
        break;
    case Phase::Reeds: {
        if (act == action::ReedsDone) {
            popFront();
            break;
        }
        // Rulebook "Roseaux": removed cards go back where they came from: a starting card to the
        // box (out of the game), a supply card to its pile, a Fatigue card to the Fatigue deck.
        // Which copy leaves a place holding both kinds is not asked: the starting copy (ruling).
        const int zone = (act - action::ReedsRemove) / CardTypeCount;
        const Card card = Card((act - action::ReedsRemove) % CardTypeCount);
        bool starting = false;
        if (zone == action::Hand) {
            starting = salmon.fromHand(card).starting();
        } else if (zone == action::DrawPile) {
            starting = salmon.pile.takeFromDraw(OwnedCard(card, true));
            if (!starting)
                salmon.pile.takeFromDraw(OwnedCard(card, false));
            salmon.pile.shuffleDrawPile(s.rng); // the player looked through it
        } else {
            starting = salmon.pile.takeFromDiscard(OwnedCard(card, true));
            if (!starting)
                salmon.pile.takeFromDiscard(OwnedCard(card, false));
        }
        if (starting)
            ++salmon.boxed[card];
        else if (card == Card::Fatigue)
            ++s.fatigueDeck;
        else
            ++s.supply[card];
        record(SalmonEvent::Removed, seat, int(card), zone);
        if (--d.count <= 0)
            popFront();
        break;
    }
    case Phase::MoveBear: {
        popFront();
        const action::BearMove move = action::bearMoveOf(act);
        const int bear = move.bear;
        const Hex from = s.bears[std::size_t(bear)];
        const Hex to = action::bearLanding(from, move);
        s.bears[std::size_t(bear)] = to;
        record(SalmonEvent::BearMoved, -1, bear, river().index(from), river().index(to));
        biteAt(to);
        break;
    }
    case Phase::EagleTarget: {
        popFront();
        const int target = act - action::EagleTarget;
        record(SalmonEvent::EagleLooked, seat, target);
        // The target is asked whether it counters whatever its hand holds (an empty hand, which
        // everyone sees, has nothing to lose and nothing to counter with).
        if (s.salmon[std::size_t(target)].hand.total() > 0)
            push(Phase::Counter, target, 0, int(Card::Eagle), target);
        break;
    }
    case Phase::Counter: {
        const Card card = Card(d.card);
        const int target = d.target;
        popFront();
        if (act == action::Counter) {
            salmon.pile.discard(salmon.fromHand(card));
            record(SalmonEvent::Countered, seat, int(card));
            if (card != Card::Eagle)
                s.countered = std::uint8_t(s.countered | (1u << seat));
        } else if (card == Card::Eagle && s.salmon[std::size_t(target)].hand.total() > 0) {
            push(Phase::EagleDiscard, s.active, 0, -1, target);
        }
        break;
    }
    case Phase::EagleDiscard: {
        const int target = d.target;
        popFront();
        const Card card = Card(act - action::Discard);
        Salmon &victim = s.salmon[std::size_t(target)];
        victim.pile.discard(victim.fromHand(card));
        record(SalmonEvent::EagleDiscarded, seat, target, int(card));
        break;
    }
    case Phase::RapidsDiscard:
    case Phase::DiscardDown: {
        const Card card = Card(act - action::Discard);
        salmon.pile.discard(salmon.fromHand(card));
        record(d.phase == Phase::RapidsDiscard ? SalmonEvent::RapidsDiscarded
                                               : SalmonEvent::DiscardedDown,
               seat, int(card));
        if (--d.count <= 0 || salmon.hand.total() == 0)
            popFront();
        break;
    }
    case Phase::PlayCards:
    case Phase::GameOver:
        break;
    }
}

} // namespace cw::salmon
