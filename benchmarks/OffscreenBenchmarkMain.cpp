// The main() of the benchmarks that paint (course and road export, the Salmon Run river view):
// fonts, images and pictures need a QGuiApplication, on the offscreen platform unless the
// environment names another.
#include <benchmark/benchmark.h>

#include <QGuiApplication>

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
