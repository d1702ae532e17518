// How long the coach's hint takes (ai/MoveAdvice.h: Hard's search with its root ranked), per
// game: every registered game on its default course with the most seats it takes, played by
// Easy; at `Positions` of seat 0's decisions spread over the game (more than one legal action),
// the hint for seat 0 at Hard, timed on one thread. Counters: p50_ms, p95_ms, max_ms.
//   build/benchmarks/bench_ai_hint
#include "LargestSetup.h"
#include "ai/AiFactory.h"
#include "ai/MoveAdvice.h"
#include "core/GameRecord.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cmath>

using namespace cw;
using cw::bench::largestSetup;

namespace {

constexpr int Positions = 12;

// Seat 0's decisions in Easy games from seed 1 on, every `stride`-th one, until there are enough.
std::vector<std::unique_ptr<Game>> seatZeroDecisions(const GameInfo &info, int stride)
{
    const std::unique_ptr<AiPlayer> easy = makeAiPlayer(info.id, Controller::AiEasy);
    std::vector<std::unique_ptr<Game>> positions;
    for (std::uint64_t seed = 1; int(positions.size()) < Positions; ++seed) {
        QString error;
        std::unique_ptr<Game> game =
            GameRegistry::create(largestSetup(info, Controller::AiEasy, seed), &error);
        if (!game)
            qFatal("bench_ai_hint: %s: %s", qPrintable(info.id), qPrintable(error));
        int decisions = 0;
        for (int move = 0; !game->isOver() && move < GameRecord::MaxActions; ++move) {
            if (game->currentSeat() == 0 && game->legalActions().size() > 1 &&
                ++decisions % stride == 0) {
                positions.push_back(game->clone());
                if (int(positions.size()) == Positions)
                    break;
            }
            game->apply(easy->choose(*game, seed * 7919 + std::uint64_t(move)));
        }
    }
    return positions;
}

void BM_Hint(benchmark::State &state, const QString &gameId)
{
    const GameInfo &info = *GameRegistry::find(gameId);
    const std::vector<std::unique_ptr<Game>> positions = seatZeroDecisions(info, 7);
    std::vector<double> ms;
    for (auto _ : state) {
        ms.clear();
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const auto start = std::chrono::steady_clock::now();
            benchmark::DoNotOptimize(adviseMove(*positions[i], gameId, Controller::AiHard, i + 1));
            ms.push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count());
        }
    }
    std::sort(ms.begin(), ms.end());
    state.counters["p50_ms"] = ms[(ms.size() - 1) / 2];
    state.counters["p95_ms"] = ms[std::size_t(std::ceil(0.95 * double(ms.size()))) - 1];
    state.counters["max_ms"] = ms.back();
}

// One benchmark per game, registered once the games are (after main() began).
void registerAll()
{
    for (const GameInfo &info : GameRegistry::games()) {
        const std::string name = "Hint/" + info.id.toStdString();
        benchmark::RegisterBenchmark(name.c_str(), BM_Hint, info.id)
            ->Iterations(1)
            ->Unit(benchmark::kSecond);
    }
}

} // namespace

int main(int argc, char **argv)
{
    registerAll();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
