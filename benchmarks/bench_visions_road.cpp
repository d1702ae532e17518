// Visions of Rainbows roads: checking the largest road a file allows (40 tiles: the Start, the
// Finish, six built-in straights and 32 custom tiles of 60 rows, 4 lanes of 2 pseudo-spaces,
// half of them curves, so the layout folds over itself and the overlap test has work), and
// exporting the built-in long road (15 A4 pages) to PDF, SVG and PNG. Counters: rows, spaces and
// the problems found; pages and bytes for exports. Its main() (OffscreenBenchmarkMain.cpp) makes
// the QGuiApplication it paints with.
#include "course/CourseFile.h"
#include "print/CoursePrint.h"
#include "visions/VisionsCourse.h"
#include "visions/VisionsCourseValidator.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace cw;
using namespace cw::visions;

namespace {

VisionsCourse largestRoad()
{
    VisionsCourse road;
    road.name = QStringLiteral("Largest");
    road.tiles.push_back({QStringLiteral("S"), QStringLiteral("A")});
    for (int i = 1; i <= 6; ++i)
        road.tiles.push_back({QString::number(i), QStringLiteral("A")});
    for (int i = 0; i < VisionsCourse::MaxCustomTiles; ++i) {
        VisionsTile tile;
        tile.id = QStringLiteral("X%1").arg(i);
        TileSide side;
        side.side = QStringLiteral("A");
        if (i % 2 == 1)
            side.shape = {TileShape::Kind::Curve, i % 4 == 1, TileShape::MaxRadius};
        side.rows.assign(VisionsTile::MaxRows,
                         RoadRow{4, 0, RoadTerrain::Mountain, std::vector<int>(4, 2)});
        side.rows.front() = side.rows.back() = RoadRow{3, 0, RoadTerrain::Flats, {1, 1, 1}};
        tile.sides.push_back(side);
        road.customTiles.push_back(tile);
        road.tiles.push_back({tile.id, QStringLiteral("A")});
    }
    road.tiles.push_back({QStringLiteral("F"), QStringLiteral("A")});
    return road;
}

} // namespace

static void BM_ValidateLargestRoad(benchmark::State &state)
{
    const QJsonObject json = largestRoad().toJson();
    CourseProblems problems;
    const std::optional<VisionsCourse> road = VisionsCourse::read(json, &problems);
    if (!road || road->tiles.size() != std::size_t(VisionsCourse::MaxTiles)) {
        state.SkipWithError("the largest road does not read");
        return;
    }
    std::size_t found = 0;
    for (auto _ : state)
        found = road->validate({7, std::nullopt}).size();
    const VisionsCourseValidator validator(*road);
    state.counters["rows"] = validator.map().rowCount();
    state.counters["spaces"] = double(validator.geometry().spaces().size());
    state.counters["problems"] = double(found);
    state.counters["file_kb"] = QJsonDocument(json).toJson().size() / 1024.0;
}
BENCHMARK(BM_ValidateLargestRoad)->Unit(benchmark::kMillisecond);

static void BM_ExportLongRoad(benchmark::State &state)
{
    const auto format = print::ExportFormat(state.range(0));
    QFile file(QStringLiteral(":/courses/visions-long.json"));
    CourseProblems problems;
    const std::optional<QJsonObject> course = file.open(QIODevice::ReadOnly)
                                                  ? CourseFile::parse(file.readAll(), &problems)
                                                  : std::nullopt;
    if (!course) {
        state.SkipWithError("cannot read the long road");
        return;
    }
    QTemporaryDir dir;
    const QString out =
        dir.filePath(QStringLiteral("road.") + print::PrintExport::formatKey(format));
    qint64 bytes = 0;
    qsizetype files = 0;
    for (auto _ : state) {
        QStringList written;
        QString error;
        if (!print::exportCourse(*course, PageSpec{}, format, out, &written, &error)) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        bytes = 0;
        for (const QString &path : std::as_const(written))
            bytes += QFileInfo(path).size();
        files = written.size();
    }
    state.counters["files"] = double(files);
    state.counters["kb"] = bytes / 1024.0;
}
BENCHMARK(BM_ExportLongRoad)
    ->Arg(int(print::ExportFormat::Pdf))
    ->Arg(int(print::ExportFormat::Svg))
    ->Arg(int(print::ExportFormat::Png))
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
