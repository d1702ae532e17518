// Decision time of each Niagara AI level over the same sampled positions, single thread:
// 5-seat games on the standard river, played by Easy from fixed seeds and stopped at real
// decisions (more than one legal action) spread over the game. Counters: p50_ms, mean_ms, p95_ms
// and max_ms per level, and moves_per_game (Easy's game length); the goals are Easy <= 50 ms,
// Normal <= 250 ms and Hard <= 1 s at the 95th percentile.
#include "DecisionTimes.h"
#include "core/AiPlayer.h"
#include "niagara/NiagaraGame.h"

#include <benchmark/benchmark.h>

using namespace cw;
using namespace cw::niagara;

constexpr int SampledPositions = 40;

static void BM_NiagaraDecision(benchmark::State &state)
{
    static const auto sample = bench::easyPositions<NiagaraGame>(
        QStringLiteral("niagara"), SampledPositions,
        [](std::uint64_t seed) { return NiagaraGame(NiagaraCourse::standard(), 5, seed); });
    bench::measureDecisions(state, QStringLiteral("niagara"), sample);
}
BENCHMARK(BM_NiagaraDecision)->Apply(bench::everyLevel);

BENCHMARK_MAIN();
