// Course files and print: reading and checking a course file, exporting the standard course
// (11 A4 pages) to PDF, SVG and PNG, and exporting the heaviest courses the reader accepts (issue
// 31: a 100 km rowing course as one 5010 mm strip, a river of 16 boards of 12 x 12 hexes at
// 120 mm, the 100 km course on 201 pages of PNG at 300 dpi). Needs a QGuiApplication (offscreen
// is enough) for painting. Counters: pages (files, or PDF pages), bytes written, and the peak
// resident memory of the process so far (run one benchmark a process, --benchmark_filter, for
// each case's own peak).
#include "HeavyCourses.h"
#include "course/CourseFile.h"
#include "print/CoursePrint.h"

#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <sys/resource.h>

using namespace cw;

namespace {

QByteArray standardBytes()
{
    QFile file(QStringLiteral(":/courses/rowing-standard.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

static void BM_ReadCourse(benchmark::State &state)
{
    const QByteArray bytes = standardBytes();
    for (auto _ : state) {
        CourseProblems problems;
        benchmark::DoNotOptimize(CourseFile::parse(bytes, &problems));
    }
}
BENCHMARK(BM_ReadCourse)->Unit(benchmark::kMicrosecond);

static void BM_CheckCourse(benchmark::State &state)
{
    CourseProblems problems;
    const QJsonObject course = *CourseFile::parse(standardBytes(), &problems);
    for (auto _ : state)
        benchmark::DoNotOptimize(CourseFile::check(course, {6, std::nullopt}));
}
BENCHMARK(BM_CheckCourse)->Unit(benchmark::kMicrosecond);

static void BM_Export(benchmark::State &state)
{
    const auto format = print::ExportFormat(state.range(0));
    CourseProblems problems;
    const QJsonObject course = *CourseFile::parse(standardBytes(), &problems);
    QTemporaryDir dir;
    const QString out =
        dir.filePath(QStringLiteral("course.") + print::PrintExport::formatKey(format));
    qint64 bytes = 0;
    for (auto _ : state) {
        QStringList written;
        QString error;
        if (!print::exportCourse(course, PageSpec{}, format, out, &written, &error)) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        bytes = 0;
        for (const QString &file : std::as_const(written))
            bytes += QFile(file).size();
        state.counters["pages_or_files"] = double(written.size());
    }
    state.counters["bytes"] = double(bytes);
    state.SetLabel(print::PrintExport::formatKey(format).toStdString());
}
BENCHMARK(BM_Export)
    ->Arg(int(print::ExportFormat::Pdf))
    ->Arg(int(print::ExportFormat::Svg))
    ->Arg(int(print::ExportFormat::Png))
    ->Unit(benchmark::kMillisecond);

namespace {

double peakResidentMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
}

// Exports `course` on its own paper once per iteration and reports pages, bytes and memory.
void exportHeavy(benchmark::State &state, const QJsonObject &course, print::ExportFormat format)
{
    QTemporaryDir dir;
    const QString out =
        dir.filePath(QStringLiteral("heavy.") + print::PrintExport::formatKey(format));
    CourseProblems problems;
    const std::optional<print::CoursePrint> prepared =
        print::CoursePrinting::prepare(course, &problems);
    if (!prepared) {
        state.SkipWithError(qPrintable(print::problemLines(problems)));
        return;
    }
    const int pages = print::PageTiler(prepared->page).tile(prepared->layout).pageCount();
    qint64 bytes = 0;
    for (auto _ : state) {
        QStringList written;
        QString error;
        if (!print::exportCourse(course, prepared->page, format, out, &written, &error)) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        bytes = 0;
        for (const QString &file : std::as_const(written))
            bytes += QFile(file).size();
    }
    state.counters["pages"] = pages;
    state.counters["MB"] = double(bytes) / (1024 * 1024);
    state.counters["peak_rss_MB"] = peakResidentMegabytes();
    state.SetLabel(print::PrintExport::formatKey(format).toStdString());
}

} // namespace

static void BM_ExportRowingStrip(benchmark::State &state)
{
    exportHeavy(state, bench::longRowingCourse(5, 1000), print::ExportFormat(state.range(0)));
}
BENCHMARK(BM_ExportRowingStrip)
    ->Arg(int(print::ExportFormat::Pdf))
    ->Arg(int(print::ExportFormat::Svg))
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

static void BM_ExportLargestRiver(benchmark::State &state)
{
    exportHeavy(state, bench::largestRiver(), print::ExportFormat(state.range(0)));
}
BENCHMARK(BM_ExportLargestRiver)
    ->Arg(int(print::ExportFormat::Pdf))
    ->Arg(int(print::ExportFormat::Svg))
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

static void BM_ExportRowing201Pages(benchmark::State &state)
{
    exportHeavy(state, bench::longRowingCourse(25, 10), print::ExportFormat(state.range(0)));
}
BENCHMARK(BM_ExportRowing201Pages)
    ->Arg(int(print::ExportFormat::Pdf))
    ->Arg(int(print::ExportFormat::Svg))
    ->Arg(int(print::ExportFormat::Png))
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
