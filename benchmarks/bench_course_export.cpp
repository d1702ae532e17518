// Course files and print: reading and checking a course file, and exporting the standard course
// (11 A4 pages) to PDF, SVG and PNG. Needs a QGuiApplication (offscreen is enough) for painting.
#include "course/CourseFile.h"
#include "print/CoursePrint.h"

#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

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

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
