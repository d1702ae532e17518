// Engine speed: complete 4-player Salmon Run games on the beginner river with uniformly random
// legal actions, single thread. The figure to watch is the games_per_s counter (target: 20,000).
#include "GameSpeed.h"
#include "course/CourseFile.h"
#include "salmon/SalmonCourse.h"
#include "salmon/SalmonGame.h"

#include <QFile>
#include <QJsonDocument>

#include <benchmark/benchmark.h>

using namespace cw;
using namespace cw::salmon;

namespace {

std::shared_ptr<const SalmonCourseMap> beginnerRiver()
{
    QFile file(QStringLiteral(":/courses/salmon-beginner.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open the beginner river");
    CourseProblems problems;
    const auto json = CourseFile::open(QJsonDocument::fromJson(file.readAll()).object(), &problems);
    const auto river = json ? SalmonCourse::fromJson(*json, &problems) : std::nullopt;
    if (!river)
        qFatal("cannot read the beginner river");
    return std::make_shared<const SalmonCourseMap>(*river);
}

} // namespace

static void BM_RandomGame(benchmark::State &state)
{
    const auto river = beginnerRiver();
    const int players = int(state.range(0));
    ActionList actions;
    actions.reserve(128);
    std::uint64_t seed = 1;
    std::int64_t moves = 0;
    for (auto _ : state) {
        SalmonGame game(river, players, seed);
        Rng rng(seed * 7919);
        ++seed;
        bench::playRandomly(game, rng, actions);
        moves += game.moveNumber();
        benchmark::DoNotOptimize(game.state().salmon[0].rank);
    }
    bench::countGames(state, moves);
}
BENCHMARK(BM_RandomGame)->Arg(4)->Arg(2)->Unit(benchmark::kMicrosecond);

// The cost of the search's per-iteration overhead: clone and resample a mid-game position.
static void BM_CloneAndResample(benchmark::State &state)
{
    SalmonGame game(beginnerRiver(), 4, 42);
    Rng rng(3);
    ActionList actions;
    for (int i = 0; i < 100 && !game.isOver(); ++i) {
        game.legalActions(actions);
        game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
    }
    bench::cloneAndResample(state, game, rng);
}
BENCHMARK(BM_CloneAndResample)->Unit(benchmark::kNanosecond);

BENCHMARK_MAIN();
