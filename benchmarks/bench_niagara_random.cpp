// Engine speed: complete Niagara games on the standard river, single thread. Uniformly random
// canoeists never finish a game (they lose canoes over the waterfalls far faster than they land
// gems), so each action is, as in tst_conformance, the Easy AI's rule choice or, as often, a
// uniformly random legal one. The figure to watch is games_per_s for 5 players (target: 20,000).
#include "GameSpeed.h"
#include "niagara/NiagaraEasyAi.h"
#include "niagara/NiagaraGame.h"

#include <benchmark/benchmark.h>

using namespace cw;
using namespace cw::niagara;

static void BM_MixedGame(benchmark::State &state)
{
    const NiagaraCourse river = NiagaraCourse::standard();
    const int players = int(state.range(0));
    ActionList actions;
    actions.reserve(64);
    std::uint64_t seed = 1;
    std::int64_t moves = 0;
    for (auto _ : state) {
        NiagaraGame game(river, players, seed);
        Rng rng(seed * 7919);
        ++seed;
        while (!game.isOver()) {
            // Easy reads only what its seat sees, so its rule choice on the true game is the
            // choice AiPlayer::choose makes on a resampled copy.
            if (rng.next() % 2 == 0) {
                game.apply(NiagaraEasyAi::ruleAction(game));
            } else {
                game.legalActions(actions);
                game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
            }
        }
        moves += game.moveNumber();
        benchmark::DoNotOptimize(game.state().seats[0].rank);
    }
    bench::countGames(state, moves);
}
BENCHMARK(BM_MixedGame)->Arg(5)->Arg(2)->Unit(benchmark::kMicrosecond);

// The cost of the search's per-iteration overhead: clone and resample a Phase I position where
// other seats have chosen in secret.
static void BM_CloneAndResample(benchmark::State &state)
{
    NiagaraGame game(NiagaraCourse::standard(), 5, 42);
    while (!game.isOver() && (game.moveNumber() < 60 || game.state().step != Step::ChooseCard ||
                              game.state().turnInRound < 2))
        game.apply(NiagaraEasyAi::ruleAction(game));
    Rng rng(3);
    bench::cloneAndResample(state, game, rng);
}
BENCHMARK(BM_CloneAndResample)->Unit(benchmark::kNanosecond);

BENCHMARK_MAIN();
