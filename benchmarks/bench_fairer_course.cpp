// Find a Fairer Course (models/lab/FairerCourseSearch) on every built-in course of every game, as
// `coursewright-cli lab --improve` runs it: Easy seats, as many as the course suggests, the CLI's
// defaults (24 variations tried on 50 games each, the original and the 6 finalists then on 200
// other games), seed 1, 2 threads. One iteration a course; its wall time is the search's time.
// Counters, in the CLI's figures (points of win share, the Score column: lower is fairer):
//   score_before, score_after     the original's score and the fairest variation's (the
//                                 original's again when no variation was fairer)
//   seat_spread_*, start_spread_* the largest win share minus the smallest, by seat and by start
//   fairer                        1 when the fairest variation scored below the original
//   tried, games                  variations tried, games played in all
// A game without built-in courses (Line cards has no course at all) is listed with a label that
// says it has nothing to vary.
#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "lab/CourseLab.h"
#include "lab/FairerCourseSearch.h"

#include <QDir>
#include <QFileInfo>

#include <benchmark/benchmark.h>

using namespace cw;

namespace {

constexpr int Candidates = 24;
constexpr int ConfirmGames = 200;
constexpr int Threads = 2;

void search(benchmark::State &state, const QJsonObject &course, const GameInfo &game)
{
    FairerCourseConfig config;
    config.course = course;
    const int seats = game.suggestedSeats ? game.suggestedSeats(course) : game.maxSeats;
    config.players = QList<Controller>(seats, Controller::AiEasy);
    config.candidates = Candidates;
    config.confirmGames = ConfirmGames;
    config.screenGames = std::max(12, ConfirmGames / 4); // as the CLI and the editor
    config.threads = Threads;
    std::optional<FairerCourseResult> result;
    int played = 0;
    for (auto _ : state) {
        FairerCourseSearch finder(config);
        QString error;
        result = finder.run([&played](int count, int) { played = count; }, &error);
        if (!result)
            qFatal("%s: %s", qPrintable(course.value(QStringLiteral("name")).toString()),
                   qPrintable(error));
    }
    const FairerCandidate &before = result->original;
    // After: the fairest variation when it beat the original, else the original kept.
    const bool fairer = !result->best.empty() && result->best.front().fairer;
    const FairerCandidate &after = fairer ? result->best.front() : before;
    state.counters["score_before"] = 100 * before.fairness.score;
    state.counters["score_after"] = 100 * after.fairness.score;
    state.counters["seat_spread_before"] = 100 * before.fairness.seatSpread;
    state.counters["seat_spread_after"] = 100 * after.fairness.seatSpread;
    state.counters["start_spread_before"] = 100 * before.fairness.startSpread;
    state.counters["start_spread_after"] = 100 * after.fairness.startSpread;
    state.counters["fairer"] = fairer ? 1 : 0;
    state.counters["tried"] = result->tried;
    state.counters["games"] = played;
    state.SetLabel(
        QStringLiteral("%1 seats; %2")
            .arg(seats)
            .arg(fairer ? after.change : QStringLiteral("no fairer variation: the original kept"))
            .toStdString());
}

void nothingToVary(benchmark::State &state, const QString &game)
{
    for (auto _ : state) {
    }
    state.SetLabel(
        QStringLiteral("%1 has no built-in course: no variations").arg(game).toStdString());
}

// Every built-in course, registered under its game and file name; a game without one, once.
void registerSearches()
{
    const QDir folder(QStringLiteral(":/courses"));
    for (const GameInfo &game : GameRegistry::games()) {
        bool any = false;
        for (const QString &file : folder.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            CourseProblems problems;
            const std::optional<QJsonObject> course =
                CourseFile::read(folder.filePath(file), &problems);
            if (!course || CourseLab::gameFor(*course) != &game)
                continue;
            any = true;
            const std::string name = "BM_FairerCourse/" + game.id.toStdString() + '/' +
                                     QFileInfo(file).completeBaseName().toStdString();
            benchmark::RegisterBenchmark(name.c_str(), search, *course, game)
                ->Unit(benchmark::kSecond)
                ->UseRealTime()
                ->Iterations(1);
        }
        if (!any) {
            const std::string name = "BM_FairerCourse/" + game.id.toStdString();
            benchmark::RegisterBenchmark(name.c_str(), nothingToVary, game.displayName.text())
                ->Iterations(1);
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    registerSearches();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
