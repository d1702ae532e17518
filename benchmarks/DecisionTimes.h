#pragma once

// The decision-time measure every game's AI benchmark shares: each AI level of `gameId` decides
// once on every position, single thread; counters p50_ms, mean_ms, p95_ms and max_ms, labelled
// with the level (the benchmark's range(0) is the Controller). And the positions of games played
// by Easy that some games measure it on (easyDecisionPositions).
#include "ai/AiFactory.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <vector>

namespace cw::bench {

template <class GameType>
void measureDecisions(benchmark::State &state, const QString &gameId,
                      const std::vector<GameType> &positions)
{
    const auto level = Controller(state.range(0));
    const auto ai = makeAiPlayer(gameId, level);
    std::vector<double> ms;
    for (auto _ : state) {
        ms.clear();
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const auto start = std::chrono::steady_clock::now();
            benchmark::DoNotOptimize(ai->choose(positions[i], i + 1));
            const auto end = std::chrono::steady_clock::now();
            ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
        }
    }
    std::sort(ms.begin(), ms.end());
    double sum = 0;
    for (const double m : ms)
        sum += m;
    state.counters["p50_ms"] = ms[(ms.size() - 1) / 2];
    state.counters["mean_ms"] = sum / double(ms.size());
    state.counters["p95_ms"] = ms[std::size_t(std::ceil(0.95 * double(ms.size()))) - 1];
    state.counters["max_ms"] = ms.back();
    state.SetLabel(controllerKey(level).toStdString());
}

// Decision positions of games played by a game's Easy, and Easy's mean game length.
template <class GameType>
struct EasyPositions {
    std::vector<GameType> positions;
    double movesPerGame = 0;
};

// `count` positions: games newGame(seed) played by `gameId`'s Easy from fixed seeds and stopped at
// real decisions (more than one legal action) spread over Easy's game, whose mean length is taken
// over 20 other games first.
template <class GameType, class NewGame>
EasyPositions<GameType> easyPositions(const QString &gameId, int count, NewGame newGame)
{
    const auto easy = makeAiPlayer(gameId, Controller::AiEasy);
    const auto play = [&](GameType &game, int stop) {
        while (!game.isOver() && (game.moveNumber() < stop || game.legalActions().size() < 2))
            game.apply(easy->choose(game, std::uint64_t(game.moveNumber())));
    };
    EasyPositions<GameType> sample;
    int moves = 0;
    for (int g = 0; g < 20; ++g) {
        GameType game = newGame(std::uint64_t(500 + g));
        play(game, std::numeric_limits<int>::max());
        moves += game.moveNumber();
    }
    sample.movesPerGame = moves / 20.0;
    for (int k = 0; int(sample.positions.size()) < count; ++k) {
        GameType game = newGame(std::uint64_t(1000 + k));
        play(game, 5 + (k * 97) % std::max(10, int(sample.movesPerGame * 0.9)));
        if (!game.isOver())
            sample.positions.push_back(game);
    }
    return sample;
}

// measureDecisions on Easy's positions, with Easy's game length as the moves_per_game counter.
template <class GameType>
void measureDecisions(benchmark::State &state, const QString &gameId,
                      const EasyPositions<GameType> &sample)
{
    measureDecisions(state, gameId, sample.positions);
    state.counters["moves_per_game"] = sample.movesPerGame;
}

// A decision benchmark's runs: every AI level (Easy, Normal, Hard) once, in milliseconds.
inline void everyLevel(benchmark::internal::Benchmark *benchmark)
{
    benchmark->Arg(int(Controller::AiEasy))
        ->Arg(int(Controller::AiNormal))
        ->Arg(int(Controller::AiHard))
        ->Iterations(1)
        ->Unit(benchmark::kMillisecond);
}

} // namespace cw::bench
