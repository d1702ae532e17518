// Decision time of each Visions of Rainbows AI level over the same sampled positions, single
// thread: 4-team races on the built-in medium road, played by Easy from fixed seeds and stopped
// at real decisions (more than one legal action) spread over the race. Counters: mean_ms, p95_ms
// and max_ms per level, and actions_per_race (Easy's race length, for sizing the search's
// horizon); the goals are Normal <= 250 ms and Hard <= 1 s at the 95th percentile.
#include "DecisionTimes.h"
#include "VisionsCourses.h"
#include "visions/VisionsEasyAi.h"

#include <benchmark/benchmark.h>

#include <algorithm>

using namespace cw;
using namespace cw::visions;

namespace {

constexpr int Positions = 40;
constexpr int Teams = 4;

void playEasy(VisionsGame &game, int until)
{
    ActionList scratch;
    while (!game.isOver() && game.moveNumber() < until)
        game.apply(VisionsEasyAi::ruleAction(game, scratch));
}

struct Sample {
    std::vector<VisionsGame> positions;
    double actionsPerRace = 0;
};

const Sample &sample()
{
    static const Sample sample = [] {
        Sample s;
        const std::optional<VisionsCourse> road = bench::visionsRoad("medium");
        if (!road)
            return s;
        int actions = 0;
        for (int g = 0; g < 20; ++g) {
            VisionsGame game(*road, Teams, std::uint64_t(500 + g));
            playEasy(game, 1 << 20);
            actions += game.moveNumber();
        }
        s.actionsPerRace = actions / 20.0;
        for (int k = 0; int(s.positions.size()) < Positions; ++k) {
            VisionsGame game(*road, Teams, std::uint64_t(1000 + k));
            playEasy(game, 5 + (k * 97) % std::max(10, int(s.actionsPerRace * 0.9)));
            while (!game.isOver() && game.legalActions().size() < 2)
                playEasy(game, game.moveNumber() + 1);
            if (!game.isOver())
                s.positions.push_back(game);
        }
        return s;
    }();
    return sample;
}

} // namespace

static void BM_VisionsDecision(benchmark::State &state)
{
    bench::measureDecisions(state, QStringLiteral("visions"), sample().positions);
    state.counters["actions_per_race"] = sample().actionsPerRace;
}
BENCHMARK(BM_VisionsDecision)
    ->Arg(int(Controller::AiEasy))
    ->Arg(int(Controller::AiNormal))
    ->Arg(int(Controller::AiHard))
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
