// Decision time of each Salmon Run AI level over the same sampled positions, single thread:
// 4-salmon games on the beginner river, played by Easy from fixed seeds and stopped at real
// decisions (more than one legal action) spread over the game. Counters: mean_ms, p95_ms and
// max_ms per level, and moves_per_game (Easy's game length, for sizing the search's horizon);
// the goals are Easy <= 50 ms, Normal <= 250 ms and Hard <= 1 s at the 95th percentile.
#include "DecisionTimes.h"
#include "core/AiPlayer.h"
#include "course/CourseFile.h"
#include "salmon/SalmonCourse.h"
#include "salmon/SalmonGame.h"

#include <QFile>
#include <QJsonDocument>

#include <benchmark/benchmark.h>

using namespace cw;
using namespace cw::salmon;

namespace {

constexpr int Positions = 40;

std::shared_ptr<const SalmonCourseMap> beginnerRiver()
{
    QFile file(QStringLiteral(":/courses/salmon-beginner.json"));
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    CourseProblems problems;
    const auto json = CourseFile::open(QJsonDocument::fromJson(file.readAll()).object(), &problems);
    const auto river = json ? SalmonCourse::fromJson(*json, &problems) : std::nullopt;
    return river ? std::make_shared<const SalmonCourseMap>(*river) : nullptr;
}

} // namespace

static void BM_SalmonDecision(benchmark::State &state)
{
    static const auto sample = [] {
        const auto river = beginnerRiver();
        return bench::easyPositions<SalmonGame>(
            QStringLiteral("salmon"), Positions,
            [&](std::uint64_t seed) { return SalmonGame(river, 4, seed); });
    }();
    bench::measureDecisions(state, QStringLiteral("salmon"), sample);
}
BENCHMARK(BM_SalmonDecision)->Apply(bench::everyLevel);

BENCHMARK_MAIN();
