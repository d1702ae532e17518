// The course lab's speed (models/lab/CourseLab): 1,000 AI-only games with every lab event
// recorded and the report built, on 2 threads, as Course > Test This Course… and
// coursewright-cli lab run them. Goals: 1,000 rowing races with six Easy boats on the standard
// course within 2 s; the same for four Easy salmon on the beginner and expert rivers. Each run
// reports games_per_s; the wall time of one iteration is the figure to compare with the goal.
#include "course/CourseFile.h"
#include "lab/CourseLab.h"

#include <benchmark/benchmark.h>

using namespace cw;

namespace {

TournamentConfig labConfig(const QString &course, const QString &gameId, int seats)
{
    TournamentConfig config;
    config.gameId = gameId;
    config.courseSource = course;
    CourseProblems problems;
    const std::optional<QJsonObject> json = CourseFile::read(course, &problems);
    if (!json)
        qFatal("cannot read %s", qPrintable(course));
    config.course = *json;
    config.players = QList<Controller>(seats, Controller::AiEasy);
    config.games = 1000;
    config.threads = 2;
    return config;
}

void runLab(benchmark::State &state, const TournamentConfig &config)
{
    std::int64_t games = 0;
    for (auto _ : state) {
        CourseLab lab(config);
        QString error;
        const std::optional<LabReport> report = lab.run({}, &error);
        if (!report)
            qFatal("%s", qPrintable(error));
        games += report->gamesPlayed;
        benchmark::DoNotOptimize(report->length.mean);
    }
    state.counters["games_per_s"] = benchmark::Counter(double(games), benchmark::Counter::kIsRate);
}

} // namespace

static void BM_LabRowingStandard(benchmark::State &state)
{
    runLab(state, labConfig(QStringLiteral(":/courses/rowing-standard.json"),
                            QStringLiteral("rowing"), 6));
}
BENCHMARK(BM_LabRowingStandard)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

static void BM_LabSalmonBeginner(benchmark::State &state)
{
    runLab(state, labConfig(QStringLiteral(":/courses/salmon-beginner.json"),
                            QStringLiteral("salmon"), 4));
}
BENCHMARK(BM_LabSalmonBeginner)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

static void BM_LabSalmonExpert(benchmark::State &state)
{
    runLab(state,
           labConfig(QStringLiteral(":/courses/salmon-expert.json"), QStringLiteral("salmon"), 4));
}
BENCHMARK(BM_LabSalmonExpert)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

BENCHMARK_MAIN();
