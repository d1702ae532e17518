// Line cards' speed, single thread. BM_RandomGame: complete 7 × 7 games with uniformly random
// legal actions, set-up included (goal: games_per_s >= 200,000); BM_RandomGameMovesOnly: the same
// games with the set-up (the constructor) outside the timed part. BM_LineCardsDecision: the
// decision time of each AI level over the same positions, from games played by Easy and stopped
// at real decisions (more than one legal action); counters mean_ms, p95_ms, max_ms (goals at the
// 95th percentile: Easy <= 50 ms, Normal <= 250 ms, Hard <= 1 s).
#include "DecisionTimes.h"
#include "GameSpeed.h"
#include "ai/AiFactory.h"
#include "linecards/LineCardsGame.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <vector>

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
        bench::playRandomly(game, rng, actions);
        moves += game.moveNumber();
        benchmark::DoNotOptimize(game.state().loser);
    }
    bench::countGames(state, moves);
    state.counters["s_per_move"] = benchmark::Counter(
        double(moves), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_RandomGame)->Unit(benchmark::kMicrosecond);

// BM_RandomGame's games, their moves alone: the games (start cards, shuffled decks, opening
// hands) are set up with the clock stopped, a batch at a time so that stopping it costs little
// next to the games played.
static void BM_RandomGameMovesOnly(benchmark::State &state)
{
    constexpr int Batch = 64;
    std::vector<LineCardsGame> games;
    games.reserve(Batch);
    ActionList actions;
    actions.reserve(256);
    std::uint64_t seed = 1;
    std::int64_t moves = 0;
    for (auto _ : state) {
        state.PauseTiming();
        games.clear();
        for (int i = 0; i < Batch; ++i)
            games.emplace_back(seed + std::uint64_t(i), LineCardsGame::Options{});
        state.ResumeTiming();
        for (LineCardsGame &game : games) {
            Rng rng(seed * 7919);
            ++seed;
            bench::playRandomly(game, rng, actions);
            moves += game.moveNumber();
            benchmark::DoNotOptimize(game.state().loser);
        }
    }
    const double played = double(state.iterations()) * Batch;
    state.counters["games_per_s"] = benchmark::Counter(played, benchmark::Counter::kIsRate);
    state.counters["moves_per_game"] = double(moves) / played;
    state.counters["s_per_move"] = benchmark::Counter(
        double(moves), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_RandomGameMovesOnly)->Unit(benchmark::kMicrosecond);

namespace {

const std::vector<LineCardsGame> &positions()
{
    static const std::vector<LineCardsGame> list = [] {
        std::vector<LineCardsGame> out;
        const auto easy = makeAiPlayer(QStringLiteral("linecards"), Controller::AiEasy);
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
    bench::measureDecisions(state, QStringLiteral("linecards"), positions());
}
BENCHMARK(BM_LineCardsDecision)->Apply(bench::everyLevel);

BENCHMARK_MAIN();
