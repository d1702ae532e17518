// How long a person waits for the AI over a whole game, at each AI pace (Settings > AI Pace), for
// every registered game on its default course with the most seats it takes there: seat 0 is the
// person (played here by Easy, its time not counted), every other seat an AI of the benchmark's
// level. The waiting is the app's own (GameSession::paceBefore): before each AI action that
// begins a move, the pace or the AI's search if that took longer; before an action that
// continues a move, the search alone. Searches are timed on one thread.
// Counters, a mean per game: ai_actions, ai_moves (the pauses), rounds (the public view's round
// at the end, 0 in a game without rounds), and wait_s_<pace> for each pace.
// The goal: wait_s_normal <= 60 for every game.
//   build/benchmarks/bench_ai_pace --benchmark_filter=easy
#include "AiPace.h"
#include "LargestSetup.h"
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "session/GameSession.h"

#include <benchmark/benchmark.h>

#include <chrono>

using namespace cw;
using cw::bench::largestSetup;

namespace {

constexpr AiPace Paces[] = {AiPace::Slow, AiPace::Normal, AiPace::Fast, AiPace::Instant};

// One whole game: the AI's actions, its moves, and the waiting at each pace in milliseconds.
struct Waiting {
    int actions = 0;
    int moves = 0;
    int rounds = 0;
    double ms[std::size(Paces)] = {};
};

Waiting playOneGame(const GameInfo &info, Controller level, std::uint64_t seed)
{
    const GameSetup setup = largestSetup(info, level, seed);
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
    if (!game)
        qFatal("bench_ai_pace: %s: %s", qPrintable(info.id), qPrintable(error));
    const std::unique_ptr<AiPlayer> person = makeAiPlayer(info.id, Controller::AiEasy);
    const std::unique_ptr<AiPlayer> ai = makeAiPlayer(info.id, level);
    Waiting waiting;
    int lastSeat = -1;
    Action lastAction = -1;
    for (int move = 0; !game->isOver() && move < GameRecord::MaxActions; ++move) {
        const int seat = game->currentSeat();
        const bool byAi = isAi(setup.seats[seat].controller);
        const auto start = std::chrono::steady_clock::now();
        const Action action =
            (byAi ? ai : person)->choose(*game, seed * 7919 + std::uint64_t(move));
        const double searchMs =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        if (byAi) {
            ++waiting.actions;
            if (!game->continuesMove(lastSeat, lastAction))
                ++waiting.moves;
            for (std::size_t p = 0; p < std::size(Paces); ++p)
                waiting.ms[p] +=
                    std::max(searchMs, double(GameSession::paceBefore(*game, lastSeat, lastAction,
                                                                      aiPaceMs(Paces[p]))));
        }
        lastSeat = seat;
        lastAction = action;
        game->apply(action);
    }
    waiting.rounds = GameSession::roundOf(*game);
    return waiting;
}

void BM_AiWaiting(benchmark::State &state, const QString &gameId, Controller level)
{
    const GameInfo *info = GameRegistry::find(gameId);
    Waiting total;
    std::uint64_t seed = 1;
    for (auto _ : state) {
        const Waiting game = playOneGame(*info, level, seed++);
        total.actions += game.actions;
        total.moves += game.moves;
        total.rounds += game.rounds;
        for (std::size_t p = 0; p < std::size(Paces); ++p)
            total.ms[p] += game.ms[p];
    }
    const double games = double(state.iterations());
    state.counters["ai_actions"] = total.actions / games;
    state.counters["ai_moves"] = total.moves / games;
    state.counters["rounds"] = total.rounds / games;
    for (std::size_t p = 0; p < std::size(Paces); ++p)
        state.counters["wait_s_" + aiPaceKey(Paces[p]).toStdString()] =
            total.ms[p] / games / 1000.0;
}

// One benchmark per game and AI level, registered once the games are (after main() began).
void registerAll()
{
    for (const GameInfo &info : GameRegistry::games())
        for (const Controller level : {Controller::AiEasy, Controller::AiNormal}) {
            const std::string name =
                "AiWaiting/" + info.id.toStdString() + "/" + controllerKey(level).toStdString();
            benchmark::RegisterBenchmark(name.c_str(), BM_AiWaiting, info.id, level)
                ->Iterations(level == Controller::AiEasy ? 20 : 4)
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
