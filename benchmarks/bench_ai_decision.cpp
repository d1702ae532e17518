// Decision time of each AI level over the same sampled positions (RowingPositions.h), single
// thread. Counters: mean_ms and p95_ms per level; the goals are Easy <= 50 ms, Normal <= 250 ms
// and Hard <= 1 s at the 95th percentile.
#include "DecisionTimes.h"
#include "RowingPositions.h"
#include "core/AiPlayer.h"

#include <benchmark/benchmark.h>

#include <algorithm>

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
    bench::measureDecisions(state, QStringLiteral("rowing"), positions());
}
BENCHMARK(BM_Decision)->Apply(bench::everyLevel);

BENCHMARK_MAIN();
