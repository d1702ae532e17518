#include "RowingLabHeat.h"

#include "RowingCanvas.h"
#include "RowingCourseDocument.h"
#include "rowing/RowingCourseGeometry.h"

namespace cw::rowing {

namespace {

// The split line the race numbers `location` (distance order, RowingGame sorts them so), or
// nullopt when the course has no such line.
std::optional<RowingCourseGeometry::Split> splitAt(const RowingCourseDocument &document,
                                                   const QString &element, int location)
{
    if (element != RowingCourseDocument::splitLineElement() || location < 0)
        return std::nullopt;
    const std::vector<RowingCourseGeometry::Split> lines =
        RowingCourseGeometry(document.course()).splitLines();
    if (location >= int(lines.size()))
        return std::nullopt;
    return lines[std::size_t(location)];
}

const RowingCourseDocument &documentOf(const CourseCanvas &canvas)
{
    return *static_cast<const RowingCourseDocument *>(canvas.document());
}

} // namespace

QString RowingLabHeat::kindId() const
{
    return QStringLiteral("rowing");
}

QPainterPath RowingLabHeat::spotShape(const CourseCanvas &canvas, const QString &element,
                                      int location) const
{
    const RowingCourseDocument &document = documentOf(canvas);
    const std::optional<RowingCourseGeometry::Split> line = splitAt(document, element, location);
    QPainterPath path;
    if (!line)
        return path;
    const RowingCourseGeometry geometry(document.course());
    // A space wide before the line, where boats pay or catch their crab, and a little beyond.
    const QRectF band(line->x - geometry.spaceMm(), 0, geometry.spaceMm() * 1.25, geometry.width());
    const auto &rowing = static_cast<const RowingCanvas &>(canvas);
    for (const QRectF &rect : rowing.courseLayout().toSceneRects(band))
        path.addRect(rect);
    return path;
}

CourseSelection RowingLabHeat::selectionFor(const CourseCanvas &canvas, const QString &element,
                                            int location) const
{
    const std::optional<RowingCourseGeometry::Split> line =
        splitAt(documentOf(canvas), element, location);
    return line ? CourseSelection{RowingCourseDocument::splitLineElement(), line->index}
                : CourseSelection{};
}

} // namespace cw::rowing
