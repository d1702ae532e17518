#include "NiagaraLabHeat.h"

#include "NiagaraCanvas.h"
#include "NiagaraCourseDocument.h"
#include "niagara/NiagaraCourseGeometry.h"

namespace cw::niagara {

namespace {

// The element's square on the canvas, empty when the river has no such space or place.
QRectF rectOf(const CourseCanvas &canvas, const QString &element, int location)
{
    const NiagaraCourseGeometry &geometry =
        static_cast<const NiagaraCanvas &>(canvas).riverGeometry();
    if (element == NiagaraCourseDocument::spaceElement())
        return geometry.spaceMm(location);
    if (element == NiagaraCourseDocument::placeElement() && location >= 0 && location < GemColours)
        return geometry.placeMm(location);
    return {};
}

} // namespace

QString NiagaraLabHeat::kindId() const
{
    return QStringLiteral("niagara-river");
}

QPainterPath NiagaraLabHeat::spotShape(const CourseCanvas &canvas, const QString &element,
                                       int location) const
{
    QPainterPath path;
    const QRectF rect = rectOf(canvas, element, location);
    if (!rect.isEmpty())
        path.addRect(rect);
    return path;
}

CourseSelection NiagaraLabHeat::selectionFor(const CourseCanvas &canvas, const QString &element,
                                             int location) const
{
    return rectOf(canvas, element, location).isEmpty() ? CourseSelection{}
                                                       : CourseSelection{element, location};
}

} // namespace cw::niagara
