// Decision time of each Niagara AI level over the same sampled positions, single thread:
// 5-seat games on the standard river, played by Easy from fixed seeds and stopped at real
// decisions (more than one legal action) spread over the game. Counters: p50_ms, mean_ms, p95_ms
// and max_ms per level, and moves_per_game (Easy's game length); the goals are Easy <= 50 ms,
// Normal <= 250 ms and Hard <= 1 s at the 95th percentile.
#include "DecisionTimes.h"
#include "ai/AiPlayer.h"
#include "niagara/NiagaraGame.h"

#include <benchmark/benchmark.h>

#include <algorithm>

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
        const auto easy = makeAiPlayer(QStringLiteral("niagara"), Controller::AiEasy);
        // The length of an Easy game first, to spread the stops over it.
        int moves = 0;
        for (int g = 0; g < 20; ++g) {
            NiagaraGame game(river, 5, std::uint64_t(500 + g));
            while (!game.isOver())
                game.apply(easy->choose(game, std::uint64_t(game.moveNumber())));
            moves += game.moveNumber();
        }
        s.movesPerGame = moves / 20.0;
        for (int k = 0; int(s.positions.size()) < Positions; ++k) {
            NiagaraGame game(river, 5, std::uint64_t(1000 + k));
            const int stop = 5 + (k * 97) % std::max(10, int(s.movesPerGame * 0.9));
            while (!game.isOver() && (game.moveNumber() < stop || game.legalActions().size() < 2))
                game.apply(easy->choose(game, std::uint64_t(game.moveNumber())));
            if (!game.isOver())
                s.positions.push_back(game);
        }
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
