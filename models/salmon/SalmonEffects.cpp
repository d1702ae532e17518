// What cards and hexes do (rulebook "Hexagones spéciaux", "Cartes", "Contrer"): entering a hex
// (bear bite, symbol, spawning), the supply, Fatigue, bears, current and rapids, and the counters
// they allow. The choices they ask for are queued as decisions (SalmonDecisions.cpp);
// SalmonGame::settle() runs what needs nobody's choice.
#include "SalmonGame.h"

#include <algorithm>

namespace cw::salmon {

// A salmon entering a hex: a bear there bites (one Fatigue card), then the symbol applies, then a
// spawn hex makes it spawn, which ends the game at the end of the round.
void SalmonGame::enterHex(int seat, Hex hex)
{
    SalmonState &s = m_state;
    Salmon &salmon = s.salmon[std::size_t(seat)];
    for (int bear = 0; bear < s.bearCount; ++bear) {
        if (s.bears[std::size_t(bear)] == hex) {
            record(SalmonEvent::BearBite, seat, river().index(hex));
            takeFatigue(seat, FatigueReason::BearBite);
            break;
        }
    }
    const HexCell &cell = river().at(hex);
    applySymbol(seat, cell.symbol);
    if (cell.spawn) {
        salmon.spawned = true;
        s.endingRound = true;
        record(SalmonEvent::Spawned, seat);
    }
}

void SalmonGame::applySymbol(int seat, Symbol symbol)
{
    switch (symbol) {
    case Symbol::None:
        break;
    case Symbol::Swim:
    case Symbol::DoubleSwim:
    case Symbol::CurrentOrRapids:
        offerChoice(seat, symbol);
        break;
    case Symbol::DrawOne:
        drawOne(seat);
        break;
    case Symbol::Eagle:
        take(seat, Card::Eagle);
        break;
    case Symbol::Fatigue:
        takeFatigue(seat, FatigueReason::Symbol);
        break;
    case Symbol::Current:
        take(seat, Card::Current);
        break;
    case Symbol::Rapids:
        take(seat, Card::Rapids);
        break;
    case Symbol::Wild:
        take(seat, Card::Wild);
        break;
    case Symbol::BearPaw:
        take(seat, Card::Bear);
        break;
    case Symbol::Reeds:
        push(Phase::Reeds, seat, 1);
        break;
    case Symbol::DoubleReeds:
        push(Phase::Reeds, seat, 2);
        break;
    }
}

// A choice between supply piles, settled with the supply as it is when the salmon arrives (the
// hex is settled before anything else moves, SalmonGame::settle()): with one pile left that card
// is taken without asking, with none nothing; otherwise the seat chooses now.
void SalmonGame::offerChoice(int seat, Symbol symbol)
{
    std::array<Card, 3> types{};
    Card only = Card::Fatigue;
    if (supplyChoices(m_state.supply, symbol, types, &only) > 1)
        push(Phase::ChooseSupply, seat, 0, int(symbol));
    else if (only != Card::Fatigue)
        take(seat, only);
}

// A card from its supply pile to the seat's discard pile, if the pile has one.
void SalmonGame::take(int seat, Card card)
{
    if (m_state.supply[card] == 0)
        return;
    --m_state.supply[card];
    Salmon &salmon = m_state.salmon[std::size_t(seat)];
    salmon.pile.discard(OwnedCard(card, false));
    record(SalmonEvent::TookCard, seat, int(card), 0, river().index(salmon.hex));
}

// A Fatigue card from the Fatigue deck to the seat's discard pile; none once the deck is empty.
void SalmonGame::takeFatigue(int seat, FatigueReason why)
{
    if (m_state.fatigueDeck == 0)
        return;
    --m_state.fatigueDeck;
    Salmon &salmon = m_state.salmon[std::size_t(seat)];
    salmon.pile.discard(OwnedCard(Card::Fatigue, false));
    record(SalmonEvent::TookCard, seat, int(Card::Fatigue), int(why), river().index(salmon.hex));
}

void SalmonGame::drawOne(int seat)
{
    Salmon &salmon = m_state.salmon[std::size_t(seat)];
    OwnedCard card;
    if (salmon.pile.draw(m_state.rng, card)) {
        salmon.toHand(card);
        record(SalmonEvent::Drew, seat);
    }
}

// Every salmon on the hex where a bear stops takes a Fatigue card, a spawned salmon too (rulebook
// "Ours": "Chaque fois qu'un Saumon occupe le même hexagone qu'un pion Ours…", which includes the
// bear moving to the salmon; the Fatigue count decides a shared spawn).
void SalmonGame::biteAt(Hex hex)
{
    for (int seat = 0; seat < m_state.playerCount; ++seat) {
        const Salmon &salmon = m_state.salmon[std::size_t(seat)];
        if (salmon.hex == hex) {
            record(SalmonEvent::BearBite, seat, river().index(hex));
            takeFatigue(seat, FatigueReason::BearBite);
        }
    }
}

// A Current or Rapids card: each affected seat (a salmon not spawned, on a hex with an arrow) is
// asked whether it counters, in turn order from the active player, whether or not it holds the
// same card (one without can only decline): who is asked shows nothing of anyone's hand. The
// card's effect waits in `resolving` until they have answered.
void SalmonGame::queueCounters(Card card)
{
    SalmonState &s = m_state;
    s.resolving = std::int8_t(card);
    s.countered = 0;
    s.currentNext = 0;
    for (int k = 0; k < s.playerCount; ++k) {
        const int seat = (s.active + k) % s.playerCount;
        const Salmon &salmon = s.salmon[std::size_t(seat)];
        if (!salmon.spawned && river().at(salmon.hex).arrowCount() > 0)
            push(Phase::Counter, seat, 0, int(card), seat);
    }
}

// The arrow a salmon follows out of cell: the only one, or the die's (odd: arrow 1, even: 2).
Direction SalmonGame::followArrow(int seat, const HexCell &cell)
{
    if (cell.arrowCount() == 2) {
        const int die = m_state.rng.roll(6);
        m_state.lastDie = die;
        record(SalmonEvent::DieRolled, seat, die);
        return cell.arrow(die % 2 == 1 ? 0 : 1);
    }
    return cell.arrow(cell.arrows[0] != HexCell::NoArrow ? 0 : 1);
}

// Rulebook "Courant", one salmon at a time: the next affected salmon in turn order from the active
// player follows its hex's arrow, a waterfall reached pushes it on along the waterfall's arrow,
// then the hex reached applies as if entered. Its choices are answered before the next salmon
// moves (settle() calls this again once the queue is empty). Returns false when every salmon
// has had its turn.
bool SalmonGame::moveNextByCurrent()
{
    SalmonState &s = m_state;
    const SalmonCourseMap &map = river();
    while (s.currentNext < s.playerCount) {
        const int seat = (s.active + s.currentNext++) % s.playerCount;
        Salmon &salmon = s.salmon[std::size_t(seat)];
        const HexCell &cell = map.at(salmon.hex);
        if (salmon.spawned || cell.arrowCount() == 0 || (s.countered >> seat & 1u))
            continue;
        Hex to = neighbour(salmon.hex, followArrow(seat, cell));
        for (int guard = 0; guard < map.cellCount(); ++guard) {
            const HexCell &fall = map.at(to);
            if (fall.terrain != Terrain::Waterfall || fall.arrowCount() == 0)
                break;
            to = neighbour(to, followArrow(seat, fall));
        }
        if (!map.at(to).isWater())
            continue; // an arrow into rock or land: the river validator forbids it; stay put
        record(SalmonEvent::CurrentMoved, seat, map.index(salmon.hex), map.index(to));
        salmon.hex = to;
        enterHex(seat, to);
        return true;
    }
    s.currentNext = 0;
    return false;
}

// Rulebook "Rapides": each affected seat discards one card per arrow of its hex, of its choice.
void SalmonGame::resolveRapids()
{
    SalmonState &s = m_state;
    for (int k = 0; k < s.playerCount; ++k) {
        const int seat = (s.active + k) % s.playerCount;
        const Salmon &salmon = s.salmon[std::size_t(seat)];
        const int arrows = river().at(salmon.hex).arrowCount();
        if (salmon.spawned || arrows == 0 || (s.countered >> seat & 1u))
            continue;
        const int count = std::min(arrows, salmon.hand.total());
        if (count > 0)
            push(Phase::RapidsDiscard, seat, count);
    }
}

} // namespace cw::salmon
