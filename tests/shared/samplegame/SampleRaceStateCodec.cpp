// Sample race's saved position (Game::writeState, docs/seat-copy.md): the turn, each runner's
// space and hand, the deck from its bottom, the discard pile's counts and the generator. The
// census, the seat to act and the invariants are the loader's shared checks (core/GameState.h).
#include "SampleRace.h"

#include "core/StateBytes.h"

namespace cw::sample {

namespace {

// Far beyond any real race (each turn runs at least one space): a bound, not a rule.
constexpr int MaxTurns = 1 << 16;

} // namespace

void SampleRace::writeState(StateWriter &out) const
{
    out.integer(m_turn);
    for (int seat = 0; seat < m_seats; ++seat) {
        out.integer(space(seat));
        for (std::int8_t count : hand(seat))
            out.integer(count);
    }
    out.integer(qsizetype(m_deck.size()));
    for (std::int8_t card : m_deck)
        out.integer(card);
    for (int count : m_discard)
        out.integer(count);
    out.rng(m_rng);
}

bool SampleRace::readState(StateReader &in)
{
    m_turn = in.integer("turn", 0, MaxTurns);
    for (int seat = 0; seat < m_seats; ++seat) {
        m_spaces[std::size_t(seat)] = in.integer("runner.space", 0, Finish);
        for (std::int8_t &count : m_hands[std::size_t(seat)])
            count = std::int8_t(in.integer("runner.hand", 0, DeckSize));
    }
    const int deckSize = in.integer("deck.size", 0, DeckSize);
    if (!in.ok())
        return false;
    m_deck.assign(std::size_t(deckSize), 1);
    for (std::int8_t &card : m_deck)
        card = std::int8_t(in.integer("deck.card", 1, Values));
    for (int &count : m_discard)
        count = in.integer("discard", 0, DeckSize);
    m_rng = in.rng("rng");
    m_log.clear();
    return in.ok();
}

} // namespace cw::sample
