// Setup and the Game interface plumbing of the rowing race. The rules of a turn are in
// RowingTurn.cpp, views and hidden information in RowingView.cpp, text in RowingNarration.cpp.
#include "RowingGame.h"

#include "RowingDiscards.h"
#include "RowingNarration.h"
#include "RowingPlays.h"
#include "RowingSplits.h"

#include <algorithm>
#include <cassert>

namespace cw::rowing {

namespace {

// Rulebook "Changing Stroke Rate": keep, or one step for free, or the 35↔45 jump, which costs a
// Stamina card and so is not allowed with an empty Stamina Pile (docs/rules/rowing.md,
// "1. Stroke rate (decision)"). The rates allowed are the indices lowest…highest: every rate, or
// those at most one step from the boat's.
struct RateRange {
    int lowest;
    int highest;
};
RateRange rateRange(const Boat &boat)
{
    if (boat.staminaPile >= 1)
        return {0, RateCount - 1};
    return {std::max(0, int(boat.rate) - 1), std::min(RateCount - 1, int(boat.rate) + 1)};
}

} // namespace

RowingGame::RowingGame(const RowingCourse &course, int seats, std::uint64_t seed,
                       const std::vector<int> &lanes)
{
    assert(seats >= 1 && seats <= MaxBoats);
    m_state.course = course;
    // The engine checks split lines in course order and relies on it (RowingSplits.h).
    std::stable_sort(m_state.course.splitLines.begin(), m_state.course.splitLines.end(),
                     [](const SplitLine &a, const SplitLine &b) { return a.metres < b.metres; });
    m_state.boatCount = std::clamp(seats, 1, MaxBoats);
    m_state.rng.reseed(seed);
    // docs/rules/rowing.md, "Setup": 4 each of Pace 1/2/3 and 3 Instability cards shuffled into
    // the draw deck, 6 Stamina cards in the Stamina Pile, 45 spm, 7 cards in hand.
    for (int seat = 0; seat < m_state.boatCount; ++seat) {
        Boat &boat = m_state.boats[std::size_t(seat)];
        boat.lane = seat < int(lanes.size()) ? lanes[std::size_t(seat)] : seat;
        for (Card card : {Card::Pace1, Card::Pace2, Card::Pace3})
            for (int i = 0; i < PacePerValue; ++i)
                boat.pile.putOnDrawPile(card);
        for (int i = 0; i < InstabilityCards; ++i)
            boat.pile.putOnDrawPile(Card::Instability);
        boat.pile.shuffleDrawPile(m_state.rng);
        refillHand(boat);
    }
    startRound();
}

QString RowingGame::gameId() const
{
    return QStringLiteral("rowing");
}

int RowingGame::seatCount() const
{
    return m_state.boatCount;
}

// Every list but a cluttered hand's is a run of constant actions, copied in by the one assign at
// the end (this runs on every move of every playout: no push_back per action, and one call site,
// so the copy is inlined).
void RowingGame::legalActions(ActionList &out) const
{
    static constexpr Action Rates[] = {rateAction(Rate::Spm35), rateAction(Rate::Spm40),
                                       rateAction(Rate::Spm45)};
    static constexpr Action Motivation[] = {MotivationDecline, MotivationAccept};
    std::span<const Action> list;
    if (m_state.phase != Phase::Over) {
        const Boat &current = boat(m_state.order[std::size_t(m_state.turnInRound)]);
        const CardCounts &hand = current.hand;
        switch (m_state.phase) {
        case Phase::ChooseRate: {
            const auto [lowest, highest] = rateRange(current);
            list = std::span(Rates).subspan(std::size_t(lowest), std::size_t(highest - lowest + 1));
            break;
        }
        case Phase::PlayCards: {
            const int need = cardsRequired(current.rate);
            if (hand.playable() < need) { // cluttered hand: every playable card, the boat stays
                CardCounts all = hand;
                all[Card::Stamina] = 0;
                out.assign(1, playAction(all));
                return;
            }
            list = playsOf(need, hand);
            break;
        }
        case Phase::Motivation:
            list = Motivation;
            break;
        case Phase::Discard:
            list = discardsOf(hand);
            break;
        case Phase::Over:
            break;
        }
    }
    out.clear(); // so that assign copies with one memmove, not two
    out.assign(list.data(), list.data() + list.size());
}

void RowingGame::apply(Action action)
{
    const int seat = m_state.order[std::size_t(m_state.turnInRound)];
    switch (m_state.phase) {
    case Phase::ChooseRate:
        chooseRate(seat, rateOf(action));
        break;
    case Phase::PlayCards:
        playCards(seat, playedCardsOf(action));
        break;
    case Phase::Motivation:
        motivate(seat, action == MotivationAccept);
        break;
    case Phase::Discard:
        discardCards(seat, discardedCardsOf(action));
        break;
    case Phase::Over:
        return;
    }
    ++m_state.moveNumber;
}

// Finished boats keep their finishing rank; boats still racing are ranked after them by race
// order (furthest first), boats on the same space sharing a rank. Once the race is over this is
// the final result.
std::vector<int> RowingGame::ranks() const
{
    std::vector<int> result(std::size_t(m_state.boatCount), 0);
    for (int seat = 0; seat < m_state.boatCount; ++seat) {
        const Boat &b = boat(seat);
        if (b.finished) {
            result[std::size_t(seat)] = b.rank;
            continue;
        }
        int ahead = m_state.finishedCount;
        for (int other = 0; other < m_state.boatCount; ++other) {
            const Boat &o = boat(other);
            ahead += !o.finished && o.space > b.space;
        }
        result[std::size_t(seat)] = ahead + 1;
    }
    return result;
}

// Over: Game::returns(). Not over (a search cut short): the same linear scale over a provisional
// standing, where finished boats come first in rank order and the others by space, a Stamina
// card in the pile worth a tenth of a space; equal scores share the average of their places.
std::vector<double> RowingGame::returns() const
{
    if (isOver())
        return Game::returns();
    const int n = m_state.boatCount;
    std::vector<double> result(std::size_t(n), 0.5);
    if (n < 2)
        return result;
    std::array<double, MaxBoats> score{};
    for (int seat = 0; seat < n; ++seat) {
        const Boat &b = boat(seat);
        score[std::size_t(seat)] = b.finished ? 1e6 - b.rank : b.space + 0.1 * b.staminaPile;
    }
    for (int seat = 0; seat < n; ++seat) {
        double place = 0;
        for (int other = 0; other < n; ++other) {
            if (other == seat)
                continue;
            if (score[std::size_t(other)] > score[std::size_t(seat)])
                place += 1;
            else if (score[std::size_t(other)] == score[std::size_t(seat)])
                place += 0.5;
        }
        result[std::size_t(seat)] = double(n - 1 - place) / double(n - 1);
    }
    return result;
}

std::unique_ptr<Game> RowingGame::clone() const
{
    // Clones are for search: they record nothing and carry no log.
    return std::make_unique<RowingGame>(m_state);
}

void RowingGame::adoptEvents(const Game &source)
{
    if (const auto *same = dynamic_cast<const RowingGame *>(&source))
        m_log.adopt(same->m_log);
}

int RowingGame::moveNumber() const
{
    return m_state.moveNumber;
}

// A turn begins with its stroke rate: every other decision continues the boat's turn, even when
// the same boat is also the next to take a turn (last in a round, first in the next).
bool RowingGame::continuesMove(int lastSeat, Action lastAction) const
{
    Q_UNUSED(lastAction)
    return lastSeat >= 0 && m_state.phase != Phase::ChooseRate && m_state.phase != Phase::Over;
}

void RowingGame::setRecordLog(bool on)
{
    m_log.setRecording(on);
}

QStringList RowingGame::takeLog()
{
    const RowingNarration narration(m_seatNames);
    return m_log.narrate([&](const RowingEvent &event) { return narration.sentence(event); });
}

QString RowingGame::actionName(Action action) const
{
    return RowingNarration::actionName(*this, action);
}

std::vector<Rate> RowingGame::legalRates() const
{
    std::vector<Rate> rates;
    if (m_state.phase != Phase::ChooseRate)
        return rates;
    const auto [lowest, highest] = rateRange(boat(currentSeat()));
    for (int r = lowest; r <= highest; ++r)
        rates.push_back(Rate(r));
    return rates;
}

bool RowingGame::motivationAvailable() const
{
    return m_state.phase == Phase::Motivation;
}

PlayPreview RowingGame::previewPlay(const CardCounts &cards, int assumedReveal) const
{
    PlayPreview preview;
    const int seat = currentSeat();
    if (seat < 0)
        return preview;
    const Boat &current = boat(seat);
    const RowingCourse &course = m_state.course;
    preview.fromSpace = preview.toSpace = current.space;
    preview.knownPace = cards.paceSum();
    preview.instability = cards[Card::Instability];
    if (cards.playable() < cardsRequired(current.rate)) {
        preview.cluttered = true;
        return preview;
    }
    preview.pace = preview.knownPace + preview.instability * assumedReveal;
    const SplitOutcome outcome = crossSplitLines(
        course, current.space, preview.pace, preview.pace, current.staminaPile,
        [&](int line, int cost, int, bool crab) {
            preview.crossings.push_back({course.splitLines[std::size_t(line)], cost, crab});
        });
    preview.crab = outcome.crab;
    preview.finishes = !outcome.crab && outcome.to >= course.spaces;
    preview.toSpace = std::min(outcome.to, course.spaces);
    return preview;
}

} // namespace cw::rowing
