#pragma once

// What every game's engine-speed benchmark shares: a random playout, the counters of whole games
// played, and the search's per-iteration overhead (clone a position, resample what its seat cannot
// see).
#include "core/Game.h"
#include "core/Rng.h"

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

// Plays `game` to its end, every action drawn uniformly from `rng` among the legal ones (into
// `actions`). A template, not a Game &, so that the calls stay direct as in the engines' own
// loops: a virtual call per action would be part of the figure.
template <typename ConcreteGame>
inline void playRandomly(ConcreteGame &game, Rng &rng, ActionList &actions)
{
    while (!game.isOver()) {
        game.legalActions(actions);
        game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
    }
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
