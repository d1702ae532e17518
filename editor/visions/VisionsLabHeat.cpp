#include "VisionsLabHeat.h"

#include "VisionsCanvas.h"
#include "VisionsCourseDocument.h"
#include "visions/VisionsCoursePainter.h"
#include "visions/VisionsRaceTrack.h"

#include <QPainterPathStroker>

namespace cw::visions {

namespace {

const QString SpaceElement = QStringLiteral("space");

const VisionsCanvas &visionsCanvas(const CourseCanvas &canvas)
{
    return static_cast<const VisionsCanvas &>(canvas);
}

// The road space of the race's cell `cell`, nullptr when the road has none.
const RoadSpace *spaceOf(const VisionsCanvas &canvas, int cell)
{
    const VisionsCoursePainter *painter = canvas.roadPainter();
    if (!painter || cell < 0 || cell >= canvas.raceTrack().cellCount())
        return nullptr;
    return painter->geometry().space(canvas.raceTrack().position(cell));
}

// The drawn bonus line of index `line`, nullptr when the road has none.
const MapBonusLine *bonusLineOf(const VisionsCanvas &canvas, int line)
{
    const VisionsCoursePainter *painter = canvas.roadPainter();
    if (painter)
        for (const MapBonusLine &drawn : painter->map().bonusLines())
            if (drawn.index == line)
                return &drawn;
    return nullptr;
}

} // namespace

QString VisionsLabHeat::kindId() const
{
    return QStringLiteral("visions-road");
}

QPainterPath VisionsLabHeat::spotShape(const CourseCanvas &canvas, const QString &element,
                                       int location) const
{
    const VisionsCanvas &road = visionsCanvas(canvas);
    if (element == SpaceElement) {
        if (const RoadSpace *space = spaceOf(road, location))
            return pathOf(space->outline);
    } else if (element == VisionsCourseDocument::bonusLineElement()) {
        if (const MapBonusLine *line = bonusLineOf(road, location)) {
            // A band a little over half a space wide, as the canvas marks a selected line.
            const VisionsCourseGeometry &geometry = road.roadPainter()->geometry();
            QPainterPath across;
            const QLineF at = geometry.across(line->row);
            across.moveTo(at.p1());
            across.lineTo(at.p2());
            QPainterPathStroker stroker;
            stroker.setWidth(geometry.spaceMm() * 0.6);
            stroker.setCapStyle(Qt::RoundCap);
            return stroker.createStroke(across);
        }
    }
    return {};
}

CourseSelection VisionsLabHeat::selectionFor(const CourseCanvas &canvas, const QString &element,
                                             int location) const
{
    const VisionsCanvas &road = visionsCanvas(canvas);
    if (element == SpaceElement && spaceOf(road, location)) {
        const int row = road.raceTrack().position(location).row;
        return {VisionsCourseDocument::tileElement(), road.roadPainter()->map().row(row).placement};
    }
    if (element == VisionsCourseDocument::bonusLineElement() && bonusLineOf(road, location))
        return {VisionsCourseDocument::bonusLineElement(), location};
    return {};
}

} // namespace cw::visions
