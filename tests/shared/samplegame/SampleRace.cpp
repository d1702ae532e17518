#include "SampleRace.h"

#include <QJsonArray>

#include <algorithm>

namespace cw::sample {

namespace {

QJsonArray countsJson(const std::array<int, SampleRace::Values> &counts)
{
    QJsonArray out;
    for (int count : counts)
        out.append(count);
    return out;
}

} // namespace

// The deck in a fixed order, shuffled by the seed; every runner draws HandSize cards in seat order.
SampleRace::SampleRace(int seats, std::uint64_t seed) : m_seats(seats), m_rng(seed)
{
    for (int value = 1; value <= Values; ++value)
        m_deck.insert(m_deck.end(), CopiesPerValue, std::int8_t(value));
    m_rng.shuffle(m_deck.begin(), m_deck.end());
    for (int seat = 0; seat < m_seats; ++seat)
        for (int card = 0; card < HandSize; ++card)
            draw(seat);
}

QString SampleRace::gameId() const
{
    return QStringLiteral("sample-race");
}

// One action per value in hand, in increasing order.
void SampleRace::legalActions(ActionList &out) const
{
    out.clear();
    if (isOver())
        return;
    const Hand &held = hand(currentSeat());
    for (int value = 1; value <= Values; ++value)
        if (held[std::size_t(value - 1)] > 0)
            out.push_back(value);
}

void SampleRace::apply(Action action)
{
    const int seat = currentSeat();
    --m_hands[std::size_t(seat)][std::size_t(action - 1)];
    ++m_discard[std::size_t(action - 1)];
    m_spaces[std::size_t(seat)] = std::min(Finish, space(seat) + action);
    if (m_recordLog)
        m_log.append(QStringLiteral("%1 plays a %2 and runs to space %3")
                         .arg(seatName(seat))
                         .arg(action)
                         .arg(space(seat)));
    ++m_turn;
    if (!isOver())
        draw(seat);
}

bool SampleRace::isOver() const
{
    return std::any_of(m_spaces.begin(), m_spaces.begin() + m_seats,
                       [](int space) { return space >= Finish; });
}

// A runner's place is one more than the number of runners further on.
std::vector<int> SampleRace::ranks() const
{
    std::vector<int> out;
    for (int seat = 0; seat < m_seats; ++seat)
        out.push_back(1 + int(std::count_if(m_spaces.begin(), m_spaces.begin() + m_seats,
                                            [&](int other) { return other > space(seat); })));
    return out;
}

QJsonObject SampleRace::viewFor(int seat) const
{
    QJsonArray runners;
    for (int s = 0; s < m_seats; ++s) {
        int held = 0;
        for (int count : hand(s))
            held += count;
        QJsonObject runner{{QStringLiteral("space"), space(s)},
                           {QStringLiteral("handCount"), held}};
        if (isOver())
            runner.insert(QStringLiteral("rank"), ranks()[std::size_t(s)]);
        runners.append(runner);
    }
    QJsonObject view{{QStringLiteral("runners"), runners},
                     {QStringLiteral("seat"), currentSeat()},
                     {QStringLiteral("turn"), m_turn},
                     {QStringLiteral("deckCount"), int(m_deck.size())},
                     {QStringLiteral("discard"), countsJson(m_discard)}};
    if (seat >= 0 && seat < m_seats) {
        std::array<int, Values> own{};
        std::copy(hand(seat).begin(), hand(seat).end(), own.begin());
        view.insert(QStringLiteral("hand"), countsJson(own));
    }
    return view;
}

// The unseen cards (other hands and the deck) in a canonical order first, so that nothing of the
// old arrangement survives, then shuffled and dealt; the generator is reseeded.
void SampleRace::resampleHidden(int seat, Rng &rng)
{
    std::vector<std::int8_t> unseen = m_deck;
    for (int s = 0; s < m_seats; ++s)
        for (int value = 1; s != seat && value <= Values; ++value)
            unseen.insert(unseen.end(), hand(s)[std::size_t(value - 1)], std::int8_t(value));
    std::sort(unseen.begin(), unseen.end());
    rng.shuffle(unseen.begin(), unseen.end());
    for (int s = 0; s < m_seats; ++s) {
        if (s == seat)
            continue;
        Hand &held = m_hands[std::size_t(s)];
        int count = 0;
        for (std::int8_t &n : held) {
            count += n;
            n = 0;
        }
        for (int card = 0; card < count; ++card) {
            ++held[std::size_t(unseen.back() - 1)];
            unseen.pop_back();
        }
    }
    m_deck = std::move(unseen);
    m_rng.reseed(rng.next());
}

std::vector<int> SampleRace::cardCensus() const
{
    std::vector<int> census(m_discard.begin(), m_discard.end());
    for (std::int8_t card : m_deck)
        ++census[std::size_t(card - 1)];
    for (int s = 0; s < m_seats; ++s)
        for (int value = 0; value < Values; ++value)
            census[std::size_t(value)] += hand(s)[std::size_t(value)];
    return census;
}

QString SampleRace::actionName(Action action) const
{
    return QStringLiteral("Play a %1").arg(action);
}

QStringList SampleRace::takeLog()
{
    return std::exchange(m_log, {});
}

void SampleRace::draw(int seat)
{
    if (m_deck.empty()) {
        for (int value = 1; value <= Values; ++value)
            m_deck.insert(m_deck.end(), m_discard[std::size_t(value - 1)], std::int8_t(value));
        m_discard = {};
        m_rng.shuffle(m_deck.begin(), m_deck.end());
    }
    ++m_hands[std::size_t(seat)][std::size_t(m_deck.back() - 1)];
    m_deck.pop_back();
}

QString SampleRace::seatName(int seat) const
{
    return m_names.value(seat, QStringLiteral("Runner %1").arg(seat + 1));
}

} // namespace cw::sample
