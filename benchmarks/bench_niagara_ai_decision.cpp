// Decision time of each Niagara AI level over the same sampled positions, single thread:
// 5-seat games on the standard river, played by Easy from fixed seeds and stopped at real
// decisions (more than one legal action) spread over the game. Counters: p50_ms, mean_ms, p95_ms
// and max_ms per level, and moves_per_game (Easy's game length); the goals are Easy <= 50 ms,
// Normal <= 250 ms and Hard <= 1 s at the 95th percentile.
#include "DecisionTimes.h"
#include "ai/AiPlayer.h"
#include "niagara/NiagaraGame.h"

#include <benchmark/benchmark.h>

using namespace cw;
using namespace cw::niagara;

namespace {

constexpr int Positions = 40;

struct Sample {
    std::vector<NiagaraGame> positions;
    double movesPerGame = 0;
};

const Sample &sample()
{
    static const Sample sample = [] {
        Sample s;
        const NiagaraRiver river = NiagaraRiver::standard();
        s.positions = bench::easyDecisionPositions<NiagaraGame>(
            QStringLiteral("niagara"), Positions,
            [&](std::uint64_t seed) { return NiagaraGame(river, 5, seed); }, &s.movesPerGame);
        return s;
    }();
    return sample;
}

} // namespace

static void BM_NiagaraDecision(benchmark::State &state)
{
    bench::measureDecisions(state, QStringLiteral("niagara"), sample().positions);
    state.counters["moves_per_game"] = sample().movesPerGame;
}
BENCHMARK(BM_NiagaraDecision)
    ->Arg(int(Controller::AiEasy))
    ->Arg(int(Controller::AiNormal))
    ->Arg(int(Controller::AiHard))
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
