#include "SalmonLabHeat.h"

#include "SalmonCanvas.h"
#include "SalmonCourseDocument.h"
#include "salmon/SalmonCourseGeometry.h"

#include <QPolygonF>

namespace cw::salmon {

namespace {

bool isHex(const CourseCanvas &canvas, const QString &element, int location)
{
    const auto *document = static_cast<const SalmonCourseDocument *>(canvas.document());
    return element == SalmonCourseDocument::hexElement() && location >= 0 &&
           location < document->map().cellCount();
}

} // namespace

QString SalmonLabHeat::kindId() const
{
    return QStringLiteral("salmon-river");
}

QPainterPath SalmonLabHeat::spotShape(const CourseCanvas &canvas, const QString &element,
                                      int location) const
{
    QPainterPath path;
    const SalmonCourseGeometry *geometry =
        static_cast<const SalmonCanvas &>(canvas).riverGeometry();
    if (!geometry || !isHex(canvas, element, location))
        return path;
    const auto *document = static_cast<const SalmonCourseDocument *>(canvas.document());
    const std::array<QPointF, 6> corners = geometry->outline(document->map().hexAt(location));
    path.addPolygon(QPolygonF(QList<QPointF>(corners.begin(), corners.end())));
    path.closeSubpath();
    return path;
}

CourseSelection SalmonLabHeat::selectionFor(const CourseCanvas &canvas, const QString &element,
                                            int location) const
{
    return isHex(canvas, element, location)
               ? CourseSelection{SalmonCourseDocument::hexElement(), location}
               : CourseSelection{};
}

} // namespace cw::salmon
