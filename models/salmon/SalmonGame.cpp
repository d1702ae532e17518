// Setup, the Game interface plumbing and the end of the game of Salmon Run. Plays and the end of a
// turn are in SalmonTurn.cpp, hexes, cards' effects and decisions in SalmonEffects.cpp, views and
// hidden information in SalmonView.cpp, text in SalmonNarration.cpp. docs/rules/salmon.md
// states the rules as implemented.
#include "SalmonGame.h"

#include "SalmonNarration.h"
#include "SalmonSwimRules.h"

#include <algorithm>
#include <cassert>
#include <climits>

namespace cw::salmon {

// Rulebook "Mise en place" and the lead's rulings: salmon on the start hexes, a bear on each bear
// paw (at most six), the supply piles, the Fatigue deck, each deck shuffled with four cards drawn,
// then the die chooses the first player (rerolled while it exceeds the number of players).
SalmonGame::SalmonGame(std::shared_ptr<const SalmonCourseMap> river, int players,
                       std::uint64_t seed, Options options)
{
    SalmonState &s = m_state;
    s.river = std::move(river);
    s.playerCount = std::clamp(players, 1, MaxPlayers);
    s.rng.reseed(seed);
    const std::vector<Hex> &starts = s.river->startHexes();
    for (int seat = 0; seat < s.playerCount; ++seat)
        if (!starts.empty())
            s.salmon[std::size_t(seat)].hex = starts[std::size_t(startHexOf(
                seat < int(options.starts.size()) ? options.starts[std::size_t(seat)] : seat,
                int(starts.size())))];
    const std::vector<Hex> &paws = s.river->bearPaws();
    s.bearCount = std::min(int(paws.size()), BearTokens);
    for (int bear = 0; bear < s.bearCount; ++bear)
        s.bears[std::size_t(bear)] = paws[std::size_t(bear)];
    s.supply = additionalDeck();
    s.fatigueDeck = FatigueDeckSize;
    const CardCounts deck = options.variantDeck ? variantSwimDeck() : standardSwimDeck();
    for (int seat = 0; seat < s.playerCount; ++seat) {
        Salmon &salmon = s.salmon[std::size_t(seat)];
        for (int type = 0; type < CardTypeCount; ++type)
            for (int i = 0; i < deck[Card(type)]; ++i)
                salmon.pile.putOnDrawPile(OwnedCard(Card(type), true));
        salmon.pile.shuffleDrawPile(s.rng);
        drawUp(seat);
    }
    int die = 0;
    do {
        die = s.rng.roll(6);
    } while (die > s.playerCount);
    s.lastDie = die;
    s.firstPlayer = s.active = die - 1;
}

QString SalmonGame::gameId() const
{
    return QStringLiteral("salmon");
}

int SalmonGame::seatCount() const
{
    return m_state.playerCount;
}

int SalmonGame::currentSeat() const
{
    if (m_state.over)
        return -1;
    return m_state.pendingCount > 0 ? m_state.pending[0].seat : m_state.active;
}

Phase SalmonGame::phase() const
{
    if (m_state.over)
        return Phase::GameOver;
    return m_state.pendingCount > 0 ? m_state.pending[0].phase : Phase::PlayCards;
}

const PendingDecision *SalmonGame::pending() const
{
    return m_state.pendingCount > 0 ? &m_state.pending[0] : nullptr;
}

void SalmonGame::legalActions(ActionList &out) const
{
    out.clear();
    if (m_state.over)
        return;
    if (m_state.pendingCount > 0)
        listDecisions(out);
    else
        listPlays(out);
}

void SalmonGame::apply(Action action)
{
    if (m_state.over)
        return;
    if (m_state.pendingCount > 0)
        applyDecision(action);
    else
        applyPlay(action);
    ++m_state.moveNumber;
    settle();
}

// Runs everything automatic until a seat must decide: decisions the rules resolve without asking,
// the next hex of a move in progress, a Current or Rapids card whose counters are all in, and the
// end of the turn. The order is the queue first (decisions caused by a hex or a card are part of
// it), then the move in progress, one hex at a time, then the card waiting for its counters (a
// Current one salmon at a time), then the end of the turn. So every hex a salmon enters is settled,
// its choices answered, before the next hex is entered or the next salmon moves.
void SalmonGame::settle()
{
    SalmonState &s = m_state;
    while (!s.over) {
        if (s.pendingCount > 0) {
            if (autoResolveFront())
                continue;
            return;
        }
        if (s.routeNext < s.routeCount) {
            stepRoute();
            continue;
        }
        if (s.resolving >= 0) {
            if (Card(s.resolving) == Card::Current && moveNextByCurrent())
                continue;
            if (Card(s.resolving) == Card::Rapids)
                resolveRapids();
            s.resolving = -1;
            s.countered = 0;
            continue;
        }
        if (s.turnEnd == 1) {
            putAwayPlayed();
            s.turnEnd = 2;
            const int excess = s.salmon[std::size_t(s.active)].hand.total() - HandSize;
            if (excess > 0)
                push(Phase::DiscardDown, s.active, excess);
            continue;
        }
        if (s.turnEnd == 2) {
            s.turnEnd = 0;
            drawUp(s.active);
            nextTurn();
            continue;
        }
        return;
    }
}

// The next seat clockwise plays, unless a salmon has spawned and the round is complete: the round
// ends after the seat just before the first player.
void SalmonGame::nextTurn()
{
    SalmonState &s = m_state;
    s.cardsPlayed = 0;
    s.swimsPlayed = 0;
    s.playedOrder = {};
    const int next = (s.active + 1) % s.playerCount;
    if (s.endingRound && next == s.firstPlayer) {
        finishGame();
        return;
    }
    s.active = next;
    record(SalmonEvent::TurnStarted, next);
}

void SalmonGame::finishGame()
{
    m_state.over = true;
    const std::vector<int> ranks = computeRanks();
    for (int seat = 0; seat < m_state.playerCount; ++seat)
        m_state.salmon[std::size_t(seat)].rank = ranks[std::size_t(seat)];
    record(SalmonEvent::GameOver, -1);
}

int SalmonGame::fatigueCount(int seat) const
{
    const Salmon &salmon = m_state.salmon[std::size_t(seat)];
    return salmon.hand[Card::Fatigue] + salmon.played[Card::Fatigue] +
           salmon.pile.countInDraw(Card::Fatigue) + salmon.pile.countInDiscard(Card::Fatigue);
}

int SalmonGame::distanceToSpawn(int seat) const
{
    const Salmon &salmon = m_state.salmon[std::size_t(seat)];
    if (salmon.spawned)
        return 0;
    int best = INT_MAX;
    for (const Hex spawn : river().spawnHexes())
        best = std::min(best, hexDistance(salmon.hex, spawn));
    return best == INT_MAX ? 0 : best;
}

// Rulebook "Gagner la partie", extended by the lead to a full order: spawned salmon first by
// fewest Fatigue cards, then the others by distance to the spawning ground and fewest Fatigue.
// Equal keys share a rank (1, 1, 3).
std::vector<int> SalmonGame::computeRanks() const
{
    const int n = m_state.playerCount;
    std::array<std::array<int, 3>, MaxPlayers> keys{};
    for (int seat = 0; seat < n; ++seat) {
        const bool spawned = m_state.salmon[std::size_t(seat)].spawned;
        keys[std::size_t(seat)] = {spawned ? 0 : 1, distanceToSpawn(seat), fatigueCount(seat)};
    }
    std::vector<int> ranks(std::size_t(n), 1);
    for (int seat = 0; seat < n; ++seat)
        for (int other = 0; other < n; ++other)
            ranks[std::size_t(seat)] += keys[std::size_t(other)] < keys[std::size_t(seat)];
    return ranks;
}

bool SalmonGame::isOver() const
{
    return m_state.over;
}

// Final ranks once over; before that, the standing the same order gives (for search cut short).
std::vector<int> SalmonGame::ranks() const
{
    return computeRanks();
}

std::vector<double> SalmonGame::returns() const
{
    return Game::returns();
}

std::unique_ptr<Game> SalmonGame::clone() const
{
    // Clones are for search: they record nothing and carry no log.
    return std::make_unique<SalmonGame>(m_state);
}

void SalmonGame::adoptEvents(const Game &source)
{
    if (const auto *same = dynamic_cast<const SalmonGame *>(&source))
        m_log.adopt(same->m_log);
}

int SalmonGame::moveNumber() const
{
    return m_state.moveNumber;
}

// The setup happened before anyone listened: the log starts with the die roll and the first turn.
void SalmonGame::setRecordLog(bool on)
{
    m_log.setRecording(on);
    if (on && m_log.events().empty() && m_state.moveNumber == 0) {
        record(SalmonEvent::FirstPlayer, m_state.firstPlayer, m_state.lastDie);
        record(SalmonEvent::TurnStarted, m_state.active);
    }
}

QStringList SalmonGame::takeLog()
{
    const SalmonNarration narration(m_seatNames);
    const int columns = river().columns();
    return m_log.narrate(
        [&](const SalmonEvent &event) { return narration.sentence(event, columns); });
}

QString SalmonGame::actionName(Action action) const
{
    return SalmonNarration::actionName(*this, action);
}

std::vector<Hex> SalmonGame::swimPath(SwimMove move) const
{
    SwimStepsFixed steps;
    const Salmon &salmon = m_state.salmon[std::size_t(m_state.active)];
    if (salmon.spawned || !swimStepsInto(river(), salmon.hex, move, &steps))
        return {};
    return std::vector<Hex>(steps.hexes.begin(), steps.hexes.begin() + steps.count);
}

std::optional<Hex> SalmonGame::jumpLanding(SwimMove first, SwimMove second) const
{
    JumpPathFixed path;
    const Salmon &salmon = m_state.salmon[std::size_t(m_state.active)];
    if (salmon.spawned || !jumpPathInto(river(), salmon.hex, first, second, &path))
        return std::nullopt;
    return path.landing;
}

MoveFault SalmonGame::swimFault(SwimMove move) const
{
    const Salmon &salmon = m_state.salmon[std::size_t(m_state.active)];
    return salmon.spawned ? MoveFault::Spawned : cw::salmon::swimFault(river(), salmon.hex, move);
}

// listPlays(): a jump needs two plays left and a salmon still swimming.
MoveFault SalmonGame::jumpFault(SwimMove first, SwimMove second) const
{
    const Salmon &salmon = m_state.salmon[std::size_t(m_state.active)];
    if (salmon.spawned)
        return MoveFault::Spawned;
    if (m_state.cardsPlayed > MaxCardsPlayed - 2)
        return MoveFault::NoRoomForJump;
    return cw::salmon::jumpFault(river(), salmon.hex, first, second);
}

bool SalmonGame::playWasted(Card card) const
{
    return card == Card::Bear && m_state.bearCount == 0;
}

} // namespace cw::salmon
