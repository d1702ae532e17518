// Line cards' speed, single thread. BM_RandomGame: complete 7 × 7 games with uniformly random
// legal actions (goal: games_per_s >= 200,000). BM_LineCardsDecision: the decision time of each AI
// level over the same positions, from games played by Easy and stopped at real decisions (more
// than one legal action); counters mean_ms, p95_ms, max_ms (goals at the 95th percentile: Easy
// <= 50 ms, Normal <= 250 ms, Hard <= 1 s).
#include "DecisionTimes.h"
#include "ai/AiFactory.h"
#include "linecards/LineCardsGame.h"

#include <benchmark/benchmark.h>

#include <algorithm>

using namespace cw;
using namespace cw::linecards;

static void BM_RandomGame(benchmark::State &state)
{
    ActionList actions;
    actions.reserve(256);
    std::uint64_t seed = 1;
    std::int64_t moves = 0;
    for (auto _ : state) {
        LineCardsGame game(seed, {});
        Rng rng(seed * 7919);
        ++seed;
        while (!game.isOver()) {
            game.legalActions(actions);
            game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
        }
        moves += game.moveNumber();
        benchmark::DoNotOptimize(game.state().loser);
    }
    state.counters["games_per_s"] =
        benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["moves_per_game"] = double(moves) / double(state.iterations());
}
BENCHMARK(BM_RandomGame)->Unit(benchmark::kMicrosecond);

namespace {

const std::vector<LineCardsGame> &positions()
{
    static const std::vector<LineCardsGame> list = [] {
        std::vector<LineCardsGame> out;
        const auto easy = makeAiPlayer(QStringLiteral("line-cards"), Controller::AiEasy);
        for (int k = 0; out.size() < 60 && k < 1000; ++k) {
            LineCardsGame game(std::uint64_t(1000 + k), {});
            const int stop = 3 + (k * 7) % 30;
            while (!game.isOver() && (game.moveNumber() < stop || game.legalActions().size() < 2))
                game.apply(easy->choose(game, std::uint64_t(game.moveNumber())));
            if (!game.isOver())
                out.push_back(game);
        }
        return out;
    }();
    return list;
}

} // namespace

static void BM_LineCardsDecision(benchmark::State &state)
{
    bench::measureDecisions(state, QStringLiteral("line-cards"), positions());
}
BENCHMARK(BM_LineCardsDecision)->Apply(bench::everyLevel);

BENCHMARK_MAIN();
