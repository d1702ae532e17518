// Engine speed: complete 6-boat races on the standard course with uniformly random legal actions,
// single thread. The figure to watch is the races_per_s counter. BM_RandomRaceOnEightLanes times
// the races tst_rowing_game's cardsAreConservedInRandomRaces plays (1 to 8 boats on an eight-lane
// course), with and without its card census after every action.
#include "GameSpeed.h"
#include "rowing/RowingGame.h"

#include <benchmark/benchmark.h>

using namespace cw;
using namespace cw::rowing;

static void BM_RandomRace(benchmark::State &state)
{
    const RowingCourse course = RowingCourse::standard();
    const int boats = int(state.range(0));
    ActionList actions;
    std::uint64_t seed = 1;
    std::int64_t moves = 0;
    for (auto _ : state) {
        RowingGame game(course, boats, seed);
        Rng rng(seed * 7919);
        ++seed;
        bench::playRandomly(game, rng, actions);
        moves += game.moveNumber();
        benchmark::DoNotOptimize(game.state().finishedCount);
    }
    bench::countGames(state, moves, "races_per_s", "moves_per_race");
}
BENCHMARK(BM_RandomRace)->Arg(6)->Unit(benchmark::kMicrosecond);
// The first 1,000 of those races, always the same: a fixed piece of work whose instruction count
// (valgrind --tool=callgrind) compares two builds on a shared, noisy machine.
BENCHMARK(BM_RandomRace)
    ->Name("BM_RandomRaceFixed")
    ->Arg(6)
    ->Iterations(1000)
    ->Unit(benchmark::kMicrosecond);

// Arg: 1 takes the card census after every action (as the test does in its first 300 races).
static void BM_RandomRaceOnEightLanes(benchmark::State &state)
{
    RowingCourse eight = RowingCourse::standard();
    eight.lanes = 8;
    const bool census = state.range(0) != 0;
    ActionList actions;
    std::uint64_t seed = 0;
    std::int64_t moves = 0;
    for (auto _ : state) {
        const int boats = 1 + int(seed % 8);
        RowingGame game(eight, boats, seed);
        Rng rng(seed * 31 + 1);
        ++seed;
        while (!game.isOver()) {
            game.legalActions(actions);
            game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
            if (census)
                benchmark::DoNotOptimize(game.cardCensus());
        }
        moves += game.moveNumber();
    }
    bench::countGames(state, moves, "races_per_s", "moves_per_race");
}
BENCHMARK(BM_RandomRaceOnEightLanes)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// The cost of the search's per-iteration overhead: clone and resample a mid-race position.
static void BM_CloneAndResample(benchmark::State &state)
{
    RowingGame game(RowingCourse::standard(), 6, 42);
    Rng rng(3);
    ActionList actions;
    for (int i = 0; i < 150; ++i) {
        game.legalActions(actions);
        game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
    }
    bench::cloneAndResample(state, game, rng);
}
BENCHMARK(BM_CloneAndResample)->Unit(benchmark::kNanosecond);

BENCHMARK_MAIN();
