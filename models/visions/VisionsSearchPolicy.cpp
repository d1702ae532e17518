#include "VisionsSearchPolicy.h"

#include "VisionsEasyAi.h"

#include <algorithm>
#include <numeric>

namespace cw::visions {

namespace {

const VisionsGame &visionsGame(const Game &game)
{
    return static_cast<const VisionsGame &>(game);
}

// Each fatigue token is worth this many spaces of the road (it slows every move left).
constexpr double SpacesPerFatigue = 1.5;

// Every team's time as the race would score it if the riders finished in the order of their
// positions, each moved back by its fatigue: finishers keep their crossing order, the others are
// ordered by road rank plus the fatigue penalty (docs/rules/visions.md,
// "Bonus lines and the finish": place p costs p − 1 s, bonuses are subtracted).
std::vector<double> estimatedTimes(const VisionsGame &game)
{
    const VisionsState &s = game.state();
    const VisionsRaceTrack &track = game.track();
    const int n = s.riderCount();
    std::vector<double> key(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) {
        const VisionsRider &rider = s.riders[std::size_t(r)];
        if (rider.where == VisionsRider::Where::Finished) {
            key[std::size_t(r)] = -1000.0 + rider.podium;
            continue;
        }
        const int rank = rider.where == VisionsRider::Where::Road ? track.rank(rider.cell)
                         : rider.where == VisionsRider::Where::RoadSide
                             ? track.roadSideRank(rider.cell)
                             : track.cellCount();
        key[std::size_t(r)] = rank + SpacesPerFatigue * rider.fatigue();
    }
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return key[std::size_t(a)] < key[std::size_t(b)]; });
    std::vector<double> times(std::size_t(s.teams), 0.0);
    for (int place = 0; place < n; ++place) {
        const int r = order[std::size_t(place)];
        times[std::size_t(s.teamOf(r))] += place - s.riders[std::size_t(r)].bonusSeconds;
    }
    return times;
}

} // namespace

void VisionsSearchPolicy::treeActions(const Game &game, ActionList &out) const
{
    const VisionsGame &visions = visionsGame(game);
    const VisionsStage stage = visions.state().stage;
    if (stage != VisionsStage::Move && stage != VisionsStage::PushedLane) {
        game.legalActions(out);
        return;
    }
    const Action step = VisionsEasyAi::ruleAction(visions, out);
    out.assign(1, step);
}

Action VisionsSearchPolicy::rolloutAction(const Game &game, Rng &, ActionList &scratch) const
{
    return VisionsEasyAi::ruleAction(visionsGame(game), scratch);
}

bool VisionsSearchPolicy::isCutPoint(const Game &game) const
{
    return visionsGame(game).state().stage == VisionsStage::Activate;
}

// Teams ranked by estimated time, 1 for the fastest and 0 for the slowest, linear between; equal
// times share.
void VisionsSearchPolicy::evaluate(const Game &game, std::vector<double> &out) const
{
    if (game.isOver()) {
        out = game.returns();
        return;
    }
    const std::vector<double> times = estimatedTimes(visionsGame(game));
    const std::size_t n = times.size();
    out.assign(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        double below = 0;
        for (std::size_t j = 0; j < n; ++j)
            if (j != i)
                below += times[j] > times[i] ? 1 : times[j] == times[i] ? 0.5 : 0;
        out[i] = below / double(n - 1);
    }
}

} // namespace cw::visions
