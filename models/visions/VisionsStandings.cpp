// Visions of Rainbows: where the riders stand (docs/rules/visions.md, "Position"; "A move", Linked)
// and what it scores (rulebook, "Endgame phase"; docs/rules/visions.md,
// "Bonus lines and the finish").
#include "VisionsGame.h"

#include <algorithm>
#include <bit>
#include <numeric>

namespace cw::visions {

int VisionsGame::scanRiderAt(int cell) const
{
    for (int r = 0; r < m_state.riderCount(); ++r)
        if (m_state.riders[std::size_t(r)].where == VisionsRider::Where::Road &&
            m_state.riders[std::size_t(r)].cell == cell)
            return r;
    return -1;
}

int VisionsGame::ridersOn(int cell) const
{
    if (m_cellRidersFresh)
        return m_cellRiderCounts[std::size_t(cell)];
    int count = 0;
    for (int r = 0; r < m_state.riderCount(); ++r)
        count += m_state.riders[std::size_t(r)].where == VisionsRider::Where::Road &&
                 m_state.riders[std::size_t(r)].cell == cell;
    return count;
}

void VisionsGame::refreshCellRiders()
{
    const VisionsState &s = m_state;
    m_cellRidersFresh = true;
    if (m_cellRiders.size() != std::size_t(m_track->cellCount())) {
        m_cellRiders.assign(std::size_t(m_track->cellCount()), -1);
        m_cellRiderCounts.assign(std::size_t(m_track->cellCount()), 0);
        m_tabledCells.fill(-1);
        m_untabled = ~0u;
    }
    const auto cellOf = [&](int r) {
        const VisionsRider &rider = s.riders[std::size_t(r)];
        return rider.where == VisionsRider::Where::Road ? rider.cell : std::int16_t(-1);
    };
    std::uint32_t moved = 0; // bit per rider whose cell is not the tabled one
    const std::uint32_t riders = (1u << s.riderCount()) - 1;
    for (std::uint32_t maybe = m_untabled & riders; maybe != 0; maybe &= maybe - 1)
        if (const int r = std::countr_zero(maybe); cellOf(r) != m_tabledCells[std::size_t(r)])
            moved |= 1u << r;
    m_untabled = 0;
    // Only the cells the movers left and entered change (most actions move nobody, a step a
    // few), unless one of them holds two riders: then the table is made again.
    bool shared = false;
    for (std::uint32_t left = moved; left != 0; left &= left - 1)
        if (const int cell = m_tabledCells[std::size_t(std::countr_zero(left))]; cell >= 0) {
            shared |= --m_cellRiderCounts[std::size_t(cell)] != 0;
            m_cellRiders[std::size_t(cell)] = -1;
        }
    for (std::uint32_t entered = moved; entered != 0; entered &= entered - 1) {
        const int r = std::countr_zero(entered);
        const int cell = cellOf(r);
        m_tabledCells[std::size_t(r)] = std::int16_t(cell);
        if (cell >= 0) {
            shared |= ++m_cellRiderCounts[std::size_t(cell)] != 1;
            m_cellRiders[std::size_t(cell)] = std::int8_t(r);
        }
    }
    if (!shared)
        return;
    std::fill(m_cellRiders.begin(), m_cellRiders.end(), std::int8_t(-1));
    std::fill(m_cellRiderCounts.begin(), m_cellRiderCounts.end(), std::uint8_t(0));
    for (int r = MaxRiders - 1; r >= 0; --r) // from the last rider down: the lowest one is kept
        if (const int cell = m_tabledCells[std::size_t(r)]; cell >= 0) {
            ++m_cellRiderCounts[std::size_t(cell)];
            m_cellRiders[std::size_t(cell)] = std::int8_t(r);
        }
}

int VisionsGame::firstRiderOn(const CellList &cells) const
{
    for (int cell : cells) // best placed first
        if (const int other = riderAt(cell); other >= 0)
            return other;
    return -1;
}

int VisionsGame::directlyAhead(int rider) const
{
    const VisionsRider &r = m_state.riders[std::size_t(rider)];
    return r.where == VisionsRider::Where::Road ? firstRiderOn(m_track->next(r.cell)) : -1;
}

int VisionsGame::directlyBehind(int rider) const
{
    const VisionsRider &r = m_state.riders[std::size_t(rider)];
    return r.where == VisionsRider::Where::Road ? firstRiderOn(m_track->previous(r.cell)) : -1;
}

VisionsRiderLine VisionsGame::lineAhead(int rider) const
{
    VisionsRiderLine line;
    for (int r = directlyAhead(rider); r >= 0 && line.size() < MaxRiders; r = directlyAhead(r))
        line.push_back(r);
    return line;
}

VisionsRiderLine VisionsGame::lineBehind(int rider) const
{
    VisionsRiderLine line;
    for (int r = directlyBehind(rider); r >= 0 && line.size() < MaxRiders; r = directlyBehind(r))
        line.push_back(r);
    return line;
}

int VisionsGame::leader() const
{
    int best = -1, bestKey = 0;
    for (int r = 0; r < m_state.riderCount(); ++r)
        if (m_state.riders[std::size_t(r)].racing())
            if (const int key = placeKey(r); best < 0 || key < bestKey)
                best = r, bestKey = key;
    return best;
}

VisionsRiderLine VisionsGame::leadingLine() const
{
    const int best = leader();
    if (best < 0)
        return {};
    VisionsRiderLine leading{best};
    for (int rider : lineBehind(best)) // none off the road
        leading.push_back(rider);
    return leading;
}

std::vector<int> VisionsGame::podiumPlaces() const
{
    const VisionsState &s = m_state;
    std::vector<int> order(std::size_t(s.riderCount()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return placeKey(a) < placeKey(b); });
    std::vector<int> places(order.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        places[std::size_t(order[i])] = int(i) + 1;
    return places;
}

// Rulebook, "Endgame phase"; docs/rules/visions.md, "Bonus lines and the finish": place p is worth
// p − 1 seconds, a rider that did not cross the line adds 1, every bonus is subtracted.
std::vector<int> VisionsGame::teamTimes() const
{
    const VisionsState &s = m_state;
    const std::vector<int> places = podiumPlaces();
    std::vector<int> times(std::size_t(s.teams), 0);
    for (int r = 0; r < s.riderCount(); ++r) {
        const VisionsRider &rider = s.riders[std::size_t(r)];
        int &time = times[std::size_t(s.teamOf(r))];
        time += places[std::size_t(r)] - 1 - rider.bonusSeconds;
        if (rider.where != VisionsRider::Where::Finished)
            time += 1;
    }
    return times;
}

// Lowest time first; a tie goes to the team whose worst-placed rider is placed higher.
std::vector<int> VisionsGame::ranks() const
{
    const VisionsState &s = m_state;
    const std::vector<int> times = teamTimes();
    const std::vector<int> places = podiumPlaces();
    std::vector<int> worst(std::size_t(s.teams), 0);
    for (int r = 0; r < s.riderCount(); ++r)
        worst[std::size_t(s.teamOf(r))] =
            std::max(worst[std::size_t(s.teamOf(r))], places[std::size_t(r)]);
    std::vector<int> ranks(std::size_t(s.teams), 1);
    for (int a = 0; a < s.teams; ++a)
        for (int b = 0; b < s.teams; ++b)
            if (times[std::size_t(b)] < times[std::size_t(a)] ||
                (times[std::size_t(b)] == times[std::size_t(a)] &&
                 worst[std::size_t(b)] < worst[std::size_t(a)]))
                ++ranks[std::size_t(a)];
    return ranks;
}

} // namespace cw::visions
