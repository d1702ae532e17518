// Decision time of each AI level over the same sampled positions (RowingPositions.h), single
// thread. Counters: mean_ms and p95_ms per level; the goals are Easy <= 50 ms, Normal <= 250 ms
// and Hard <= 1 s at the 95th percentile.
#include "RowingPositions.h"
#include "ai/AiPlayer.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cmath>

using namespace cw;

namespace {

constexpr int Positions = 40;

const std::vector<rowing::RowingGame> &positions()
{
    static const std::vector<rowing::RowingGame> list = bench::sampledRowingPositions(Positions);
    return list;
}

} // namespace

static void BM_Decision(benchmark::State &state)
{
    const auto level = Controller(state.range(0));
    const auto ai = makeAiPlayer(QStringLiteral("rowing"), level);
    std::vector<double> ms;
    for (auto _ : state) {
        ms.clear();
        for (std::size_t i = 0; i < positions().size(); ++i) {
            const auto start = std::chrono::steady_clock::now();
            benchmark::DoNotOptimize(ai->choose(positions()[i], i + 1));
            const auto end = std::chrono::steady_clock::now();
            ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
        }
    }
    std::sort(ms.begin(), ms.end());
    double sum = 0;
    for (double m : ms)
        sum += m;
    const auto p95 = std::size_t(std::ceil(0.95 * double(ms.size()))) - 1;
    state.counters["mean_ms"] = sum / double(ms.size());
    state.counters["p95_ms"] = ms[p95];
    state.counters["max_ms"] = ms.back();
    state.SetLabel(controllerKey(level).toStdString());
}
BENCHMARK(BM_Decision)
    ->Arg(int(Controller::AiEasy))
    ->Arg(int(Controller::AiNormal))
    ->Arg(int(Controller::AiHard))
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
