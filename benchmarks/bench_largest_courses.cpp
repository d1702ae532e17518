// The largest courses a file may state (LargestCourses.h): reading and checking them. The rowing
// course is read and checked as a file is opened (CourseFile::parse, then check); the river's
// check is dominated by the validator's reachability search from each of its 2,304 start hexes
// (tst_salmon_course_validator's largestRiverIsChecked checks what it finds; its time is measured
// here). scripts/measure-largest measures the same files through the command-line tool and the app:
// wall time and peak memory of opening, exporting and drawing them.
#include "LargestCourses.h"
#include "course/CourseFile.h"
#include "salmon/SalmonCourseValidator.h"

#include <QJsonDocument>

#include <benchmark/benchmark.h>

using namespace cw;

// Opening a course file: parse the bytes, then every rules check of its kind.
static void BM_OpenCourse(benchmark::State &state, QJsonObject (*course)())
{
    const QByteArray bytes = QJsonDocument(course()).toJson();
    for (auto _ : state) {
        CourseProblems problems;
        const std::optional<QJsonObject> read = CourseFile::parse(bytes, &problems);
        if (!read) {
            state.SkipWithError("the course does not read");
            return;
        }
        benchmark::DoNotOptimize(CourseFile::check(*read));
    }
    state.counters["file_kB"] = double(bytes.size()) / 1024.0;
}
BENCHMARK_CAPTURE(BM_OpenCourse, largest_rowing_course, &bench::largestRowingCourse)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_OpenCourse, largest_river, &bench::largestSalmonRiver)
    ->Unit(benchmark::kMillisecond);

// The river's rules check alone (SalmonCourseValidator), as tst_salmon_course_validator runs it.
static void BM_CheckLargestRiver(benchmark::State &state)
{
    CourseProblems problems;
    const std::optional<salmon::SalmonCourse> river =
        salmon::SalmonCourse::read(bench::largestSalmonRiver(), &problems);
    if (!river) {
        state.SkipWithError("the largest river does not read");
        return;
    }
    for (auto _ : state) {
        const salmon::SalmonCourseValidator validator(*river);
        benchmark::DoNotOptimize(validator.hasErrors());
    }
}
BENCHMARK(BM_CheckLargestRiver)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
