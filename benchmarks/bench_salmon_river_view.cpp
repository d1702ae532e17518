// The Salmon Run board's river as SalmonCourseItem paints it (issue 36): one repaint of the part of
// the river a view shows, with SalmonCoursePainter at the board's hex size and zoom, into an image
// as Qt Quick's software backend gives the item. Panning repaints when the view leaves the painted
// tile (SalmonCourseItem::Margin around the view): this is the cost of that frame, on the beginner
// river and on the largest river a file may state (LargestCourses.h). Needs a QGuiApplication
// (offscreen by default).
#include "LargestCourses.h"
#include "SalmonBoardModel.h"
#include "SalmonCourseItem.h"
#include "course/CourseFile.h"
#include "salmon/SalmonCoursePainter.h"

#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>

using namespace cw;
using cw::salmon::SalmonCourse;
using cw::salmon::SalmonCoursePainter;

namespace {

// The river view of the app's window at 1920 × 1080, at the zoom a game starts with.
constexpr QSize ViewSize(1400, 900);
constexpr double Zoom = 1.3;

SalmonCourse beginnerRiver()
{
    CourseProblems problems;
    const std::optional<QJsonObject> json =
        CourseFile::read(QStringLiteral(":/courses/salmon-beginner.json"), &problems);
    const std::optional<SalmonCourse> river =
        json ? SalmonCourse::read(*json, &problems) : std::nullopt;
    return river ? *river : SalmonCourse{};
}

SalmonCourse largestRiver()
{
    CourseProblems problems;
    const std::optional<SalmonCourse> river =
        SalmonCourse::read(bench::largestSalmonRiver(), &problems);
    return river ? *river : SalmonCourse{};
}

// One repaint of a view of `viewSize` grown by `margin` on every side, as the board draws it, at
// a place of the river that moves along it from one iteration to the next.
void paintViews(benchmark::State &state, const SalmonCourse &river, int margin)
{
    SalmonCoursePainter::Options options;
    options.boardOutlines = true;
    const SalmonCoursePainter painter(river, SalmonBoardModel::HexPixels, options);
    if (painter.map().cellCount() == 0) {
        state.SkipWithError("the river does not read");
        return;
    }
    const QSize tile = ViewSize + QSize(2 * margin, 2 * margin);
    QImage image(tile, QImage::Format_ARGB32_Premultiplied);
    const QSizeF extent = painter.sizeMm() * Zoom;
    double along = 0;
    for (auto _ : state) {
        along = std::fmod(along + 37, std::max(1.0, extent.height() - tile.height()));
        const QPointF corner(std::max(0.0, (extent.width() - tile.width()) / 2), along);
        QPainter p(&image);
        p.translate(-corner);
        p.scale(Zoom, Zoom);
        painter.paint(p, QRectF(corner / Zoom, QSizeF(tile) / Zoom));
        p.end();
        benchmark::DoNotOptimize(image.constBits());
    }
    state.counters["tile_px"] = double(tile.width()) * tile.height();
}

} // namespace

static void BM_RepaintBeginnerRiver(benchmark::State &state)
{
    paintViews(state, beginnerRiver(), int(state.range(0)));
}
BENCHMARK(BM_RepaintBeginnerRiver)
    ->Arg(0)
    ->Arg(SalmonCourseItem::Margin)
    ->Unit(benchmark::kMillisecond);

static void BM_RepaintLargestRiver(benchmark::State &state)
{
    paintViews(state, largestRiver(), int(state.range(0)));
}
BENCHMARK(BM_RepaintLargestRiver)
    ->Arg(0)
    ->Arg(SalmonCourseItem::Margin)
    ->Unit(benchmark::kMillisecond);
