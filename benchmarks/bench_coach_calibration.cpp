// Whether the coach's "chance of winning" is one (issue 55): games on each registered game's
// default course between a seat that plays the coach's advice (ai/MoveAdvice.h: Hard's search,
// its first choice) and seats of the levels a person meets (Easy and Normal in turn, game by
// game; the advised seat rotating). At every decision of the advised seat the estimate of its
// choice is kept; once the game is over each estimate is paired with whether that seat won (a
// first place, shared or not). Counters: the Brier score, the widest gap between a decile's mean
// estimate and its observed win rate (deciles with at least 10 estimates), the estimates; the
// reliability table is printed after the run.
//   build/benchmarks/bench_coach_calibration --games=4 [--game=niagara]
#include "LargestSetup.h"
#include "ai/AiFactory.h"
#include "ai/MoveAdvice.h"
#include "core/GameRecord.h"

#include <benchmark/benchmark.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

using namespace cw;

namespace {

int gamesPerGame = 4; // --games=N
std::string onlyGame; // --game=ID

struct Decile {
    int count = 0;
    double estimates = 0; // sum
    double wins = 0;      // sum
};

struct Calibration {
    std::array<Decile, 10> deciles{};
    double brier = 0;
    int count = 0;
};

std::vector<std::pair<QString, Calibration>> results;

// Two seats (or the fewest the game takes), the coach's seat `advised`, the others at `level`.
GameSetup setupOf(const GameInfo &info, int advised, Controller level, std::uint64_t seed)
{
    GameSetup setup = bench::largestSetup(info, level, seed);
    const int seats = std::max(info.minSeats, 2);
    while (setup.seats.size() > seats)
        setup.seats.removeLast();
    for (int seat = 0; seat < setup.seats.size(); ++seat)
        setup.seats[seat].controller = seat == advised ? Controller::Human : level;
    return setup;
}

void BM_Calibration(benchmark::State &state, const QString &gameId)
{
    const GameInfo &info = *GameRegistry::find(gameId);
    Calibration calibration;
    for (auto _ : state) {
        calibration = {};
        for (int g = 0; g < gamesPerGame; ++g) {
            const Controller level = g % 2 == 0 ? Controller::AiEasy : Controller::AiNormal;
            const std::uint64_t seed = 9000 + std::uint64_t(g);
            GameSetup setup = setupOf(info, 0, level, seed);
            const int advised = g % int(setup.seats.size());
            setup = setupOf(info, advised, level, seed);
            QString error;
            std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
            if (!game)
                qFatal("bench_coach_calibration: %s: %s", qPrintable(gameId), qPrintable(error));
            const std::unique_ptr<AiPlayer> other = makeAiPlayer(gameId, level);
            std::vector<double> estimates;
            const int cap = info.maxGameLength > 0 ? info.maxGameLength : GameRecord::MaxActions;
            for (int move = 0; !game->isOver() && move < cap; ++move) {
                const std::uint64_t decision = seed * 7919 + std::uint64_t(move);
                if (game->currentSeat() == advised) {
                    const MoveAdvice advice =
                        adviseMove(*game, gameId, Controller::AiHard, decision, 1);
                    if (game->legalActions().size() > 1)
                        estimates.push_back(advice.ranked.front().winChance);
                    game->apply(advice.ranked.front().action);
                } else {
                    game->apply(other->choose(*game, decision));
                }
            }
            if (!game->isOver())
                continue; // unfinished: no outcome to compare with
            const double won = game->ranks()[std::size_t(advised)] == 1 ? 1 : 0;
            for (const double p : estimates) {
                Decile &d = calibration.deciles[std::size_t(std::clamp(int(p * 10), 0, 9))];
                ++d.count;
                d.estimates += p;
                d.wins += won;
                calibration.brier += (p - won) * (p - won);
                ++calibration.count;
            }
        }
    }
    double widest = 0;
    for (const Decile &d : calibration.deciles)
        if (d.count >= 10)
            widest = std::max(widest, std::abs(d.estimates - d.wins) / d.count);
    state.counters["brier"] = calibration.count ? calibration.brier / calibration.count : 0;
    state.counters["widest_gap"] = widest;
    state.counters["estimates"] = calibration.count;
    results.emplace_back(gameId, calibration);
}

void registerAll()
{
    for (const GameInfo &info : GameRegistry::games()) {
        if (!onlyGame.empty() && info.id.toStdString() != onlyGame)
            continue;
        const std::string name = "CoachCalibration/" + info.id.toStdString();
        benchmark::RegisterBenchmark(name.c_str(), BM_Calibration, info.id)
            ->Iterations(1)
            ->Unit(benchmark::kSecond);
    }
}

// The reliability table: per game and decile, the estimates, their mean and the observed rate.
void printTable()
{
    std::printf("\n| game | decile | estimates | mean estimate | observed win rate |\n"
                "|---|---|---|---|---|\n");
    for (const auto &[gameId, c] : results)
        for (int i = 0; i < 10; ++i) {
            const Decile &d = c.deciles[std::size_t(i)];
            if (d.count)
                std::printf("| %s | %d–%d %% | %d | %.0f %% | %.0f %% |\n", qPrintable(gameId),
                            i * 10, i * 10 + 10, d.count, 100 * d.estimates / d.count,
                            100 * d.wins / d.count);
        }
}

} // namespace

int main(int argc, char **argv)
{
    // Our flags first; Google Benchmark refuses those it does not know.
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], "--games=", 8) == 0)
            gamesPerGame = std::max(1, std::atoi(argv[i] + 8));
        else if (std::strncmp(argv[i], "--game=", 7) == 0)
            onlyGame = argv[i] + 7;
        else
            argv[kept++] = argv[i];
    }
    argc = kept;
    registerAll();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    printTable();
    return 0;
}
