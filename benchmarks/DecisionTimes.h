#pragma once

// The decision-time measure every game's AI benchmark shares: each AI level of `gameId` decides
// once on every position, single thread; counters p50_ms, mean_ms, p95_ms and max_ms, labelled
// with the level (the benchmark's range(0) is the Controller).
#include "ai/AiPlayer.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cmath>
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

} // namespace cw::bench
