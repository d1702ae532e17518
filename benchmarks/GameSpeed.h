#pragma once

// What every game's engine-speed benchmark shares: the counters of whole games played, and the
// search's per-iteration overhead (clone a position, resample what its seat cannot see).
#include "core/Game.h"

#include <benchmark/benchmark.h>

#include <cstdint>

namespace cw::bench {

// The counters of a benchmark whose every iteration played one whole game, `moves` actions in
// all: games a second (`rate`) and actions a game (`length`).
inline void countGames(benchmark::State &state, std::int64_t moves,
                       const char *rate = "games_per_s", const char *length = "moves_per_game")
{
    state.counters[rate] =
        benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
    state.counters[length] = double(moves) / double(state.iterations());
}

// Times cloning `position` and resampling, from rng, what its current seat cannot see.
inline void cloneAndResample(benchmark::State &state, const Game &position, Rng &rng)
{
    for (auto _ : state) {
        std::unique_ptr<Game> copy = position.clone();
        copy->resampleHidden(position.currentSeat(), rng);
        benchmark::DoNotOptimize(copy.get());
    }
}

} // namespace cw::bench
