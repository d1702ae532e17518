// Engine speed: complete Visions of Rainbows races, single thread. Uniformly random medium and
// long races never end (random drop backs send tired riders 5 rows back every phase), so each
// action of BM_MixedRace is, as in tst_conformance, the Easy AI's rule choice or, as often, a
// uniformly random legal one. Figures to watch: races_per_s of 4 teams × 5 riders on the medium
// road (target: 1,000) and actions_per_s (every decision of the race: placements, activations,
// steps, Reorganization and Event choices). BM_RandomShortRace plays uniformly random short
// races (they end); BM_CloneAndResample is the search's per-iteration overhead.
#include "GameSpeed.h"
#include "VisionsCourses.h"
#include "visions/VisionsEasyAi.h"
#include "visions/VisionsGame.h"

#include <benchmark/benchmark.h>

using namespace cw;
using namespace cw::visions;

namespace {

// Plays one race to its end, each action Easy's (when `mixed` and a coin says so) or uniformly
// random; returns its actions.
int playRace(VisionsGame &game, Rng &rng, bool mixed, ActionList &actions)
{
    while (!game.isOver()) {
        // Easy reads only what its seat sees, so its rule choice on the true game is the choice
        // AiPlayer::choose makes on a resampled copy.
        if (mixed && rng.next() % 2 == 0) {
            game.apply(VisionsEasyAi::ruleAction(game, actions));
        } else {
            game.legalActions(actions);
            game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
        }
    }
    return game.moveNumber();
}

void races(benchmark::State &state, const char *roadName, bool mixed)
{
    const std::optional<VisionsCourse> road = bench::visionsRoad(roadName);
    if (!road) {
        state.SkipWithError("cannot read the built-in road");
        return;
    }
    const int teams = int(state.range(0));
    ActionList actions;
    actions.reserve(256);
    std::uint64_t seed = 1;
    std::int64_t moves = 0;
    for (auto _ : state) {
        VisionsGame game(*road, teams, seed);
        Rng rng(seed * 7919);
        ++seed;
        moves += playRace(game, rng, mixed, actions);
        benchmark::DoNotOptimize(game.state().finished);
    }
    bench::countGames(state, moves, "races_per_s", "actions_per_race");
    state.counters["actions_per_s"] =
        benchmark::Counter(double(moves), benchmark::Counter::kIsRate);
}

} // namespace

static void BM_MixedRace(benchmark::State &state)
{
    races(state, "medium", true);
}
BENCHMARK(BM_MixedRace)->Arg(4)->Arg(3)->Arg(7)->Unit(benchmark::kMicrosecond);
// The first 100 of those races of 4 teams, always the same: a fixed piece of work whose
// instruction count (valgrind --tool=callgrind) compares two builds on a shared, noisy machine.
BENCHMARK(BM_MixedRace)
    ->Name("BM_MixedRaceFixed")
    ->Arg(4)
    ->Iterations(100)
    ->Unit(benchmark::kMicrosecond);

static void BM_RandomShortRace(benchmark::State &state)
{
    races(state, "short", false);
}
BENCHMARK(BM_RandomShortRace)->Arg(4)->Unit(benchmark::kMicrosecond);

// The search's per-iteration overhead: clone and resample a mid-race position of 4 teams on the
// medium road (hands and decks hidden).
static void BM_CloneAndResample(benchmark::State &state)
{
    const std::optional<VisionsCourse> road = bench::visionsRoad("medium");
    if (!road) {
        state.SkipWithError("cannot read the built-in road");
        return;
    }
    VisionsGame game(*road, 4, 42);
    ActionList actions;
    while (!game.isOver() &&
           (game.moveNumber() < 300 || game.state().stage != VisionsStage::Activate))
        game.apply(VisionsEasyAi::ruleAction(game, actions));
    Rng rng(3);
    bench::cloneAndResample(state, game, rng);
}
BENCHMARK(BM_CloneAndResample)->Unit(benchmark::kNanosecond);

BENCHMARK_MAIN();
