#include "NiagaraSearchPolicy.h"

#include "NiagaraEasyAi.h"

#include <algorithm>

namespace cw::niagara {

namespace {

const NiagaraGame &niagaraGame(const Game &game)
{
    return static_cast<const NiagaraGame &>(game);
}

// Progress toward the nearest winning condition (1 = won), counting a gem afloat as half landed.
double positionScore(const Seat &seat)
{
    std::array<double, GemColours> gems{};
    for (int colour = 0; colour < GemColours; ++colour)
        gems[std::size_t(colour)] = seat.playArea[std::size_t(colour)];
    double lost = 0;
    for (const Canoe &canoe : seat.canoes) {
        if (canoe.gem != NoGem)
            gems[std::size_t(canoe.gem)] += 0.5;
        lost += canoe.where == Canoe::Where::Lost ? 1 : 0;
    }
    double total = 0, colours = 0, most = 0;
    for (const double count : gems) {
        total += count;
        colours += std::min(1.0, count);
        most = std::max(most, count);
    }
    return std::max({total / 7, colours / GemColours, most / 4}) - 0.05 * lost;
}

// How much of a cut position's value is the seat's own progress rather than its rank. By rank
// alone, two canoeists level at no gems score the same whatever they do, and a search saw no
// reason to land a gem rather than keep pace: two-seat games went on for hundreds of rounds
// (issue 55).
constexpr double ProgressWeight = 0.5;

} // namespace

Action NiagaraSearchPolicy::rolloutAction(const Game &game, Rng &, ActionList &) const
{
    return NiagaraEasyAi::ruleAction(niagaraGame(game));
}

bool NiagaraSearchPolicy::isCutPoint(const Game &game) const
{
    const NiagaraState &s = niagaraGame(game).state();
    return s.step == Step::ChooseCard && s.turnInRound == 0;
}

// Seats ranked by positionScore, 1 for the best and 0 for the worst, linear between, equal
// scores sharing; mixed with each seat's own progress (ProgressWeight).
void NiagaraSearchPolicy::evaluate(const Game &game, std::vector<double> &out) const
{
    if (game.isOver()) {
        out = game.returns();
        return;
    }
    const NiagaraState &s = niagaraGame(game).state();
    const int n = s.seatCount;
    out.assign(std::size_t(n), 0.0);
    std::array<double, MaxPlayers> score{};
    for (int i = 0; i < n; ++i)
        score[std::size_t(i)] = positionScore(s.seats[std::size_t(i)]);
    for (int i = 0; i < n; ++i) {
        double below = 0;
        for (int j = 0; j < n; ++j)
            if (j != i)
                below += score[std::size_t(j)] < score[std::size_t(i)]    ? 1
                         : score[std::size_t(j)] == score[std::size_t(i)] ? 0.5
                                                                          : 0;
        out[std::size_t(i)] = (1 - ProgressWeight) * below / (n - 1) +
                              ProgressWeight * std::clamp(score[std::size_t(i)], 0.0, 1.0);
    }
}

} // namespace cw::niagara
